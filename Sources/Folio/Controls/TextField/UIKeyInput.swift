import Foundation

/// What a responder that takes typing offers the keyboard: UIKit's `UIKeyInput` — whether it has
/// text, insert text at the insertion point, delete backward.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (replacing the selection or the marked text).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}

extension UITextField: UIKeyInput {
    /// Whether the field holds any text.
    public var hasText: Bool { !storage.isEmpty }

    /// Inserts as typing does: the delegate is asked, `.editingChanged` and
    /// `textDidChangeNotification` follow; line breaks are dropped (a single-line field).
    public func insertText(_ text: String) { insert(text) }

    /// Deletes as ⌫ does: the selection, else the character before the cursor.
    public func deleteBackward() {
        let sel = selection
        if !sel.isEmpty { replace(sel, with: "") } else if cursor > 0 { replace((cursor - 1)..<cursor, with: "") }
    }
}

extension UITextField {
    /// Posted when a field becomes first responder and editing begins; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes the text (typing, deleting, pasting, clearing — not when
    /// code sets `text`); the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing ends; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
