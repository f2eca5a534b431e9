import Foundation
import CPango
@_spi(Rendering) import FolioGraphics

/// Styled text through Pango attributes: each run's font, colours, letter spacing, lines and rise
/// as an attribute over its bytes; the paragraph's alignment, spacing, indent and line breaking
/// on the layout.
extension PangoTextEngine {
    public func makeLayout(styled: StyledText, maxWidth: CGFloat?, maximumLines: Int) -> any TextLayout {
        var styled = styled   // dynamic colours in the appearance being drawn
        for i in styled.runs.indices {
            styled.runs[i].foreground = styled.runs[i].foreground?.resolvedForDrawing
            styled.runs[i].background = styled.runs[i].background?.resolvedForDrawing
            styled.runs[i].lineColor = styled.runs[i].lineColor?.resolvedForDrawing
        }
        let key = StyledLayoutKey(styled: styled, maxWidth: maxWidth, maximumLines: maximumLines)
        if let made = styledLayouts[key] { return made }
        if styledLayouts.count >= Self.cacheLimit { styledLayouts.removeAll(keepingCapacity: true) }
        let made = newStyledLayout(styled, maxWidth: maxWidth, maximumLines: maximumLines)
        styledLayouts[key] = made
        return made
    }

    private func newStyledLayout(_ styled: StyledText, maxWidth: CGFloat?, maximumLines: Int) -> PangoTextLayout {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, styled.text, -1)
        let base = Self.fontDescription(styled.paragraph.baseFont)
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        let list = pango_attr_list_new()!
        for run in styled.runs { Self.insert(run, into: list) }
        let multiple = styled.paragraph.lineHeightMultiple
        if multiple > 0, multiple.isFinite, let height = pango_attr_line_height_new(Double(min(multiple, 100))) {
            pango_attr_list_insert(list, height)   // the whole text (indexes 0…max by default)
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)

        let paragraph = styled.paragraph
        let scale = CGFloat(PANGO_SCALE)
        func units(_ points: CGFloat) -> Int32 { points.isFinite ? Int32(clamping: Int((points * scale).rounded())) : 0 }
        pango_layout_set_spacing(layout, units(max(paragraph.lineSpacing, 0)))
        pango_layout_set_indent(layout, units(paragraph.firstLineIndent))
        switch paragraph.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        let width = maxWidth.flatMap { $0.isFinite && $0 > 0 && $0 < 1_000_000 ? $0 : nil }
        if let width {
            pango_layout_set_width(layout, Int32(width * scale))
            pango_layout_set_wrap(layout, paragraph.lineBreak == .characters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        if maximumLines > 0 { pango_layout_set_height(layout, -Int32(clamping: maximumLines)) }
        switch paragraph.lineBreak {
        case .truncateHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .truncateMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .truncateTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .words, .characters, .clip:
            // Pango limits lines only when it ellipsizes: the lines past the last allowed are cut.
            if maximumLines > 0 { return PangoTextLayout(layout: layout, fixedWidth: width, visibleLines: maximumLines) }
        }
        return PangoTextLayout(layout: layout, fixedWidth: width)
    }

    private static func insert(_ run: StyledText.Run, into list: OpaquePointer) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(run.bytes.lowerBound)
            attribute.pointee.end_index = UInt32(run.bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ value: CGFloat) -> UInt16 { UInt16((value * 65535).rounded()) }
        let desc = fontDescription(run.font)
        add(pango_attr_font_desc_new(desc))
        pango_font_description_free(desc)
        if let color = run.foreground {
            add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
        if let color = run.background {
            add(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_background_alpha_new(channel(color.alpha)))
        }
        let scale = CGFloat(PANGO_SCALE)
        if run.kern != 0, run.kern.isFinite {
            add(pango_attr_letter_spacing_new(Int32(clamping: Int((run.kern * scale).rounded()))))
        }
        if run.baselineOffset != 0, run.baselineOffset.isFinite {
            add(pango_attr_rise_new(Int32(clamping: Int((run.baselineOffset * scale).rounded()))))
        }
        switch run.underline {
        case .none: break
        case .single, .thick: add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        case .double: add(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
        }
        if run.strikethrough != .none { add(pango_attr_strikethrough_new(1)) }
        if let color = run.lineColor {
            if run.underline != .none { add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue))) }
            if run.strikethrough != .none { add(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue))) }
        }
    }
}
