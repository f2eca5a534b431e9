import Foundation

/// A label's attributed text, as UIKit's: ranges in their own fonts and colours; text without
/// attributes in the label's `font`, `textColor`, `textAlignment` and `lineBreakMode`.
extension UILabel {
    /// The label's alignment and line break mode as a paragraph style.
    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// What the text engine lays out when the label is not plain text in the default line break
    /// mode; nil for plain text (laid out the quicker way).
    var styledText: StyledText? {
        if let styledCache { return styledCache }
        guard attributed != nil || lineBreakMode != .byTruncatingTail, let text else { return nil }
        var styled = (attributed ?? NSAttributedString(string: text))
            .styledText(font: font, alignment: resolvedTextAlignment, lineBreak: lineBreakMode)
        if styled.paragraph.alignment == .natural { styled.paragraph.alignment = resolvedTextAlignment }
        styledCache = styled
        return styled
    }

    /// `font` and `textColor` set over the whole attributed text, as UIKit does.
    func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributed, attributed.length > 0 else { return }
        let restyled = NSMutableAttributedString(attributedString: attributed)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        self.attributed = restyled
    }
}

/// A label's baselines for constraints: its text is centred vertically, so they sit at fixed
/// distances from its centre (a label of several lines is measured at its width now).
extension UILabel: TextBaselines {
    var baselinesFromCenter: (first: CGFloat, last: CGFloat) {
        let engine = self.engine
        let width: CGFloat? = numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil
        let layout = textLayout(width: width, engine: engine)
            ?? engine.makeLayout(text: " ", font: font, maxWidth: nil, alignment: .left, maximumLines: 1)
        let half = layout.size.height / 2
        return (layout.firstBaseline - half, layout.lastBaseline - half)
    }
    var layoutDescriptionText: String? { text }
}
