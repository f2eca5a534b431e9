import Foundation

/// What a text view tells its delegate and asks it: UIKit's `UITextViewDelegate`, a scroll view
/// delegate too. Every requirement has a default (UIKit's are optional).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (a tap, `becomeFirstResponder()`). Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change of `range` (UTF-16, as `NSString`) to `text` may be made. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not when code sets it).
    func textViewDidChange(_ textView: UITextView)
    /// The selection moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Editing may begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Editing may end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Every change may be made.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
