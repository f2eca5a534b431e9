import Foundation
import CSDL2
import CCairo
import FolioCairo
import Folio

/// How a host puts its Cairo frame on the SDL window: all of it, or only the damaged boxes.
@MainActor
protocol WindowPresenter: AnyObject {
    /// What draws: SDL's renderer name (`opengl`…), or `software` for the window's framebuffer.
    var name: String { get }
    /// Ready for frames of `drawn`'s size (a new surface): returns the surface to draw them
    /// into — the window's own pixels when they have that size and Cairo's layout (nothing to
    /// copy a frame), else `drawn`.
    func prepare(for drawn: CairoSurface) throws -> CairoSurface
    /// Whether drawing into `surface` (from `prepare(for:)`) still reaches the window: SDL makes
    /// a window's pixels anew when the window changes size.
    func stillReaches(_ surface: CairoSurface) -> Bool
    /// Puts `boxes` of `surface` on the window (nil: all of it).
    func present(_ surface: CairoSurface, boxes: [CairoRenderer.PixelBox]?)
    /// Copies what the window shows into `shot` (the frame's size).
    func readBack(into shot: CairoSurface)
    /// Lets go of what it made (before the window goes).
    func close()
}

/// SDL's software framebuffer without a renderer. Frames are drawn straight into the window's
/// pixels when they are laid out as Cairo's (the X server's usual 32-bit framebuffer), else
/// damaged boxes are copied into them; only damaged boxes are sent to the display
/// (`SDL_UpdateWindowSurfaceRects`), so a caret blink moves a few hundred pixels, not the window.
@MainActor
final class WindowSurfacePresenter: WindowPresenter {
    let name = "software"
    private let window: OpaquePointer
    /// The window's pixels frames are drawn into, while they are (nil: frames are copied).
    private var drawnInPlace: UnsafeMutableRawPointer?

    init(window: OpaquePointer) { self.window = window }

    func close() {}

    func prepare(for drawn: CairoSurface) throws -> CairoSurface {
        guard let target = SDL_GetWindowSurface(window) else {
            throw SDLHost.StartError(description: "SDL_GetWindowSurface failed: \(String(cString: SDL_GetError()))")
        }
        drawnInPlace = nil
        let t = target.pointee
        guard Self.holdsCairoPixels(target), Int(t.w) == drawn.pixelWidth, Int(t.h) == drawn.pixelHeight, let pixels = t.pixels,
              let inPlace = CairoSurface(borrowing: pixels, pixelWidth: Int(t.w), pixelHeight: Int(t.h), stride: Int(t.pitch),
                                         scale: drawn.scale) else { return drawn }
        drawnInPlace = pixels
        return inPlace
    }

    func stillReaches(_ surface: CairoSurface) -> Bool {
        guard let drawnInPlace else { return true }
        guard let target = SDL_GetWindowSurface(window) else { return false }
        return target.pointee.pixels == drawnInPlace && Int(target.pointee.w) == surface.pixelWidth
            && Int(target.pointee.h) == surface.pixelHeight
    }

    /// Whether the window's pixels are laid out as a Cairo ARGB32 surface's (the unused byte of
    /// XRGB taking Cairo's alpha), needing no lock.
    static func holdsCairoPixels(_ target: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        let format = target.pointee.format.pointee.format
        return (format == SDL_PIXELFORMAT_XRGB8888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue)
            && target.pointee.flags & UInt32(SDL_RLEACCEL) == 0 && target.pointee.locked == 0
    }

    func present(_ surface: CairoSurface, boxes: [CairoRenderer.PixelBox]?) {
        if let drawnInPlace, surface.data == drawnInPlace.assumingMemoryBound(to: UInt8.self) {   // `data` flushes Cairo's drawing
            update(boxes)
            return
        }
        guard let target = SDL_GetWindowSurface(window), let source = SDL_CreateRGBSurfaceWithFormatFrom(surface.data, Int32(surface.pixelWidth), Int32(surface.pixelHeight), 32,
                                                               Int32(surface.stride), Self.sourceFormat(into: target)) else { return }
        defer { SDL_FreeSurface(source) }
        SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
        let all = [CairoRenderer.PixelBox(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)]
        for box in boxes ?? all {
            var from = SDL_Rect(x: Int32(box.x), y: Int32(box.y), w: Int32(box.width), h: Int32(box.height)), to = from
            SDL_UpperBlit(source, &from, target, &to)
        }
        update(boxes)
    }

    /// Sends `boxes` of the window's pixels (nil: all) to the display.
    private func update(_ boxes: [CairoRenderer.PixelBox]?) {
        guard let boxes else {
            SDL_UpdateWindowSurface(window)
            return
        }
        var rects = boxes.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        if !rects.isEmpty { SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count)) }
    }

    /// The pixel format SDL is told the frame has. Cairo's premultiplied ARGB of an opaque window
    /// is, byte for byte, the X server's usual 32-bit framebuffer with its unused byte set: told
    /// so, SDL copies rows whole instead of converting every pixel (a quarter of a desktop-size
    /// frame's cost).
    static func sourceFormat(into target: UnsafeMutablePointer<SDL_Surface>) -> UInt32 {
        let format = target.pointee.format.pointee.format
        return format == SDL_PIXELFORMAT_XRGB8888.rawValue ? format : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    func readBack(into shot: CairoSurface) {
        guard let target = SDL_GetWindowSurface(window) else { return }
        let width = min(Int(target.pointee.w), shot.pixelWidth), height = min(Int(target.pointee.h), shot.pixelHeight)
        guard width > 0, height > 0 else { return }
        SDL_LockSurface(target)
        SDL_ConvertPixels(Int32(width), Int32(height), target.pointee.format.pointee.format, target.pointee.pixels, target.pointee.pitch,
                          SDL_PIXELFORMAT_ARGB8888.rawValue, shot.data, Int32(shot.stride))
        SDL_UnlockSurface(target)
        // The window's pixels are opaque; the framebuffer may leave the alpha byte empty.
        let data = shot.data
        for y in 0..<height { for x in 0..<width { data[y * shot.stride + 4 * x + 3] = 255 } }
        cairo_surface_mark_dirty(shot.handle)
    }
}

/// An SDL renderer (a GPU's): damaged boxes go into a streaming texture, which is copied whole
/// to the window and presented.
@MainActor
final class TexturePresenter: WindowPresenter {
    let name: String
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var size = (width: 0, height: 0)

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        name = SDLRendererChoice.name(of: renderer)
    }

    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
    }

    func stillReaches(_ surface: CairoSurface) -> Bool { true }

    func prepare(for drawn: CairoSurface) throws -> CairoSurface {
        let width = drawn.pixelWidth, height = drawn.pixelHeight
        guard let made = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                           Int32(width), Int32(height)) else {
            throw SDLHost.StartError(description: "SDL_CreateTexture failed: \(String(cString: SDL_GetError()))")
        }
        if let texture { SDL_DestroyTexture(texture) }
        texture = made
        size = (width, height)
        return drawn
    }

    func present(_ surface: CairoSurface, boxes: [CairoRenderer.PixelBox]?) {
        guard let texture else { return }
        let pixels = surface.data
        if let boxes {
            for box in boxes {
                var area = SDL_Rect(x: Int32(box.x), y: Int32(box.y), w: Int32(box.width), h: Int32(box.height))
                SDL_UpdateTexture(texture, &area, pixels.advanced(by: box.y * surface.stride + 4 * box.x), Int32(surface.stride))
            }
        } else {
            SDL_UpdateTexture(texture, nil, pixels, Int32(surface.stride))
        }
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, &rect)
        SDL_RenderPresent(renderer)
    }

    func readBack(into shot: CairoSurface) {
        guard let texture else { return }
        // The back buffer is undefined after a present: draw the frame again, read it, present it.
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(min(size.width, shot.pixelWidth)), h: Int32(min(size.height, shot.pixelHeight)))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, shot.data, Int32(shot.stride))
        cairo_surface_mark_dirty(shot.handle)
        SDL_RenderPresent(renderer)
    }
}
