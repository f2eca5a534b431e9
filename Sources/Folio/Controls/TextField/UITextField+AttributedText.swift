import Foundation

/// The field's text and placeholder as attributed strings.
extension UITextField {
    static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The field's font, colour and alignment as text attributes.
    var textAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        var attributes: [NSAttributedString.Key: Any] = [.font: font ?? Self.defaultFont, .paragraphStyle: style]
        if let textColor { attributes[.foregroundColor] = textColor }
        return attributes
    }

    /// Takes the font, colour and alignment of `attributes` (a value of another type is ignored).
    func adoptAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
    }

    /// Takes the styles of the first character of `text`.
    func adoptAttributes(of text: NSAttributedString?) {
        guard let text, text.length > 0 else { return }
        adoptAttributes(text.attributes(at: 0, effectiveRange: nil))
    }

    /// The placeholder's layout: the attributed placeholder's styles, else the field's font.
    func placeholderLayout(_ placeholder: String) -> (any TextLayout)? {
        guard let engine = window?.textEngine else { return nil }
        guard let styles = placeholderStyles, styles.length > 0 else { return layout(placeholder) }
        return engine.makeLayout(styled: styles.styledText(font: font ?? Self.defaultFont), maxWidth: nil, maximumLines: 1)
    }
}

/// A field's baseline for constraints: its one line of text, centred in its text rectangle.
extension UITextField: TextBaselines {
    var baselinesFromCenter: (first: CGFloat, last: CGFloat) {
        let engine: any TextEngine = window?.textEngine ?? UIView.measuringTextEngine ?? EstimatingTextEngine()
        let layout = engine.makeLayout(text: displayedText.isEmpty ? " " : displayedText, font: font ?? Self.defaultFont,
                                       maxWidth: nil, alignment: .left, maximumLines: 1)
        let line = textArea.midY - bounds.midY + layout.firstBaseline - layout.size.height / 2
        return (line, line)
    }
    var layoutDescriptionText: String? { nil }
}
