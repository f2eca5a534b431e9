import Foundation
import CCairo
import CPango
import Folio
import FolioCore
import Logging

/// A `Canvas` drawing into a `CairoSurface`, in points (the surface's scale applied once).
@MainActor
public final class CairoCanvas: Canvas {
    let cr: OpaquePointer
    /// The surface drawn into.
    public let surface: CairoSurface
    public let textEngine: any TextEngine
    private var groupAlphas: [CGFloat] = []

    /// A canvas on `surface`, measuring text with `textEngine`.
    public init(surface: CairoSurface, textEngine: PangoTextEngine = .shared) {
        self.surface = surface
        self.textEngine = textEngine
        cr = cairo_create(surface.handle)!
        cairo_scale(cr, Double(surface.scale), Double(surface.scale))
    }

    isolated deinit { cairo_destroy(cr) }

    /// Fills the whole surface with `color` (or clears it to transparent when nil).
    public func clear(to color: UIColor?) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let color { setSource(color) } else { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    public func saveState() { cairo_save(cr) }
    public func restoreState() { cairo_restore(cr) }

    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }

    public func clip(to rect: CGRect) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
    }

    public func fill(_ path: CanvasPath, with color: UIColor) {
        addPath(path)
        setSource(color)
        cairo_fill(cr)
    }

    public func fill(_ path: CanvasPath, from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        for (offset, c) in [(0.0, startColor), (1.0, endColor)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        fillInSlices(path)
    }

    public func stroke(_ path: CanvasPath, with color: UIColor, lineWidth: CGFloat) {
        addPath(path)
        setSource(color)
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_stroke(cr)
    }

    public func draw(_ layout: any TextLayout, at origin: CGPoint, color: UIColor) {
        guard let pango = layout as? PangoTextLayout else { return }
        setSource(color)
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cr, pango.layout)
    }

    public func draw(_ image: UIImage, in rect: CGRect, tint: UIColor?) {
        guard rect.width > 0, rect.height > 0 else { return }
        let source: CairoSurface
        if let cached = image.decoded as? CairoSurface {
            source = cached
        } else {
            let decoded: CairoSurface
            do { decoded = try CairoSurface(pngData: image.pngData, scale: image.scale) } catch {
                Logger(label: "folio.cairo").warning("cannot decode an image of \(image.pngData.count) bytes: \(error)")
                return
            }
            image.decoded = decoded
            source = decoded
        }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(source.pixelWidth), Double(rect.height) / Double(source.pixelHeight))
        if let tint {
            setSource(tint)
            cairo_mask_surface(cr, source.handle, 0, 0)
        } else {
            cairo_set_source_surface(cr, source.handle, 0, 0)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    public func makeImage(of view: UIView, reusing: (any CanvasImage)?) -> (any CanvasImage)? {
        let target: CairoSurface
        if let reused = reusing as? CairoImage, reused.surface.scale == surface.scale,
           reused.surface.pixelWidth == Self.pixels(view.bounds.width, surface.scale),
           reused.surface.pixelHeight == Self.pixels(view.bounds.height, surface.scale) {
            target = reused.surface
        } else {
            guard let made = try? CairoSurface(size: view.bounds.size, scale: surface.scale) else { return nil }
            target = made
        }
        let canvas = CairoCanvas(surface: target, textEngine: textEngine as? PangoTextEngine ?? .shared)
        // A page that paints its whole bounds opaque covers what was there: no clearing first.
        let opaque = (view.backgroundColor?.alpha ?? 0) >= 1 && view.layer.cornerRadius == 0 && view.alpha >= 1 && view.transform.isIdentity
        if !opaque || target !== (reusing as? CairoImage)?.surface { canvas.clear(to: nil) }
        canvas.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
        ViewRenderer.render(view, in: canvas)
        cairo_surface_flush(target.handle)
        return (reusing as? CairoImage)?.surface === target ? reusing : CairoImage(surface: target)
    }

    /// The pixel count a surface of `points` at `scale` has.
    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int { Int((points * scale).rounded(.up)) }

    /// The shape is filled with the image as its source, in horizontal slices when it lies
    /// slanted (cairo composites a fill over its bounding box: a thin slanted band would cost the
    /// whole box).
    public func draw(_ image: any CanvasImage, transform: CGAffineTransform, clip: CanvasPath, overlay: UIColor?) {
        let det = transform.a * transform.d - transform.b * transform.c
        guard let image = image as? CairoImage, det.isFinite, abs(det) > 1e-3,
              transform.tx.isFinite, transform.ty.isFinite else { return }
        let scale = Double(image.surface.scale)
        let pattern = cairo_pattern_create_for_surface(image.surface.handle)!
        defer { cairo_pattern_destroy(pattern) }
        // The pattern maps user space to image pixels: the inverse of transform-then-scale.
        var m = cairo_matrix_t(xx: Double(transform.a) / scale, yx: Double(transform.b) / scale,
                               xy: Double(transform.c) / scale, yy: Double(transform.d) / scale,
                               x0: Double(transform.tx), y0: Double(transform.ty))
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
        cairo_pattern_set_matrix(pattern, &m)
        // Thin, scaled pieces (a page curl's strips): bilinear sampling looks the same as cairo's
        // default filter there and costs a fraction of it. Under a heavy overlay (a page's back
        // seen through a white wash) the print is too faint to show how it was sampled: the
        // nearest pixel, a third of bilinear's cost on a rotated page.
        let faint = (overlay?.alpha ?? 0) >= 0.5
        cairo_pattern_set_filter(pattern, faint ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, pattern)
        fillInSlices(clip)
        if let overlay, overlay.alpha > 0 {
            setSource(overlay)
            fillInSlices(clip)
        }
    }

    /// Fills `path` (a polygon) with the current source; when its bounding box in device pixels
    /// is much larger than it (a thin slanted band), one band of rows at a time through a mask of
    /// the polygon's coverage there.
    func fillInSlices(_ path: CanvasPath) {
        var points: [(x: Double, y: Double)] = []
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p):
                var x = Double(p.x), y = Double(p.y)
                cairo_user_to_device(cr, &x, &y)
                points.append((x, y))
            case .close: break
            default: points.removeAll(); break
            }
        }
        let area = Self.area(points)
        guard points.count >= 3, let minY = points.map(\.y).min(), let maxY = points.map(\.y).max(),
              let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              (maxX - minX) * (maxY - minY) > 3 * area + 4096 else {
            addPath(path)
            cairo_fill(cr)
            return
        }
        // A slanted polygon filled with a pattern costs cairo a composite per pixel row (about
        // 1 µs each, whatever the row's length): instead, each band of `maskRows` rows is drawn
        // as its coverage in a small mask, then composited through it in one go.
        var y0 = minY.rounded(.down)
        while y0 < maxY {
            let y1 = min(y0 + Self.maskRows, maxY.rounded(.up))
            defer { y0 = y1 }
            guard let (sx0, sx1) = Self.span(of: points, from: y0, to: y1) else { continue }
            let x0 = (sx0 - 1).rounded(.down), x1 = (sx1 + 1).rounded(.up)
            let w = Int(x1 - x0), h = Int(y1 - y0)
            guard w > 0, h > 0, let mask = SliceMask.shared.cleared(width: w, height: h) else { continue }
            let mcr = mask.context
            cairo_save(mcr)
            cairo_translate(mcr, -x0, -y0)
            cairo_move_to(mcr, points[0].x, points[0].y)
            for q in points.dropFirst() { cairo_line_to(mcr, q.x, q.y) }
            cairo_close_path(mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
            cairo_restore(mcr)
            cairo_surface_flush(mask.surface)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, x0, y0, Double(w), Double(h))
            cairo_clip(cr)
            cairo_mask_surface(cr, mask.surface, x0, y0)
            cairo_restore(cr)
        }
    }

    /// How many pixel rows one mask covers.
    static let maskRows: Double = 128

    /// The area of a polygon.
    static func area(_ p: [(x: Double, y: Double)]) -> Double {
        guard p.count >= 3 else { return 0 }
        var twice = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
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

    public func beginGroup(alpha: CGFloat) {
        groupAlphas.append(alpha)
        cairo_push_group(cr)
    }

    public func endGroup() {
        guard let alpha = groupAlphas.popLast() else { return }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    func setSource(_ c: UIColor) {
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    func addPath(_ path: CanvasPath) {
        cairo_new_path(cr)
        Self.append(path, to: cr)
    }

    /// Adds `path`'s elements to the current path of `context`.
    static func append(_ path: CanvasPath, to context: OpaquePointer) {
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(context, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(context, Double(p.x), Double(p.y))
            case let .curve(p, c1, c2):
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case let .arc(c, r, a0, a1):
                cairo_arc(context, Double(c.x), Double(c.y), Double(r), Double(a0), Double(a1))
            case let .arcCounterClockwise(c, r, a0, a1):
                cairo_arc_negative(context, Double(c.x), Double(c.y), Double(r), Double(a0), Double(a1))
            case .close: cairo_close_path(context)
            }
        }
    }
}

/// An off-screen Cairo rendering of a view.
@MainActor
final class CairoImage: CanvasImage {
    let surface: CairoSurface
    var size: CGSize { CGSize(width: CGFloat(surface.pixelWidth) / surface.scale, height: CGFloat(surface.pixelHeight) / surface.scale) }
    init(surface: CairoSurface) { self.surface = surface }
}

/// A small alpha-only surface the canvas draws a polygon's coverage into, kept between frames
/// (grown when a slice needs more).
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
        guard let surface, let context, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(context, 0, 0, Double(w), Double(h))
        cairo_fill(context)
        cairo_restore(context)
        return (surface, context)
    }
}
