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

    /// A Foundation timer whose block is `body`, fired by a frame timer of `application`.
    @MainActor
    private static func schedule(_ ti: TimeInterval, repeats: Bool, on application: UIApplication,
                                 _ body: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: ti, repeats: repeats, block: body)
        FrameTimer.scheduledTimer(withTimeInterval: ti, repeats: repeats, in: application) { frameTimer in
            guard timer.isValid else { frameTimer.invalidate(); return }
            timer.fire()
        }
        return timer
    }
}
