import Foundation

/// One segment of a `UISegmentedControl`: its title or image, drawn as the segment's state says;
/// to assistive technologies a button, selected while it is the selected segment.
@MainActor
final class SegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView()
    weak var control: UISegmentedControl?
    var index = 0
    private(set) var isChosen = false
    private(set) var isUsable = true

    static let font = UIFont.systemFont(ofSize: 13)
    static let chosenFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // touches go to the control
        label.textAlignment = .center
        label.font = Self.font
        label.isAccessibilityElement = false
        imageView.contentMode = .center
        imageView.isAccessibilityElement = false
        addSubview(label)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { label.text ?? imageView.image.map { _ in "Segment \(index + 1)" } }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if isChosen { traits.insert(.selected) }
        if !isUsable { traits.insert(.notEnabled) }
        return traits
    }

    /// Choosing the segment, as a tap on it does.
    override func accessibilityActivate() -> Bool {
        guard let control, isUsable else { return false }
        control.choose(index)
        return true
    }

    /// Shows `title` or `image`.
    func show(title: String?, image: UIImage?) {
        label.text = image == nil ? title : nil
        imageView.image = image
        measuredWidth = nil
        setNeedsLayout()
    }

    /// The width of the content (a title as it is drawn selected, the widest), measured once per
    /// content and text size.
    var contentWidth: CGFloat {
        if let measuredWidth { return measuredWidth }
        let width: CGFloat
        if let image = imageView.image {
            width = image.size.width
        } else if let text = label.text, !text.isEmpty {
            let measure = UILabel()
            measure.font = style.chosenFont ?? Self.chosenFont
            measure.text = text
            width = measure.intrinsicContentSize.width.rounded(.up)
        } else {
            width = 0
        }
        measuredWidth = width
        return width
    }
    private var measuredWidth: CGFloat?

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        measuredWidth = nil
    }

    /// The title's font and colour the control's title attributes set (nil: the default look),
    /// and the font of a selected title (what the width is measured in).
    struct TitleStyle { var font: UIFont?, color: UIColor?, chosenFont: UIFont? }
    private(set) var style = TitleStyle()

    /// The content's width is measured again (the title attributes changed).
    func invalidateWidth() { measuredWidth = nil }

    /// The segment's state: selected (bold title), usable (else dimmed), touched (lighter).
    func apply(chosen: Bool, usable: Bool, touched: Bool, style: TitleStyle = TitleStyle()) {
        isChosen = chosen
        isUsable = usable
        self.style = style
        label.font = style.font ?? (chosen ? Self.chosenFont : Self.font)
        label.textColor = style.color ?? (usable ? .label : .tertiaryLabel)
        imageView.alpha = usable ? 1 : 0.3
        alpha = touched && !chosen ? 0.6 : 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 0)
        imageView.frame = bounds
    }
}
