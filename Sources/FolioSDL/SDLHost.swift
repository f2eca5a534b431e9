import Foundation
import CSDL2
import CCairo
import Folio
import FolioCairo
import Logging

/// Shows a Folio window in a real SDL2 window: mouse = one finger, wheel = scroll with momentum,
/// Ctrl-drag = two fingers mirrored about the centre (pinch, rotate), ←/→ and PgUp/PgDn page,
/// `r` rotates, `q` or closing the window quits.
///
/// Renders only dirty frames (Cairo surface → streaming texture, vsync); when nothing moves it
/// sleeps in `SDL_WaitEventTimeout` and costs nothing per frame.
@MainActor
public final class SDLHost {
    static var log: Logger { Logger(label: "folio.sdl") }  // made per use: honours a later LoggingSystem.bootstrap

    /// Why the host could not start.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    private let application: UIApplication
    private let window: UIWindow
    private let scale: CGFloat
    private let sdlWindow: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer
    private var surface: CairoSurface
    private let clock = MonotonicFrameClock()
    private var mouse = CGPoint.zero
    private var fingerDown = false
    /// Ctrl held when the button went down: a second finger mirrors the mouse about the centre.
    private var twoFingers = false
    /// Frames rendered so far.
    public private(set) var renderedFrames = 0
    /// The SDL video driver in use (x11, wayland, offscreen, dummy…).
    public let videoDriver: String

    /// Opens a window for `window` at its screen's scale.
    public init(application: UIApplication, window: UIWindow, title: String) throws {
        self.application = application
        self.window = window
        self.scale = window.screen.scale
        SDL_SetMainReady()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw StartError(description: "SDL_Init failed: \(String(cString: SDL_GetError()))")
        }
        let w = Int32((window.bounds.width * scale).rounded()), h = Int32((window.bounds.height * scale).rounded())
        guard let win = SDL_CreateWindow(title, 0, 0, w, h, SDL_WINDOW_SHOWN.rawValue) else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw StartError(description: "SDL_CreateWindow failed: \(message)")
        }
        let r = SDL_CreateRenderer(win, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let r,
              let tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                          Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(win)
            SDL_Quit()
            throw StartError(description: "SDL renderer failed: \(message)")
        }
        sdlWindow = win
        renderer = r
        texture = tex
        surface = try CairoSurface(size: window.bounds.size, scale: scale)
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        window.textEngine = PangoTextEngine.shared
        window.setNeedsRender()
    }

    isolated deinit {
        SDL_DestroyTexture(texture)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
        SDL_Quit()
    }

    /// Where F12 writes screenshots (the window read back from SDL): `shot-1.png`, `shot-2.png`, …
    /// Each file appears whole (written aside, then renamed). Nil: F12 does nothing.
    public var screenshotDirectory: URL?
    /// Called when the window loses focus (UIKit's scene resigning active): a moment to save state.
    public var willResignActive: (@MainActor () -> Void)?
    private var pendingShot = false
    private var shotCount = 0
    /// A copy or cut is queued: after the next frame the pasteboard goes to the system clipboard.
    private var pendingCopy = false

    /// Runs until the window closes, or for `maxFrames` frames (each rendered). With `screenshot`, the
    /// last presented frame is read back from SDL and written there as PNG.
    public func run(maxFrames: Int? = nil, screenshot: URL? = nil) throws {
        var running = true
        var event = SDL_Event()
        while running {
            // Sleep while nothing happens; poll while something moves.
            if application.isIdle && !window.needsRender {
                if SDL_WaitEventTimeout(&event, 250) == 1 { running = handle(event) }
            }
            while running && SDL_PollEvent(&event) == 1 { running = handle(event) }
            application.tick(at: clock.now)
            if pendingCopy {
                pendingCopy = false
                if let text = UIPasteboard.general.string { SDL_SetClipboardText(text) }
            }
            if maxFrames != nil { window.setNeedsRender() }   // a counted run renders every frame
            if window.needsRender {
                let last = maxFrames.map { renderedFrames + 1 >= $0 } ?? false
                try present(readBackTo: last ? screenshot : nil)
                if last { running = false }
            } else if pendingShot, let dir = screenshotDirectory {
                pendingShot = false
                shotCount += 1
                let final = dir.appendingPathComponent("shot-\(shotCount).png")
                let partial = dir.appendingPathComponent(".shot-\(shotCount).png.part")
                try present(readBackTo: partial)
                try? FileManager.default.removeItem(at: final)
                try FileManager.default.moveItem(at: partial, to: final)
            } else if !application.isIdle {
                SDL_Delay(4)
            }
        }
    }

    private func present(readBackTo url: URL?) throws {
        CairoRenderer.render(window, into: surface)
        window.didRender()
        SDL_UpdateTexture(texture, nil, surface.data, Int32(surface.stride))
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(surface.pixelWidth), h: Int32(surface.pixelHeight))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, &rect)
        if let url {
            let shot = try CairoSurface(size: window.bounds.size, scale: scale)
            SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, shot.data, Int32(shot.stride))
            cairo_surface_mark_dirty(shot.handle)
            try shot.writePNG(to: url)
        }
        SDL_RenderPresent(renderer)
        renderedFrames += 1
    }

    /// Maps one SDL event to Folio input; false to quit.
    private func handle(_ e: SDL_Event) -> Bool {
        let now = clock.now
        switch e.type {
        case SDL_QUIT.rawValue:
            return false
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.button == UInt8(SDL_BUTTON_LEFT):
            mouse = point(e.button.x, e.button.y)
            fingerDown = true
            twoFingers = (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
            sendFingers(.began, at: now)
        case SDL_MOUSEMOTION.rawValue:
            mouse = point(e.motion.x, e.motion.y)
            if fingerDown { sendFingers(.moved, at: now) }
        case SDL_MOUSEBUTTONUP.rawValue where e.button.button == UInt8(SDL_BUTTON_LEFT):
            mouse = point(e.button.x, e.button.y)
            if fingerDown { sendFingers(.ended, at: now) }
            fingerDown = false
        case SDL_MOUSEWHEEL.rawValue:
            let delta = CGPoint(x: CGFloat(e.wheel.x) * 40, y: CGFloat(-e.wheel.y) * 40)
            application.enqueue(.scrollWheel(delta: delta, location: mouse, timestamp: now))
        case SDL_WINDOWEVENT.rawValue where e.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            if fingerDown {
                sendFingers(.cancelled, at: now)
                fingerDown = false
            }
            willResignActive?()
        case SDL_WINDOWEVENT.rawValue:
            window.setNeedsRender()
        case SDL_KEYDOWN.rawValue:
            let sym = e.key.keysym.sym
            let ctrl = (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
            let shift = (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0
            func remote(_ command: UIEvent.EventSubtype) { application.enqueue(.system(command, phase: .ended, timestamp: now)) }
            let key: KeyInput?
            switch sym {
            case Int32(SDLK_LEFT.rawValue): key = shift ? .shiftLeft : .left
            case Int32(SDLK_RIGHT.rawValue): key = shift ? .shiftRight : .right
            case Int32(SDLK_UP.rawValue): key = .up
            case Int32(SDLK_DOWN.rawValue): key = .down
            case Int32(SDLK_PAGEUP.rawValue): key = .pageUp
            case Int32(SDLK_PAGEDOWN.rawValue): key = .pageDown
            case Int32(SDLK_ESCAPE.rawValue): key = .escape
            case Int32(SDLK_BACKSPACE.rawValue): key = .backspace
            case Int32(SDLK_DELETE.rawValue): key = .deleteForward
            case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): key = .returnKey
            case Int32(SDLK_HOME.rawValue): key = shift ? .shiftHome : .home
            case Int32(SDLK_END.rawValue): key = shift ? .shiftEnd : .end
            // Edit commands while text is edited; the pasteboard follows the system clipboard.
            case Int32(SDLK_a.rawValue) where ctrl && window.isEditingText: key = .selectAll
            case Int32(SDLK_c.rawValue) where ctrl && window.isEditingText: key = .copy; pendingCopy = true
            case Int32(SDLK_x.rawValue) where ctrl && window.isEditingText: key = .cut; pendingCopy = true
            case Int32(SDLK_v.rawValue) where ctrl && window.isEditingText:
                if SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() {
                    UIPasteboard.general.string = String(cString: text)
                    SDL_free(text)
                }
                key = .paste
            case Int32(SDLK_F12.rawValue): pendingShot = true; key = nil
            // Ctrl-Z shakes the device; Ctrl-M is a memory warning; the media keys are remote control.
            case Int32(SDLK_z.rawValue) where ctrl:
                application.enqueue(.system(.motionShake, phase: .began, timestamp: now))
                application.enqueue(.system(.motionShake, phase: .ended, timestamp: now))
                key = nil
            case Int32(SDLK_m.rawValue) where ctrl: application.receiveMemoryWarning(); key = nil
            case Int32(SDLK_AUDIOPLAY.rawValue): remote(.remoteControlTogglePlayPause); key = nil
            case Int32(SDLK_AUDIOSTOP.rawValue): remote(.remoteControlStop); key = nil
            case Int32(SDLK_AUDIONEXT.rawValue): remote(.remoteControlNextTrack); key = nil
            case Int32(SDLK_AUDIOPREV.rawValue): remote(.remoteControlPreviousTrack); key = nil
            // Letters are shortcuts only while no text is being edited.
            case Int32(SDLK_q.rawValue) where !window.isEditingText: return false
            case Int32(SDLK_r.rawValue) where !window.isEditingText: rotate(); key = nil
            default: key = nil
            }
            if let key { application.enqueue(.key(key, timestamp: now)) }
        case SDL_TEXTINPUT.rawValue:
            // Committed text, also what an input method composed (CJK).
            var t = e.text
            let text = withUnsafeBytes(of: &t.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if !text.isEmpty { application.enqueue(.key(.text(text), timestamp: now)) }
        default:
            break
        }
        return true
    }

    /// The mouse is finger 0; with Ctrl, finger 1 mirrors it about the window's centre (pinch and
    /// rotate by hand).
    private func sendFingers(_ phase: UITouch.Phase, at now: TimeInterval) {
        application.enqueue(.touch(id: 0, phase: phase, location: mouse, timestamp: now))
        if twoFingers {
            let c = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            let mirrored = CGPoint(x: 2 * c.x - mouse.x, y: 2 * c.y - mouse.y)
            application.enqueue(.touch(id: 1, phase: phase, location: mirrored, timestamp: now))
        }
    }

    /// `r`: the window turns (width and height swap) and the SDL window follows.
    private func rotate() {
        window.rotate()
        let w = Int32((window.bounds.width * scale).rounded()), h = Int32((window.bounds.height * scale).rounded())
        guard let newSurface = try? CairoSurface(size: window.bounds.size, scale: scale),
              let newTexture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                 Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h) else {
            SDLHost.log.error("rotation: cannot make a \(w)×\(h) texture: \(String(cString: SDL_GetError()))")
            window.rotate()
            return
        }
        SDL_DestroyTexture(texture)
        texture = newTexture
        surface = newSurface
        SDL_SetWindowSize(sdlWindow, w, h)
        window.setNeedsRender()
    }

    /// Rotates as the `r` key does (for scripted runs).
    public func rotateWindow() { rotate() }

    private func point(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }
}
