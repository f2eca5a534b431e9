import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics

/// Filling slanted polygons with a pattern (a page curl's pieces, its shadows).
///
/// Cairo fills a polygon whose edges are not pixel-aligned span by span: with an image or a
/// gradient as the source, that is one composite per pixel row (about 1 µs each, however long the
/// row), and a thin slanted band costs its whole bounding box. Instead the polygon is cut into
/// bands of rows; in each band, the rectangle every row covers whole is filled as pixel-aligned
/// boxes (one composite, no mask), and only the edges beside it go through a small mask of the
/// polygon's coverage (one composite each). The pixels come out as cairo's own fill makes them.
///
/// ```
///        ____________
///       /|          |\        a band of rows: the mask | the whole rectangle | the mask
///      / |          | \
///     /__|__________|__\
/// ```
extension CairoCanvas {
    /// How many pixel rows one band covers: a band costs a few µs in calls and a few ns for each
    /// pixel of its mask, so a thin strip slanted at 45° is cheapest in bands of about 32 rows.
    static let bandRows: Double = 32

    /// Fills `path` with each of `sources` (cairo patterns in user space) in turn, the first at
    /// the bottom: in bands as above when it is a slanted polygon of some size, else with one
    /// cairo fill per source.
    ///
    /// With `firstIsOpaqueCopy`, the first source is opaque and lies on whole pixels: the pixels
    /// the shape covers whole take it by copying (cairo's SOURCE operator, which is bounded by the
    /// shape and blends its edges by their coverage: for an opaque source, what OVER gives).
    func fillInSlices(_ path: CanvasPath, sources: [OpaquePointer], firstIsOpaqueCopy: Bool = false) {
        guard let points = devicePolygon(path), points.count >= 3, !Self.isAxisAlignedRectangle(points),
              let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max(),
              (maxX - minX) * (maxY - minY) > 4096 else {
            addPath(path)
            for (index, source) in sources.enumerated() {
                cairo_save(cr)
                setSource(source, copied: index == 0 && firstIsOpaqueCopy)
                cairo_fill_preserve(cr)
                cairo_restore(cr)
            }
            cairo_new_path(cr)
            return
        }
        // Only the bands and columns the clip lets through (a frame drawn through a small part
        // of the window must not pay for the whole polygon).
        let visible = deviceClipBox()
        let convex = Self.isConvex(points)
        var y0 = max(minY, visible.y0).rounded(.down)
        let bottom = min(maxY, visible.y1)
        while y0 < bottom {
            let y1 = min(y0 + Self.bandRows, bottom.rounded(.up))
            defer { y0 = y1 }
            guard let (sx0, sx1) = Self.span(of: points, from: y0, to: y1) else { continue }
            let x0 = max((sx0 - 1).rounded(.down), visible.x0), x1 = min((sx1 + 1).rounded(.up), visible.x1)
            guard x0 < x1 else { continue }
            // The whole pixels every row of the band covers: a convex polygon's left edge is
            // furthest right, and its right edge furthest left, at the band's top or bottom row.
            if convex, y0 >= minY, y1 <= maxY,
               let (top0, top1) = Self.span(of: points, from: y0, to: y0),
               let (bottom0, bottom1) = Self.span(of: points, from: y1, to: y1) {
                let inner0 = max(max(top0, bottom0).rounded(.up), x0), inner1 = min(min(top1, bottom1).rounded(.down), x1)
                if inner1 - inner0 >= 16 {
                    fillDeviceRectangle(Rectangle(x0: inner0, x1: inner1, y0: y0, y1: y1), sources: sources,
                                        firstIsOpaqueCopy: firstIsOpaqueCopy)
                    fillThroughMask(points, Rectangle(x0: x0, x1: inner0, y0: y0, y1: y1), sources: sources)
                    fillThroughMask(points, Rectangle(x0: inner1, x1: x1, y0: y0, y1: y1), sources: sources)
                    continue
                }
            }
            fillThroughMask(points, Rectangle(x0: x0, x1: x1, y0: y0, y1: y1), sources: sources)
        }
    }

    /// Sets `source` in user space (it keeps the matrix it is set with, whatever comes after),
    /// copied rather than blended when `copied`. Inside a save and restore.
    private func setSource(_ source: OpaquePointer, copied: Bool) {
        if copied { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        cairo_set_source(cr, source)
    }

    /// A rectangle of whole device pixels.
    struct Rectangle {
        var x0, x1, y0, y1: Double
        var width: Double { x1 - x0 }
        var height: Double { y1 - y0 }
    }

    /// The whole device pixels the current clip can reach (a box around it when user space is
    /// turned).
    private func deviceClipBox() -> Rectangle {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var box = Rectangle(x0: .infinity, x1: -.infinity, y0: .infinity, y1: -.infinity)
        for (cx, cy) in [(x1, y1), (x2, y1), (x2, y2), (x1, y2)] {
            var x = cx, y = cy
            cairo_user_to_device(cr, &x, &y)
            box = Rectangle(x0: min(box.x0, x), x1: max(box.x1, x), y0: min(box.y0, y), y1: max(box.y1, y))
        }
        return Rectangle(x0: box.x0.rounded(.down), x1: box.x1.rounded(.up), y0: box.y0.rounded(.down), y1: box.y1.rounded(.up))
    }

    /// The path's polygon in device pixels; nil when it has curves or arcs.
    func devicePolygon(_ path: CanvasPath) -> [(x: Double, y: Double)]? {
        var points: [(x: Double, y: Double)] = []
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p):
                var x = Double(p.x), y = Double(p.y)
                cairo_user_to_device(cr, &x, &y)
                guard x.isFinite, y.isFinite else { return nil }
                points.append((x, y))
            case .close: break
            default: return nil
            }
        }
        return points
    }

    /// Fills a rectangle of whole device pixels with each source.
    private func fillDeviceRectangle(_ r: Rectangle, sources: [OpaquePointer], firstIsOpaqueCopy: Bool) {
        for (index, source) in sources.enumerated() {
            cairo_save(cr)
            setSource(source, copied: index == 0 && firstIsOpaqueCopy)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, r.x0, r.y0, r.width, r.height)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Composites each source through the polygon's coverage (`points`, device pixels) within the
    /// device rectangle `r` (the coverage drawn once).
    private func fillThroughMask(_ points: [(x: Double, y: Double)], _ r: Rectangle, sources: [OpaquePointer]) {
        let w = Int(r.width), h = Int(r.height)
        guard w > 0, h > 0, let mask = SliceMask.shared.cleared(width: w, height: h) else { return }
        let mcr = mask.context
        cairo_save(mcr)
        cairo_rectangle(mcr, 0, 0, Double(w), Double(h))
        cairo_clip(mcr)
        cairo_translate(mcr, -r.x0, -r.y0)
        cairo_move_to(mcr, points[0].x, points[0].y)
        for q in points.dropFirst() { cairo_line_to(mcr, q.x, q.y) }
        cairo_close_path(mcr)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_restore(mcr)
        cairo_surface_flush(mask.surface)
        for source in sources {
            cairo_save(cr)
            cairo_set_source(cr, source)
            cairo_identity_matrix(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, r.x0, r.y0, Double(w), Double(h))
            cairo_clip(cr)
            cairo_mask_surface(cr, mask.surface, r.x0, r.y0)
            cairo_restore(cr)
        }
    }

    /// Whether the polygon is a rectangle with its sides along the pixel rows and columns (cairo
    /// fills it as boxes, whole pixels and edges alike, in one go).
    static func isAxisAlignedRectangle(_ p: [(x: Double, y: Double)]) -> Bool {
        p.count == 4 && p.indices.allSatisfy { i in
            let a = p[i], b = p[(i + 1) % 4]
            return a.x == b.x || a.y == b.y
        }
    }

    /// Whether the polygon is convex (every turn the same way; straight runs allowed).
    static func isConvex(_ p: [(x: Double, y: Double)]) -> Bool {
        var sign = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(cross) < 1e-9 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// The polygon's extent in x between the rows `y0` and `y1`: its vertices there and its edges'
    /// crossings of both rows.
    static func span(of p: [(x: Double, y: Double)], from y0: Double, to y1: Double) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            if a.y >= y0 && a.y <= y1 { lo = min(lo, a.x); hi = max(hi, a.x) }
            for y in [y0, y1] where (a.y - y) * (b.y - y) < 0 {
                let x = a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
                lo = min(lo, x); hi = max(hi, x)
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}

/// A small alpha-only surface the canvas draws a polygon's coverage into, kept between frames
/// (grown when a band needs more).
@MainActor
final class SliceMask {
    static let shared = SliceMask()
    private(set) var surface: OpaquePointer?
    private(set) var context: OpaquePointer?
    private var width = 0, height = 0

    /// The mask, at least `width` × `height`, its top-left `width` × `height` cleared.
    func cleared(width w: Int, height h: Int) -> (surface: OpaquePointer, context: OpaquePointer)? {
        guard w <= 16_384, h <= 16_384 else { return nil }
        if surface == nil || w > width || h > height {
            if let context { cairo_destroy(context) }
            if let surface { cairo_surface_destroy(surface) }
            width = max(w, width, 256); height = max(h, height, 256)
            surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
            context = surface.map { cairo_create($0) }
        }
        guard let surface, let context, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<h { memset(data + row * stride, 0, w) }
        cairo_surface_mark_dirty_rectangle(surface, 0, 0, Int32(w), Int32(h))
        return (surface, context)
    }
}
