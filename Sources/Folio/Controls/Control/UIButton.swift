import Foundation

/// A tappable control with a title per state: UIKit's `UIButton`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle ?? currentAttributedTitle?.string }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var t: UIAccessibilityTraits = .button
        if isSelected { t.insert(.selected) }
        if !isEnabled { t.insert(.notEnabled) }
        return t
    }

    /// Button types, UIKit's `UIButton.ButtonType`. System-like types draw their title and image
    /// in the tint colour; the symbol types (info, add, close, disclosure) have no glyph on Folio
    /// and draw as system buttons.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        /// UIKit's old name for `.system`.
        public static let roundedRect = ButtonType.system
        var drawsInTint: Bool { self != .custom }
    }

    /// The type chosen at creation.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var imageViewStorage: UIImageView?
    private var backgroundView: UIImageView?

    /// Space around the image and title together. Default zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// Moves and resizes the image's rectangle (a negative left with an equal positive right
    /// shifts it left). Default zero.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves and resizes the title's rectangle. Default zero.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
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

    /// The view that shows the image (nil until the button has one).
    public var imageView: UIImageView? { imageViewStorage }

    /// Sets the image shown in `state` before the title (`.normal` is the fallback). A system
    /// button draws it in its tint colour, as a template.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if image != nil, imageViewStorage == nil { imageViewStorage = makeImageView(.scaleAspectFit) }
        refresh()
        invalidateIntrinsicContentSize()
    }
    /// The image for `state`, falling back to `.normal`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the image stretched behind the content in `state` (`.normal` is the fallback).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if image != nil, backgroundView == nil { backgroundView = makeImageView(.scaleToFill) }
        refresh()
    }
    /// An image view behind the title, made when the first image is set.
    private func makeImageView(_ mode: UIView.ContentMode) -> UIImageView {
        let view = UIImageView()
        view.contentMode = mode
        insertSubview(view, at: 0)
        return view
    }

    /// The background image for `state`, falling back to `.normal`.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Sets the title shown in `state` (`.normal` is the fallback for other states).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
    }

    /// The title for `state`, falling back to `.normal`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    /// Sets the styled title shown in `state` (`.normal` is the fallback); it is shown instead of
    /// `title(for:)` and keeps its own colours.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        refresh()
        invalidateIntrinsicContentSize()
    }
    /// The styled title for `state`, falling back to `.normal`.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The menu the button shows: on a tap when `showsMenuAsPrimaryAction`, else on a long press
    /// (a secondary click on the desktop). Default nil.
    open var menu: UIMenu? { didSet { menuChanged() } }
    /// Shows the menu when the button is pressed.
    var menuInteraction: UIContextMenuInteraction?
    /// The menu of a control that shows one as its primary action.
    override var primaryMenu: UIMenu? { menu }
    override func presentPrimaryMenu(_ menu: UIMenu) { showMenuBelow(menu) }

    /// The title colour for `state`, falling back to `.normal`, then to the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? (buttonType.drawsInTint ? .systemBlue : .white)
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    open override var isHighlighted: Bool { didSet { refresh() } }
    open override var isEnabled: Bool { didSet { refresh() } }
    open override var isSelected: Bool { didSet { refresh() } }

    private func refresh() {
        let placed = layoutInputs
        var color = titleColor(for: state) ?? .systemBlue
        if !isEnabled && titleColors[State.disabled.rawValue] == nil { color = color.withAlphaComponent(0.35) }
        if isHighlighted && titleColors[State.highlighted.rawValue] == nil && buttonType.drawsInTint {
            color = color.withAlphaComponent(0.3)
        }
        label.textColor = color   // before the title: an attributed title keeps its own colours
        if let attributed = currentAttributedTitle { label.attributedText = attributed } else { label.text = currentTitle }
        if let imageView = imageViewStorage {
            let image = currentImage
            imageView.image = buttonType.drawsInTint && image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
            imageView.alpha = isHighlighted && buttonType.drawsInTint ? 0.3 : (isEnabled ? 1 : 0.35)
        }
        backgroundView?.image = currentBackgroundImage
        // A change of colour alone (a tab strip blending its titles every frame) lays nothing out.
        if layoutInputs != placed { setNeedsLayout() }
    }

    /// What `layoutSubviews` places the content by, besides the bounds and the insets (a styled
    /// title by identity, held while compared: one set again counts as changed).
    private struct LayoutInputs: Equatable {
        var title: String?
        var styledTitle: NSAttributedString?
        var imageSize: CGSize?
        var hasBackgroundImage: Bool

        static func == (a: Self, b: Self) -> Bool {
            a.title == b.title && a.styledTitle === b.styledTitle && a.imageSize == b.imageSize && a.hasBackgroundImage == b.hasBackgroundImage
        }
    }

    private var layoutInputs: LayoutInputs {
        LayoutInputs(title: label.text, styledTitle: label.attributed, imageSize: imageViewStorage?.image?.size,
                     hasBackgroundImage: backgroundView?.image != nil)
    }

    /// The image's size and the title's, as they are drawn.
    private var contentSizes: (image: CGSize, title: CGSize) {
        let image = currentImage?.size ?? .zero
        let title = (label.text ?? "").isEmpty ? .zero
            : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        return (image, title)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        guard let imageView = imageViewStorage, currentImage != nil else {
            label.frame = content.inset(by: titleEdgeInsets)
            return
        }
        // The image, then the title, centred together.
        let (image, title) = contentSizes
        let width = min(content.width, image.width + title.width)
        let x = content.midX - width / 2
        imageView.frame = CGRect(x: x, y: content.midY - image.height / 2, width: image.width, height: image.height).inset(by: imageEdgeInsets)
        label.frame = CGRect(x: x + image.width, y: content.minY, width: max(0, width - image.width), height: content.height).inset(by: titleEdgeInsets)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (image, title) = contentSizes
        let insets = contentEdgeInsets
        let padding: CGFloat = insets == .zero ? 16 : 0
        return CGSize(width: image.width + title.width + padding + insets.left + insets.right,
                      height: max(max(image.height, title.height) + (insets == .zero ? 12 : 0), insets == .zero ? 30 : 0) + insets.top + insets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
