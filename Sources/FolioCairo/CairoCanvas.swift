import Foundation
import CCairo
import CPango
@_spi(Rendering) import FolioGraphics
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
    /// Straight fills held by `drawTogether`.
    var held = HeldFills()
    /// The clip set through the canvas, and the clips `saveState` kept.
    var deviceClip = DeviceClip.none
    private var savedClips: [DeviceClip] = []

    /// A canvas on `surface`, measuring text with `textEngine`.
    public init(surface: CairoSurface, textEngine: PangoTextEngine = .shared) {
        self.surface = surface
        self.textEngine = textEngine
        cr = cairo_create(surface.handle)!
        cairo_scale(cr, Double(surface.scale), Double(surface.scale))
    }

    /// A canvas on `surface` that draws only inside `boxes` — rectangles of whole pixels that do
    /// not overlap, in the pixels of the surface `surface` is a part of (or of `surface`): a
    /// frame drawn through several boxes of damage in one pass. Cairo draws through them as a
    /// clip of whole pixels, the straight fills fill each box's pixels.
    public init(surface: CairoSurface, textEngine: PangoTextEngine = .shared, drawingOnlyIn boxes: [CGRect]) {
        self.surface = surface
        self.textEngine = textEngine
        cr = cairo_create(surface.handle)!
        for box in boxes {
            cairo_rectangle(cr, Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
        }
        cairo_clip(cr)
        deviceClip = .rectangles(boxes.map(\.standardized))
        cairo_scale(cr, Double(surface.scale), Double(surface.scale))
    }

    isolated deinit { cairo_destroy(cr) }

    /// Fills the whole surface with `color` (or clears it to transparent when nil).
    public func clear(to color: UIColor?) {
        drawHeld()
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let color { setSource(color) } else { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The rectangle of whole device pixels inside `rect`, through the current transform.
    public func wholePixelInterior(of rect: CGRect) -> CGRect? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return rect.wholePixelInterior(through: CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
    }

    public func saveState() {
        cairo_save(cr)
        savedClips.append(deviceClip)
    }
    public func restoreState() {
        cairo_restore(cr)
        if let saved = savedClips.popLast() { deviceClip = saved }
    }

    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }

    public func clip(to rect: CGRect) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        deviceClip = deviceClip.intersected(with: deviceRectangle(CanvasPath(rect: rect)))
    }

    public func fill(_ path: CanvasPath, with color: UIColor) {
        // Inside `drawTogether`, held with the other straight fills where it can be.
        if holdsFills, fillStraight(path, image: nil, tint: .color(color)) { return }
        drawHeld()
        addPath(path)
        setSource(color)
        cairo_fill(cr)
    }

    public func fill(_ path: CanvasPath, from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor) {
        if fillStraight(path, image: nil, tint: .gradient(from: start, startColor, to: end, endColor)) { return }
        drawHeld()
        let pattern = Self.linearGradient(from: start, startColor, to: end, endColor)
        defer { cairo_pattern_destroy(pattern) }
        fillInSlices(path, sources: [pattern])
    }

    /// A linear gradient pattern, padded past both ends (the caller destroys it).
    static func linearGradient(from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor) -> OpaquePointer {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        for (offset, color) in [(0.0, startColor), (1.0, endColor)] {
            let c = color.resolvedForDrawing
            cairo_pattern_add_color_stop_rgba(pattern, offset, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    public func stroke(_ path: CanvasPath, with color: UIColor, lineWidth: CGFloat) {
        drawHeld()
        addPath(path)
        setSource(color)
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_stroke(cr)
    }

    /// The decoded pixels of `image`, decoded on first use and kept with its storage (a failure is
    /// logged once and remembered: the image then draws nothing).
    static func pixels(of storage: ImageStorage, scale: CGFloat) -> CairoSurface? {
        if let cached = storage.decoded { return cached as? CairoSurface }
        do {
            switch storage.format {
            case .png: storage.decoded = try CairoSurface(pngData: storage.data, scale: scale)
            case .jpeg: storage.decoded = try CairoSurface(jpegData: storage.data, scale: scale)
            case .blank: storage.decoded = NSNull()
            }
        } catch {
            Logger(label: "folio.cairo").warning("cannot decode an image of \(storage.byteCount) bytes: \(error)")
            storage.decoded = NSNull()
        }
        return storage.decoded as? CairoSurface
    }

    public func draw(_ layout: any TextLayout, at origin: CGPoint, color: UIColor) {
        guard let pango = layout as? PangoTextLayout else { return }
        drawHeld()
        setSource(color)
        if let height = pango.visibleHeight {   // lines past the last allowed are cut off
            cairo_save(cr)
            cairo_rectangle(cr, Double(origin.x) - 1e6, Double(origin.y), 2e6, Double(height))
            cairo_clip(cr)
        }
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cr, pango.layout)
        if pango.visibleHeight != nil { cairo_restore(cr) }
    }

    public func draw(_ storage: ImageStorage, size: CGSize, scale: CGFloat, in rect: CGRect, tint: UIColor?) {
        guard rect.width > 0, rect.height > 0, let source = Self.pixels(of: storage, scale: scale) else { return }
        drawHeld()
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

    public func makeImage(size: CGSize, opaque: Bool, reusing: (any CanvasImage)?, drawing: (any Canvas) -> Void) -> (any CanvasImage)? {
        drawHeld()   // a held fill may read the image about to be drawn again
        let target: CairoSurface
        if let reused = reusing as? CairoImage, reused.surface.scale == surface.scale,
           reused.surface.pixelWidth == Self.pixels(size.width, surface.scale),
           reused.surface.pixelHeight == Self.pixels(size.height, surface.scale) {
            target = reused.surface
        } else {
            guard let made = try? CairoSurface(size: size, scale: surface.scale) else { return nil }
            target = made
        }
        let canvas = CairoCanvas(surface: target, textEngine: textEngine as? PangoTextEngine ?? .shared)
        // A page that paints its whole bounds opaque covers what was there: no clearing first.
        if !opaque || target !== (reusing as? CairoImage)?.surface { canvas.clear(to: nil) }
        drawing(canvas)
        canvas.drawHeld()
        cairo_surface_flush(target.handle)
        let image = (reusing as? CairoImage).flatMap { $0.surface === target ? $0 : nil } ?? CairoImage(surface: target)
        image.opaque = opaque
        image.halfWidthCopy = nil
        return image
    }

    /// The pixel count a surface of `points` at `scale` has.
    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int { Int((points * scale).rounded(.up)) }

    /// The shape is filled with the image, then the overlay, in bands of rows when it lies
    /// slanted (see `fillInSlices`): the shape's coverage is worked out once for both.
    public func draw(_ image: any CanvasImage, transform: CGAffineTransform, clip: CanvasPath, overlay: CanvasOverlay?) {
        let det = transform.a * transform.d - transform.b * transform.c
        guard let image = image as? CairoImage, det.isFinite, abs(det) > 1e-3,
              transform.tx.isFinite, transform.ty.isFinite else { return }
        let scale = Double(image.surface.scale)
        // Faint under a heavy overlay (see below): the nearest pixel.
        let faint = (overlay?.minimumAlpha ?? 0) >= 0.5
        let toImage = transform.inverted().concatenating(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
        if fillStraight(clip, image: image, toImage: toImage, smooth: !faint, tint: overlay.flatMap(Self.straightTint)) { return }
        drawHeld()
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
        cairo_pattern_set_filter(pattern, faint ? CAIRO_FILTER_FAST : CAIRO_FILTER_BILINEAR)
        let tint: OpaquePointer?
        switch overlay {
        case let .color(dynamic)? where dynamic.alpha > 0:
            let color = dynamic.resolvedForDrawing
            tint = cairo_pattern_create_rgba(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        case let .gradient(start, startColor, end, endColor)? where startColor.alpha > 0 || endColor.alpha > 0:
            tint = Self.linearGradient(from: start, startColor, to: end, endColor)
        default:
            tint = nil
        }
        defer { if let tint { cairo_pattern_destroy(tint) } }
        // An opaque image placed at whole device pixels, unscaled: where the shape covers whole
        // pixels it is copied (cairo's SOURCE), not blended — the same pixels, at copy speed.
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        let placed = CGAffineTransform(a: transform.a / CGFloat(scale), b: transform.b / CGFloat(scale),
                                       c: transform.c / CGFloat(scale), d: transform.d / CGFloat(scale),
                                       tx: transform.tx, ty: transform.ty)
            .concatenating(CGAffineTransform(a: device.xx, b: device.yx, c: device.xy, d: device.yy, tx: device.x0, ty: device.y0))
        let copied = image.opaque && placed.a == 1 && placed.d == 1 && placed.b == 0 && placed.c == 0
            && placed.tx == placed.tx.rounded() && placed.ty == placed.ty.rounded()
        fillInSlices(clip, sources: [pattern] + (tint.map { [$0] } ?? []), firstIsOpaqueCopy: copied)
    }

    /// An overlay as a tint drawn straight; nil when it shows nothing.
    private static func straightTint(_ overlay: CanvasOverlay) -> StraightTint? {
        switch overlay {
        case let .color(color): color.alpha > 0 ? .color(color) : nil
        case let .gradient(start, startColor, end, endColor):
            startColor.alpha > 0 || endColor.alpha > 0 ? .gradient(from: start, startColor, to: end, endColor) : nil
        }
    }

    public func beginGroup(alpha: CGFloat) {
        drawHeld()
        groupAlphas.append(alpha)
        cairo_push_group(cr)
    }

    public func endGroup() {
        guard let alpha = groupAlphas.popLast() else { return }
        drawHeld()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    func setSource(_ color: UIColor) {
        let c = color.resolvedForDrawing
        if let pattern = c.pattern { return setSource(pattern, alpha: c.alpha) }
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
    /// Whether every pixel is opaque (the view painted its whole bounds): drawn unscaled at whole
    /// pixels, it may be copied rather than blended.
    var opaque = false
    /// The image at half its width (`halfWidth()`), made when first asked for after the image was
    /// drawn, and kept until it is drawn again.
    var halfWidthCopy: CairoSurface?
    var size: CGSize { CGSize(width: CGFloat(surface.pixelWidth) / surface.scale, height: CGFloat(surface.pixelHeight) / surface.scale) }
    init(surface: CairoSurface) { self.surface = surface }
}
