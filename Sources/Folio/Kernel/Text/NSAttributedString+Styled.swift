import Foundation
import Logging

/// An attributed string as the text engines take it: UTF-16 ranges become UTF-8 byte ranges,
/// UIKit's attribute values become a run's look. A value of the wrong type (a font that is a
/// string, a colour that is a number) is left out with a diagnostic.
extension NSAttributedString {
    /// The styled text of the string. Text without a font is in `font`; without a colour, in
    /// the colour it is drawn with; a paragraph without a style takes `alignment` and `lineBreak`.
    @MainActor func styledText(font: UIFont, alignment: NSTextAlignment = .natural,
                               lineBreak: NSLineBreakMode = .byWordWrapping) -> StyledText {
        let string = self.string
        let offsets = UTF8Offsets(string)
        var runs: [StyledText.Run] = []
        var paragraph: NSParagraphStyle?
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            if range.location == 0 { paragraph = Self.value(attributes, .paragraphStyle, as: NSParagraphStyle.self) }
            runs.append(Self.run(attributes, bytes: offsets[range.location]..<offsets[range.location + range.length], font: font))
        }
        let style = paragraph
        return StyledText(text: string, runs: runs, paragraph: StyledText.Paragraph(
            alignment: style?.alignment ?? alignment, lineSpacing: style?.lineSpacing ?? 0,
            lineBreak: Self.lineBreak(style?.lineBreakMode ?? lineBreak),
            firstLineIndent: style?.firstLineHeadIndent ?? 0, lineHeightMultiple: style?.lineHeightMultiple ?? 0,
            baseFont: font))
    }

    static func lineBreak(_ mode: NSLineBreakMode) -> StyledText.LineBreak {
        switch mode {
        case .byWordWrapping: .words
        case .byCharWrapping: .characters
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }

    private static func run(_ attributes: [NSAttributedString.Key: Any], bytes: Range<Int>, font: UIFont) -> StyledText.Run {
        let isLink = attributes[.link] != nil
        var underline = line(attributes[.underlineStyle], .underlineStyle)
        if isLink, underline == .none { underline = .single }
        return StyledText.Run(
            bytes: bytes,
            font: value(attributes, .font, as: UIFont.self) ?? font,
            foreground: isLink ? .link : value(attributes, .foregroundColor, as: UIColor.self),
            background: value(attributes, .backgroundColor, as: UIColor.self),
            kern: number(attributes[.kern], .kern) ?? 0,
            underline: underline,
            strikethrough: line(attributes[.strikethroughStyle], .strikethroughStyle),
            lineColor: value(attributes, .underlineColor, as: UIColor.self) ?? value(attributes, .strikethroughColor, as: UIColor.self),
            baselineOffset: number(attributes[.baselineOffset], .baselineOffset) ?? 0)
    }

    private static let logger = Logger(label: "folio.text")

    private static func value<T>(_ attributes: [NSAttributedString.Key: Any], _ key: NSAttributedString.Key, as type: T.Type) -> T? {
        guard let value = attributes[key] else { return nil }
        if let typed = value as? T { return typed }
        logger.warning("the \(key.rawValue) attribute should be a \(T.self), not a \(Swift.type(of: value)); it is ignored")
        return nil
    }

    /// A number attribute: `CGFloat`, `Double`, `Int`, `Float` or `NSNumber`; NaN and ∞ are 0.
    static func number(_ value: Any?, _ key: NSAttributedString.Key) -> CGFloat? {
        let found: CGFloat?
        switch value {
        case nil: return nil
        case let v as CGFloat: found = v
        case let v as Double: found = CGFloat(v)
        case let v as Float: found = CGFloat(v)
        case let v as Int: found = CGFloat(v)
        case let v as NSNumber: found = CGFloat(v.doubleValue)
        default: found = nil
        }
        guard let found, found.isFinite else {
            logger.warning("the \(key.rawValue) attribute should be a finite number, not \(String(describing: value!)); it is ignored")
            return nil
        }
        return found
    }

    private static func line(_ value: Any?, _ key: NSAttributedString.Key) -> StyledText.Line {
        let raw: Int
        switch value {
        case nil: return .none
        case let style as NSUnderlineStyle: raw = style.rawValue
        default:
            guard let number = number(value, key) else { return .none }
            raw = Int(number)
        }
        switch raw & 0x0F {
        case 0: return .none
        case 0x09: return .double
        case 0x02: return .thick
        default: return .single
        }
    }
}

/// The UTF-8 offset of every UTF-16 offset of a string (an offset inside a surrogate pair maps
/// to the start of its character).
struct UTF8Offsets {
    private var table: [Int]

    init(_ string: String) {
        table = []
        table.reserveCapacity(string.utf16.count + 1)
        var utf8 = 0
        for scalar in string.unicodeScalars {
            table.append(utf8)
            if scalar.utf16.count == 2 { table.append(utf8) }
            utf8 += scalar.utf8.count
        }
        table.append(utf8)
    }

    /// The UTF-8 offset of a UTF-16 offset, clamped to the string.
    subscript(utf16: Int) -> Int { table[min(max(utf16, 0), table.count - 1)] }
}
