import Foundation

/// UIKit's text attributes, with UIKit's raw names (so archived or bridged dictionaries match).
extension NSAttributedString.Key {
    /// The font (a `UIFont`). Default: 12-point system font.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a `UIColor`). Default: black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`). Default: none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's alignment, spacing and line breaking (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (an `NSNumber` or `CGFloat`). Default 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline (an `Int`, `NSUnderlineStyle`'s raw value, or the style). Default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The line through the text (as `underlineStyle`). Default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline's colour (a `UIColor`). Default: the text colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strike-through's colour (a `UIColor`). Default: the text colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the text is raised above the baseline (negative: lowered). Default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or `String`): drawn in the link colour and underlined, as UIKit draws it
    /// in labels; text views report a tap on it to their delegate.
    public static let link = NSAttributedString.Key("NSLink")
}

/// How text is underlined or struck through: UIKit's `NSUnderlineStyle` (a line style, optionally
/// a pattern and by-word). Folio draws single, thick (as single) and double lines; patterns and
/// by-word draw as solid lines over the whole range.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value, as UIKit's.
    public let rawValue: Int
    /// A style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
