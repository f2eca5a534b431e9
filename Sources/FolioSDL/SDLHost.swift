import Foundation
import CSDL2
import CCairo
@_spi(Host) import Folio
import FolioCairo
import FolioATSPI
import Logging

/// Shows a Folio window in a real SDL2 window: mouse = one finger, wheel = scroll with momentum,
/// Ctrl-drag = two fingers mirrored about the centre (pinch, rotate), ←/→ and PgUp/PgDn page,
/// `r` rotates, Ctrl-+ and Ctrl-− step the text size (Dynamic Type; the start size comes from
/// `FOLIO_CONTENT_SIZE_CATEGORY`), `q` or closing the window quits.
///
/// The window is resizable (a resize is a size change, as a rotation: `viewWillTransition(to:with:)`,
/// then a trait change) and HiDPI-aware: unless a scale is given, it renders at the display's
/// scale (drawable pixels per window coordinate). Input methods compose into the text field being
/// edited (marked text), their candidate window placed at the caret. Focus, minimize, restore and
/// close are reported to the application's lifecycle (`UIApplication.report(_:)`).
///
/// Renders only dirty frames, and of them only what changed (Cairo surface → the window's
/// framebuffer, or a renderer's streaming texture); when nothing moves it sleeps in
/// `SDL_WaitEventTimeout` and costs nothing per frame.
@MainActor
public final class SDLHost {
    static var log: Logger { Logger(label: "folio.sdl") }  // made per use: honours a later LoggingSystem.bootstrap

    /// Why the host could not start.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    let application: UIApplication
    /// The desktop windows, in the order they opened: the host's own first, then one for each
    /// scene the app connects later (`requestSceneSessionActivation`).
    var hosted: [HostedWindow]
    /// The window the event being handled, or the frame being drawn, is for (the focused one between).
    var active: HostedWindow
    /// How windows get their presenters.
    let rendererChoice: SDLRendererChoice
    /// The window shown in front (the key one; set by `show(_:)`).
    public var window: UIWindow? { active.window }
    /// Pixels per point the window in front renders at.
    public internal(set) var scale: CGFloat {
        get { active.scale }
        set { active.scale = newValue }
    }
    /// The scale the user asked for; nil follows the display.
    let requestedScale: CGFloat?
    var sdlWindow: OpaquePointer { active.sdlWindow }
    var presenter: any WindowPresenter { active.presenter }
    var surface: CairoSurface? {
        get { active.surface }
        set { active.surface = newValue }
    }
    /// Pixels drawn and uploaded by the last presented frame.
    public var lastDamagedPixels: Int { active.lastDamagedPixels }
    let clock = MonotonicFrameClock()
    var mouse = CGPoint.zero
    var fingerDown = false
    /// Ctrl held when the button went down: a second finger mirrors the mouse about the centre.
    var twoFingers = false
    /// The title when the root controller has none.
    let baseTitle: String
    var shownTitle: String {
        get { active.shownTitle }
        set { active.shownTitle = newValue }
    }
    var caretRect: SDL_Rect? {
        get { active.caretRect }
        set { active.caretRect = newValue }
    }
    var running = true
    var minimized: Bool {
        get { active.minimized }
        set { active.minimized = newValue }
    }
    /// When a window lost the focus: unless another of the app's windows gains it within
    /// `focusGrace`, the app resigns active then.
    var focusLeftAt: TimeInterval?
    /// How long a focus that left waits for another of the app's windows to take it (the window
    /// manager moves it from one to the other in two steps).
    static let focusGrace: TimeInterval = 0.15
    /// Frames rendered so far (over all windows).
    public private(set) var renderedFrames = 0
    /// When the last frame was presented (the host's clock): frames while something moves are
    /// paced to the display's refresh, as a display link is, instead of drawn as fast as possible.
    var lastPresented: TimeInterval = -.infinity
    /// The display's refresh interval, between two animation frames.
    var refreshInterval: TimeInterval {
        get { active.refreshInterval }
        set { active.refreshInterval = newValue }
    }
    /// The SDL video driver in use (x11, wayland, offscreen, dummy…).
    public let videoDriver: String
    /// The SDL renderer in use (`software`, `opengl`…).
    public var rendererName: String { active.presenter.name }
    /// The titles of the open windows, in the order they opened.
    public var windowTitles: [String] { hosted.map(\.title) }

    /// The idiom the window's app runs as: `.mac` (the default), a desktop app as on Mac Catalyst —
    /// no status bar, safe areas without it; `.phone` keeps the phone's status bar (a phone-shaped
    /// window); nil lets the size decide (phone or pad).
    public let idiom: UIUserInterfaceIdiom?

    /// Opens a hidden SDL window of `size` points. `scale` nil: the display's scale (drawable
    /// pixels per window coordinate; 1 on X11). `idiom`: see `idiom`. Call `show(_:)` with the
    /// window to show.
    public init(application: UIApplication, title: String, size: CGSize, scale: CGFloat? = nil,
                idiom: UIUserInterfaceIdiom? = .mac) throws {
        self.application = application
        self.idiom = idiom
        self.baseTitle = title
        self.requestedScale = scale.flatMap { $0.isFinite && $0 >= 1 && $0 <= 4 ? $0 : nil }
        let size = (size.isFinite && size.width >= 1 && size.height >= 1) ? size : CGSize(width: 390, height: 844)
        SDL_SetMainReady()
        let choice = SDLRendererChoice.forMachine()
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        X11ErrorLogging.installBeforeVideo()   // what SDL puts back as it quits
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw StartError(description: "SDL_Init failed: \(String(cString: SDL_GetError()))")
        }
        choice.applyHints(videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "")
        // The window is made at the requested scale first; the display's ratio is known once it exists.
        let first: HostedWindow
        do {
            first = try HostedWindow(title: title, size: size, requestedScale: requestedScale, choice: choice, atOrigin: true)
        } catch {
            SDL_Quit()
            throw error
        }
        hosted = [first]
        active = first
        rendererChoice = choice
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        if videoDriver == "x11" { X11ErrorLogging.install() }
        SDLHost.log.debug("SDL window: driver \(videoDriver), renderer \(rendererName), scale \(self.scale)")
    }

    /// Opens a window showing `window` at its screen's scale (the gallery's way).
    public convenience init(application: UIApplication, window: UIWindow, title: String,
                            idiom: UIUserInterfaceIdiom? = .mac) throws {
        try self.init(application: application, title: title, size: window.bounds.size, scale: window.screen.scale,
                      idiom: idiom)
        try show(window)
    }

    isolated deinit {
        for window in hosted { window.close() }
        for cursor in systemCursors.values { SDL_FreeCursor(cursor) }
        SDL_Quit()
    }

    /// Drawable pixels per window coordinate (2 on a HiDPI display that scales windows, else 1).
    var pixelsPerCoordinate: CGFloat { active.pixelsPerCoordinate }

    /// The size of the SDL window in front in points at its scale.
    public var pointSize: CGSize { active.pointSize }

    /// Shows `window` in the window in front (its screen takes the host's scale and idiom; the SDL
    /// window takes its size) and makes the textures for it.
    public func show(_ window: UIWindow) throws {
        active.window = window
        if window.screen.idiom != idiom { window.setScreenIdiom(idiom) }
        window.textEngine = PangoTextEngine.shared
        CairoRenderer.installOffscreenRendering()
        if window.screen.scale != scale { window.transition(toScale: scale) }
        setWindowSize(points: window.bounds.size)
        try makeSurface(points: window.bounds.size)
        updateTitle()
        SDL_ShowWindow(sdlWindow)
        refreshInterval = displayRefreshInterval()
        window.setNeedsRender()
    }

    /// Sizes the SDL window to `points` at the current scale.
    func setWindowSize(points: CGSize) {
        let ratio = pixelsPerCoordinate
        SDL_SetWindowSize(sdlWindow, Int32((points.width * scale / ratio).rounded()),
                          Int32((points.height * scale / ratio).rounded()))
    }

    /// A Cairo surface of `points` at the current scale, and the presenter ready for it.
    func makeSurface(points: CGSize) throws {
        let drawn = try CairoSurface(size: points, scale: scale)
        surface = nil   // a surface over the window's pixels goes before SDL makes new ones
        surface = try presenter.prepare(for: drawn)
        window?.setNeedsRender()   // a new surface starts empty: the next frame draws all of it
    }

    /// Where F12 writes screenshots (the window read back from SDL): `shot-1.png`, `shot-2.png`, …
    /// Each file appears whole (written aside, then renamed). Nil: F12 does nothing.
    public var screenshotDirectory: URL?
    /// Called when the window loses focus (UIKit's scene resigning active): a moment to save state.
    public var willResignActive: (@MainActor () -> Void)?
    var pendingShot = false
    var shotCount = 0
    /// The accessibility tree on AT-SPI, while the desktop's accessibility is on.
    var accessibility: AccessibilityBridge?
    /// The desktop's appearance and text size, followed while the loop runs (made from the
    /// session bus when the loop starts, unless set before).
    public var desktopAppearance: DesktopAppearance?
    /// The cursor shown over the window, and SDL's cursors made so far (`SDLHost+Cursor`).
    var shownCursor = PointerCursor.arrow
    var systemCursors: [PointerCursor: OpaquePointer] = [:]
    /// The desktop's clipboard, made at the first run and kept with the host: on X11 what the app
    /// copied stays on offer between runs, as long as the app lives.
    private var clipboard: SDLClipboard?

    /// Runs until the window closes (or SIGINT / SIGTERM), or for `maxFrames` frames (each
    /// rendered). With `screenshot`, the last presented frame is read back from SDL and written
    /// there as PNG. The application becomes active once the first frame is presented and is
    /// told it terminates when the loop ends.
    public func run(maxFrames: Int? = nil, screenshot: URL? = nil) throws {
        guard window != nil else { throw StartError(description: "SDLHost.run: no window shown (call show(_:) first)") }
        running = true
        startAccessibility()
        defer { stopAccessibility() }
        startDesktopSettings()
        let clipboard = self.clipboard ?? SDLClipboard(videoDriver: videoDriver)
        self.clipboard = clipboard
        UIPasteboard.general.systemClipboard = clipboard   // copy and paste reach the desktop's
        defer { UIPasteboard.general.systemClipboard = nil }
        var event = SDL_Event()
        while running {
            let shown = hosted.compactMap(\.window)
            if maxFrames != nil { shown.forEach { $0.setNeedsFrame() } }   // a counted run renders every frame, never sleeping
            // Sleep while nothing happens; while something moves, wait for the display's next
            // refresh (input still wakes the loop at once). A counted run never waits.
            if application.isIdle && !shown.contains(where: \.needsRender) && !pendingShot {
                if SDL_WaitEventTimeout(&event, focusLeftAt == nil ? 250 : 20) == 1 { handle(event) }
            } else if maxFrames == nil, !pendingShot {
                let wait = lastPresented + refreshInterval - clock.now
                if wait > 0.001, SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) == 1 { handle(event) }
            }
            while running && SDL_PollEvent(&event) == 1 { handle(event) }
            if let left = focusLeftAt, clock.now - left >= Self.focusGrace { reportFocusLost() }
            guard running else { break }
            accessibility?.pump()
            desktopAppearance?.pump()
            clipboard.pump()
            let changed = application.tick(at: clock.now)
            followScenes()
            followPointerCursor()
            if changed {
                // A title or caret moves only with a change that dirties the window: not every loop.
                for each in hosted { within(each) { updateTitle(); updateCaretRect() } }
            }
            let due = hosted.filter { $0.window?.needsRender == true && !$0.minimized }
            if !due.isEmpty {
                for each in due {
                    let last = maxFrames.map { renderedFrames + 1 >= $0 } ?? false
                    try within(each) { try present(readBackTo: last ? screenshot : nil) }
                    if renderedFrames == 1 {
                        application.report(.focusGained)
                        accessibility?.activeWindowDidChange(to: each.window)
                    }
                    if last { running = false }
                }
                lastPresented = clock.now
                accessibility?.frameDidRender()
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
        application.report(.terminate)
    }

    /// The focus left the app's windows (not for another of them): the app resigns active.
    func reportFocusLost() {
        guard focusLeftAt != nil else { return }
        focusLeftAt = nil
        willResignActive?()
        application.report(.focusLost)
        accessibility?.activeWindowDidChange(to: nil)
    }

    /// Runs `body` for `window` (the window in front comes back after).
    func within<T>(_ window: HostedWindow, _ body: () throws -> T) rethrows -> T {
        let front = active
        active = window
        defer { if hosted.contains(where: { $0 === front }) { active = front } }
        return try body()
    }

    /// The refresh interval of the display the window is on (60 Hz when SDL cannot tell), read
    /// from SDL when the window moves to another display.
    func displayRefreshInterval() -> TimeInterval {
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(sdlWindow)
        guard SDL_GetCurrentDisplayMode(max(0, index), &mode) == 0, mode.refresh_rate >= 24 else { return 1.0 / 60 }
        return 1.0 / Double(mode.refresh_rate)
    }

    /// Draws what the window reports damaged into the surface (which keeps the last frame) and
    /// puts those pixels on the window; a frame where nothing looks different draws and presents
    /// nothing (unless it is read back).
    func present(readBackTo url: URL? = nil) throws {
        guard let window else { return }
        if surface.map({ !presenter.stillReaches($0) }) ?? true {
            // SDL made the window's pixels anew (or could not the last time): draw all of them.
            do { try makeSurface(points: window.bounds.size) } catch { SDLHost.log.error("window pixels: \(error)") }
        }
        guard let surface else { return }
        let damage = window.takeDamage()
        let moved = CairoRenderer.render(window, into: surface, damage: damage)
        window.didRender()
        let boxes = damage.map { CairoRenderer.pixelBoxes($0, scale: surface.scale, width: surface.pixelWidth, height: surface.pixelHeight) }
        active.lastDamagedPixels = boxes.map { $0.reduce(0) { $0 + $1.width * $1.height } } ?? surface.pixelWidth * surface.pixelHeight
        // Pixels a scroll moved changed on screen too, though not drawn.
        let shown = boxes.map { $0 + moved }
        if shown?.isEmpty != true { presenter.present(surface, boxes: shown) }
        if let url {
            let shot = try CairoSurface(size: window.bounds.size, scale: scale)
            presenter.readBack(into: shot)
            try shot.writePNG(to: url)
        }
        renderedFrames += 1
    }

    /// The window's title: its scene's title, else the top controller's, else the host's.
    func updateTitle() {
        let title = window?.desktopTitle ?? baseTitle
        guard title != shownTitle else { return }
        shownTitle = title
        SDL_SetWindowTitle(sdlWindow, title)
    }

    /// The title SDL shows now on the window in front.
    public var windowTitle: String { active.title }
}
