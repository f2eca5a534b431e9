import Foundation
import Logging

/// UIKit code's selector timers, with the method reference `folio-port` writes for the selector:
/// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: Clock.tick(_:), userInfo: nil,
/// repeats: true)`. The timer runs on the application's frame clock (a `FrameTimer`), so headless
/// runs and tests see it fire at the same virtual time every run: the application of the target's
/// window when the target is a responder in one, else `UIApplication.shared`. As Foundation's
/// timer does, it keeps its target until it is invalidated (or, not repeating, has fired);
/// `invalidate()` stops it, `fire()` calls the method at once. `userInfo` is not kept (Foundation
/// on Linux keeps none for such timers): read what you need from the target.
extension Timer {
    /// Schedules `selector` (taking the timer) on `target` every `ti` seconds, or once.
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> @MainActor (Timer) -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        nonisolated(unsafe) let call = { (timer: Timer) in selector(target)(timer) }
        return schedule(ti, repeats: repeats, on: application(for: target)) { timer in
            nonisolated(unsafe) let timer = timer
            mainActorUnchecked { call(timer) }
        }
    }

    /// Schedules `selector` (taking no argument) on `target` every `ti` seconds, or once.
    @preconcurrency @MainActor @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> @MainActor () -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        nonisolated(unsafe) let call = { selector(target)() }
        return schedule(ti, repeats: repeats, on: application(for: target)) { _ in mainActorUnchecked { call() } }
    }

    /// Schedules `selector` (taking the timer) of a target that is not main-actor code. (The
    /// method may throw: its error is logged. The parameter is typed throwing so that this
    /// overload and the main-actor one stay apart.)
    @MainActor @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> (Timer) throws -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        nonisolated(unsafe) let call = { (timer: Timer) in
            do { try selector(target)(timer) } catch { Logger(label: "folio.timer").error("timer target threw \(error)") }
        }
        return schedule(ti, repeats: repeats, on: application(for: target)) { timer in call(timer) }
    }

    /// Schedules `selector` (taking no argument) of a target that is not main-actor code.
    @MainActor @discardableResult
    public class func scheduledTimer<Target: AnyObject>(timeInterval ti: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> () throws -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        nonisolated(unsafe) let call = {
            do { try selector(target)() } catch { Logger(label: "folio.timer").error("timer target threw \(error)") }
        }
        return schedule(ti, repeats: repeats, on: application(for: target)) { _ in call() }
    }

    /// The application whose clock runs a timer of `target`.
    @MainActor
    private static func application(for target: AnyObject) -> UIApplication {
        (target as? UIResponder)?.responderWindow?.application ?? .shared
    }

    /// A Foundation timer whose block is `body`, fired by a frame timer of `application`. Once
    /// the frame timer is done with it (invalidated, fired once, or its application gone), the
    /// reference Foundation keeps from the timer to itself is let go (`TimerSelfReference`).
    @MainActor
    private static func schedule(_ ti: TimeInterval, repeats: Bool, on application: UIApplication,
                                 _ body: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: ti, repeats: repeats, block: body)
        let held = TimerSelfReference(timer)
        FrameTimer.scheduledTimer(withTimeInterval: ti, repeats: repeats, in: application) { frameTimer in
            guard held.timer.isValid else { frameTimer.invalidate(); return }
            held.timer.fire()
        }
        return timer
    }
}

/// Foundation on Linux makes every `Timer` hold a strong reference to itself (its run-loop
/// timer's context keeps it and is never released), so a timer is never freed, nor what its block
/// holds. A frame-clock timer is never added to a run loop, so that reference serves nothing:
/// this lets it go when the frame timer that fires the timer lets go of this (its closure freed).
/// Whether Foundation keeps that reference is probed once, on a throwaway timer, so a Foundation
/// that stops keeping it is never released too often.
final class TimerSelfReference: @unchecked Sendable {
    let timer: Timer

    init(_ timer: Timer) { self.timer = timer }

    deinit {
        if Self.foundationKeepsTimers { Unmanaged.passUnretained(timer).release() }
    }

    /// Whether a timer nothing else holds stays alive (Foundation's self-reference); the probe's
    /// own reference is let go when it does.
    static let foundationKeepsTimers: Bool = {
        weak var probe: Timer?
        do {
            let made = Timer(timeInterval: 1, repeats: false) { _ in }
            probe = made
        }
        guard let kept = probe else { return false }
        Unmanaged.passUnretained(kept).release()
        return true
    }()
}
