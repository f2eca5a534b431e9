import Foundation
import CSDL2
import Folio
import FolioCairo

/// One desktop window of a host: the SDL window, what puts frames on it, the pixels it keeps
/// between frames, and the Folio window it shows (a scene's window, on the desktop).
@MainActor
final class HostedWindow {
    let sdlWindow: OpaquePointer
    /// Puts frames on the window (SDL's framebuffer, or a renderer's texture).
    let presenter: any WindowPresenter
    /// SDL's number for the window, which its events carry.
    let id: UInt32
    /// The Folio window shown (set when shown).
    var window: UIWindow?
    /// Pixels per point the window renders at.
    var scale: CGFloat
    var surface: CairoSurface?
    /// Pixels drawn and uploaded by the last presented frame.
    var lastDamagedPixels = 0
    var shownTitle = ""
    var caretRect: SDL_Rect?
    var minimized = false
    /// The display's refresh interval, between two animation frames.
    var refreshInterval: TimeInterval = 1.0 / 60
    private var closed = false

    /// A hidden SDL window of `size` points at `requestedScale` (nil: the display's): at the
    /// screen's top-left corner when `atOrigin`, else where the window manager puts it.
    init(title: String, size: CGSize, requestedScale: CGFloat?, choice: SDLRendererChoice, atOrigin: Bool) throws {
        let s0 = requestedScale ?? 1
        let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let position = atOrigin ? 0 : Int32(bitPattern: 0x1FFF_0000)   // SDL_WINDOWPOS_UNDEFINED
        guard let win = SDL_CreateWindow(title, position, position,
                                         Int32((size.width * s0).rounded()), Int32((size.height * s0).rounded()), flags) else {
            throw SDLHost.StartError(description: "SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
        }
        guard let made = choice.makePresenter(for: win) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(win)
            throw SDLHost.StartError(description: "SDL renderer failed: \(message)")
        }
        sdlWindow = win
        presenter = made
        id = SDL_GetWindowID(win)
        scale = requestedScale ?? 1
        scale = requestedScale ?? pixelsPerCoordinate   // on a HiDPI display the window is `size` points already
    }

    /// Destroys the SDL window (once).
    func close() {
        guard !closed else { return }
        closed = true
        surface = nil
        presenter.close()
        SDL_DestroyWindow(sdlWindow)
    }

    isolated deinit { close() }

    /// Drawable pixels per window coordinate (2 on a HiDPI display that scales windows, else 1).
    var pixelsPerCoordinate: CGFloat {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &w, &h)
        SDL_GetWindowSizeInPixels(sdlWindow, &pw, &ph)
        guard w > 0, pw > 0 else { return 1 }
        return max(1, CGFloat(pw) / CGFloat(w))
    }

    /// The size of the SDL window in points at the current scale.
    var pointSize: CGSize {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSizeInPixels(sdlWindow, &pw, &ph)
        return CGSize(width: CGFloat(pw) / scale, height: CGFloat(ph) / scale)
    }

    /// The title SDL shows now.
    var title: String { String(cString: SDL_GetWindowTitle(sdlWindow)) }
}
