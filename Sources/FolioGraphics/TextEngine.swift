import Foundation

/// Lays out text: implemented on Pango by `FolioCairo`, estimated by `EstimatingTextEngine`.
@preconcurrency @MainActor
public protocol TextEngine: AnyObject {
    /// A layout of `text` in `font`, wrapped at `maxWidth` (nil: one unwrapped line per paragraph),
    /// at most `maximumLines` lines (0: unlimited), aligned within `maxWidth`.
    func makeLayout(text: String, font: UIFont, maxWidth: CGFloat?, alignment: NSTextAlignment,
                    maximumLines: Int) -> any TextLayout
    /// A layout of styled text (fonts, colours, lines and spacing by range), wrapped at
    /// `maxWidth` (nil: one unwrapped line per paragraph), at most `maximumLines` lines (0: any).
    func makeLayout(styled: StyledText, maxWidth: CGFloat?, maximumLines: Int) -> any TextLayout
}

/// A measured text layout, ready to draw on a `Canvas` of the same engine.
@preconcurrency @MainActor
public protocol TextLayout: AnyObject {
    /// The laid-out size in points.
    var size: CGSize { get }
    /// The first line's baseline, in points below the layout's top.
    var firstBaseline: CGFloat { get }
    /// The last line's baseline, in points below the layout's top.
    var lastBaseline: CGFloat { get }
    /// The caret before the character at UTF-8 offset `offset`: a rectangle of no width as tall
    /// as its line, in the layout's coordinates.
    func caretRect(atUTF8Offset offset: Int) -> CGRect
    /// The UTF-8 offset of the character boundary nearest `point` (in the layout's coordinates).
    func utf8Offset(at point: CGPoint) -> Int
    /// Where drawing the layout can put pixels, in its coordinates: its glyphs' ink with a
    /// margin for their smoothed edges (empty when it shows no glyph); nil when the engine
    /// cannot tell.
    var inkBounds: CGRect? { get }
}

extension TextLayout {
    /// Four fifths of the height, for layouts that cannot tell.
    public var firstBaseline: CGFloat { size.height * 0.8 }
    /// Four fifths of the height, for layouts that cannot tell.
    public var lastBaseline: CGFloat { size.height * 0.8 }
    /// The layout's top-left corner, for layouts that cannot tell.
    public func caretRect(atUTF8Offset offset: Int) -> CGRect { CGRect(x: 0, y: 0, width: 0, height: size.height) }
    /// The start, for layouts that cannot tell.
    public func utf8Offset(at point: CGPoint) -> Int { 0 }
    /// Unknown, for layouts that cannot tell.
    public var inkBounds: CGRect? { nil }
}

/// A backend-free text engine that estimates sizes: 0.55 em per Latin character, 1 em per wide
/// (CJK) character, 1.2 em lines. Used when a view has no window to ask, and by `RecordingCanvas`.
@preconcurrency @MainActor
public final class EstimatingTextEngine: TextEngine {
    /// Creates the engine.
    public init() {}

    /// A layout that records its input and its estimated size.
    public final class Layout: TextLayout {
        public let text: String
        public let font: UIFont
        public let size: CGSize
        init(text: String, font: UIFont, size: CGSize) { self.text = text; self.font = font; self.size = size }
        /// Four fifths down the first line.
        public var firstBaseline: CGFloat { font.lineHeight * 0.8 }
        /// Four fifths down the last line.
        public var lastBaseline: CGFloat { max(0, size.height - font.lineHeight * 0.2) }
    }

    public func makeLayout(text: String, font: UIFont, maxWidth: CGFloat?, alignment: NSTextAlignment,
                           maximumLines: Int) -> any TextLayout {
        let em = font.pointSize
        func width(_ s: Substring) -> CGFloat {
            s.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? em : em * 0.55) }
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = 0
        var widest: CGFloat = 0
        for p in paragraphs {
            let w = width(p)
            if let maxWidth, maxWidth.isFinite, maxWidth > 0, w > maxWidth {
                lines = lines.addingReportingOverflow(Int(saturating: (w / maxWidth).rounded(.up))).partialValue
                widest = maxWidth
            } else {
                lines += 1; widest = max(widest, w)
            }
        }
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        return Layout(text: text, font: font, size: CGSize(width: widest.rounded(.up), height: CGFloat(lines) * font.lineHeight))
    }
}
