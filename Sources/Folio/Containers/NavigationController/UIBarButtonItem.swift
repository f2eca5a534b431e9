import Foundation

/// A button for a navigation bar: UIKit's `UIBarButtonItem` (title, custom view, target-action).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// Item styles, UIKit's `UIBarButtonItem.Style`.
    public enum Style: Sendable { case plain, done }

    /// The title shown.
    open var title: String?
    /// An icon shown instead of the title (a template in the bar's tint colour).
    open var image: UIImage?
    /// A view shown instead of the title; sized to fit when it has no size.
    open var customView: UIView?
    /// The style (done draws bold).
    open var style: Style = .plain
    /// Whether the item takes taps. Default true.
    open var isEnabled = true
    var action: (@MainActor (UIBarButtonItem) -> Void)?

    /// An item with a title that calls `action` on `target` (held weakly) with the item:
    /// `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: ListController.edit)`.
    /// The action's argument may be declared as `UIBarButtonItem`, `Any` or `AnyObject`.
    @preconcurrency public init<Target: AnyObject, Sender>(title: String?, style: Style, target: Target,
                                           action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.title = title
        self.style = style
        super.init()
        setAction(target, action)
    }

    /// An item with an icon that calls `action` on `target` (held weakly).
    @preconcurrency public init<Target: AnyObject, Sender>(image: UIImage?, style: Style, target: Target,
                                           action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.image = image
        self.style = style
        super.init()
        setAction(target, action)
    }

    /// Makes `action` on `target` (held weakly) the item's action.
    func setAction<Target: AnyObject, Sender>(_ target: Target, _ action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.action = { [weak target] item in
            guard let target, let sender = item as? Sender else { return }
            action(target)(sender)
        }
    }

    /// An item with a title and no action.
    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        self.customView = customView
    }

    /// Runs the item's action (as a tap does).
    public func sendAction() { if isEnabled { action?(self) } }
}
