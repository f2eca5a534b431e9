import Foundation
import CCairo
import CPango
@_spi(Rendering) import FolioGraphics

/// Lays out text with Pango (fontconfig fonts; CJK through the system font's fallback family).
///
/// Metrics are unhinted so a layout measures the same at every scale.
@MainActor
public final class PangoTextEngine: TextEngine {
    /// One engine for every window and canvas, so label layout caches stay warm.
    public static let shared = PangoTextEngine()

    let context: OpaquePointer

    /// Creates an engine on the default Cairo font map.
    public init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// What a layout is made from: the same inputs make the same layout.
    private struct LayoutKey: Hashable {
        let text: String, family: String, size: CGFloat, weight: UIFont.Weight
        let maxWidth: CGFloat?, alignment: NSTextAlignment, maximumLines: Int
    }

    /// Layouts made lately: a tab bar's titles and the status bar's clock, drawn every frame of an
    /// animation, are laid out once. Emptied when it reaches `cacheLimit`.
    private var layouts: [LayoutKey: PangoTextLayout] = [:]
    static let cacheLimit = 512

    public func makeLayout(text: String, font: UIFont, maxWidth: CGFloat?, alignment: NSTextAlignment,
                           maximumLines: Int) -> any TextLayout {
        let key = LayoutKey(text: text, family: font.familyName, size: font.pointSize, weight: font.weight,
                            maxWidth: maxWidth, alignment: alignment, maximumLines: maximumLines)
        if let made = layouts[key] { return made }
        if layouts.count >= Self.cacheLimit { layouts.removeAll(keepingCapacity: true) }
        let made = newLayout(text: text, font: font, maxWidth: maxWidth, alignment: alignment, maximumLines: maximumLines)
        layouts[key] = made
        return made
    }

    private func newLayout(text: String, font: UIFont, maxWidth: CGFloat?, alignment: NSTextAlignment,
                           maximumLines: Int) -> PangoTextLayout {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, -1)
        let desc = Self.fontDescription(font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if let maxWidth, maxWidth.isFinite, maxWidth > 0, maxWidth < 1_000_000 {
            pango_layout_set_width(layout, Int32(maxWidth * CGFloat(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        if maximumLines > 0 {
            pango_layout_set_height(layout, -Int32(clamping: maximumLines))   // numberOfLines = .max draws, never traps
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        return PangoTextLayout(layout: layout, fixedWidth: maxWidth)
    }

    /// A new Pango font description of `font` (the caller frees it).
    static func fontDescription(_ font: UIFont) -> OpaquePointer {
        let desc = pango_font_description_from_string(font.familyName)!
        pango_font_description_set_absolute_size(desc, Double(font.pointSize) * Double(PANGO_SCALE))
        let weight: PangoWeight
        switch font.weight {
        case .regular: weight = PANGO_WEIGHT_NORMAL
        case .medium: weight = PANGO_WEIGHT_MEDIUM
        case .semibold: weight = PANGO_WEIGHT_SEMIBOLD
        case .bold: weight = PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(desc, weight)
        return desc
    }

    /// Styled layouts made lately, as `layouts`.
    var styledLayouts: [StyledLayoutKey: PangoTextLayout] = [:]
    struct StyledLayoutKey: Hashable { let styled: StyledText, maxWidth: CGFloat?, maximumLines: Int }
}

/// A Pango layout with its measured size.
@MainActor
public final class PangoTextLayout: TextLayout {
    let layout: OpaquePointer
    public let size: CGSize
    /// The height drawn when lines past a limit are cut off; nil: all of it.
    let visibleHeight: CGFloat?
    /// The first line's baseline below the top.
    public let firstBaseline: CGFloat
    /// The last drawn line's baseline below the top.
    public let lastBaseline: CGFloat
    /// The glyphs' ink (Pango's ink extents, cut at the visible height) widened by a point on
    /// each side for smoothed edges; empty when no glyph shows.
    public let inkBounds: CGRect?

    init(layout: OpaquePointer, fixedWidth: CGFloat?, visibleLines: Int? = nil) {
        self.layout = layout
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let measured = CGFloat(logical.x + logical.width) / scale
        let width = fixedWidth.map { $0.isFinite && $0 < 1_000_000 ? $0 : measured } ?? measured
        var height = CGFloat(logical.height) / scale
        var cut: CGFloat?
        if let visibleLines, visibleLines > 0, Int(pango_layout_get_line_count(layout)) > visibleLines {
            let iter = pango_layout_get_iter(layout)!
            for _ in 1..<visibleLines { pango_layout_iter_next_line(iter) }
            var lineInk = PangoRectangle(), lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &lineInk, &lineLogical)
            pango_layout_iter_free(iter)
            height = CGFloat(lineLogical.y + lineLogical.height) / scale
            cut = height.rounded(.up)
        }
        visibleHeight = cut
        size = CGSize(width: width.rounded(.up), height: height.rounded(.up))
        firstBaseline = CGFloat(pango_layout_get_baseline(layout)) / scale
        let lines = Int(pango_layout_get_line_count(layout))
        let last = min(lines, visibleLines.map { max(1, $0) } ?? lines)
        let walk = pango_layout_get_iter(layout)!
        for _ in 1..<max(1, last) { pango_layout_iter_next_line(walk) }
        lastBaseline = CGFloat(pango_layout_iter_get_baseline(walk)) / scale
        pango_layout_iter_free(walk)
        var drawn = CGRect(x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale,
                           width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
        if let cut { drawn = drawn.intersection(CGRect(x: drawn.minX, y: -1e6, width: drawn.width, height: 1e6 + cut)) }
        inkBounds = drawn.isNull || drawn.isEmpty ? .zero : drawn.insetBy(dx: -1, dy: -1)
    }

    /// Pango's strong cursor before the byte `offset` (clamped to the text).
    public func caretRect(atUTF8Offset offset: Int) -> CGRect {
        let length = Int(strlen(pango_layout_get_text(layout)))
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(clamping: min(max(offset, 0), length)), &strong, &weak)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(strong.x) / scale, y: CGFloat(strong.y) / scale, width: 0, height: CGFloat(strong.height) / scale)
    }

    /// The character boundary nearest `point`: Pango's hit, moved past the characters it trails.
    public func utf8Offset(at point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite, let text = pango_layout_get_text(layout) else { return 0 }
        let scale = CGFloat(PANGO_SCALE)
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(layout, Int32(clamping: Int((point.x * scale).rounded())), Int32(clamping: Int((point.y * scale).rounded())),
                                 &index, &trailing)
        // Past the middle of a character: the boundary after it (UTF-8 continuation bytes skipped).
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        let length = Int(strlen(text))
        var offset = Int(index)
        for _ in 0..<max(0, Int(trailing)) where offset < length {
            offset += 1
            while offset < length, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return min(offset, length)
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
