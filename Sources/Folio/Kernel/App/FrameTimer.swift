import Foundation

/// A timer on the application's frame clock — Folio's counterpart of Foundation's scheduled
/// timers, with the same arguments: it fires in the frame pipeline's animation step once the clock reaches its
/// fire date, so headless runs and tests see it at exactly the same virtual time every run.
/// While it is scheduled the application is not idle (`runUntilIdle()` waits for it).
@preconcurrency @MainActor
public final class FrameTimer: FrameAnimating {
    /// Seconds between firings (the delay of a one-shot timer).
    public let timeInterval: TimeInterval
    /// Whether it fires again after each `timeInterval`.
    public let repeats: Bool
    /// The clock time of the next firing.
    public private(set) var fireDate: TimeInterval
    /// False once it fired (one-shot) or was invalidated.
    public private(set) var isValid = true
    private let block: @MainActor (FrameTimer) -> Void
    private weak var application: UIApplication?

    /// Schedules `block` after `interval` seconds of `application`'s clock (non-finite or negative
    /// intervals count as 0; a repeating timer waits at least one frame between firings).
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool = false,
                                      in application: UIApplication,
                                      block: @escaping @MainActor (FrameTimer) -> Void) -> FrameTimer {
        let timer = FrameTimer(interval: interval.isFinite ? max(0, interval) : 0, repeats: repeats,
                               start: application.currentTime, block: block)
        timer.application = application
        application.addAnimator(timer)
        return timer
    }

    private init(interval: TimeInterval, repeats: Bool, start: TimeInterval, block: @escaping @MainActor (FrameTimer) -> Void) {
        timeInterval = interval
        self.repeats = repeats
        fireDate = start + interval
        self.block = block
    }

    /// Stops the timer; it never fires again.
    public func invalidate() {
        isValid = false
        application?.removeAnimator(self)
    }

    /// Fires when the clock has reached the fire date (once per frame at most).
    public func advance(to time: TimeInterval) -> Bool {
        guard isValid else { return false }
        guard time >= fireDate else { return true }
        if repeats {
            fireDate += timeInterval
            if fireDate <= time { fireDate = time + timeInterval }   // frames were missed: no burst of firings
        } else {
            isValid = false
        }
        block(self)
        return isValid
    }
}
