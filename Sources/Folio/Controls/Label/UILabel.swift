import Foundation

/// A view that shows text: UIKit's `UILabel`. Does not receive touches by default.
///
/// Its text layout is cached and made again only when text, font, width, alignment, line count
/// or text engine change.
@preconcurrency @MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    override var defaultIsAccessibilityElement: Bool { !(text ?? "").isEmpty }   // an empty label is not read
    override var defaultHuggingPriority: UILayoutPriority { 251 }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    /// The text; nil shows nothing. Setting it drops the attributed text's styles.
    open var text: String? {
        didSet {
            guard !settingAttributedText else { return }   // attributedText lays out again itself
            let hadStyles = attributed != nil
            attributed = nil
            if hadStyles || text != oldValue { invalidateText() }   // the same text again costs nothing
        }
    }
    /// The text with its styles. Setting it sets `text` to its characters; setting `text`
    /// afterwards drops the styles; setting `font` or `textColor` sets them over the whole text.
    /// Reading it without one set gives `text` in the label's font, colour and paragraph style.
    open var attributedText: NSAttributedString? {
        get {
            if let attributed { return attributed }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor,
                                                                 .paragraphStyle: paragraphStyle])
        }
        set {
            settingAttributedText = true
            text = newValue?.string
            settingAttributedText = false
            attributed = newValue.map { NSAttributedString(attributedString: $0) }
            invalidateText()
        }
    }

    /// The attributed text set last (`attributedText`), nil when `text` was set.
    var attributed: NSAttributedString?
    /// Whether `text` is being set by `attributedText`.
    var settingAttributedText = false
    /// The styled text of `attributed` (or of a line break mode other than the default).
    var styledCache: StyledText?
    /// The font. Default: system 17. Setting it sets the font of the whole attributed text.
    open var font: UIFont = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { restyleAttributedText(.font, font); invalidateText() } }
    }
    /// Whether a one-line text too wide for the label is drawn in a smaller font, down to
    /// `minimumScaleFactor` of its size. Default false.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font's size `adjustsFontSizeToFitWidth` goes to (0: any). Default 0.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) is made again
    /// when the user's text size changes. Default false.
    open var adjustsFontForContentSizeCategory = false

    /// A change of the user's text size reaches a label that adjusts its font (subclasses call super).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        guard adjustsFontForContentSizeCategory, previousTraitCollection?.preferredContentSizeCategory != category else { return }
        font = font.adjusted(to: category)
        invalidateIntrinsicContentSize()
    }
    /// The text colour. Default black. Setting it colours the whole attributed text.
    open var textColor: UIColor = .label {
        didSet { if textColor != oldValue { restyleAttributedText(.foregroundColor, textColor); setNeedsDisplay() } }
    }
    /// Horizontal alignment. Default natural (left; right in a right-to-left layout).
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { invalidateText() } } }
    /// How a text too long for the label breaks or is cut. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { invalidateText() } } }
    /// Maximum lines; 0 means unlimited. Default 1.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateText() } } }

    private struct LayoutKey: Equatable {
        let text: String, font: UIFont, width: CGFloat?, alignment: NSTextAlignment, lines: Int, engine: ObjectIdentifier
        var styled: StyledText?
    }
    private var cached: (key: LayoutKey, layout: any TextLayout)?

    /// Creates a label; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is the view as
    /// `init(frame: .zero)` makes it. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    func invalidateText() {
        cached = nil
        styledCache = nil
        textBaselinesDidChange()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    var engine: any TextEngine { window?.textEngine ?? UIView.measuringTextEngine ?? fallbackEngine }
    private lazy var fallbackEngine = EstimatingTextEngine()

    /// The cached layout for `width` (nil: unwrapped), made with `engine`.
    func textLayout(width: CGFloat?, engine: any TextEngine) -> (any TextLayout)? {
        guard let text, !text.isEmpty else { return nil }
        let alignment = resolvedTextAlignment
        let styled = styledText
        let key = LayoutKey(text: text, font: font, width: width, alignment: alignment,
                            lines: numberOfLines, engine: ObjectIdentifier(engine), styled: styled)
        if let cached, cached.key == key { return cached.layout }
        let layout = styled.map { engine.makeLayout(styled: $0, maxWidth: width, maximumLines: numberOfLines) }
            ?? engine.makeLayout(text: text, font: font, maxWidth: width, alignment: alignment, maximumLines: numberOfLines)
        cached = (key, layout)
        layoutCount += 1
        return layout
    }

    /// `.natural` is the right edge in a right-to-left layout.
    var resolvedTextAlignment: NSTextAlignment {
        textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : textAlignment
    }

    /// Number of layouts made so far (to check the cache).
    private(set) var layoutCount = 0

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = (size.width.isFinite && size.width > 0) ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: any
    /// number): what `sizeThatFits(_:)` and the intrinsic size measure. Subclasses that inset
    /// the text override it (and `drawText(in:)`).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty, bounds.width > 0, bounds.height > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let width: CGFloat? = (numberOfLines == 1 || !bounds.width.isFinite || bounds.width >= .greatestFiniteMagnitude) ? nil : bounds.width
        let size = styledText.map { engine.makeLayout(styled: $0, maxWidth: width, maximumLines: numberOfLines).size }
            ?? engine.makeLayout(text: text, font: font, maxWidth: width, alignment: textAlignment, maximumLines: numberOfLines).size
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: wrappingWidth ?? CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The width a label of several lines wraps at when constraints size it: UIKit's
    /// `preferredMaxLayoutWidth`; 0 (default) takes the width the layout gave it.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateText() } } }
    /// The width the last constraint layout gave the label.
    private var laidOutWidth: CGFloat?

    /// The width the intrinsic size wraps at: none for a one-line label.
    private var wrappingWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0, preferredMaxLayoutWidth.isFinite { return preferredMaxLayoutWidth }
        return laidOutWidth
    }

    override func constraintLayoutGaveWidth(_ width: CGFloat) {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, width.isFinite, width > 0,
              laidOutWidth.map({ abs($0 - width) > 0.5 }) ?? true else { return }
        laidOutWidth = width
        cached = nil
        intrinsicContentSizeChangedByLayout()
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Where a plain label's text lands: its ink, placed as `drawText(in: bounds)` places it
    /// (the layout is the one drawing then uses, made now if need be), worked out again only
    /// when the label asked to be drawn again or changed size. A subclass may draw anything, and
    /// a font shrunk to fit is laid out anew at each drawing: nil, its bounds.
    override package func drawingReach(engine: any TextEngine) -> CGRect? {
        guard type(of: self) == UILabel.self, !adjustsFontSizeToFitWidth else { return nil }
        let key = ReachKey(stamp: displayStorage.stamp, bounds: bounds, engine: ObjectIdentifier(engine))
        if let kept = keptReach, kept.key == key { return kept.reach }
        let reach = placedLayout(in: bounds, engine: engine).map { $0.ink } ?? .null
        keptReach = (key, reach)
        return reach
    }
    /// What the reach was worked out for: drawn as asked last, at a size, by an engine.
    private struct ReachKey: Equatable { let stamp: UInt64, bounds: CGRect, engine: ObjectIdentifier }
    private var keptReach: (key: ReachKey, reach: CGRect?)?

    /// The text's direction follows: drawn again (its stamp moves).
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        setNeedsRedraw()
    }

    /// The layout drawn in `rect` with `engine`, its top-left corner and its ink there (`.null`:
    /// no glyph; nil: the engine cannot tell): centred vertically, the font shrunk to fit the
    /// width when the label adjusts it. Nil: no text.
    private func placedLayout(in rect: CGRect, engine: any TextEngine) -> (layout: any TextLayout, origin: CGPoint, ink: CGRect?)? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let wraps = numberOfLines != 1
        let styled = styledText != nil   // styled lines break or are cut at the label's width
        guard var layout = textLayout(width: wraps || styled || resolvedTextAlignment != .natural && resolvedTextAlignment != .left ? rect.width : nil,
                                      engine: engine) else { return nil }
        if adjustsFontSizeToFitWidth, !wraps, !styled, layout.size.width > rect.width, layout.size.width > 0, let text {
            // Shrunk to fit the width, no smaller than the minimum scale.
            let floor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0), 1) : 0
            let scale = max(floor, rect.width / layout.size.width)
            layout = engine.makeLayout(text: text, font: font.withSize(max(1, font.pointSize * scale)), maxWidth: rect.width,
                                       alignment: resolvedTextAlignment, maximumLines: 1)
        }
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - layout.size.height) / 2).rounded(.down))
        return (layout, origin, layout.inkBounds.map { $0.isEmpty ? .null : $0.offsetBy(dx: origin.x, dy: origin.y) })
    }

    /// Draws the text in `rect`, centred vertically as UILabel draws it. Subclasses override it
    /// to inset the text (calling super with a smaller rectangle).
    open func drawText(in rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext(), let placed = placedLayout(in: rect, engine: canvas.textEngine) else { return }
        // Text that overflows the bounds is cut at them; ink well inside needs no clip.
        if let ink = placed.ink, bounds.contains(ink) {
            canvas.draw(placed.layout, at: placed.origin, color: textColor)
            return
        }
        canvas.saveState()
        canvas.clip(to: bounds)
        canvas.draw(placed.layout, at: placed.origin, color: textColor)
        canvas.restoreState()
    }
}
