import Foundation

/// Marked text: what an input method is composing (pinyin becoming 中文) sits in the field,
/// underlined, until it is committed — UIKit's `UITextInput` marked-text methods.
extension UITextField {
    /// The range of the marked text; nil when nothing is being composed.
    public var markedTextRange: UITextRange? {
        markedRange.map { UITextRange($0.lowerBound, $0.upperBound) }
    }

    /// Replaces the marked text (or, with none, the selection) with `markedText` and marks it;
    /// the cursor goes `selectedRange.location` characters into it. Nil or empty text removes
    /// the composition. Sends `.editingChanged`; the delegate is asked when the text is committed
    /// (`insertText`, a typed `.text`), as UIKit asks it for committed changes.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = String((markedText ?? "").filter { !$0.isNewline })
        let target = markedRange ?? selection
        guard !(text.isEmpty && target.isEmpty) else { markedRange = nil; return }
        let start = storage.index(storage.startIndex, offsetBy: target.lowerBound)
        let end = storage.index(start, offsetBy: target.count)
        storage.replaceSubrange(start..<end, with: text)
        let count = text.count
        markedRange = count > 0 ? target.lowerBound..<(target.lowerBound + count) : nil
        selectionAnchor = nil
        let location = selectedRange.location == NSNotFound ? count : selectedRange.location
        cursor = target.lowerBound + min(max(0, location), count)
        contentChanged()
        sendActions(for: .editingChanged)
    }

    /// Commits the marked text as it stands (it stays in the field, no longer marked).
    public func unmarkText() {
        guard let range = markedRange else { return }
        markedRange = nil
        cursor = range.upperBound
    }

    /// The caret's rectangle at `position`, in the field's coordinates (an input method places
    /// its candidate window there).
    public func caretRect(for position: UITextPosition) -> CGRect {
        let height = (font ?? .systemFont(ofSize: 17)).pointSize * 1.25
        let area = textArea
        let x = area.minX - scrollX + width(upTo: min(max(0, position.offset), characterCount))
        return CGRect(x: x, y: area.midY - height / 2, width: 2, height: height)
    }
}

extension UIWindow {
    /// Where the caret of the text being edited is, in window points; nil when no text is edited.
    /// A host places the input method's candidate window there.
    public var textInputCaretRect: CGRect? {
        guard let editor = firstResponderRef as? any ComposesText, let caret = editor.compositionCaretRect else { return nil }
        return editor.convert(caret, to: self)
    }
}

/// A view an input method composes text in (a field, a text view): where its caret is, in its
/// own coordinates, while it is edited.
@MainActor
protocol ComposesText: UIView {
    var compositionCaretRect: CGRect? { get }
}

extension UITextField: ComposesText {
    var compositionCaretRect: CGRect? { isEditing ? caretRect(for: UITextPosition(cursor)) : nil }
}
