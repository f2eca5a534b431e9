import Foundation

/// The `UITextInput` members UIKit code calls on a text view: documents' ends, the selection as a
/// range, positions moved by an offset, the text in a range, a range replaced. Positions are
/// UTF-16 offsets, as `selectedRange` counts.
extension UITextView {
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(storage.length) }

    /// The selection (empty: the caret). Setting it clamps to the text; nil leaves it alone.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(selection.lowerBound, selection.upperBound) }
        set {
            guard let range = newValue else { return }
            let lower = Swift.min(Swift.max(0, range.start.offset), storage.length)
            let upper = Swift.min(Swift.max(0, range.end.offset), storage.length)
            select(lower..<Swift.max(lower, upper), tellDelegate: false)
        }
    }

    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(fromPosition.offset, toPosition.offset)
    }

    /// The position `offset` UTF-16 units from `position`, nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...storage.length).contains(moved) ? UITextPosition(moved) : nil
    }

    /// UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The text in `range` (clamped to the text), nil when the range lies outside it.
    public func text(in range: UITextRange) -> String? {
        let length = storage.length
        guard range.start.offset <= length, range.end.offset >= 0 else { return nil }
        let lower = Swift.max(0, range.start.offset), upper = Swift.min(length, range.end.offset)
        return (storage.string as NSString).substring(with: NSRange(location: lower, length: upper - lower))
    }

    /// Replaces the text in `range` as typing does (the delegate is asked and told).
    public func replace(_ range: UITextRange, withText text: String) {
        let length = storage.length
        let lower = Swift.min(Swift.max(0, range.start.offset), length), upper = Swift.min(Swift.max(0, range.end.offset), length)
        userReplace(lower..<Swift.max(lower, upper), with: text)
    }
}
