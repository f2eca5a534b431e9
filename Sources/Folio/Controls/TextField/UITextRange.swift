import Foundation

/// A place in a text field's text: UIKit's `UITextPosition` (here a character offset).
@preconcurrency @MainActor
public final class UITextPosition: Equatable {
    /// Characters from the start.
    public let offset: Int
    init(_ offset: Int) { self.offset = offset }
    /// Equal when they name the same offset.
    nonisolated public static func == (l: UITextPosition, r: UITextPosition) -> Bool { l.offset == r.offset }
}

/// A range of a text field's text: UIKit's `UITextRange`.
@preconcurrency @MainActor
public final class UITextRange {
    /// Where it starts.
    public let start: UITextPosition
    /// Where it ends.
    public let end: UITextPosition
    /// Whether it selects nothing (a cursor).
    public var isEmpty: Bool { start.offset == end.offset }
    init(_ start: Int, _ end: Int) {
        self.start = UITextPosition(min(start, end))
        self.end = UITextPosition(max(start, end))
    }
}

extension UITextField {
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(characterCount) }

    /// The selection (empty: the cursor). Setting it clamps to the text; nil leaves it alone.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(selectionAnchor ?? cursor, cursor) }
        set {
            guard let r = newValue else { return }
            let lo = min(max(0, r.start.offset), characterCount), hi = min(max(0, r.end.offset), characterCount)
            selectionAnchor = lo == hi ? nil : lo
            cursor = hi
        }
    }

    /// The range between two positions.
    public func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? { UITextRange(from.offset, to.offset) }

    /// The position `offset` characters from `position`, nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return (0...characterCount).contains(o) ? UITextPosition(o) : nil
    }

    /// Characters from one position to another.
    public func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }

    /// The selected characters (empty range: the cursor).
    var selection: Range<Int> {
        let a = selectionAnchor ?? cursor
        return min(a, cursor)..<max(a, cursor)
    }

    /// The selected text, nil when nothing is selected.
    public var selectedText: String? {
        let r = selection
        guard !r.isEmpty else { return nil }
        let s = storage.index(storage.startIndex, offsetBy: r.lowerBound), e = storage.index(s, offsetBy: r.count)
        return String(storage[s..<e])
    }

    /// Selects the whole text (UIKit's `selectAll(_:)`).
    public func selectAll(_ sender: Any?) {
        selectionAnchor = characterCount > 0 ? 0 : nil
        cursor = characterCount
    }
}
