import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics

extension CairoCanvas {
    /// A pattern colour's source: its image repeated from the user-space origin at the image's
    /// scale, faded by the colour's alpha; an image that does not decode fills nothing.
    func setSource(_ pattern: ImagePattern, alpha: CGFloat) {
        guard pattern.size.width > 0, pattern.size.height > 0,
              let surface = Self.pixels(of: pattern.storage, scale: pattern.scale) else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        let source = cairo_pattern_create_for_surface(surface.handle)!
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(surface.pixelWidth) / Double(pattern.size.width),
                                Double(surface.pixelHeight) / Double(pattern.size.height))
        cairo_pattern_set_matrix(source, &matrix)
        if alpha < 1 {
            // Cairo has no alpha on a surface source: the pattern is drawn through a group.
            cairo_push_group(cr)
            cairo_set_source(cr, source)
            cairo_paint_with_alpha(cr, Double(alpha))
            let faded = cairo_pop_group(cr)!
            cairo_set_source(cr, faded)
            cairo_pattern_destroy(faded)
        } else {
            cairo_set_source(cr, source)
        }
        cairo_pattern_destroy(source)
    }
}
