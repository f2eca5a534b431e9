import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics
import FolioCore

extension CairoCanvas {
    /// A tint in user space, as `fillStraight` takes it.
    enum StraightTint {
        case color(UIColor)
        case gradient(from: CGPoint, UIColor, to: CGPoint, UIColor)
        /// Colours at locations 0 … 1 (in order) from `from` to `to`, in steps as fine between
        /// the closest two stops as a two-colour gradient's (at most 1,024: a table is made for
        /// each fill).
        case stops(from: CGPoint, to: CGPoint, [(location: CGFloat, color: UIColor)])
    }

    /// Fills the convex polygon `path` straight into the target's pixels (`AffineBlit`): `image`
    /// placed by `toImage` (user space → the image's pixels), then `tint` over it. Returns false,
    /// drawing nothing, where that cannot be done — a path with curves or not convex, a clip
    /// that is not a rectangle in device pixels, a target that is not an image in memory — and
    /// the caller draws through Cairo.
    func fillStraight(_ path: CanvasPath, image: CairoImage?, toImage: CGAffineTransform = .identity, smooth: Bool = true,
                      tint: StraightTint?) -> Bool {
        guard let target = straightTarget(), let polygon = devicePolygon(path) else { return false }
        var blitTint: AffineBlit.Tint?
        if let tint {
            guard let made = straightTint(tint, toUser: target.toUser) else { return false }
            blitTint = made
        }
        var source: AffineBlit.Source?
        if let image {
            cairo_surface_flush(image.surface.handle)
            let map = target.toUser.concatenating(toImage)
            // Read in 16.16 fixed point: a map past that range is drawn through Cairo.
            guard [map.a, map.b, map.c, map.d].allSatisfy({ abs($0) < 32_768 }), abs(map.tx) < 1e9, abs(map.ty) < 1e9 else { return false }
            // Whole pixels, unscaled: each pixel one for one, read as it is.
            let oneForOne = map.a == 1 && map.b == 0 && map.c == 0 && map.d == 1
                && map.tx == map.tx.rounded() && map.ty == map.ty.rounded()
            source = AffineBlit.Source(
                pixels: PixelBuffer(base: UnsafeMutableRawPointer(image.surface.data).assumingMemoryBound(to: UInt32.self),
                                    rowLength: image.surface.stride / 4, width: image.surface.pixelWidth,
                                    height: image.surface.pixelHeight, opaque: image.opaque),
                map: map, sampling: smooth && !oneForOne ? .bilinear : .nearest)
        }
        guard let jobs = straightJobs(polygon, source: source, tint: blitTint, into: target) else { return false }
        submit(jobs, into: target, reading: image)
        return true
    }

    /// Where straight fills draw: the target's pixels, where its first pixel lies on the whole
    /// surface, and the map from device pixels to user space.
    struct StraightTarget {
        let surface: OpaquePointer
        let pixels: PixelBuffer
        let origin: (x: Int, y: Int)
        let toUser: CGAffineTransform
    }

    /// The target, when straight fills can draw into it: an image in memory, whole pixels from
    /// the surface's origin, user space mapped invertibly.
    func straightTarget() -> StraightTarget? {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24].contains(cairo_image_surface_get_format(target)),
              let data = cairo_image_surface_get_data(target) else { return nil }
        // Worked out in device pixels (the whole surface's, when the target is a part of it or a
        // group), so a pixel comes out the same whatever part a frame draws through.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1e9, abs(offsetY) < 1e9 else { return nil }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let toUser = CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0).inverted()
        guard toUser.a.isFinite, toUser.b.isFinite, toUser.c.isFinite, toUser.d.isFinite, toUser.tx.isFinite, toUser.ty.isFinite
        else { return nil }
        cairo_surface_flush(target)
        let pixels = PixelBuffer(base: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                 rowLength: Int(cairo_image_surface_get_stride(target)) / 4,
                                 width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
        return StraightTarget(surface: target, pixels: pixels, origin: (Int(-offsetX), Int(-offsetY)), toUser: toUser)
    }

    /// The jobs filling the convex `polygon` (device pixels) in `rows` (all when nil) inside the
    /// clip: one for each of the clip's rectangles it reaches, cut to it where its edges lie
    /// inside pixels (none: nothing to draw). Nil when that cannot be done straight: a clip of
    /// another shape, a polygon not convex.
    func straightJobs(_ polygon: [(x: Double, y: Double)], source: AffineBlit.Source?, tint: AffineBlit.Tint?,
                      into target: StraightTarget, rows: ClosedRange<Int>? = nil) -> [AffineBlit.Job]? {
        guard let (xs, ys) = ConvexPolygon.extent(of: polygon), let parts = deviceClip.straight(reaching: xs, ys) else { return nil }
        guard !parts.isEmpty else { return [] }
        guard let shape = ConvexPolygon(polygon) else { return nil }
        // Rows limited by whole rows: a pixel of them comes out as drawn without the limit.
        let limit = rows.map { CGRect(x: -1e9, y: Double(max($0.lowerBound, -1_000_000_000)), width: 2e9,
                                      height: Double(min($0.upperBound, 1_000_000_000)) - Double(max($0.lowerBound, -1_000_000_000)) + 1) }
        return parts.compactMap { part -> AffineBlit.Job? in
            let clip = limit.map { part.pixels.intersection($0) } ?? part.pixels
            guard !clip.isNull, !clip.isEmpty else { return nil }
            guard let cut = part.cut else {
                return AffineBlit.Job(shape, source: source, tint: tint, into: target.pixels, at: target.origin, clip: clip, polygon: polygon)
            }
            let inside = ConvexPolygon.part(of: polygon, within: cut)
            // Nothing of it inside the clip: nothing to draw.
            guard let shape = ConvexPolygon(inside) else { return nil }
            return AffineBlit.Job(shape, source: source, tint: tint, into: target.pixels, at: target.origin, clip: clip, polygon: inside)
        }
    }

    /// Draws `jobs` now, or holds them for the end of `drawTogether`.
    func submit(_ jobs: [AffineBlit.Job], into target: StraightTarget, reading image: CairoImage?) {
        if holdsFills {
            hold(jobs, into: target.surface, reading: image)
        } else {
            AffineBlit.draw(jobs)
            cairo_surface_mark_dirty(target.surface)
        }
    }

    /// The tint's colours along target pixels; nil when a gradient has no length (or its stops
    /// are out of order).
    func straightTint(_ tint: StraightTint, toUser: CGAffineTransform) -> AffineBlit.Tint? {
        func parts(_ color: UIColor) -> (r: Double, g: Double, b: Double, a: Double) {
            let c = color.resolvedForDrawing
            return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        /// `colors` from `start` (t = 0) to `end` (t = 1): t = (p − start)·(end − start) / |end − start|²,
        /// p the user-space point of a pixel.
        func along(_ start: CGPoint, _ end: CGPoint, colors: [UInt32]) -> AffineBlit.Tint? {
            let ex = Double(end.x - start.x), ey = Double(end.y - start.y), length2 = ex * ex + ey * ey
            guard length2 > 1e-12, length2.isFinite else { return nil }
            let ux = ex / length2, uy = ey / length2
            let m = toUser
            return AffineBlit.Tint(colors: colors, gx: ux * Double(m.a) + uy * Double(m.b), gy: ux * Double(m.c) + uy * Double(m.d),
                                   g0: ux * (Double(m.tx) - Double(start.x)) + uy * (Double(m.ty) - Double(start.y)))
        }
        switch tint {
        case let .color(color):
            let c = parts(color)
            return AffineBlit.Tint(colors: [AffineBlit.Tint.premultiplied(c.r, c.g, c.b, c.a)])
        case let .gradient(start, startColor, end, endColor):
            return along(start, end, colors: AffineBlit.Tint.gradient(parts(startColor), parts(endColor)))
        case let .stops(start, end, stops):
            guard !stops.isEmpty, zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location }),
                  stops.allSatisfy({ $0.location.isFinite }) else { return nil }
            // As many steps between the closest stops as a gradient has between its two, but none
            // finer than half a pixel along the gradient (a roll's stops at its crest lie a tenth
            // of a pixel apart: steps between them would show nothing, and each costs to make).
            guard var tint = along(start, end, colors: []) else { return nil }
            let closest = zip(stops, stops.dropFirst()).map { Double($1.location - $0.location) }.filter { $0 > 0 }.min() ?? 1
            let pixels = 1 / max((tint.gx * tint.gx + tint.gy * tint.gy).squareRoot(), 1e-9)
            let fine = min(1024, (Double(AffineBlit.Tint.gradientSteps - 1) / closest).rounded(.up) + 1, (2 * pixels).rounded(.up) + 1)
            tint.colors = AffineBlit.Tint.gradient(stops.map { (Double($0.location), parts($0.color)) },
                                                   steps: Int(max(Double(AffineBlit.Tint.gradientSteps), fine)))
            return tint
        }
    }
}
