import Foundation

/// What a text field asks and tells while it is edited: UIKit's `UITextFieldDelegate`; all optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether `string` may replace the characters in `range` (UTF-16 offsets, as UIKit's).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed; true ends editing. Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether editing may end (the field resigns first responder). Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}
