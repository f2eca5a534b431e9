import Foundation

/// A button for a navigation bar: UIKit's `UIBarButtonItem` (title, custom view, target-action).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// Item styles, UIKit's `UIBarButtonItem.Style`.
    public enum Style: Sendable { case plain, done }

    /// The title shown (a change shows at once in the bar that shows the item).
    open var title: String? { didSet { bar?.refresh() } }
    /// An icon shown instead of the title (a template in the bar's tint colour).
    open var image: UIImage? { didSet { bar?.refresh() } }
    /// A view shown instead of the title; sized to fit when it has no size.
    open var customView: UIView? { didSet { bar?.refresh() } }
    /// The style (done draws bold).
    open var style: Style = .plain { didSet { bar?.refresh() } }
    /// Whether the item takes taps. Default true.
    open var isEnabled = true { didSet { bar?.refresh() } }
    /// The width of a fixed space, or the width the item takes in a toolbar; 0: its natural
    /// width. Default 0.
    open var width: CGFloat = 0 { didSet { bar?.refresh() } }
    /// The bar that shows the item now.
    weak var bar: (any BarButtonItemHost)?
    /// The kind of space the item is; nil for items that show something.
    var space: Space?
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
