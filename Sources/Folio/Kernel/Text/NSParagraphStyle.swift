import Foundation

/// How the lines of a paragraph break or are cut: UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Lines wrap between words (the default of paragraph styles).
    case byWordWrapping = 0
    /// Lines wrap between characters.
    case byCharWrapping = 1
    /// The text is cut at the edge.
    case byClipping = 2
    /// An ellipsis replaces the start of the last line.
    case byTruncatingHead = 3
    /// An ellipsis replaces the end of the last line (the default of labels).
    case byTruncatingTail = 4
    /// An ellipsis replaces the middle of the last line.
    case byTruncatingMiddle = 5
}

/// The look of a paragraph in an attributed string (the `.paragraphStyle` attribute): UIKit's
/// `NSParagraphStyle`, immutable; `NSMutableParagraphStyle` changes.
///
/// Folio draws the alignment, line spacing, line height multiple, first-line indent and line
/// break mode; the paragraph spacings, head and tail indents and minimum and maximum line heights
/// are kept and compared but not yet drawn. One attributed string is laid out with the style of
/// its first character.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Read by Core Foundation as the object's type: first of the stored properties.
    private let foundationWord = FoundationObjectWord()
    fileprivate var values = Values()
    fileprivate struct Values: Equatable {
        var alignment = NSTextAlignment.natural
        var lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0
        var headIndent: CGFloat = 0, tailIndent: CGFloat = 0, firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, lineHeightMultiple: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var hyphenationFactor: Float = 0
    }

    /// The default style: natural alignment, no spacing, word wrapping.
    public override init() { super.init() }

    /// The default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Horizontal alignment. Default `.natural`.
    open var alignment: NSTextAlignment { values.alignment }
    /// Points added between lines. Default 0.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph. Default 0.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points added before the paragraph. Default 0.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Indent of every line but the first. Default 0.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing margin (positive: from the leading edge; negative: from the trailing). Default 0.
    open var tailIndent: CGFloat { values.tailIndent }
    /// Indent of the first line. Default 0.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The smallest line height. Default 0 (none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height. Default 0 (none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Lines are this many times their natural height. Default 0 (natural).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How lines break or are cut. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// How eagerly words are hyphenated (0…1). Default 0.
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle(); copy.values = values; return copy
    }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle(); copy.values = values; return copy
    }
    /// Styles with the same values are equal, mutable or not.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }
    open override var hash: Int { Int(values.lineSpacing * 31 + values.lineHeightMultiple * 7) &+ values.alignment.rawValue }
}

/// A paragraph style that changes: UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Horizontal alignment. Default `.natural`.
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    /// Points added between lines (negative values count as 0). Default 0.
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    /// Points added after the paragraph. Default 0.
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    /// Points added before the paragraph. Default 0.
    open override var paragraphSpacingBefore: CGFloat { get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue } }
    /// Indent of every line but the first. Default 0.
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    /// The trailing margin. Default 0.
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    /// Indent of the first line. Default 0.
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    /// The smallest line height. Default 0.
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    /// The largest line height. Default 0.
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    /// Lines are this many times their natural height. Default 0.
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    /// How lines break or are cut. Default `.byWordWrapping`.
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    /// How eagerly words are hyphenated. Default 0.
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}
