import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics
import FolioCore

extension CairoCanvas {
    /// A tint in user space, as `fillStraight` takes it.
    enum StraightTint {
        case color(UIColor)
        case gradient(from: CGPoint, UIColor, to: CGPoint, UIColor)
    }

    /// Fills the convex polygon `path` straight into the target's pixels (`AffineBlit`): `image`
    /// placed by `toImage` (user space → the image's pixels), then `tint` over it. Returns false,
    /// drawing nothing, where that cannot be done — a path with curves or not convex, a clip
    /// that is not a rectangle in device pixels, a target that is not an image in memory — and
    /// the caller draws through Cairo.
    func fillStraight(_ path: CanvasPath, image: CairoImage?, toImage: CGAffineTransform = .identity, smooth: Bool = true,
                      tint: StraightTint?) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24].contains(cairo_image_surface_get_format(target)),
              let data = cairo_image_surface_get_data(target),
              let polygon = devicePolygon(path), let xs = polygon.lazy.map(\.x).min().map({ $0...polygon.map(\.x).max()! }),
              let ys = polygon.lazy.map(\.y).min().map({ $0...polygon.map(\.y).max()! }),
              let parts = deviceClip.straight(reaching: xs, ys) else { return false }
        guard !parts.isEmpty else { return true }
        // Worked out in device pixels (the whole surface's, when the target is a part of it or a
        // group), so a pixel comes out the same whatever part a frame draws through.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1e9, abs(offsetY) < 1e9,
              let shape = ConvexPolygon(polygon) else { return false }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let toUser = CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0).inverted()
        guard toUser.a.isFinite, toUser.b.isFinite, toUser.c.isFinite, toUser.d.isFinite, toUser.tx.isFinite, toUser.ty.isFinite
        else { return false }
        var blitTint: AffineBlit.Tint?
        if let tint {
            guard let made = straightTint(tint, toUser: toUser) else { return false }
            blitTint = made
        }

        var source: AffineBlit.Source?
        if let image {
            cairo_surface_flush(image.surface.handle)
            let map = toUser.concatenating(toImage)
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
        cairo_surface_flush(target)
        let pixels = PixelBuffer(base: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                 rowLength: Int(cairo_image_surface_get_stride(target)) / 4,
                                 width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
        // A job for each of the clip's rectangles the polygon reaches, cut to it where its edges lie inside pixels.
        let jobs = parts.compactMap { part -> AffineBlit.Job? in
            guard let cut = part.cut else {
                return AffineBlit.Job(shape, source: source, tint: blitTint, into: pixels, at: (Int(-offsetX), Int(-offsetY)),
                                      clip: part.pixels, polygon: polygon)
            }
            let inside = ConvexPolygon.part(of: polygon, within: cut)
            // Nothing of it inside the clip: nothing to draw.
            guard let shape = ConvexPolygon(inside) else { return nil }
            return AffineBlit.Job(shape, source: source, tint: blitTint, into: pixels, at: (Int(-offsetX), Int(-offsetY)),
                                  clip: part.pixels, polygon: inside)
        }
        if holdsFills {
            hold(jobs, into: target, reading: image)
        } else {
            AffineBlit.draw(jobs)
            cairo_surface_mark_dirty(target)
        }
        return true
    }

    /// The tint's colours along target pixels; nil when a gradient has no length.
    private func straightTint(_ tint: StraightTint, toUser: CGAffineTransform) -> AffineBlit.Tint? {
        func parts(_ color: UIColor) -> (r: Double, g: Double, b: Double, a: Double) {
            let c = color.resolvedForDrawing
            return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        switch tint {
        case let .color(color):
            let c = parts(color)
            return AffineBlit.Tint(colors: [AffineBlit.Tint.premultiplied(c.r, c.g, c.b, c.a)])
        case let .gradient(start, startColor, end, endColor):
            let ex = Double(end.x - start.x), ey = Double(end.y - start.y), length2 = ex * ex + ey * ey
            guard length2 > 1e-12, length2.isFinite else { return nil }
            // t = (p − start)·(end − start) / |end − start|², p the user-space point of a pixel.
            let ux = ex / length2, uy = ey / length2
            let m = toUser
            return AffineBlit.Tint(colors: AffineBlit.Tint.gradient(parts(startColor), parts(endColor)),
                                   gx: ux * Double(m.a) + uy * Double(m.b), gy: ux * Double(m.c) + uy * Double(m.d),
                                   g0: ux * (Double(m.tx) - Double(start.x)) + uy * (Double(m.ty) - Double(start.y)))
        }
    }
}
