import Foundation

/// A button of an alert or action sheet: UIKit's `UIAlertAction`.
@preconcurrency @MainActor
public final class UIAlertAction {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Sendable { case `default`, cancel, destructive }

    /// The button's title.
    public let title: String?
    /// How the button looks (cancel is bold, destructive red) and where it goes.
    public let style: Style
    /// Disabled actions ignore taps and draw grey. Default true.
    public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    weak var button: UIButton?

    /// An action; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
