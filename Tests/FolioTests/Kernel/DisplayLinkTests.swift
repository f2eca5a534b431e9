import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A model stepped by a display link, not main-actor code.
final class Simulation: @unchecked Sendable {
    var steps = 0
    func step(_ link: CADisplayLink) throws { steps += 1 }
}

@MainActor
@Suite("CADisplayLink")
struct DisplayLinkTests {
    final class Ticker: UIViewController {
        var calls: [(timestamp: CFTimeInterval, target: CFTimeInterval)] = []
        var bare = 0
        var stopAfter: Int?
        func step(_ link: CADisplayLink) {
            calls.append((link.timestamp, link.targetTimestamp))
            if let stopAfter, calls.count >= stopAfter { link.invalidate() }
        }
        func tick() { bare += 1 }
    }

    func app(_ ticker: Ticker) -> HeadlessApp {
        HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: ticker)
    }

    @Test("added to the main run loop, a link calls its target once a frame with the frame's time, until invalidated")
    func everyFrame() {
        let ticker = Ticker()
        let app = app(ticker)
        let link = CADisplayLink(target: ticker, selector: Ticker.step(_:))
        link.add(to: .main, forMode: .common)
        let start = app.now
        for _ in 0..<10 { app.advance(by: 1.0 / 60) }
        link.invalidate()
        for _ in 0..<10 { app.advance(by: 1.0 / 60) }

        #expect(ticker.calls.count == 10, "ten frames, ten calls; none after invalidate()")
        #expect(ticker.calls.map { (($0.timestamp - start) * 60).rounded() } == (1...10).map(Double.init))
        #expect(ticker.calls.allSatisfy { abs($0.target - $0.timestamp - 1.0 / 60) < 1e-9 }, "the next frame is 1/60 s on")
        #expect(abs(link.duration - 1.0 / 60) < 1e-12 && UIScreen.main.maximumFramesPerSecond == 60)
        #expect(app.runUntilIdle(), "an invalidated link lets the application go idle")
    }

    @Test("preferredFramesPerSecond 30 calls every second frame, 20 every third; a negative rate is the screen's, with a diagnostic")
    func preferredRate() {
        let ticker = Ticker()
        let app = app(ticker)
        let link = CADisplayLink(target: ticker, selector: Ticker.step(_:))
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        for _ in 0..<12 { app.advance(by: 1.0 / 60) }
        #expect(ticker.calls.count == 6)
        #expect(ticker.calls.allSatisfy { abs($0.target - $0.timestamp - 2.0 / 60) < 1e-9 })

        ticker.calls.removeAll()
        link.preferredFramesPerSecond = 20
        for _ in 0..<12 { app.advance(by: 1.0 / 60) }
        #expect(ticker.calls.count == 4)

        link.preferredFramesPerSecond = -5
        #expect(link.preferredFramesPerSecond == 0)
        #expect(!DiagnosticLog.shared.messages(containing: "preferredFramesPerSecond -5").isEmpty)
        link.invalidate()
    }

    @Test("a paused link makes no calls and lets the application go idle; resumed, it calls at the next frame")
    func pause() {
        let ticker = Ticker()
        let app = app(ticker)
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .common)
        app.advance(by: 3.0 / 60)
        #expect(ticker.bare == 3)
        #expect(!app.application.isIdle, "a running link keeps frames coming")

        link.isPaused = true
        app.advance(by: 5.0 / 60)
        #expect(ticker.bare == 3)
        #expect(app.application.isIdle)

        link.isPaused = false
        app.advance(by: 1.0 / 60)
        #expect(ticker.bare == 4)
        link.invalidate()
    }

    @Test("a link nobody stores runs until its target invalidates it through the link it is given, then lets the target go")
    func unstoredLink() {
        weak var released: Ticker?
        let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: UIViewController())
        do {
            let ticker = Ticker()
            ticker.stopAfter = 4
            released = ticker
            app.window.rootViewController = ticker
            CADisplayLink(target: ticker, selector: Ticker.step(_:)).add(to: .main, forMode: .common)
            app.advance(by: 10.0 / 60)
            #expect(ticker.calls.count == 4)
            app.window.rootViewController = UIViewController()
        }
        #expect(released == nil, "invalidate() lets the target go")
        #expect(app.runUntilIdle())
    }

    final class LaunchedApp: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test("a model that is not main-actor code steps on the launched app's frames; adding an invalidated link does nothing, with a diagnostic")
    func nonisolatedTarget() {
        let simulation = Simulation()
        let app = HeadlessApp(delegate: LaunchedApp.self)
        let link = CADisplayLink(target: simulation, selector: Simulation.step)
        link.add(to: .main, forMode: .common)
        app.advance(by: 5.0 / 60)
        link.invalidate()
        link.add(to: .main, forMode: .common)
        app.advance(by: 5.0 / 60)

        #expect(simulation.steps == 5)
        #expect(!DiagnosticLog.shared.messages(containing: "add(to:forMode:) after invalidate()").isEmpty)
    }
}
