import Foundation

extension UITextField {
    /// Makes the field first responder of its window (the previous one resigns): editing begins.
    func beginEditing() -> Bool {
        guard canBecomeFirstResponder, let window, !isFirstResponder else { return isFirstResponder }
        if delegate?.textFieldShouldBeginEditing(self) == false { return false }
        if let previous = window.firstResponderRef, previous !== self, !previous.resignFirstResponder() { return false }
        window.firstResponderRef = self
        isEditingNow(true)
        if clearsOnBeginEditing && !storage.isEmpty { storage = ""; cursor = 0; contentChanged(); sendActions(for: .editingChanged) }
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Ends editing.
    func endEditingNow() -> Bool {
        guard isFirstResponder, let window else { return true }
        window.firstResponderRef = nil
        isEditingNow(false)
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    private func isEditingNow(_ editing: Bool) {
        isEditing = editing
        setNeedsDisplay()
    }

    /// A tap inside begins editing; a tap on the clear button empties the field.
    func tapEnded(_ touch: UITouch?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        if let clear = clearButtonRect, clear.insetBy(dx: -6, dy: -6).contains(touch.location(in: self)) {
            if delegate?.textFieldShouldClear(self) != false, !storage.isEmpty {
                storage = ""; cursor = 0; contentChanged()
                sendActions(for: .editingChanged)
            }
            if !isEditing { becomeFirstResponder() }
            return
        }
        if !isEditing { becomeFirstResponder() }
        cursor = storage.count
    }

    /// Keys and text while editing.
    func receive(_ key: KeyInput) -> Bool {
        guard isEditing else { return false }
        switch key {
        case let .text(string):
            replace(cursor..<cursor, with: string.replacingOccurrences(of: "\n", with: ""))
        case .backspace:
            if cursor > 0 { replace((cursor - 1)..<cursor, with: "") }
        case .deleteForward:
            if cursor < storage.count { replace(cursor..<(cursor + 1), with: "") }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(storage.count, cursor + 1)
        case .home, .up: cursor = 0
        case .end, .down: cursor = storage.count
        case .returnKey:
            sendActions(for: .editingDidEndOnExit)
            if delegate?.textFieldShouldReturn(self) != false { resignFirstResponder() }
        case .escape, .pageUp, .pageDown, .character:
            return false
        }
        return true
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
        storage.replaceSubrange(start..<end, with: string)
        cursor = range.lowerBound + string.count
        contentChanged()
        sendActions(for: .editingChanged)
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
