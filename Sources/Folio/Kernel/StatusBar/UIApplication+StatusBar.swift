import Foundation

extension UIApplication {
    /// Whether the status bar is hidden (UIKit's deprecated app-wide reading): the key window's
    /// (`UIWindow.isStatusBarHidden`); true when there is no window, as there is no status bar.
    public var isStatusBarHidden: Bool { keyWindow?.isStatusBarHidden ?? true }
}
