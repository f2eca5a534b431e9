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

    public func makeImage(of view: UIView) -> (any CanvasImage)? {
        guard let surface = try? CairoSurface(size: view.bounds.size, scale: self.surface.scale) else { return nil }
        let canvas = CairoCanvas(surface: surface, textEngine: textEngine as? PangoTextEngine ?? .shared)
        canvas.clear(to: nil)
        ViewRenderer.render(view, in: canvas)
        return CairoImage(surface: surface)
    }

    public func draw(_ image: any CanvasImage, source: CGRect, in destination: CGRect, mirror: Axis?, overlay: UIColor?) {
        guard let image = image as? CairoImage, source.width > 0, source.height > 0,
              destination.width > 0, destination.height > 0 else { return }
        let scale = Double(image.surface.scale)
        cairo_save(cr)
        cairo_rectangle(cr, Double(destination.minX), Double(destination.minY), Double(destination.width), Double(destination.height))
        cairo_clip(cr)
        // Map the source rectangle (in image pixels) onto the destination, flipped when mirrored.
        let sx = Double(destination.width / source.width) / scale, sy = Double(destination.height / source.height) / scale
        cairo_translate(cr, Double(mirror == .horizontal ? destination.maxX : destination.minX),
                        Double(mirror == .vertical ? destination.maxY : destination.minY))
        cairo_scale(cr, mirror == .horizontal ? -sx : sx, mirror == .vertical ? -sy : sy)
        cairo_set_source_surface(cr, image.surface.handle, -Double(source.minX) * scale, -Double(source.minY) * scale)
        if abs(abs(sx) * scale - 1) > 1e-9 || abs(abs(sy) * scale - 1) > 1e-9 {
            // Scaled pieces (a page curl's strips) are thin: bilinear sampling looks the same as
            // cairo's default box filter there and costs a fraction of it.
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        }
        cairo_paint(cr)
        cairo_restore(cr)
        if let overlay { fill(destination, with: overlay) }
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
