import Foundation

/// One line of editable text: UIKit's `UITextField`. A tap makes it first responder; keys and
/// committed text (an input method's, for CJK) from the window host or the headless kit edit it
/// at the cursor; `.editingChanged` follows each change, the return key sends
/// `.editingDidEndOnExit` and ends editing when the delegate agrees.
@preconcurrency @MainActor
open class UITextField: UIControl, KeyInputReceiving, UIContentSizeCategoryAdjusting, ShowsTextCursor {
    /// A text field, unlike other controls, lets an ancestor's tap recognizer begin (a tap that
    /// ends editing elsewhere still sees taps on fields).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { placeholder }
    override var defaultAccessibilityValue: String? { storage.isEmpty ? nil : displayedText }

    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }
    /// When the clear button shows, UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Sendable { case never, whileEditing, unlessEditing, always }

    /// The text; setting it in code moves the cursor to the end and sends no event.
    open var text: String? {
        get { storage }
        set { storage = newValue ?? ""; selectionAnchor = nil; cursor = characterCount; contentChanged() }
    }
    /// The text; its character count is kept with it (`String.count` walks the whole string).
    var storage = "" { didSet { characterCount = storage.count } }
    /// Whether this field's run of typing is an open group in the undo manager.
    var typingUndoGroupOpen = false
    private(set) var characterCount = 0
    /// The other end of the selection; nil when nothing is selected (the cursor alone).
    var selectionAnchor: Int? { didSet { setNeedsDisplay() } }
    /// The characters an input method is composing (marked text), nil when nothing is composed.
    var markedRange: Range<Int>? { didSet { setNeedsDisplay() } }
    /// Where the first drawn character starts, scrolled so the cursor stays in view.
    var scrollX: CGFloat = 0
    /// Shown in grey while the field is empty. Setting it drops `attributedPlaceholder`'s styles.
    open var placeholder: String? { didSet { placeholderStyles = nil; setNeedsDisplay() } }
    /// The placeholder with its styles (ranges without a colour are grey); setting it sets
    /// `placeholder` to its characters.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStyles ?? placeholder.map { NSAttributedString(string: $0, attributes: [.font: font ?? Self.defaultFont]) } }
        set { placeholder = newValue?.string; placeholderStyles = newValue.map { NSAttributedString(attributedString: $0) } }
    }
    /// The attributed placeholder set last; nil when `placeholder` was set.
    var placeholderStyles: NSAttributedString?
    /// The text with the field's attributes; setting it sets `text`, and the field's font and
    /// colour from its first character (a field draws its text in one style).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storage, attributes: defaultTextAttributes) }
        set { adoptAttributes(of: newValue); text = newValue?.string }
    }
    /// The attributes of the text: `font`, `textColor` and the alignment as a paragraph style;
    /// setting it sets those (other attributes are not drawn).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { textAttributes }
        set { adoptAttributes(newValue) }
    }
    /// Default the 17-point system font.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentChanged() } }
    /// Whether a Dynamic Type font is made again when the user's text size changes. Default false.
    open var adjustsFontForContentSizeCategory = false

    /// A change of the user's text size reaches a field that adjusts its font (subclasses call super).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let category = traitCollection.preferredContentSizeCategory
        guard adjustsFontForContentSizeCategory, previousTraitCollection?.preferredContentSizeCategory != category,
              let current = font else { return }
        font = current.adjusted(to: category)
    }
    /// Default black.
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    /// Default natural (left).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// Draws bullets instead of the characters (a password). Default false.
    open var isSecureTextEntry = false { didSet { contentChanged() } }
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
    /// Whether the return key is disabled while there is no text: when true, Return in an empty
    /// field does nothing. Default false.
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (kept). Default nil.
    open var textContentType: UITextContentType!
    /// A view at the field's left (an icon), shown as `leftViewMode` says. Default nil.
    open var leftView: UIView? { didSet { sideViewChanged(oldValue, leftView) } }
    /// When `leftView` shows. Default `.never`.
    open var leftViewMode: ViewMode = .never { didSet { contentChanged(); setNeedsLayout() } }
    /// A view at the field's right, shown as `rightViewMode` says. Default nil.
    open var rightView: UIView? { didSet { sideViewChanged(oldValue, rightView) } }
    /// When `rightView` shows. Default `.never`.
    open var rightViewMode: ViewMode = .never { didSet { contentChanged(); setNeedsLayout() } }
    /// Where `leftView` goes in `bounds`: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = sideViewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// Where `rightView` goes in `bounds`: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = sideViewSize(rightView)
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }
    /// Where the clear button goes in `bounds` (left of a right view).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - Self.padding
        let side = Self.clearButtonSide
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }
    /// Puts the side views in place, shown as their modes say (subclasses call super).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSideViews()
    }

    /// Default none.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// Default never.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }
    /// Empties the field when editing begins. Default false.
    open var clearsOnBeginEditing = false
    /// The delegate, held weakly.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (it is first responder).
    public internal(set) var isEditing = false
    /// The cursor, in characters from the start.
    public internal(set) var cursor = 0 { didSet { keepCursorVisible(); restartCaretBlink(); setNeedsDisplay() } }
    /// The caret's blink while editing.
    var caretBlink = CaretBlink()

    /// Horizontal padding inside the border.
    static let padding: CGFloat = 7
    static let clearButtonSide: CGFloat = 19

    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Makes the field first responder of its window (the previous one resigns): editing begins.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }
    /// Ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { canResignFirstResponder ? endEditingNow() : false }
    /// A tap inside begins editing; a tap on the clear button empties the field.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { tapEnded(touch) }
    open override var isFirstResponder: Bool { window?.firstResponderRef === self }

    /// The characters as drawn: the text, or bullets for secure entry.
    var displayedText: String { isSecureTextEntry ? String(repeating: "•", count: characterCount) : storage }

    /// The clear button's rectangle, when it shows.
    var clearButtonRect: CGRect? {
        guard shows(clearButtonMode), !storage.isEmpty else { return nil }
        return clearButtonRect(forBounds: bounds)
    }

    func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    func layout(_ string: String) -> (any TextLayout)? {
        guard let engine = window?.textEngine else { return nil }
        return engine.makeLayout(text: string.isEmpty ? " " : string, font: font ?? .systemFont(ofSize: 17),
                                 maxWidth: nil, alignment: .left, maximumLines: 1)
    }

    /// Where the text is drawn in `bounds` when the field is not being edited: inside the padding,
    /// left of the clear button. Subclasses override it to make room (an icon on the left).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = showsLeftView ? leftViewRect(forBounds: bounds).maxX : bounds.minX + Self.padding
        var right = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - Self.padding
        if clearButtonRect != nil { right = clearButtonRect(forBounds: bounds).minX - 4 }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }
    /// Where the text is drawn while it is edited. Default: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn. Default: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The text's rectangle now: the editing one while editing.
    var textArea: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    open override var intrinsicContentSize: CGSize {
        let h = (layout(displayedText)?.size.height ?? (font?.pointSize ?? 17) * 1.2) + 14
        return CGSize(width: UIView.noIntrinsicMetric, height: h)
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        switch borderStyle {
        case .none: break
        case .line, .bezel:
            canvas.stroke(CanvasPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)), with: .darkGray, lineWidth: 1)
        case .roundedRect:
            canvas.fillRoundedRect(bounds, cornerRadius: 5, with: .white)
            canvas.stroke(CanvasPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5),
                          with: UIColor(white: 0.8, alpha: 1), lineWidth: 1)
        }
        if storage.isEmpty {
            if let p = placeholder, !p.isEmpty, let l = placeholderLayout(p) {
                let area = placeholderRect(forBounds: bounds)
                canvas.saveState()
                canvas.clip(to: area)
                canvas.draw(l, at: CGPoint(x: area.minX, y: area.midY - l.size.height / 2), color: UIColor(white: 0.7, alpha: 1))
                canvas.restoreState()
            }
        } else {
            drawText(canvas)
        }
        if isEditing && selection.isEmpty && caretBlink.isShown { canvas.fill(caretArea, with: tintColor) }
        if let clear = clearButtonRect {
            canvas.fillEllipse(in: clear, with: UIColor(white: 0.75, alpha: 1))
            let c = CGPoint(x: clear.midX, y: clear.midY), d: CGFloat = 4
            var cross = CanvasPath()
            cross.move(to: CGPoint(x: c.x - d, y: c.y - d)); cross.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            cross.move(to: CGPoint(x: c.x + d, y: c.y - d)); cross.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
            canvas.stroke(cross, with: .white, lineWidth: 1.5)
        }
    }
}
