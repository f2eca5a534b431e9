import Foundation
@_spi(Host) import Folio
import FolioCore
import FolioCairo
import Logging

/// A Folio application without a window system: a virtual clock, frames at 60 Hz, scripted
/// touches that travel the real event path, and rendering to PNG.
///
/// ```swift
/// let app = HeadlessApp(size: CGSize(width: 390, height: 844), rootViewController: PagerController())
/// app.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.5)
/// app.runUntilIdle()
/// ```
@MainActor
public final class HeadlessApp {
    /// The application.
    public let application: UIApplication
    /// Its only window, key.
    public let window: UIWindow
    /// The virtual clock.
    public private(set) var clock = ManualFrameClock()
    /// Seconds between frames. Default 1/60.
    public var frameInterval: TimeInterval = 1.0 / 60
    /// Pixels per point for snapshots.
    public let scale: CGFloat
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// Frames that needed a render (something was dirty).
    public private(set) var dirtyFrameCount = 0
    /// The window as a host keeps it, while `keepsFrame` is on: every frame that needs a render
    /// draws what its damage says into this surface, over the previous frame.
    public private(set) var keptFrame: CairoSurface?
    /// Pixels the last kept frame drew (its damage, in whole pixels).
    public private(set) var lastDamagedPixels = 0
    /// Whether frames are drawn as a window host draws them, into `keptFrame` (for benchmarks):
    /// the damage of the frames run since the last draw waits for `drawKeptFrame()`. Turning it
    /// on draws the next frame whole.
    public var keepsFrame = false {
        didSet {
            guard keepsFrame != oldValue else { return }
            keptFrame = nil
            if keepsFrame { window.setNeedsRender() }
        }
    }
    /// The check of damage tracking, while `checksDamage` is on.
    public private(set) var damageCheck: DamageCheck?
    /// Whether every frame that needs a render is drawn both from its damage and whole, and
    /// compared (`damageCheck` records what differed). Turning it on draws the next frame whole.
    public var checksDamage: Bool {
        get { damageCheck != nil }
        set {
            guard newValue != checksDamage else { return }
            damageCheck = newValue ? DamageCheck() : nil
            if newValue { window.setNeedsRender() }
        }
    }

    /// Creates an application with a window of `size` points at `scale`.
    /// `idiom` is the host's choice for the window's screen: `.mac` runs it as a desktop window
    /// does (no status bar); nil, the default, follows the size (a phone).
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2, idiom: UIUserInterfaceIdiom? = nil,
                rootViewController: UIViewController? = nil) {
        DiagnosticLog.install()
        application = UIApplication()
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        screen.idiom = idiom
        window = UIWindow(screen: screen)
        self.scale = screen.scale
        window.textEngine = PangoTextEngine.shared
        CairoRenderer.installOffscreenRendering()
        window.application = application
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        tick()
    }

    /// Launches an app from its delegate, as `UIApplicationMain` does in a window: the main
    /// screen becomes `size` at `scale`, the delegate is made and launched (`willFinishLaunching`,
    /// state restoration from `stateArchive` when the delegate opts in, `didFinishLaunching`), its
    /// key window is shown and the app becomes active. `background()`, `foreground()`,
    /// `resignActive()`, `becomeActive()` and `terminate()` then drive its life.
    public init(delegate delegateClass: any UIApplicationDelegate.Type,
                size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 2,
                stateArchive: StateArchive? = nil) {
        DiagnosticLog.install()
        application = UIApplication()
        application.stateArchive = stateArchive
        UIScreen.main.configure(size: size, scale: scale)
        let delegate = delegateClass.init()
        application.launch(delegate: delegate)
        if let window = application.keyWindow ?? delegate.window {
            self.window = window
        } else {
            Logger(label: "folio.testing").error("HeadlessApp: the delegate made no window; showing an empty one")
            window = UIWindow(screen: .main)
            window.application = application
            window.makeKeyAndVisible()
        }
        self.scale = window.screen.scale
        window.textEngine = PangoTextEngine.shared
        CairoRenderer.installOffscreenRendering()
        tick()
        application.report(.focusGained)
        tick()
    }

    /// The current time on the virtual clock.
    public var now: TimeInterval { clock.now }

    /// Runs one frame at the current time. Returns whether it needed a render.
    @discardableResult
    public func tick() -> Bool {
        frameCount += 1
        let dirty = application.tick(at: clock.now)
        if dirty {
            dirtyFrameCount += 1
            if let damageCheck {
                damageCheck.check(window, scale: scale, frame: frameCount)
                window.didRender()
            } else if !keepsFrame {
                window.didRender()
            }
        }
        return dirty
    }

    /// Moves the clock by `seconds`, one frame at a time.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = clock.now + seconds
        while clock.now + frameInterval <= end + 1e-9 {
            clock.advance(by: frameInterval)
            tick()
        }
        if end - clock.now > 1e-9 {
            clock.advance(by: end - clock.now)
            tick()
        }
    }

    /// Runs frames until nothing moves and no input is pending, at most `timeout` seconds of
    /// virtual time. Returns false when it timed out.
    @discardableResult
    public func runUntilIdle(timeout: TimeInterval = 30) -> Bool {
        let end = clock.now + timeout
        tick()
        while !application.isIdle {
            if clock.now >= end { return false }
            clock.advance(by: frameInterval)
            tick()
        }
        return true
    }

    /// Draws what changed since the last draw into the kept frame, as a window host does once
    /// per frame (with `keepsFrame`).
    public func drawKeptFrame() {
        guard keepsFrame, window.needsRender else {
            lastDamagedPixels = 0
            return
        }
        defer { window.didRender() }
        var damage = window.takeDamage()
        let width = Int((window.bounds.width * scale).rounded(.up)), height = Int((window.bounds.height * scale).rounded(.up))
        if keptFrame?.pixelWidth != width || keptFrame?.pixelHeight != height {
            keptFrame = try? CairoSurface(size: window.bounds.size, scale: scale)
            damage = nil   // a new surface starts empty
        }
        guard let frame = keptFrame else { return }
        CairoRenderer.render(window, into: frame, damage: damage)
        lastDamagedPixels = damage.map { CairoRenderer.pixelBoxes($0, scale: scale, width: width, height: height)
            .reduce(0) { $0 + $1.width * $1.height } } ?? width * height
    }

    /// Renders the window now into a new surface.
    public func snapshot() -> CairoSurface {
        let surface = try! CairoSurface(size: window.bounds.size, scale: scale)
        CairoRenderer.render(window, into: surface)
        return surface
    }

    /// Writes a PNG of the window.
    public func writeSnapshot(to url: URL) throws {
        try snapshot().writePNG(to: url)
    }

    // MARK: Input

    /// Queues a touch input at the current time; delivered on the next frame.
    public func send(_ phase: UITouch.Phase, at location: CGPoint, finger: Int = 0) {
        application.enqueue(.touch(id: finger, phase: phase, location: location, timestamp: clock.now))
    }

    /// Queues a key press and runs a frame.
    public func press(_ key: KeyInput) {
        application.enqueue(.key(key, timestamp: clock.now))
        tick()
    }

    /// Types `text` as committed keyboard text (to the first responder) and runs a frame.
    public func type(_ text: String) {
        application.enqueue(.key(.text(text), timestamp: clock.now))
        tick()
    }

    /// Clicks the secondary (right) button at `location` and runs a frame: a context menu opens.
    public func secondaryClick(at location: CGPoint) {
        application.enqueue(.secondaryClick(location: location, timestamp: clock.now))
        tick()
    }

    /// Moves the pointer with no button held to `location` (nil: out of the window) and runs a
    /// frame: hover recognizers begin, change and end.
    public func hover(at location: CGPoint?) {
        application.enqueue(.pointer(location: location, timestamp: clock.now))
        tick()
    }

    /// Queues a wheel scroll at `location` and runs a frame.
    public func scrollWheel(delta: CGPoint, at location: CGPoint) {
        application.enqueue(.scrollWheel(delta: delta, location: location, timestamp: clock.now))
        tick()
    }
}

extension HeadlessApp {
    /// Sets the appearance (light or dark) as the desktop's setting would, and runs a frame.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        application.setUserInterfaceStyle(style)
        tick()
    }

    /// Sets the user's text size (Dynamic Type) as the desktop's setting would, and runs a frame.
    public func setContentSizeCategory(_ category: UIContentSizeCategory) {
        application.setPreferredContentSizeCategory(category)
        tick()
    }

    /// Rotates the window (swaps width and height) and runs a frame.
    public func rotate() {
        window.rotate()
        tick()
    }
}
