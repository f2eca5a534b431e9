import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics
import FolioCore

extension CairoCanvas {
    /// Draws `image` through `transform` (its points → user space, with perspective) straight
    /// into the surface's pixels (`ProjectedBlit`), clipped to the current clip: straight when
    /// it is a rectangle in device pixels (`DeviceClip`), else through a scratch image Cairo
    /// composites under the clip.
    public func drawProjected(_ image: any CanvasImage, through transform: CATransform3D) -> Bool {
        drawHeld()
        guard let image = image as? CairoImage, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              let targetData = cairo_image_surface_get_data(target) else { return false }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let scale = image.surface.scale
        var toDevice = Homography(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
            .concatenating(Homography(transform))
            .concatenating(Homography(CGAffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0)))
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // Device space → the target's pixels.
        var toTarget = toDevice.concatenating(Homography(CGAffineTransform(translationX: offsetX, y: offsetY)))
        cairo_surface_flush(image.surface.handle)
        // Shown at less than half its width everywhere, the image is read from its half-width copy.
        var readFrom = image.surface
        if ProjectedBlit.leastColumnsPerPixel(width: readFrom.pixelWidth, height: readFrom.pixelHeight, through: toTarget) >= 2,
           let half = image.halfWidth() {
            let widen = Homography(CGAffineTransform(scaleX: CGFloat(readFrom.pixelWidth) / CGFloat(half.pixelWidth), y: 1))
            (readFrom, toDevice, toTarget) = (half, widen.concatenating(toDevice), widen.concatenating(toTarget))
        }
        let source = ProjectedBlit.Pixels(
            base: UnsafeMutableRawPointer(readFrom.data).assumingMemoryBound(to: UInt32.self),
            rowLength: readFrom.stride / 4, width: readFrom.pixelWidth, height: readFrom.pixelHeight, opaque: image.opaque)

        let w = CGFloat(readFrom.pixelWidth), h = CGFloat(readFrom.pixelHeight)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)].compactMap(toDevice.project)
        if corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
           let parts = deviceClip.straight(reaching: Double(corners.map(\.x).min()!)...Double(corners.map(\.x).max()!),
                                           Double(corners.map(\.y).min()!)...Double(corners.map(\.y).max()!)) {
            guard !parts.isEmpty else { return true }
            // Whether it can be drawn straight depends on the projection alone, not on the part.
            guard ProjectedBlit.canDraw(source, through: toTarget) else { return false }
            cairo_surface_flush(target)
            let pixels = ProjectedBlit.Pixels(
                base: UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self),
                rowLength: Int(cairo_image_surface_get_stride(target)) / 4,
                width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)), opaque: false)
            // Through each of the clip's rectangles it reaches (they do not overlap).
            for part in parts {
                ProjectedBlit.draw(source, through: toTarget, into: pixels, clip: part.pixels.offsetBy(dx: offsetX, dy: offsetY),
                                   cut: part.cut?.offsetBy(dx: offsetX, dy: offsetY))
            }
            cairo_surface_mark_dirty(target)
            return true
        }
        return drawProjectedThroughScratch(source, toDevice: toDevice)
    }

    /// Draws into a scratch image the size of the projection's bounds, then lets Cairo composite
    /// it under whatever clip is current.
    private func drawProjectedThroughScratch(_ source: ProjectedBlit.Pixels, toDevice: Homography) -> Bool {
        let w = CGFloat(source.width), h = CGFloat(source.height)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)].compactMap(toDevice.project)
        guard corners.count == 4 else { return false }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clipCorners = [(x1, y1), (x2, y1), (x2, y2), (x1, y2)].map { corner -> CGPoint in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return CGPoint(x: x, y: y)
        }
        let minX = max(corners.map(\.x).min()!, clipCorners.map(\.x).min()!), maxX = min(corners.map(\.x).max()!, clipCorners.map(\.x).max()!)
        let minY = max(corners.map(\.y).min()!, clipCorners.map(\.y).min()!), maxY = min(corners.map(\.y).max()!, clipCorners.map(\.y).max()!)
        guard minX < maxX, minY < maxY else { return true }
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        let width = Int(maxX.rounded(.up)) - left, height = Int(maxY.rounded(.up)) - top
        guard width > 0, height > 0, width * height < 64_000_000,
              let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return false }
        defer { cairo_surface_destroy(scratch) }
        guard cairo_surface_status(scratch) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(scratch) else { return false }
        let pixels = ProjectedBlit.Pixels(base: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                          rowLength: Int(cairo_image_surface_get_stride(scratch)) / 4, width: width, height: height,
                                          opaque: false)
        let shifted = toDevice.concatenating(Homography(CGAffineTransform(translationX: CGFloat(-left), y: CGFloat(-top))))
        guard ProjectedBlit.draw(source, through: shifted, into: pixels, clip: CGRect(x: 0, y: 0, width: width, height: height)) else { return false }
        cairo_surface_mark_dirty(scratch)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, scratch, Double(left), Double(top))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_rectangle(cr, Double(left), Double(top), Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
        return true
    }
}
