import Foundation

/// Marked text in a text view: what an input method is composing (pinyin becoming 中文) sits in
/// the text, underlined, until it is committed — UIKit's `UITextInput` marked-text methods.
extension UITextView {
    /// The range of the marked text (UTF-16 offsets); nil when nothing is being composed.
    public var markedTextRange: UITextRange? {
        markedRange.map { UITextRange($0.lowerBound, $0.upperBound) }
    }

    /// Replaces the marked text (or, with none, the selection) with `markedText` in the typing
    /// attributes and marks it; the caret goes `selectedRange.location` UTF-16 units into it. Nil
    /// or empty text removes the composition. The delegate hears of the change and the selection,
    /// as it does of typing.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditable else { return }
        let text = markedText ?? ""
        let target = markedRange ?? selection
        guard !(text.isEmpty && target.isEmpty) else { markedRange = nil; return }
        let attributes = typingAttributes
        storage.replaceCharacters(in: NSRange(location: target.lowerBound, length: target.count),
                                  with: NSAttributedString(string: text, attributes: attributes))
        let length = (text as NSString).length
        markedRange = length > 0 ? target.lowerBound..<(target.lowerBound + length) : nil
        let inside = selectedRange.location == NSNotFound ? length : Swift.min(Swift.max(0, selectedRange.location), length)
        caretGoal = nil
        textChanged()
        select((target.lowerBound + inside)..<(target.lowerBound + inside), tellDelegate: true)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Commits the marked text as it stands (it stays, no longer marked); the caret goes after it.
    public func unmarkText() {
        guard let range = markedRange else { return }
        markedRange = nil
        select(range.upperBound..<range.upperBound, tellDelegate: true)
        setNeedsDisplay()
    }

    /// The caret's rectangle before the UTF-16 offset `position`, in the view's coordinates (an
    /// input method places its candidate window there).
    public func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(at: Swift.min(Swift.max(0, position.offset), storage.length))
    }

    /// What an input method sends: a composition replaces the marked text; committed text
    /// replaces it; Escape drops it; another key commits it as it stands. False: not handled here.
    func receiveComposition(_ key: KeyInput) -> Bool {
        if case let .markedText(text, range) = key {
            setMarkedText(text, selectedRange: range)
            return true
        }
        guard let marked = markedRange else { return false }
        switch key {
        case let .text(string):
            markedRange = nil
            userReplace(marked, with: string)
        case .escape:
            setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        default:
            unmarkText()
            return false
        }
        return true
    }

    /// The marked text's underline, under each of its lines.
    func drawMarkedUnderline(_ canvas: CGContext) {
        guard let marked = markedRange else { return }
        let start = caretRect(at: marked.lowerBound), end = caretRect(at: marked.upperBound)
        let color = (textColor ?? .label).withAlphaComponent(0.8)
        if abs(start.minY - end.minY) < 1 {
            canvas.fill(CGRect(x: start.minX, y: start.maxY - 1, width: Swift.max(0, end.minX - start.minX), height: 1), with: color)
        } else {
            // The first line to the right edge, whole lines between, the last line up to the end.
            let right = bounds.width - textContainerInset.right - Self.lineFragmentPadding
            let left = textContainerInset.left + Self.lineFragmentPadding
            canvas.fill(CGRect(x: start.minX, y: start.maxY - 1, width: Swift.max(0, right - start.minX), height: 1), with: color)
            var y = start.maxY + start.height
            while y < end.maxY - 1 {
                canvas.fill(CGRect(x: left, y: y - 1, width: right - left, height: 1), with: color)
                y += start.height
            }
            canvas.fill(CGRect(x: left, y: end.maxY - 1, width: Swift.max(0, end.minX - left), height: 1), with: color)
        }
    }
}

extension UITextView: ComposesText {
    var compositionCaretRect: CGRect? { isEditingText ? caretRect : nil }
}
