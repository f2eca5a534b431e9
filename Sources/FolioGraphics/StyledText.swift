import Foundation

/// Text whose ranges carry their own font, colours, spacing and lines: what an attributed string
/// hands a text engine. Ranges are UTF-8 byte offsets into `text`, in order and not overlapping;
/// bytes no run covers are drawn in `paragraph`'s base font and the colour given when drawing.
public struct StyledText: Hashable, Sendable {
    /// One range of the text and its look.
    public struct Run: Hashable, Sendable {
        /// UTF-8 byte offsets into the text.
        public var bytes: Range<Int>
        /// The font of the range.
        public var font: UIFont
        /// The text colour; nil: the colour given when the layout is drawn.
        public var foreground: UIColor?
        /// The colour behind the glyphs; nil: none.
        public var background: UIColor?
        /// Extra space after each character, in points (UIKit's `.kern`).
        public var kern: CGFloat
        /// The underline: none, single, double or thick.
        public var underline: StyledText.Line
        /// The line through the glyphs.
        public var strikethrough: StyledText.Line
        /// The underline's and strike-through's colour; nil: the text colour.
        public var lineColor: UIColor?
        /// Points the glyphs are raised above the baseline (negative: lowered).
        public var baselineOffset: CGFloat

        /// A run of `bytes` in `font`, otherwise plain.
        public init(bytes: Range<Int>, font: UIFont, foreground: UIColor? = nil, background: UIColor? = nil,
                    kern: CGFloat = 0, underline: Line = .none, strikethrough: Line = .none,
                    lineColor: UIColor? = nil, baselineOffset: CGFloat = 0) {
            self.bytes = bytes; self.font = font; self.foreground = foreground; self.background = background
            self.kern = kern; self.underline = underline; self.strikethrough = strikethrough
            self.lineColor = lineColor; self.baselineOffset = baselineOffset
        }
    }

    /// How a line under or through text is drawn.
    public enum Line: Hashable, Sendable { case none, single, double, thick }

    /// Where a line that does not fit is cut, or how lines wrap.
    public enum LineBreak: Hashable, Sendable {
        /// Wrap between words (a word too long for a line breaks between characters); lines past
        /// the last one allowed are cut off.
        case words
        /// Wrap between characters; lines past the last one allowed are cut off.
        case characters
        /// Wrap between words; lines past the last one allowed are cut off.
        case clip
        /// An ellipsis at the start, in the middle or at the end of the last line.
        case truncateHead, truncateMiddle, truncateTail
    }

    /// The look of the paragraphs.
    public struct Paragraph: Hashable, Sendable {
        /// Horizontal alignment.
        public var alignment: NSTextAlignment
        /// Points added between lines.
        public var lineSpacing: CGFloat
        /// How lines wrap or are cut.
        public var lineBreak: StyledText.LineBreak
        /// Indent of each paragraph's first line, in points.
        public var firstLineIndent: CGFloat
        /// Lines are this many times their natural height; 0: natural.
        public var lineHeightMultiple: CGFloat
        /// The font of text no run covers.
        public var baseFont: UIFont

        /// A paragraph style; defaults are UIKit's (natural alignment, no spacing, word wrap).
        public init(alignment: NSTextAlignment = .natural, lineSpacing: CGFloat = 0, lineBreak: LineBreak = .words,
                    firstLineIndent: CGFloat = 0, lineHeightMultiple: CGFloat = 0, baseFont: UIFont = .systemFont(ofSize: 12)) {
            self.alignment = alignment; self.lineSpacing = lineSpacing; self.lineBreak = lineBreak
            self.firstLineIndent = firstLineIndent; self.lineHeightMultiple = lineHeightMultiple; self.baseFont = baseFont
        }
    }

    /// The characters.
    public var text: String
    /// The styled ranges.
    public var runs: [Run]
    /// The paragraphs' look.
    public var paragraph: Paragraph

    /// Styled text; runs with ranges outside the text are cut to it.
    public init(text: String, runs: [Run], paragraph: Paragraph = Paragraph()) {
        let count = text.utf8.count
        self.text = text
        self.runs = runs.compactMap { run in
            let lower = min(max(run.bytes.lowerBound, 0), count), upper = min(max(run.bytes.upperBound, lower), count)
            guard lower < upper else { return nil }
            var cut = run; cut.bytes = lower..<upper
            return cut
        }
        self.paragraph = paragraph
    }

    /// The largest font of the text (what an engine that cannot mix fonts measures with).
    public var largestFont: UIFont {
        runs.map(\.font).max { $0.pointSize < $1.pointSize } ?? paragraph.baseFont
    }
}

extension TextEngine {
    /// Engines that cannot style ranges lay styled text out in its largest font.
    public func makeLayout(styled: StyledText, maxWidth: CGFloat?, maximumLines: Int) -> any TextLayout {
        makeLayout(text: styled.text, font: styled.largestFont, maxWidth: maxWidth,
                   alignment: styled.paragraph.alignment, maximumLines: maximumLines)
    }
}
