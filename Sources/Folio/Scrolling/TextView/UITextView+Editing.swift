import Foundation

/// Editing a text view: becoming first responder, the caret and selection, keys and typing,
/// each change asked of and told to the delegate in UIKit's order.
extension UITextView: KeyInputReceiving, ClockFollowing {
    /// Posted when editing begins; the object is the text view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text; the object is the text view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends; the object is the text view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The delegate as a text view delegate (the scroll view's `delegate`).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// Whether there is any text.
    public var hasText: Bool { storage.length > 0 }

    /// Inserts `text` where the caret is, replacing the selection, as typing does.
    public func insertText(_ text: String) { userReplace(selection, with: text) }

    /// Deletes the selection, else the character before the caret, as ⌫ does.
    public func deleteBackward() {
        if !selection.isEmpty { return userReplace(selection, with: "") }
        guard selection.lowerBound > 0 else { return }
        let character = (storage.string as NSString).rangeOfComposedCharacterSequence(at: selection.lowerBound - 1)
        userReplace(character.location..<selection.lowerBound, with: "")
    }

    func beginEditing() -> Bool {
        guard canBecomeFirstResponder, let window, !isFirstResponder else { return isFirstResponder }
        if textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
        if let previous = window.firstResponderRef, previous !== self, !previous.resignFirstResponder() { return false }
        window.firstResponderRef = self
        isEditingText = true
        restartCaretBlink()
        setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditing() -> Bool {
        guard isFirstResponder, let window else { return true }
        if textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        window.firstResponderRef = nil
        isEditingText = false
        setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap: an editable view begins editing; the caret goes where the finger was.
    func tapped(_ tap: UITapGestureRecognizer) {
        guard isSelectable, tap.state == .ended else { return }
        if !isEditingText, !beginEditing() { return }
        let index = offset(at: tap.location(in: self))
        select(index..<index, tellDelegate: true)
    }

    // MARK: Offsets

    /// The UTF-16 offset (what `selectedRange` counts) nearest a point in the view's content;
    /// below the last line, the end of the text (as a tap in the empty part of a text view).
    func offset(at point: CGPoint) -> Int {
        let origin = textOrigin
        if point.y - origin.y > textLayout.size.height { return storage.length }
        let utf8 = textLayout.utf8Offset(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        return utf16Offset(ofUTF8: utf8)
    }

    func utf16Offset(ofUTF8 offset: Int) -> Int {
        let text = storage.string
        let clamped = min(max(offset, 0), text.utf8.count)
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: clamped)
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The caret's rectangle before UTF-16 offset `offset`, in the view's content.
    func caretRect(at offset: Int) -> CGRect {
        let utf8 = UTF8Offsets(storage.string)[offset]
        let origin = textOrigin
        var rect = textLayout.caretRect(atUTF8Offset: utf8)
        if rect.height <= 0 { rect.size.height = (font ?? Self.defaultFont).lineHeight }
        return CGRect(x: origin.x + rect.minX - 1, y: origin.y + rect.minY, width: 2, height: rect.height)
    }

    /// The caret's rectangle now (at the selection's moving end).
    var caretRect: CGRect { caretRect(at: selectionHead) }

    // MARK: Changes

    /// Selects `range` (the caret when empty) with its moving end at `head`.
    func select(_ range: Range<Int>, head: Int? = nil, tellDelegate: Bool) {
        let changed = range != selection
        if changed { pendingTypingAttributes = nil }
        selection = range
        selectionHead = head ?? range.upperBound
        restartCaretBlink()
        setNeedsDisplay()
        if isScrollEnabled, window != nil {   // the caret's line with the insets' room around it
            let caret = caretRect
            scrollRectToVisible(CGRect(x: caret.minX, y: caret.minY - textContainerInset.top, width: caret.width,
                                       height: caret.height + textContainerInset.top + textContainerInset.bottom), animated: false)
        }
        if changed, tellDelegate { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    /// The view's font and colour as attributes.
    var baseAttributes: [NSAttributedString.Key: Any] { [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label] }

    /// The attributes of the text at the caret: the character before it (the first at the start).
    var attributesAtCaret: [NSAttributedString.Key: Any] {
        let length = storage.length
        guard length > 0 else { return baseAttributes }
        let at = Swift.min(Swift.max(selection.lowerBound - 1, 0), length - 1)
        return storage.attributes(at: at, effectiveRange: nil)
    }

    /// The user replaces `range` with `text`: the delegate may refuse; else the text changes, the
    /// caret follows it, and the delegate hears of the selection, then of the text.
    func userReplace(_ range: Range<Int>, with text: String) {
        guard isEditable else { return }
        let replaced = NSRange(location: range.lowerBound, length: range.count)
        if textViewDelegate?.textView(self, shouldChangeTextIn: replaced, replacementText: text) == false { return }
        storage.replaceCharacters(in: replaced, with: NSAttributedString(string: text, attributes: typingAttributes))
        caretGoal = nil
        textChanged()
        let caret = range.lowerBound + (text as NSString).length
        select(caret..<caret, tellDelegate: true)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The next or previous character boundary from `offset`.
    private func step(_ offset: Int, forward: Bool) -> Int {
        let string = storage.string as NSString
        if forward {
            guard offset < string.length else { return string.length }
            let character = string.rangeOfComposedCharacterSequence(at: offset)
            return character.location + character.length
        }
        guard offset > 0 else { return 0 }
        return string.rangeOfComposedCharacterSequence(at: offset - 1).location
    }

    /// The offset a line above or below the caret, keeping its x.
    private func vertical(from offset: Int, down: Bool) -> Int {
        let caret = caretRect(at: offset)
        let x = caretGoal ?? caret.midX
        caretGoal = x
        let y = down ? caret.maxY + 1 : caret.minY - 1
        if y < textOrigin.y { return 0 }
        if y > textOrigin.y + textLayout.size.height { return storage.length }
        return self.offset(at: CGPoint(x: x, y: y))
    }

    /// Moves the caret (collapsing the selection) or extends the selection to `offset`.
    private func move(to offset: Int, extending: Bool, keepingGoal: Bool = false) {
        let target = min(max(offset, 0), storage.length)
        if !keepingGoal { caretGoal = nil }
        if extending {
            let anchor = selectionHead == selection.upperBound ? selection.lowerBound : selection.upperBound
            select(min(anchor, target)..<max(anchor, target), head: target, tellDelegate: true)
        } else {
            select(target..<target, tellDelegate: true)
        }
    }

    func receive(_ key: KeyInput) -> Bool {
        guard isEditingText else { return false }
        if receiveComposition(key) { return true }
        let head = selectionHead
        switch key {
        case let .text(string): insertText(string)
        case .markedText: return true   // taken by receiveComposition
        case .returnKey: insertText("\n")
        case .backspace: deleteBackward()
        case .deleteForward:
            if !selection.isEmpty { userReplace(selection, with: "") } else if head < storage.length { userReplace(head..<step(head, forward: true), with: "") }
        case .left: move(to: selection.isEmpty ? step(head, forward: false) : selection.lowerBound, extending: false)
        case .right: move(to: selection.isEmpty ? step(head, forward: true) : selection.upperBound, extending: false)
        case .up: move(to: vertical(from: head, down: false), extending: false, keepingGoal: true)
        case .down: move(to: vertical(from: head, down: true), extending: false, keepingGoal: true)
        case .home: move(to: 0, extending: false)
        case .end: move(to: storage.length, extending: false)
        case .shiftLeft: move(to: step(head, forward: false), extending: true)
        case .shiftRight: move(to: step(head, forward: true), extending: true)
        case .shiftHome: move(to: 0, extending: true)
        case .shiftEnd: move(to: storage.length, extending: true)
        case .selectAll: select(0..<storage.length, tellDelegate: true)
        case .copy, .cut:
            guard !selection.isEmpty else { return true }
            UIPasteboard.general.string = (storage.string as NSString).substring(with: selectedRange)
            if key == .cut { userReplace(selection, with: "") }
        case .paste:
            if let text = UIPasteboard.general.string { insertText(text) }
        case .escape, .pageUp, .pageDown, .character, .tab, .shiftTab, .press, .modifiersHeld:
            return false
        }
        return true
    }

    // MARK: The caret

    func restartCaretBlink() { caretBlink.restart(at: window?.application?.currentTime ?? 0) }

    func clockDidAdvance(to time: TimeInterval) {
        guard isEditingText, selection.isEmpty, caretBlink.advance(to: time) else { return }
        setNeedsDisplay(caretRect.insetBy(dx: -1, dy: -1))
    }

    /// The selection's lines, in the tint colour.
    func drawSelection(_ canvas: CGContext, layout: any TextLayout, origin: CGPoint) {
        let start = caretRect(at: selection.lowerBound), end = caretRect(at: selection.upperBound)
        let colour = (tintColor ?? .systemBlue).withAlphaComponent(0.25)
        let left = origin.x, right = origin.x + wrapWidth
        if abs(start.minY - end.minY) < 1 {
            canvas.fill(CGRect(x: start.midX, y: start.minY, width: end.midX - start.midX, height: start.height), with: colour)
            return
        }
        canvas.fill(CGRect(x: start.midX, y: start.minY, width: right - start.midX, height: start.height), with: colour)
        if end.minY > start.maxY { canvas.fill(CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY), with: colour) }
        canvas.fill(CGRect(x: left, y: end.minY, width: end.midX - left, height: end.height), with: colour)
    }
}
