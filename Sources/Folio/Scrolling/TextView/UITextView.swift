import Foundation

/// Text of several lines, scrolled, edited with the keyboard: UIKit's `UITextView`.
///
/// The text wraps at the view's width less `textContainerInset` and a 5-point line fragment
/// padding on each side; the content size follows it, so a long text scrolls. A tap on an
/// editable view makes it first responder with the caret where the finger was; typing,
/// ⌫/⌦, arrows (↑/↓ keep the caret's x), Home/End, Shift to select, Return for a new line,
/// copy, cut and paste, select all edit `text` and `selectedRange` (UTF-16 offsets, as
/// `NSString`), asking and telling the delegate in UIKit's order. Styles come from
/// `attributedText`, else `font`, `textColor` and `textAlignment`. Not here yet: data detectors
/// (`dataDetectorTypes` is kept, nothing is detected), an input method's marked text, selection
/// by dragging, undo.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput, ShowsTextCursor {
    /// When the shift key is on by itself (kept; no on-screen keyboard). Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is corrected (kept). Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spelling is checked (kept). Default `.default`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard a phone would show (kept). Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look (kept). Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title (kept). Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while there is no text (kept). Default false.
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (kept). Default nil.
    open var textContentType: UITextContentType!
    /// Room around the text. Default 8 points at the top and the bottom, as UIKit's.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    /// Space at each end of every line, inside the inset (UIKit's line fragment padding).
    public static let lineFragmentPadding: CGFloat = 5

    /// The text's characters. Setting it keeps the view's font and colour and puts the caret at the end.
    open var text: String! {
        get { storage.string }
        set { setStorage(NSAttributedString(string: newValue ?? "", attributes: baseAttributes)) }
    }
    /// The text with its styles. Setting it takes them; the caret goes to the end.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set { setStorage(newValue ?? NSAttributedString(string: "")) }
    }
    /// The font of the text (setting it restyles all of it). Default: 12-point system font.
    open var font: UIFont? { didSet { restyle(.font, font ?? Self.defaultFont) } }
    /// The colour of the text (setting it recolours all of it). Default: the label colour.
    open var textColor: UIColor? { didSet { restyle(.foregroundColor, textColor ?? .label) } }
    /// The alignment of the text. Default natural.
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    /// Whether the user can change the text. Default true.
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { _ = resignFirstResponder() } } }
    /// Whether the user can select the text (and so edit it). Default true.
    open var isSelectable = true
    /// The kinds of data (links, phone numbers…) to detect: kept, not detected on Folio.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes typed text takes: those set here until the selection moves, else the text's
    /// at the caret (the character before it), as UIKit's; the view's font and colour while empty.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { pendingTypingAttributes ?? attributesAtCaret }
        set { pendingTypingAttributes = newValue }
    }
    /// The characters an input method is composing (UTF-16 offsets), nil when none are.
    var markedRange: Range<Int>? { didSet { setNeedsDisplay() } }
    /// Typing attributes set in code, dropped when the selection moves.
    var pendingTypingAttributes: [NSAttributedString.Key: Any]?
    /// The selection, or the caret when its length is 0 (UTF-16 offsets). Out-of-range values are
    /// clamped to the text, with a diagnostic.
    open var selectedRange: NSRange {
        get { NSRange(location: selection.lowerBound, length: selection.count) }
        set { select(clamped(newValue), tellDelegate: false) }
    }

    static let defaultFont = UIFont.systemFont(ofSize: 12)
    /// The text and its styles.
    var storage = NSMutableAttributedString(string: "")
    /// The selection in UTF-16 offsets; empty: the caret.
    var selection: Range<Int> = 0..<0
    /// The end of the selection that moves with Shift and the arrows.
    var selectionHead = 0
    /// The x the caret keeps going up and down.
    var caretGoal: CGFloat?
    /// The caret's blink while editing.
    var caretBlink = CaretBlink()
    /// Whether the view is being edited.
    var isEditingText = false

    /// A text view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: the view as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UITextView.tapped))
    }

    /// An editable, selectable view can be edited.
    open override var canBecomeFirstResponder: Bool { isEditable && isSelectable }
    /// Begins editing (the delegate may refuse).
    open override func becomeFirstResponder() -> Bool { beginEditing() }
    /// Ends editing (the delegate may refuse).
    open override func resignFirstResponder() -> Bool { endEditing() }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { storage.string }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEditable ? [] : .staticText }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    /// The view's text changed in code or its look did: laid out again, nothing told.
    func textChanged() {
        layoutCache = nil
        updateContentSize()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private func setStorage(_ text: NSAttributedString) {
        storage = NSMutableAttributedString(attributedString: text)
        let end = storage.length
        selection = end..<end
        selectionHead = end
        textChanged()
    }

    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        if storage.length > 0 { storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length)) }
        textChanged()
    }

    /// `range` inside the text, with a diagnostic when it was not.
    func clamped(_ range: NSRange) -> Range<Int> {
        let length = storage.length
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location <= length,
              range.length <= length - range.location else {
            UIScrollView.scrollLog.warning("UITextView: range \(range) is outside the text of length \(length): clamped")
            let lower = range.location == NSNotFound ? length : Swift.min(Swift.max(range.location, 0), length)
            return lower..<Swift.min(length, lower + Swift.max(0, Swift.min(range.length, length - lower)))
        }
        return range.location..<(range.location + range.length)
    }

    // MARK: Layout

    /// The text laid out, kept until the text, its look, the width or the text engine changes.
    var layoutCache: (width: CGFloat, engine: ObjectIdentifier, layout: any TextLayout)?
    private var engine: any TextEngine { window?.textEngine ?? UIView.measuringTextEngine ?? fallbackEngine }
    private lazy var fallbackEngine = EstimatingTextEngine()

    /// Where the text's lines start, in content coordinates.
    var textOrigin: CGPoint { CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top) }
    /// The width lines wrap at.
    var wrapWidth: CGFloat {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// The layout of the text at the view's width.
    var textLayout: any TextLayout {
        let width = wrapWidth, engine = self.engine
        if let layoutCache, layoutCache.width == width, layoutCache.engine == ObjectIdentifier(engine) { return layoutCache.layout }
        var styled = storage.styledText(font: font ?? Self.defaultFont, alignment: resolvedAlignment)
        if styled.paragraph.alignment == .natural { styled.paragraph.alignment = resolvedAlignment }
        let layout = engine.makeLayout(styled: styled, maxWidth: width, maximumLines: 0)
        layoutCache = (width, ObjectIdentifier(engine), layout)
        return layout
    }

    private var resolvedAlignment: NSTextAlignment {
        textAlignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : textAlignment
    }

    /// The text's height with the insets.
    var textHeight: CGFloat { textLayout.size.height + textContainerInset.top + textContainerInset.bottom }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: textHeight)
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    /// In a window, the text is measured by the window's engine.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateContentSize()
    }

    /// Without scrolling, a text view is as tall as its text (its width comes from its constraints).
    open override var intrinsicContentSize: CGSize {
        isScrollEnabled ? super.intrinsicContentSize : CGSize(width: UIView.noIntrinsicMetric, height: textHeight)
    }

    /// The size that fits the text at `size.width` (the view's width when that is not finite).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        let wrap = max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
        let styled = storage.styledText(font: font ?? Self.defaultFont, alignment: resolvedAlignment)
        let measured = engine.makeLayout(styled: styled, maxWidth: wrap, maximumLines: 0).size
        return CGSize(width: width, height: measured.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let origin = textOrigin
        let layout = textLayout
        if isEditingText, !selection.isEmpty { drawSelection(canvas, layout: layout, origin: origin) }
        canvas.draw(layout, at: origin, color: textColor ?? .label)
        if markedRange != nil { drawMarkedUnderline(canvas) }
        if isEditingText, selection.isEmpty, caretBlink.isShown { canvas.fill(caretRect, with: tintColor) }
    }
}

/// Data a text view could detect and turn into links: UIKit's `UIDataDetectorTypes` (kept;
/// Folio detects none).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The raw value, as UIKit's.
    public let rawValue: UInt
    /// Types from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every type.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
