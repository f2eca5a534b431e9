import Foundation

/// Typing is undoable as in UIKit: a run of edits (until the cursor moves or editing ends) is one
/// "Typing" step in the window's undo manager; undoing puts back the text and the selection.
extension UITextField {
    /// Registers how to put back `text` and `selection` before an edit changes them.
    func registerUndo(restoring text: String, selection: Range<Int>) {
        guard let undo = undoManager else { return }
        if !undo.isUndoing, !undo.isRedoing, !typingUndoGroupOpen || undo.groupingLevel == 0 {
            undo.beginUndoGrouping()
            typingUndoGroupOpen = true
        }
        undo.registerUndo(withTarget: self) { field in field.restore(text, selection: selection) }
        undo.setActionName("Typing")
    }

    /// Ends the current run of typing: the next edit is a new step.
    func closeTypingUndo() {
        guard typingUndoGroupOpen else { return }
        typingUndoGroupOpen = false
        if let undo = undoManager, undo.groupingLevel > 0 { undo.endUndoGrouping() }
    }

    /// Puts back `text` and `selection` (registering the way back), as the user's edit would:
    /// `.editingChanged` and `textDidChangeNotification` follow.
    private func restore(_ text: String, selection: Range<Int>) {
        typingUndoGroupOpen = false
        registerUndo(restoring: storage, selection: self.selection)
        markedRange = nil
        storage = text
        let lower = min(selection.lowerBound, text.count), upper = min(selection.upperBound, text.count)
        selectionAnchor = lower == upper ? nil : lower
        cursor = upper
        contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
