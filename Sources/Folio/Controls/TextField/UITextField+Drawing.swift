import Foundation

extension UITextField {
    /// At most this many characters either side of the cursor are laid out: a field holding a
    /// 10 MB paste draws as fast as one holding a word.
    static let drawingWindow = 400

    /// The characters laid out for drawing: a window around the cursor, and its first offset.
    var drawnWindow: (text: String, start: Int) {
        let start = max(0, cursor - Self.drawingWindow), end = min(characterCount, cursor + Self.drawingWindow)
        guard start > 0 || end < characterCount else { return (displayedText, 0) }
        if isSecureTextEntry { return (String(repeating: "•", count: end - start), start) }
        let s = storage.index(storage.startIndex, offsetBy: start), e = storage.index(s, offsetBy: end - start)
        return (String(storage[s..<e]), start)
    }

    /// The width of the drawn characters from the window's start up to `offset`.
    func width(upTo offset: Int) -> CGFloat {
        let window = drawnWindow
        let n = max(0, min(offset, window.start + window.text.count) - window.start)
        guard n > 0, let l = layout(String(window.text.prefix(n))) else { return 0 }
        return l.size.width
    }

    /// The cursor's x in the drawn window (before scrolling).
    var cursorX: CGFloat { width(upTo: cursor) }

    /// The room the text has: the width of its rectangle.
    var textRoom: CGFloat { textArea.width }

    /// Scrolls the text so the cursor stays inside the field (as UIKit's field scrolls).
    func keepCursorVisible() {
        let x = cursorX
        if x - scrollX > textRoom { scrollX = x - textRoom }
        if x < scrollX { scrollX = max(0, x - textRoom / 3) }
        if !isEditing { scrollX = 0 }
    }

    /// The text, the selection behind it, clipped to the field and scrolled to the cursor.
    func drawText(_ canvas: any Canvas) {
        let window = drawnWindow
        guard let full = layout(window.text) else { return }
        canvas.saveState()
        let area = textArea
        canvas.clip(to: area)
        let origin = CGPoint(x: area.minX - scrollX, y: area.midY - full.size.height / 2)
        let sel = selection
        if isEditing, !sel.isEmpty {
            let x0 = width(upTo: sel.lowerBound), x1 = width(upTo: sel.upperBound)
            canvas.fill(CGRect(x: origin.x + x0, y: origin.y, width: x1 - x0, height: full.size.height),
                        with: tintColor.withAlphaComponent(0.25))
        }
        canvas.draw(full, at: origin, color: textColor ?? .label)
        if isEditing, let marked = markedRange {
            // The composition underlined, as an input method's text is until committed.
            let x0 = width(upTo: marked.lowerBound), x1 = width(upTo: marked.upperBound)
            canvas.fill(CGRect(x: origin.x + x0, y: origin.y + full.size.height - 1, width: x1 - x0, height: 1.5),
                        with: textColor ?? .label)
        }
        canvas.restoreState()
    }
}

/// The caret blinks while the field is edited: it follows the application's clock as first
/// responder, and only its own rectangle is drawn again when it appears or disappears.
extension UITextField: ClockFollowing {
    /// The caret's rectangle in the field's bounds.
    var caretArea: CGRect {
        let h = (font?.pointSize ?? 17) * 1.2
        let area = textArea
        return CGRect(x: area.minX + cursorX - scrollX, y: area.midY - h / 2, width: 2, height: h)
    }

    /// The caret moved or the text changed: it shows at once and blinks from now.
    func restartCaretBlink() {
        caretBlink.restart(at: window?.application?.currentTime ?? 0)
    }

    func clockDidAdvance(to time: TimeInterval) {
        guard isEditing, selection.isEmpty, caretBlink.advance(to: time) else { return }
        setNeedsDisplay(caretArea.insetBy(dx: -1, dy: -1))
    }
}
