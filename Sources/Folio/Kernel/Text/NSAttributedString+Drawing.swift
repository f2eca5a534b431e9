import Foundation

/// How text is measured and drawn: UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value, as UIKit's.
    public let rawValue: Int
    /// Options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap to the given width and the rectangle starts at the first line's top (without
    /// it, the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (Folio's lines always do).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures glyph outlines instead of type metrics (Folio measures type metrics).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the height ends with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measuring or drawing call reports back: UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to (Folio does not shrink: the text keeps its
    /// size). Default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at (always 1).
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call measured or drew.
    open internal(set) var totalBounds: CGRect = .zero
}

/// Attributed strings drawn and measured as UIKit's `NSAttributedString` drawing additions: each
/// range in its own font and colours, by the text engine of the drawing in progress (outside
/// drawing, the measuring engine).
extension NSAttributedString {
    /// The size of the string on one line per paragraph.
    @MainActor public func size() -> CGSize {
        length == 0 ? .zero : StringDrawing.engine.makeLayout(styled: styledForDrawing, maxWidth: nil, maximumLines: 0).size
    }

    /// The rectangle the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line. Starts at the origin; heights past `size.height` are measured too
    /// unless `.truncatesLastVisibleLine` limits the lines to those that fit.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        context: NSStringDrawingContext?) -> CGRect {
        let measured = StringDrawing.measure(styledForDrawing, in: size, options: options)
        context?.totalBounds = measured
        return measured
    }

    /// Draws the string with its top-left corner at `point`, inside `draw(_:)`.
    @MainActor public func draw(at point: CGPoint) {
        StringDrawing.draw(styledForDrawing, in: nil, at: point, options: [])
    }

    /// Draws the string wrapped to `rect`'s width and clipped to it.
    @MainActor public func draw(in rect: CGRect) {
        StringDrawing.draw(styledForDrawing, in: rect, at: rect.origin, options: .usesLineFragmentOrigin)
    }

    /// Draws the string in `rect` as `boundingRect(with:options:context:)` measures it.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(styledForDrawing, in: rect, at: rect.origin, options: options)
        context?.totalBounds = StringDrawing.measure(styledForDrawing, in: rect.size, options: options)
    }

    /// Text without a font draws in UIKit's default, the 12-point system font.
    @MainActor var styledForDrawing: StyledText { styledText(font: .systemFont(ofSize: 12)) }
}

extension NSString {
    /// The rectangle the string takes in `attributes`, as `NSAttributedString`'s
    /// `boundingRect(with:options:context:)`.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string in `rect` as `boundingRect(with:options:attributes:context:)` measures it.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension String {
    /// The rectangle the string takes in `attributes`, as `NSString`'s
    /// `boundingRect(with:options:attributes:context:)` (Swift strings call it on iOS).
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string in `rect`, as `NSString`'s `draw(with:options:attributes:context:)`.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension StringDrawing {
    /// The width text wraps at for `size` and `options` (nil: one line per paragraph).
    static func wrapWidth(_ size: CGSize, _ options: NSStringDrawingOptions) -> CGFloat? {
        options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0 && size.width < 1_000_000 ? size.width : nil
    }

    /// The lines that fit `height` when the last visible line is truncated (0: any number).
    static func lineLimit(_ styled: StyledText, _ height: CGFloat, _ options: NSStringDrawingOptions) -> Int {
        guard options.contains(.truncatesLastVisibleLine), height.isFinite, height > 0 else { return 0 }
        return max(1, Int(height / styled.largestFont.lineHeight))
    }

    static func measure(_ styled: StyledText, in size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard !styled.text.isEmpty else { return .zero }
        var styled = styled
        if options.contains(.truncatesLastVisibleLine) { styled.paragraph.lineBreak = .truncateTail }
        let width = wrapWidth(size, options)
        var measured = engine.makeLayout(styled: styled, maxWidth: width, maximumLines: lineLimit(styled, size.height, options)).size
        if let width, measured.width >= width { measured.width = min(measured.width, width) }
        return CGRect(origin: .zero, size: measured)
    }

    static func draw(_ styled: StyledText, in rect: CGRect?, at point: CGPoint, options: NSStringDrawingOptions) {
        guard let context = UIGraphicsGetCurrentContext(), !styled.text.isEmpty else { return }
        var styled = styled
        if options.contains(.truncatesLastVisibleLine) { styled.paragraph.lineBreak = .truncateTail }
        let width = rect.flatMap { wrapWidth($0.size, options) }
        let layout = context.textEngine.makeLayout(styled: styled, maxWidth: width,
                                                   maximumLines: rect.map { lineLimit(styled, $0.height, options) } ?? 0)
        context.saveState()
        if let rect, options.contains(.usesLineFragmentOrigin) { context.clip(to: rect) }
        context.draw(layout, at: rect?.origin ?? point, color: context.faded(.black))
        context.restoreState()
    }
}
