import Foundation

/// A display: its size in points and its scale (pixels per point), UIKit's `UIScreen`.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen's rectangle in points.
    public internal(set) var bounds: CGRect
    /// Pixels per point: 1 or 2 (and 3 where a host asks for it).
    public internal(set) var scale: CGFloat
    /// The most frames per second the screen shows: 60.
    public internal(set) var maximumFramesPerSecond = 60
    /// The idiom apps on this screen run as, when a host decides it: `.mac` in a desktop window
    /// (as Mac Catalyst's "Optimize for Mac" apps: no status bar, the desktop's keyboard, pointer
    /// and menus); nil follows the size (a phone, or a pad from 700 points on the short side).
    @_spi(Host) public var idiom: UIUserInterfaceIdiom?

    /// Creates a screen; unusable sizes fall back to 390 × 844 and scales to 1.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = (bounds.isFinite && bounds.width > 0 && bounds.height > 0)
            ? CGRect(origin: .zero, size: bounds.size) : CGRect(x: 0, y: 0, width: 390, height: 844)
        self.scale = (scale.isFinite && scale >= 1) ? scale.rounded() : 1
    }

    /// Sets the screen's size and scale, as the display a window host found (before launch;
    /// a window shown later changes size through `UIWindow.transition(to:)` and scale through
    /// `UIWindow.transition(toScale:)`). Unusable values are ignored.
    public func configure(size: CGSize, scale: CGFloat) {
        if size.isFinite, size.width > 0, size.height > 0 { bounds = CGRect(origin: .zero, size: size) }
        if scale.isFinite, scale >= 1, scale <= 4 { self.scale = scale }
    }

    /// The idiom the screen's apps see: the host's, else a pad from 700 points on the short side,
    /// else a phone.
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        idiom ?? (min(bounds.width, bounds.height) >= 700 ? .pad : .phone)
    }

    /// The default screen: 390 × 844 points at 2× (a common phone), as `UIScreen.main`.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2)
}
