import Foundation

/// The colour of the status bar's content: UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content (for light backgrounds), the default.
    case `default`
    /// White content, for dark backgrounds (seed 004's `UIStatusBarStyleLightContent`).
    case lightContent
    /// Dark content, whatever the appearance.
    case darkContent
}
