import Foundation
import CCairo

extension CairoSurface {
    /// Moves the pixels inside the box at (`x`, `y`) of `width` × `height` pixels by `dx`, `dy`
    /// pixels, within the box: what moves out of it is dropped, and the strip it leaves keeps
    /// its old pixels (the caller draws it). A scroll moves its kept pixels so instead of drawing
    /// them again. Boxes reaching outside the surface are cut to it.
    public func shiftPixels(x: Int, y: Int, width: Int, height: Int, dx: Int, dy: Int) {
        let x0 = Swift.max(0, x), y0 = Swift.max(0, y)
        let x1 = Swift.min(pixelWidth, x + width), y1 = Swift.min(pixelHeight, y + height)
        guard x1 > x0, y1 > y0, abs(dx) < x1 - x0, abs(dy) < y1 - y0, dx != 0 || dy != 0 else { return }
        cairo_surface_flush(handle)
        let base = data, rowBytes = stride
        // Source columns and rows whose destination stays in the box.
        let srcX = dx >= 0 ? x0 : x0 - dx, columns = (x1 - x0) - abs(dx)
        let rows = (y1 - y0) - abs(dy)
        let srcY0 = dy >= 0 ? y0 : y0 - dy
        // Rows are copied away from the direction of the move, so none is overwritten first.
        for i in 0..<rows {
            let r = dy > 0 ? rows - 1 - i : i
            let from = base.advanced(by: (srcY0 + r) * rowBytes + 4 * srcX)
            let to = base.advanced(by: (srcY0 + r + dy) * rowBytes + 4 * (srcX + dx))
            memmove(to, from, 4 * columns)
        }
        cairo_surface_mark_dirty(handle)
    }
}
