import Foundation
import CCairo

extension CairoImage {
    /// The image at half its width, each pixel the mean of the two side by side under it (Cairo's
    /// bilinear filter halfway between their centres): what a layer shown at less than half its
    /// width is read from, so the lines read are half as many and the pixels skipped are averaged
    /// in rather than dropped. Made the first time it is asked for after the image was drawn, and
    /// kept; nil when no memory can be had for it.
    func halfWidth() -> CairoSurface? {
        if let kept = halfWidthCopy { return kept }
        let width = (surface.pixelWidth + 1) / 2
        guard let copy = try? CairoSurface(size: CGSize(width: width, height: surface.pixelHeight), scale: 1) else { return nil }
        cairo_surface_flush(surface.handle)
        let cr = cairo_create(copy.handle)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_scale(cr, Double(width) / Double(surface.pixelWidth), 1)
        cairo_set_source_surface(cr, surface.handle, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy.handle)
        halfWidthCopy = copy
        return copy
    }
}
