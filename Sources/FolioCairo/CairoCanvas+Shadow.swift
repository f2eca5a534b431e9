import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics

extension CairoCanvas {
    public func clip(to path: CanvasPath) {
        addPath(path)
        cairo_clip(cr)
        deviceClip = deviceClip.intersected(with: deviceRectangle(path))
    }

    /// The shape is drawn into an alpha mask in device pixels, shrunk so the blur spans a few
    /// pixels, blurred with pixman's separable Gaussian convolution, and painted back enlarged
    /// with bilinear filtering (smooth at that size).
    public func fillShadow(_ path: CanvasPath, with color: UIColor, blur: CGFloat) {
        drawHeld()
        guard color.alpha > 0, blur.isFinite, blur >= 0, !path.elements.isEmpty else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let unit = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        let sigma = Double(blur) / 2 * unit          // device pixels
        guard sigma >= 0.5 else { fill(path, with: color); return }
        // The shape's box in device pixels, widened by three standard deviations.
        addPath(path)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
        cairo_new_path(cr)
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var x = px, y = py
            cairo_user_to_device(cr, &x, &y)
            xs.append(x); ys.append(y)
        }
        let pad = (3 * sigma).rounded(.up)
        let originX = xs.min()! - pad, originY = ys.min()! - pad
        let shrink = max(1, sigma / 2.5)               // about 2.5 pixels of blur after shrinking
        let w = Int(((xs.max()! + pad - originX) / shrink).rounded(.up)) + 1
        let h = Int(((ys.max()! + pad - originY) / shrink).rounded(.up)) + 1
        guard w > 0, h > 0, w <= 4096, h <= 4096 else { return }

        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        let blurred = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(mask); cairo_surface_destroy(blurred) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS else { return }
        let mc = cairo_create(mask)!
        cairo_scale(mc, 1 / shrink, 1 / shrink)
        cairo_translate(mc, -originX, -originY)
        cairo_transform(mc, &m)
        CairoCanvas.append(path, to: mc)
        cairo_fill(mc)
        cairo_destroy(mc)
        cairo_surface_flush(mask)
        cairo_surface_flush(blurred)
        Self.gaussianBlur(from: mask, to: blurred, sigma: sigma / shrink, width: w, height: h)
        cairo_surface_mark_dirty(blurred)

        cairo_save(cr)
        cairo_identity_matrix(cr)
        setSource(color)
        let pattern = cairo_pattern_create_for_surface(blurred)!
        var pm = cairo_matrix_t()
        cairo_matrix_init_scale(&pm, 1 / shrink, 1 / shrink)
        cairo_matrix_translate(&pm, -originX, -originY)
        cairo_pattern_set_matrix(pattern, &pm)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    /// Copies `source` into `destination` (A8 surfaces of one size) through pixman's separable
    /// Gaussian convolution of standard deviation `sigma` pixels.
    private static func gaussianBlur(from source: OpaquePointer, to destination: OpaquePointer, sigma: Double, width: Int, height: Int) {
        guard let src = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                                 UnsafeMutableRawPointer(cairo_image_surface_get_data(source))?.assumingMemoryBound(to: UInt32.self),
                                                 cairo_image_surface_get_stride(source)),
              let dst = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                                 UnsafeMutableRawPointer(cairo_image_surface_get_data(destination))?.assumingMemoryBound(to: UInt32.self),
                                                 cairo_image_surface_get_stride(destination)) else { return }
        defer { pixman_image_unref(src); pixman_image_unref(dst) }
        // pixman's Gaussian kernel has a standard deviation of √2/2 at scale 1.
        let scale = pixman_fixed_t((sigma * 2.0.squareRoot() * 65536).rounded())   // 16.16 fixed point
        var count: Int32 = 0
        guard let params = pixman_filter_create_separable_convolution(&count, scale, scale, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE,
                                                                      PIXMAN_KERNEL_GAUSSIAN, PIXMAN_KERNEL_GAUSSIAN, 0, 0) else { return }
        defer { free(params) }
        _ = pixman_image_set_filter(src, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, count)
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    }
}
