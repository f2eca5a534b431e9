import Foundation
import Logging

extension UITextField {
    /// Makes the field first responder of its window (the previous one resigns): editing begins.
    func beginEditing() -> Bool {
        guard canBecomeFirstResponder, let window, !isFirstResponder else { return isFirstResponder }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        if let previous = window.firstResponderRef, previous !== self, !previous.resignFirstResponder() { return false }
        window.firstResponderRef = self
        isEditingNow(true)
        if clearsOnBeginEditing && !storage.isEmpty { clearText() }
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing.
    func endEditingNow() -> Bool {
        guard isFirstResponder, let window else { return true }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        closeTypingUndo()
        window.firstResponderRef = nil
        selectionAnchor = nil
        markedRange = nil
        scrollX = 0
        isEditingNow(false)
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    private func isEditingNow(_ editing: Bool) {
        isEditing = editing
        restartCaretBlink()
        setNeedsDisplay()
        if leftView != nil || rightView != nil { setNeedsLayout() }
    }

    /// A tap inside begins editing; a tap on the clear button empties the field.
    func tapEnded(_ touch: UITouch?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        if let clear = clearButtonRect, clear.insetBy(dx: -6, dy: -6).contains(touch.location(in: self)) {
            if delegate?.textFieldShouldClear(self) != false, !storage.isEmpty { clearText() }
            if !isEditing { becomeFirstResponder() }
            return
        }
        if !isEditing { becomeFirstResponder() }
        selectionAnchor = nil
        cursor = characterCount
    }

    /// Empties the field as the user did it (the clear button, `clearsOnBeginEditing`):
    /// `.editingChanged` and `textDidChangeNotification` follow.
    private func clearText() {
        registerUndo(restoring: storage, selection: selection)
        closeTypingUndo()
        storage = ""; selectionAnchor = nil; cursor = 0; contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Keys and text while editing: typing and ⌫/⌦ replace the selection; arrows move the
    /// cursor (collapsing a selection), with Shift they extend it; Ctrl-A/C/X/V select all, copy,
    /// cut and paste (a secure field gives nothing to copy, as UIKit's).
    func receive(_ key: KeyInput) -> Bool {
        guard isEditing else { return false }
        if case let .markedText(text, range) = key {
            setMarkedText(text, selectedRange: range)
            return true
        }
        if markedRange != nil, key != .escape {
            if case .text = key {} else { unmarkText() }   // another key commits the composition as it is
        }
        let sel = selection
        switch key {
        case let .text(string):
            insert(string)
        case .backspace:
            deleteBackward()
        case .deleteForward:
            if !sel.isEmpty { replace(sel, with: "") } else if cursor < characterCount { replace(cursor..<(cursor + 1), with: "") }
        case .left: moveCursor(to: sel.isEmpty ? cursor - 1 : sel.lowerBound)
        case .right: moveCursor(to: sel.isEmpty ? cursor + 1 : sel.upperBound)
        case .home, .up: moveCursor(to: 0)
        case .end, .down: moveCursor(to: characterCount)
        case .shiftLeft: extendSelection(to: cursor - 1)
        case .shiftRight: extendSelection(to: cursor + 1)
        case .shiftHome: extendSelection(to: 0)
        case .shiftEnd: extendSelection(to: characterCount)
        case .selectAll: selectAll(nil)
        case .copy, .cut:
            guard !isSecureTextEntry, let text = selectedText else { return true }
            UIPasteboard.general.string = text
            if key == .cut { replace(sel, with: "") }
        case .paste:
            if let text = UIPasteboard.general.string { insert(text) }
        case .returnKey:
            if enablesReturnKeyAutomatically && storage.isEmpty { return true }
            sendActions(for: .editingDidEndOnExit)
            if delegate?.textFieldShouldReturn(self) != false { resignFirstResponder() }
        case .escape, .pageUp, .pageDown, .character, .markedText, .tab, .shiftTab, .press, .modifiersHeld:
            return false
        }
        return true
    }

    /// Text longer than this in one insertion is accepted, with a note in the log.
    static let largeInsertion = 1_000_000

    func insert(_ string: String) {
        let line = string.contains(where: \.isNewline) ? String(string.filter { !$0.isNewline }) : string
        if line.utf8.count > Self.largeInsertion {
            UIView.log.notice("UITextField: inserting \(line.count) characters at once; only the text around the cursor is laid out")
        }
        let target = markedRange ?? selection
        markedRange = nil
        replace(target, with: line)
    }

    private func moveCursor(to offset: Int) {
        closeTypingUndo()
        selectionAnchor = nil
        cursor = min(max(0, offset), characterCount)
    }

    private func extendSelection(to offset: Int) {
        let anchor = selectionAnchor ?? cursor
        cursor = min(max(0, offset), characterCount)
        selectionAnchor = anchor == cursor ? nil : anchor
    }

    /// Replaces the characters in `range` (character offsets) when the delegate agrees, moves
    /// the cursor after the new text and sends `.editingChanged`.
    func replace(_ range: Range<Int>, with string: String) {
        let start = storage.index(storage.startIndex, offsetBy: range.lowerBound)
        let end = storage.index(storage.startIndex, offsetBy: range.upperBound)
        let utf16Start = storage.utf16.distance(from: storage.utf16.startIndex, to: start.samePosition(in: storage.utf16) ?? storage.utf16.startIndex)
        let utf16Length = storage[start..<end].utf16.count
        if delegate?.textField(self, shouldChangeCharactersIn: NSRange(location: utf16Start, length: utf16Length),
                               replacementString: string) == false { return }
        registerUndo(restoring: storage, selection: selection)
        storage.replaceSubrange(start..<end, with: string)
        selectionAnchor = nil
        cursor = range.lowerBound + string.count
        contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}

extension UIView {
    /// Ends editing in this view's subtree (the first responder inside it resigns); true when
    /// nothing is left editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let w = window, let r = w.firstResponderRef as? UIView, r.isDescendant(of: self) else { return true }
        return r.resignFirstResponder() || force
    }
}
