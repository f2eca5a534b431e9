import CCairo
@_spi(Rendering) import FolioGraphics
import Foundation

extension CairoCanvas {
    public func fill(_ path: CanvasPath, with color: UIColor, rule: CGPathFillRule) {
        drawHeld()
        addPath(path)
        setSource(color)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    public func stroke(_ path: CanvasPath, with color: UIColor, style: CanvasStrokeStyle) {
        drawHeld()
        addPath(path)
        setSource(color)
        cairo_set_line_width(cr, Double(style.lineWidth))
        cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(style.lineCap.rawValue)])
        cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(style.lineJoin.rawValue)])
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let dashes = style.dashes.map(Double.init)
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
    }

    public func fill(_ path: CanvasPath, gradient: CanvasGradient) {
        drawHeld()
        guard let pattern = Self.pattern(gradient) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        // A side the gradient does not extend past stays unpainted: clip it away (Cairo pads both
        // sides or neither).
        if case let .linear(start, end) = gradient.geometry, gradient.extendsBefore != gradient.extendsAfter {
            let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
            let length = hypot(d.x, d.y)
            if length > 0 {
                let u = CGPoint(x: d.x / length, y: d.y / length), n = CGPoint(x: -u.y, y: u.x), far: CGFloat = 1e6
                // The half-plane kept: before `end` (no extension after) or after `start`.
                let edge = gradient.extendsAfter ? start : end
                let sign: CGFloat = gradient.extendsAfter ? 1 : -1
                var keep = CanvasPath()
                keep.move(to: CGPoint(x: edge.x + n.x * far, y: edge.y + n.y * far))
                keep.addLine(to: CGPoint(x: edge.x - n.x * far, y: edge.y - n.y * far))
                keep.addLine(to: CGPoint(x: edge.x - n.x * far + sign * u.x * far, y: edge.y - n.y * far + sign * u.y * far))
                keep.addLine(to: CGPoint(x: edge.x + n.x * far + sign * u.x * far, y: edge.y + n.y * far + sign * u.y * far))
                keep.close()
                addPath(keep)
                cairo_clip(cr)
            }
        }
        addPath(path)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    public func clip(to path: CanvasPath, rule: CGPathFillRule) {
        addPath(path)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        deviceClip = deviceClip.intersected(with: deviceRectangle(path))
    }

    /// The Cairo pattern of a gradient (the caller destroys it); nil without stops.
    static func pattern(_ gradient: CanvasGradient) -> OpaquePointer? {
        let stops = gradient.stops
        guard !stops.isEmpty else { return nil }
        let pattern: OpaquePointer
        switch gradient.geometry {
        case let .linear(start, end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        case let .radial(c0, r0, c1, r1):
            pattern = cairo_pattern_create_radial(Double(c0.x), Double(c0.y), Double(max(0, r0)), Double(c1.x), Double(c1.y), Double(max(0, r1)))!
        }
        for stop in stops {
            let c = stop.color.resolvedForDrawing
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, gradient.extendsBefore || gradient.extendsAfter ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        return pattern
    }
}
