import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Controls and the pan recognizer")
struct ControlAndGestureTests {
    @MainActor final class Target {
        var log: [String] = []
        func tapped(_ sender: UIButton) { log.append("tapped \(sender.currentTitle ?? "")") }
        func panned(_ pan: UIPanGestureRecognizer) { log.append("\(pan.state)") }
    }

    private func app() -> (HeadlessApp, UIView) {
        let vc = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: vc)
        return (app, vc.view)
    }

    @Test("touchUpInside fires for a tap inside, touchUpOutside for a lift far away")
    func buttonEvents() {
        let (app, root) = app()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.setTitle("Log in", for: .normal)
        root.addSubview(button)
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        var outside = 0
        button.addAction(UIAction { _ in outside += 1 }, for: .touchUpOutside)

        app.tap(at: CGPoint(x: 50, y: 30))
        app.drag(from: CGPoint(x: 50, y: 30), to: CGPoint(x: 290, y: 290), duration: 0.2)

        #expect(target.log == ["tapped Log in"])
        #expect(outside == 1)
        #expect(!button.isHighlighted)
    }

    @Test("targets are held weakly: a released target is not called")
    func weakTargets() {
        let button = UIButton(type: .custom)
        var target: Target? = Target()
        weak let weakTarget = target
        button.addTarget(target!, action: Target.tapped, for: .touchUpInside)

        target = nil
        button.sendActions(for: .touchUpInside)

        #expect(weakTarget == nil)
    }

    @Test("a pan begins after 10 points, reports translation and velocity, and ends")
    func pan() {
        let (app, root) = app()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
        root.addGestureRecognizer(pan)
        var translations: [CGPoint] = []
        pan.addAction { g in translations.append((g as! UIPanGestureRecognizer).translation(in: root)) }

        app.touchDown(at: CGPoint(x: 100, y: 100))
        app.touchMove(to: CGPoint(x: 105, y: 100))
        let early = pan.state
        for x in stride(from: 110, through: 200, by: 10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 100)) }
        let velocity = pan.velocity(in: root)
        app.touchUp(at: CGPoint(x: 200, y: 100))

        #expect(early == .possible)
        #expect(target.log.first == "began" && target.log.last == "ended")
        #expect(translations.last == CGPoint(x: 100, y: 0))
        #expect(abs(velocity.x - 600) < 1, "10 points per 1/60 s")
    }

    @Test("one move after a long hold: the velocity is that move over its own interval, not zero")
    func velocityAfterHold() {
        let (app, root) = app()
        let pan = UIPanGestureRecognizer()
        root.addGestureRecognizer(pan)

        app.touchDown(at: CGPoint(x: 100, y: 100))
        app.advance(by: 0.5)
        app.touchMove(to: CGPoint(x: 130, y: 100))
        let velocity = pan.velocity(in: root)
        app.touchUp(at: CGPoint(x: 130, y: 100))

        #expect(abs(velocity.x - 30 / (0.5 + 1.0 / 60)) < 1, "30 points over the move's interval: \(velocity)")
    }

    @Test("a recognized pan cancels the touches of the view under the finger")
    func cancelsTouchesInView() {
        final class Touchy: UIView {
            var log: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began") }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled") }
        }
        let (app, root) = app()
        let touchy = Touchy(frame: root.bounds)
        root.addSubview(touchy)
        root.addGestureRecognizer(UIPanGestureRecognizer())

        app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)

        #expect(touchy.log.first == "began")
        #expect(touchy.log.last == "cancelled")
        #expect(!touchy.log.contains("ended"))
    }

    @Test("a delegate can stop a pan from beginning")
    func shouldBegin() {
        final class Refuser: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let (app, root) = app()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
        let refuser = Refuser()
        pan.delegate = refuser
        root.addGestureRecognizer(pan)

        app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)

        #expect(target.log.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("a system cancel sends touchesCancelled and cancels the pan")
    func systemCancel() {
        let (app, root) = app()
        let target = Target()
        root.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: Target.panned))

        app.touchDown(at: CGPoint(x: 100, y: 100))
        for x in stride(from: 110, through: 150, by: 10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 100)) }
        app.application.cancelAllTouches()
        app.tick()

        #expect(target.log.last == "cancelled")
        #expect(app.application.isIdle)
    }
}
