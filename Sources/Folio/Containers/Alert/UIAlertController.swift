import Foundation
import Logging

/// An alert or an action sheet: UIKit's `UIAlertController`. Presented over the screen (the
/// presenter stays visible behind a dimming view); a button dismisses it, then runs its action's
/// handler. Alerts may hold text fields.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Sendable { case actionSheet, alert }
    static var log: Logger { Logger(label: "folio.alert") }

    /// The style chosen at creation.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String?
    /// The actions, in the order added (a sheet shows its cancel action last, apart).
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert.
    public private(set) var textFields: [UITextField]? = nil
    /// The action the return key triggers (drawn bold). Default none.
    open var preferredAction: UIAlertAction?

    static let width: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    /// The box holding title, message, fields and buttons.
    let card = UIView()

    /// UIKit's archive initializer: an empty alert (Folio stores nothing in the archive).
    public required convenience init?(coder: NSCoder) { self.init(title: nil, message: nil, preferredStyle: .alert) }

    /// An alert or action sheet with a title and a message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init()
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button. A second cancel action is refused with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Self.log.error("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
    }

    /// Adds a text field to an alert (refused with UIKit's message for an action sheet).
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Self.log.error("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: Self.width - 32, height: 30))
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 14)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Actions in the order they are shown.
    var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .actionSheet || actions.count > 2 { return others + cancel }
        return cancel + others   // two buttons side by side: cancel on the left, as UIKit
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.accessibilityViewIsModal = true   // what lies under the alert is not read
        view.accessibilityContainerType = .semanticGroup
        card.backgroundColor = .barBackground
        card.layer.cornerRadius = 13
        card.clipsToBounds = true
        view.addSubview(card)
        var y: CGFloat = 18
        let width = Self.width
        func label(_ text: String?, font: UIFont) {
            guard let text, !text.isEmpty else { return }
            let l = UILabel(frame: CGRect(x: 16, y: y, width: width - 32, height: 0))
            l.text = text
            l.font = font
            l.numberOfLines = 0
            l.textAlignment = .center
            l.frame.size.height = l.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height
            card.addSubview(l)
            y = l.frame.maxY + 4
        }
        label(title, font: .boldSystemFont(ofSize: 17))
        label(message, font: .systemFont(ofSize: 13))
        y += 10
        for field in textFields ?? [] {
            field.frame.origin = CGPoint(x: 16, y: y)
            card.addSubview(field)
            y = field.frame.maxY + 8
        }
        let shown = orderedActions
        let sideBySide = preferredStyle == .alert && shown.count == 2
        for (i, action) in shown.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            if action.style == .destructive { button.setTitleColor(.red, for: .normal) }
            if action.style == .cancel || action === preferredAction { button.label.font = .boldSystemFont(ofSize: 17) }
            button.isEnabled = action.isEnabled
            let w = sideBySide ? width / 2 : width
            let x = sideBySide ? CGFloat(i) * w : 0
            let top = sideBySide ? y : y + CGFloat(i) * Self.buttonHeight
            button.frame = CGRect(x: x, y: top, width: w, height: Self.buttonHeight)
            let separator = UIView(frame: CGRect(x: x, y: top, width: w, height: 0.5))
            separator.backgroundColor = UIColor(white: 0.8, alpha: 1)
            button.addAction(UIAction { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.choose(action)
            }, for: .touchUpInside)
            action.button = button
            card.addSubview(button)
            card.addSubview(separator)
        }
        let rows = sideBySide ? 1 : shown.count
        card.frame.size = CGSize(width: width, height: y + CGFloat(rows) * Self.buttonHeight)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        card.center = preferredStyle == .alert
            ? CGPoint(x: b.midX, y: b.midY)
            : CGPoint(x: b.midX, y: b.maxY - card.bounds.height / 2 - 20)
    }

    /// Dismisses the alert, then runs the action's handler (UIKit's order).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil else { return }
        view.endEditing(true)
        dismiss(animated: true) { action.handler?(action) }
    }
}
