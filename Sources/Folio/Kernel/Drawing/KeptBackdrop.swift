import Foundation
@_spi(Rendering) import FolioGraphics
import CCairo
@_spi(Rendering) import FolioCairo

/// The pixels of a window's first subviews over its background, kept with the surface a host
/// draws the window's frames into. While the damage of a frame leaves those views untouched
/// (`UIWindow.untouchedSubviews`: a dimming view fading over a screen that stays still), each
/// damaged box starts from these pixels and only the views after them are drawn; a frame that
/// touches them draws them again and keeps what they give.
@MainActor
public final class KeptBackdrop {
    /// A held view, not kept alive by being held.
    private struct Held {
        weak var view: UIView?
    }

    /// The pixels, the size of the surface they are kept for.
    private let pixels: CairoSurface
    /// The views they hold, in order: the window's first subviews.
    private var views: [Held] = []
    /// The boxes of pixels kept so far.
    private var boxes: [CairoRenderer.PixelBox] = []

    init?(like surface: CairoSurface) {
        guard let pixels = try? CairoSurface(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight, scale: surface.scale)
        else { return nil }
        self.pixels = pixels
    }

    /// How many subviews it holds.
    var subviews: Int { views.count }

    /// Whether it holds `window`'s first subviews in every box of `boxes`, and the window's damage
    /// left them untouched.
    func holds(_ window: UIWindow, in boxes: [CairoRenderer.PixelBox], size: (Int, Int)) -> Bool {
        guard !views.isEmpty, views.count <= window.untouchedSubviews, size == (pixels.pixelWidth, pixels.pixelHeight),
              zip(views, window.subviews).allSatisfy({ $0.view === $1 }) else { return false }
        return boxes.allSatisfy { box in self.boxes.contains { $0.contains(box) } }
    }

    /// Forgets what it held; from now on it keeps the first `count` subviews of `window`.
    func restart(holding count: Int, of window: UIWindow) {
        views = window.subviews.prefix(max(0, count)).map { Held(view: $0) }
        boxes.removeAll()
    }

    /// Forgets what it held.
    func forget() {
        views.removeAll()
        boxes.removeAll()
    }

    /// Keeps `box` of `surface` (drawn up to the held views).
    func keep(_ box: CairoRenderer.PixelBox, of surface: CairoSurface) {
        cairo_surface_flush(surface.handle)
        Self.copy(box, from: surface, to: pixels)
        boxes.append(box)
    }

    /// Puts the kept pixels of `box` into `surface`.
    func restore(_ box: CairoRenderer.PixelBox, into surface: CairoSurface) {
        cairo_surface_flush(surface.handle)
        Self.copy(box, from: pixels, to: surface)
        cairo_surface_mark_dirty(surface.handle)
    }

    private static func copy(_ box: CairoRenderer.PixelBox, from source: CairoSurface, to target: CairoSurface) {
        guard let from = cairo_image_surface_get_data(source.handle), let to = cairo_image_surface_get_data(target.handle),
              box.x >= 0, box.y >= 0, box.width > 0, box.height > 0,
              box.x + box.width <= min(source.pixelWidth, target.pixelWidth),
              box.y + box.height <= min(source.pixelHeight, target.pixelHeight) else { return }
        let fromStride = Int(cairo_image_surface_get_stride(source.handle)), toStride = Int(cairo_image_surface_get_stride(target.handle))
        for row in box.y..<(box.y + box.height) {
            (to + row * toStride + 4 * box.x).update(from: from + row * fromStride + 4 * box.x, count: 4 * box.width)
        }
    }
}

extension CairoRenderer.PixelBox {
    /// Whether `other` lies inside this box.
    func contains(_ other: Self) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }
}
