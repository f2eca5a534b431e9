import Foundation

/// A tappable control with a title per state: UIKit's `UIButton`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var t: UIAccessibilityTraits = .button
        if isSelected { t.insert(.selected) }
        if !isEnabled { t.insert(.notEnabled) }
        return t
    }

    /// Button types, UIKit's `UIButton.ButtonType` (the ones that change drawing here).
    public enum ButtonType: Sendable { case custom, system }

    /// The type chosen at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The label that draws the title (UIKit declares it optional: `button.titleLabel?.font = …`).
    public var titleLabel: UILabel? { label }
    /// The title's label itself.
    let label = UILabel()

    /// Creates a button of `type`; system buttons draw their title in the tint colour.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        setUp()
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is a `.custom`
    /// button. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17)
        addSubview(label)
    }

    /// Creates a custom button with a frame.
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// Sets the title shown in `state` (`.normal` is the fallback for other states).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
    }

    /// The title for `state`, falling back to `.normal`.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    /// The title colour for `state`, falling back to `.normal`, then to the type's default.
    public func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? (buttonType == .system ? .systemBlue : .white)
    }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    open override var isHighlighted: Bool { didSet { refresh() } }
    open override var isEnabled: Bool { didSet { refresh() } }
    open override var isSelected: Bool { didSet { refresh() } }

    private func refresh() {
        label.text = currentTitle
        var color = titleColor(for: state) ?? .systemBlue
        if !isEnabled && titleColors[State.disabled.rawValue] == nil { color = color.withAlphaComponent(0.35) }
        if isHighlighted && titleColors[State.highlighted.rawValue] == nil && buttonType == .system {
            color = color.withAlphaComponent(0.3)
        }
        label.textColor = color
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return CGSize(width: s.width + 16, height: max(s.height + 12, 30))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
