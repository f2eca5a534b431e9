import Foundation
import Logging

/// A timer in step with the screen's frames, Core Animation's `CADisplayLink`: once added to a run
/// loop, it calls its target's method at the start of every frame the application draws (or every
/// n-th frame for a `preferredFramesPerSecond` below the screen's), with `timestamp` the time of
/// that frame and `targetTimestamp` the time of the next one it will call at. Folio's frames come
/// from the application's frame clock, so headless runs see the same calls at the same virtual
/// times every run.
///
/// As in UIKit the link keeps its target until `invalidate()`; a paused link keeps its place but
/// lets the application go idle. The selector is the method reference `folio-port` writes for
/// `#selector(step(_:))`: `CADisplayLink(target: self, selector: Ticker.step(_:))`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var call: (@MainActor (CADisplayLink) -> Void)?
    private weak var application: UIApplication?
    private var frameClock: DisplayLinkClock?
    /// The time of the frame the link last called at (0 before the first).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the link will call at.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between the screen's frames.
    public var duration: CFTimeInterval { 1 / Double(UIScreen.main.maximumFramesPerSecond) }

    /// Frames per second the link calls at; 0 (the default) means the screen's rate. A rate the
    /// screen cannot make is rounded to the nearest divisor of it (60 → 60, 30, 20, 15…).
    public var preferredFramesPerSecond = 0 {
        didSet {
            guard preferredFramesPerSecond < 0 else { return }
            Logger(label: "folio.animation").warning("CADisplayLink: preferredFramesPerSecond \(preferredFramesPerSecond) is negative; using the screen's rate")
            preferredFramesPerSecond = 0
        }
    }

    /// Whether the link skips its calls. Pausing keeps the link in its run loop; resuming goes on
    /// at the next frame.
    public var isPaused = false {
        didSet { if oldValue != isPaused { scheduleOnClock() } }
    }

    /// A link that calls `selector` (taking the link) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> @MainActor (CADisplayLink) -> Void) {
        super.init()
        bind(target) { selector(target)($0) }
    }

    /// A link that calls `selector` (taking no argument) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> @MainActor () -> Void) {
        super.init()
        bind(target) { _ in selector(target)() }
    }

    /// A link whose target is not main-actor code (a model that steps a simulation). The method
    /// may throw: its error is logged. (Typed throwing so this overload and the main-actor one
    /// stay apart.)
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) throws -> Void) {
        super.init()
        bind(target) { link in
            do { try selector(target)(link) } catch { Logger(label: "folio.animation").error("display link target threw \(error)") }
        }
    }

    private func bind(_ target: AnyObject, _ body: @escaping @MainActor (CADisplayLink) -> Void) {
        call = body
        application = (target as? UIResponder)?.responderWindow?.application
    }

    /// Starts the calls: on Folio every run loop and mode is the application's frame loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard call != nil else {
            Logger(label: "folio.animation").warning("CADisplayLink: add(to:forMode:) after invalidate() does nothing")
            return
        }
        if application == nil { application = .shared }
        if frameClock == nil { frameClock = DisplayLinkClock(link: self) }
        scheduleOnClock()
    }

    /// Stops the calls until the link is added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        if let frameClock { application?.removeAnimator(frameClock) }
        frameClock = nil
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        call = nil
    }

    /// Registers with the application while added and not paused; leaves it otherwise, so a
    /// paused link lets the application go idle.
    private func scheduleOnClock() {
        guard let frameClock, let application else { return }
        if isPaused { application.removeAnimator(frameClock) } else { application.addAnimator(frameClock) }
    }

    /// Seconds between calls at the preferred rate, as a whole number of the screen's frames.
    var callInterval: CFTimeInterval {
        let screenRate = UIScreen.main.maximumFramesPerSecond
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < screenRate else { return duration }
        let frames = (Double(screenRate) / Double(preferredFramesPerSecond)).rounded()
        return frames * duration
    }

    /// A frame at `time`: calls the target when the preferred rate says so.
    fileprivate func frame(at time: TimeInterval) {
        guard let call, !isPaused else { return }
        // Half a screen frame of slack: a clock a little early for the next call still makes it.
        guard time >= targetTimestamp - duration / 2 else { return }
        timestamp = time
        targetTimestamp = time + callInterval
        call(self)
    }
}

/// What the application advances each frame for a display link (the link itself stays an NSObject
/// with UIKit's members only). It keeps the link, as a run loop keeps an added link on iOS: a link
/// nobody stores runs until `invalidate()`.
@MainActor
private final class DisplayLinkClock: FrameAnimating {
    let link: CADisplayLink
    init(link: CADisplayLink) { self.link = link }

    func advance(to time: TimeInterval) -> Bool {
        link.frame(at: time)
        return true
    }
}

extension UIScreen {
    /// A display link for this screen, UIKit's `displayLink(withTarget:selector:)`.
    public func displayLink<Target: AnyObject>(withTarget target: Target,
                                               selector: @escaping (Target) -> @MainActor (CADisplayLink) -> Void) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }
}
