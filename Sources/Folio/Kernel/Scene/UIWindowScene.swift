import Foundation

/// A scene that shows windows, UIKit's `UIWindowScene`: the windows made for it
/// (`UIWindow(windowScene:)`), the screen they are on, and on the desktop the window's title.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they joined it.
    public internal(set) var windows: [UIWindow] = []
    /// The screen the scene is shown on.
    open var screen: UIScreen { windows.first?.screen ?? .main }
    /// The scene's key window: the one that receives events among its windows.
    open var keyWindow: UIWindow? {
        let key = UIApplication.shared.keyWindow
        return windows.first { $0 === key } ?? windows.first { !$0.isHidden }
    }
    /// The traits of the scene's screen (a window's).
    open var traitCollection: UITraitCollection { windows.first?.traitCollection ?? UITraitCollection() }
    /// A new title shows on the scene's windows' next frame.
    override func titleDidChange() { windows.forEach { $0.setNeedsRender() } }

    /// How the interface is turned.
    open var interfaceOrientation: UIInterfaceOrientation { screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait }
}
