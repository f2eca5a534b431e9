import Foundation

/// Where a bar is drawn against its neighbours: UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Sendable {
    /// Not said.
    case any = 0
    /// At the bottom of its view (a toolbar, a tab bar).
    case bottom = 1
    /// At the top of its view (a navigation bar, a search bar).
    case top = 2
    /// At the top, reaching under the status bar.
    case topAttached = 3
}

/// A bar that has a position: UIKit's `UIBarPositioning`.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is drawn.
    var barPosition: UIBarPosition { get }
}

extension UIToolbar: UIBarPositioning {
    /// Where the delegate says the bar is; `.bottom` without a delegate.
    public var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }
}
