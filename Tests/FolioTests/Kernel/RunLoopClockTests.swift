import Foundation
import Testing
@testable import Folio
import FolioTesting

/// An application no host ticks runs its frames on the main actor in real time, as UIKit's runs
/// them on the main run loop in a unit test; a hosted one never does. (The XCTest side — `wait(for:)`
/// turning the run loop — is the ported card pager's suite in `DownstreamPackageTests`.)
@MainActor
@Suite("Frames on the run loop", .timeLimit(.minutes(30)))
struct RunLoopClockTests {
    /// Lets the main actor run other work until `done`. No deadline of its own: other suites hold
    /// the main actor for minutes at a time on a loaded machine (seen: over three, with two test
    /// runs side by side); the suite's time limit, longer than a whole test run, catches a hang.
    private func yield(until done: () -> Bool) async throws {
        while !done() { try await Task.sleep(nanoseconds: 10_000_000) }
    }

    @Test("with no host, a view animation in a window completes in real time while the test waits, not inside the call")
    func animationCompletesOnTheRunLoop() async throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.application = app
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        var finished: Bool?

        UIView.animate(withDuration: 0.2, animations: { view.center.x = 150 }, completion: { finished = $0 })
        let inside = finished
        try await yield(until: { finished != nil })

        #expect(inside == nil)
        #expect(finished == true)
        #expect(app.currentTime >= 0.2, "the application's clock followed the run loop")
        #expect(!app.isHosted && app.isIdle)
    }

    /// Counts its `draw(_:)` calls and what the context was.
    final class Drawn: UIView {
        var draws = 0
        var hadContext = false
        override func draw(_ rect: CGRect) {
            draws += 1
            hadContext = UIGraphicsGetCurrentContext() != nil
            UIColor.red.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("with no host, draw(_:) of a view shown in a window runs in the display pass of a run-loop frame, not inside the calls; again after setNeedsDisplay()")
    func drawRunsWithoutHost() async throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.application = app
        window.makeKeyAndVisible()
        let view = Drawn(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        window.addSubview(view)
        #expect(view.draws == 0)
        try await yield(until: { view.draws > 0 })
        #expect(view.draws == 1 && view.hadContext)
        let image = try #require(view.layer.contents as? CGImage)
        #expect(image.width == Int(30 * view.contentScaleFactor))
        view.setNeedsDisplay()
        #expect(view.draws == 1)
        try await yield(until: { view.draws > 1 })
        #expect(view.draws == 2)
        #expect(!app.isHosted)
    }

    @Test("a timer on the frame clock of an application no host ticks fires while the test waits")
    func frameTimerFires() async throws {
        let app = UIApplication()
        var fired = 0

        FrameTimer.scheduledTimer(withTimeInterval: 0.05, in: app) { _ in fired += 1 }
        try await yield(until: { fired > 0 })

        #expect(fired == 1)
    }

    @Test("an application ticked by a host never moves in real time: its virtual clock is the only time it sees")
    func hostedNeverMoves() async throws {
        let headless = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: UIViewController())
        var fired = 0
        FrameTimer.scheduledTimer(withTimeInterval: 0.01, in: headless.application) { _ in fired += 1 }
        let before = headless.application.currentTime

        try await Task.sleep(nanoseconds: 100_000_000)

        #expect(headless.application.isHosted)
        #expect(headless.application.currentTime == before && fired == 0)
        headless.advance(by: 0.02)
        #expect(fired == 1)
    }
}
