import Foundation

/// What moves an application that no host ticks — a unit test, a command-line tool, a library's
/// XCTest suite: its frames run on the main actor in real time, as UIKit's run on the main run
/// loop in a unit test, so `wait(for:timeout:)` (which turns the run loop, and with it the main
/// queue) and `await fulfillment(of:)` let animations, timers, display links and completions run.
///
/// It starts when something begins to move (`addAnimator`) in an application nobody else has
/// ticked, runs a frame every 1/60 s of the process's monotonic clock whenever the main actor is
/// free to run it, and stops when the application is idle. The first `tick(at:)` from anyone else — a window
/// host, `HeadlessApp`'s virtual clock, a test ticking by hand — makes the application hosted,
/// and it never runs for that application again: their clocks stay the only time it sees.
@MainActor
final class RunLoopClock {
    private weak var application: UIApplication?
    private var frames: Task<Void, Never>?
    /// Monotonic seconds at the application's time 0.
    private var origin: TimeInterval = 0
    /// Whether the frame being run is this clock's (not a host's).
    private(set) var isTicking = false

    init(application: UIApplication) { self.application = application }

    /// Starts the frames if they are not running.
    func start() {
        guard frames == nil, let application else { return }
        origin = ProcessInfo.processInfo.systemUptime - application.currentTime
        frames = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 16_666_667)
                guard let self, !Task.isCancelled, self.frame() else { return }
            }
        }
    }

    /// Stops the frames (the application is idle, or a host took it over).
    func stop() {
        frames?.cancel()
        frames = nil
    }

    /// Runs one frame at the monotonic clock's time; false once the frames should stop.
    private func frame() -> Bool {
        guard let application else { return false }
        isTicking = true
        application.tick(at: ProcessInfo.processInfo.systemUptime - origin)
        isTicking = false
        if application.isIdle || application.isHosted {
            frames = nil
            return false
        }
        return true
    }
}
