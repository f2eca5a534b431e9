import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Each recognizer's state sequence, from its targets' point of view.
@MainActor
@Suite("Gesture recognizers")
struct RecognizerTests {
    @MainActor final class Log {
        var entries: [String] = []
        func record(_ name: String) -> @MainActor (UIGestureRecognizer) -> Void { { self.entries.append("\(name) \($0.state)") } }
    }

    private func setUp() -> (HeadlessApp, UIView, Log) {
        let vc = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: vc)
        return (app, vc.view, Log())
    }

    @Test("a tap recognizes on lift; a finger that wanders fails it")
    func tap() {
        let (app, view, log) = setUp()
        let tap = UITapGestureRecognizer()
        tap.addAction(log.record("tap"))
        view.addGestureRecognizer(tap)

        app.tap(at: CGPoint(x: 100, y: 100))
        app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.1)

        #expect(log.entries == ["tap ended"])
        #expect(tap.state == .possible)
    }

    @Test("a one-finger tap recognizer fails for two fingers")
    func tapTouches() {
        let (app, view, log) = setUp()
        let tap = UITapGestureRecognizer()
        tap.addAction(log.record("tap"))
        view.addGestureRecognizer(tap)

        app.send(.began, at: CGPoint(x: 100, y: 100), finger: 0)
        app.send(.began, at: CGPoint(x: 150, y: 100), finger: 1)
        app.tick()
        app.send(.ended, at: CGPoint(x: 100, y: 100), finger: 0)
        app.send(.ended, at: CGPoint(x: 150, y: 100), finger: 1)
        app.tick()

        #expect(log.entries.isEmpty)
    }

    @Test("single tap requiring the double tap to fail: a double tap fires only the double, a single only the single, after the wait")
    func requireToFail() {
        let (app, view, log) = setUp()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction(log.record("double"))
        let single = UITapGestureRecognizer()
        single.addAction(log.record("single"))
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        app.tap(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.1)
        app.tap(at: CGPoint(x: 100, y: 100))
        app.advance(by: 1)
        let afterDouble = log.entries
        log.entries.removeAll()
        app.tap(at: CGPoint(x: 100, y: 100))
        let beforeWait = log.entries
        app.advance(by: 0.5)

        #expect(afterDouble == ["double ended"])
        #expect(beforeWait.isEmpty, "the single tap waits for the double tap to fail")
        #expect(log.entries == ["single ended"])
    }

    @Test("a long press begins after its duration, changes as it moves and ends on lift")
    func longPress() {
        let (app, view, log) = setUp()
        let press = UILongPressGestureRecognizer()
        press.addAction(log.record("press"))
        view.addGestureRecognizer(press)

        app.touchDown(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.45)
        let early = log.entries
        app.advance(by: 0.1)
        app.touchMove(to: CGPoint(x: 130, y: 100))
        app.touchUp(at: CGPoint(x: 130, y: 100))

        #expect(early.isEmpty)
        #expect(log.entries == ["press began", "press changed", "press ended"])
    }

    @Test("a long press moved beyond allowableMovement before its time fails")
    func longPressMoved() {
        let (app, view, log) = setUp()
        let press = UILongPressGestureRecognizer()
        press.addAction(log.record("press"))
        view.addGestureRecognizer(press)

        app.touchDown(at: CGPoint(x: 100, y: 100))
        app.touchMove(to: CGPoint(x: 115, y: 100))
        app.advance(by: 1)
        app.touchUp(at: CGPoint(x: 115, y: 100))

        #expect(log.entries.isEmpty)
    }

    @Test("a swipe recognizes in its direction only")
    func swipe() {
        let (app, view, log) = setUp()
        let right = UISwipeGestureRecognizer()
        right.addAction(log.record("right"))
        let left = UISwipeGestureRecognizer()
        left.direction = .left
        left.addAction(log.record("left"))
        view.addGestureRecognizer(right)
        view.addGestureRecognizer(left)

        app.swipe(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200), velocity: 1200)
        app.swipe(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 210), velocity: 1200)
        app.swipe(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), velocity: 1200)

        #expect(log.entries == ["right ended", "left ended"])
    }

    @Test("pinch and rotation recognize together when the delegate allows it")
    func pinchAndRotation() {
        @MainActor final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let (app, view, log) = setUp()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let both = Both()
        pinch.delegate = both
        var scales: [CGFloat] = [], angles: [CGFloat] = []
        pinch.addAction { g in scales.append((g as! UIPinchGestureRecognizer).scale) }
        rotation.addAction { g in angles.append((g as! UIRotationGestureRecognizer).rotation) }
        pinch.addAction(log.record("pinch"))
        rotation.addAction(log.record("rotation"))
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        app.twoFingerGesture(center: CGPoint(x: 200, y: 200), from: 100, to: 200, angle: .pi / 4, duration: 0.5)

        #expect(log.entries.first == "pinch began" || log.entries.first == "rotation began")
        #expect(log.entries.contains("pinch ended") && log.entries.contains("rotation ended"))
        #expect(abs(scales.last! - 2) < 0.01)
        #expect(abs(angles.last! - .pi / 4) < 0.01)
    }

    @Test("without the delegate, the first of pinch and rotation to begin wins")
    func pinchOrRotation() {
        let (app, view, log) = setUp()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        pinch.addAction(log.record("pinch"))
        rotation.addAction(log.record("rotation"))
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        app.twoFingerGesture(center: CGPoint(x: 200, y: 200), from: 100, to: 200, duration: 0.5)

        #expect(log.entries.first == "pinch began" && log.entries.last == "pinch ended")
        #expect(!log.entries.contains { $0.hasPrefix("rotation") })
    }

    @Test("a tap inside a paged scroll view taps; a drag there scrolls and the tap fails")
    func tapInsideScrollView() {
        let (app, view, log) = setUp()
        let scroll = UIScrollView(frame: view.bounds)
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 800, height: 400)
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let tap = UITapGestureRecognizer()
        tap.addAction(log.record("tap"))
        page.addGestureRecognizer(tap)
        scroll.addSubview(page)
        view.addSubview(scroll)

        app.tap(at: CGPoint(x: 200, y: 200))
        app.swipe(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), velocity: 1200)
        app.runUntilIdle()

        #expect(log.entries == ["tap ended"])
        #expect(scroll.contentOffset.x == 400)
    }

    @Test("delaysTouchesBegan holds the view's touchesBegan until the recognizer fails")
    func delaysTouchesBegan() {
        @MainActor final class Touchy: UIView {
            var log: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled") }
        }
        let (app, view, _) = setUp()
        let touchy = Touchy(frame: view.bounds)
        view.addSubview(touchy)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        touchy.addGestureRecognizer(press)

        app.touchDown(at: CGPoint(x: 100, y: 100))
        let held = touchy.log
        app.touchMove(to: CGPoint(x: 150, y: 100))
        let released = touchy.log
        app.touchUp(at: CGPoint(x: 150, y: 100))

        #expect(held.isEmpty)
        #expect(released == ["began"])
        #expect(touchy.log == ["began", "ended"])
    }

    @Test("random multi-touch streams never leave a recognizer stuck or reach hidden views")
    func randomStreams() {
        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % UInt64(n)) }
        for _ in 0..<20 {
            let (app, view, _) = setUp()
            let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            hidden.isHidden = true
            view.addSubview(hidden)
            let recognizers: [UIGestureRecognizer] = [UITapGestureRecognizer(), UILongPressGestureRecognizer(),
                                                      UISwipeGestureRecognizer(), UIPanGestureRecognizer(),
                                                      UIPinchGestureRecognizer(), UIRotationGestureRecognizer()]
            recognizers.forEach(view.addGestureRecognizer)
            var down: Set<Int> = []
            for _ in 0..<150 {
                let finger = next(3)
                let p = CGPoint(x: next(400), y: next(400))
                switch next(5) {
                case 0 where !down.contains(finger): app.send(.began, at: p, finger: finger); down.insert(finger)
                case 1 where down.contains(finger): app.send(.moved, at: p, finger: finger)
                case 2 where down.contains(finger): app.send(.ended, at: p, finger: finger); down.remove(finger)
                case 3 where down.contains(finger): app.send(.cancelled, at: p, finger: finger); down.remove(finger)
                default: app.advance(by: Double(next(40)) / 100)
                }
                app.tick()
                #expect(app.application.allActiveTouches.allSatisfy { $0.view !== hidden })
            }
            for f in down { app.send(.ended, at: .zero, finger: f) }
            app.tick()
            app.advance(by: 1)
            for r in recognizers { #expect(r.state == .possible, "\(type(of: r)) stuck in \(r.state)") }
        }
    }
}
