import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Core Animation as UIKit code writes it: explicit animations on views' layers and standalone
/// layers, their timing, delegates and transactions, at given virtual times.
@MainActor
@Suite("Core Animation")
struct CoreAnimationTests {
    let app: HeadlessApp
    let box: UIView
    let dot: CALayer

    init() {
        let root = UIViewController()
        app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: root)
        box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .red
        root.view.addSubview(box)
        dot = CALayer()
        dot.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        dot.backgroundColor = UIColor.blue.cgColor
        root.view.layer.addSublayer(dot)
        app.tick()
    }

    /// What a delegate hears, in order.
    final class Log: CAAnimationDelegate {
        enum Call: Equatable { case start(String?), stop(String?, Bool) }
        var calls: [Call] = []
        func animationDidStart(_ anim: CAAnimation) { calls.append(.start(anim.value(forKey: "name") as? String)) }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls.append(.stop(anim.value(forKey: "name") as? String, flag)) }
    }

    @Test("a basic animation of position.x shows its value on the curve, leaves the model alone, and is removed at the end")
    func basicPosition() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 110
        move.duration = 1
        box.layer.add(move, forKey: "move")

        app.advance(by: 0.5)

        #expect(abs(box.presentationCenter.x - 60) < 1, "\(box.presentationCenter.x)")
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 60) < 1)
        #expect(box.center.x == 10, "the model keeps its value")
        #expect(box.layer.animationKeys() == ["move"])
        app.advance(by: 0.6)
        #expect(box.presentationCenter.x == 10 && box.layer.animationKeys() == nil)
    }

    @Test("the delegate hears the start on the first frame and the stop once, finished; a removed animation stops unfinished")
    func delegateOrder() {
        let log = Log()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 0.5
        fade.delegate = log
        fade.setValue("fade", forKey: "name")
        box.layer.add(fade, forKey: "fade")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi; spin.duration = 2
        spin.delegate = log
        spin.setValue("spin", forKey: "name")
        box.layer.add(spin, forKey: "spin")

        app.advance(by: 0.25)
        #expect(abs(box.presentationAlpha - 0.5) < 0.02)
        app.advance(by: 0.5)
        box.layer.removeAnimation(forKey: "spin")

        #expect(log.calls == [.start("fade"), .start("spin"), .stop("fade", true), .stop("spin", false)])
        #expect(box.presentationAlpha == 1 && box.presentationTransform == .identity)
    }

    @Test("transform.rotation.z turns the view: a quarter of the way through a half turn it is at 45°")
    func rotation() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0; spin.toValue = CGFloat.pi; spin.duration = 1
        box.layer.add(spin, forKey: nil)

        app.advance(by: 0.25)

        let t = box.presentationTransform
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 0.01, "\(t)")
    }

    @Test("fill forwards with isRemovedOnCompletion false holds the end value; the model is unchanged")
    func fillForwards() {
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 80; grow.duration = 0.3
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        box.layer.add(grow, forKey: "grow")

        app.advance(by: 1)

        #expect(box.presentationBounds.width == 80 && box.bounds.width == 20)
        #expect(box.layer.animation(forKey: "grow") != nil)
        #expect(app.application.isIdle, "a held animation needs no frames")
    }

    @Test("a begin time in the future delays the animation; a backwards fill shows the start value meanwhile")
    func delayedBegin() {
        app.tick()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2; fade.toValue = 1; fade.duration = 1
        fade.beginTime = CACurrentMediaTime() + 0.5
        box.layer.add(fade, forKey: "plain")
        let dim = CABasicAnimation(keyPath: "opacity")
        dim.fromValue = 0.4; dim.toValue = 1; dim.duration = 1
        dim.beginTime = CACurrentMediaTime() + 0.5
        dim.fillMode = .backwards
        dot.add(dim, forKey: "filled")

        app.advance(by: 0.25)

        #expect(box.presentationAlpha == 1, "no effect before the begin time")
        #expect(abs((dot.presentation()?.opacity ?? 0) - 0.4) < 1e-6, "the backwards fill shows the start")
        app.advance(by: 0.75)
        #expect(abs(box.presentationAlpha - 0.6) < 0.02)
    }

    @Test("repeatCount 2 with autoreverses runs there and back twice: values at given times")
    func repeatsAndReverses() {
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.fromValue = 0; slide.toValue = 100; slide.duration = 1
        slide.repeatCount = 2; slide.autoreverses = true
        box.layer.add(slide, forKey: nil)
        var seen: [CGFloat] = []

        for _ in 0..<5 { app.advance(by: 0.75); seen.append(box.presentationCenter.y.rounded()) }

        // 0.75 s: 75 on the way up; 1.5: 50 on the way back; 2.25: 25 up again; 3.0: the top; 3.75: 25 back.
        #expect(seen == [75, 50, 25, 100, 25], "\(seen)")
    }

    @Test("a keyframe animation passes its values at its key times; discrete holds each value")
    func keyframes() {
        let bounce = CAKeyframeAnimation(keyPath: "position.x")
        bounce.values = [0, 100, 50]
        bounce.keyTimes = [0, 0.8, 1]
        bounce.duration = 1
        box.layer.add(bounce, forKey: nil)
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [1, 0.5, 0.2]
        steps.calculationMode = .discrete
        steps.keyTimes = [0, 0.3, 0.6, 1]
        steps.duration = 1
        dot.add(steps, forKey: nil)

        app.advance(by: 0.4)
        #expect(abs(box.presentationCenter.x - 50) < 1)
        #expect(dot.presentation()?.opacity == 0.5)
        app.advance(by: 0.5)
        #expect(abs(box.presentationCenter.x - 75) < 1)
        #expect(abs((dot.presentation()?.opacity ?? 0) - 0.2) < 1e-6)
    }

    @Test("a keyframe path moves a layer along it at even speed")
    func path() {
        let route = UIBezierPath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = route.cgPath
        follow.duration = 2
        dot.add(follow, forKey: nil)

        app.advance(by: 1.5)

        let p = dot.presentation()?.position ?? .zero
        #expect(abs(p.x - 100) < 1 && abs(p.y - 50) < 1, "\(p)")
    }

    @Test("a spring animation overshoots when lightly damped and settles at its settling duration")
    func spring() {
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.5; pop.toValue = 1
        pop.damping = 5; pop.stiffness = 200; pop.mass = 1
        pop.duration = pop.settlingDuration
        box.layer.add(pop, forKey: nil)
        var peak: CGFloat = 0

        for _ in 0..<60 { app.advance(by: 1.0 / 60); peak = max(peak, box.presentationTransform.a) }

        #expect(peak > 1.1, "overshoot \(peak)")
        #expect(pop.settlingDuration > 1 && pop.settlingDuration < 3, "\(pop.settlingDuration)")
        app.advance(by: 3)
        #expect(box.presentationTransform.a == 1)
    }

    @Test("a group runs its children in its own time and cuts them at its duration")
    func group() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 2
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 0.5; move.beginTime = 0.5
        let both = CAAnimationGroup()
        both.animations = [fade, move]
        both.duration = 1
        box.layer.add(both, forKey: "both")

        app.advance(by: 0.75)
        #expect(abs(box.presentationAlpha - 0.375) < 0.02)
        #expect(abs(box.presentationCenter.x - 50) < 1)
        app.advance(by: 0.5)
        #expect(box.presentationAlpha == 1 && box.layer.animationKeys() == nil, "cut at the group's end")
    }

    @Test("a standalone layer on screen animates a property change implicitly in 0.25 s; disableActions and NSNull turn it off")
    func implicitAnimations() {
        dot.opacity = 0
        app.advance(by: 0.125)
        let midway = dot.presentation()?.opacity ?? -1
        // Half the time on Core Animation's default curve (0.25, 0.1, 0.25, 1) is 80 % of the way.
        #expect(abs(midway - 0.198) < 0.01, "\(midway)")
        app.advance(by: 0.2)
        #expect(dot.presentation()?.opacity == 0)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.opacity = 1
        CATransaction.commit()
        #expect(dot.animationKeys() == nil)

        dot.actions = ["position": NSNull()]
        dot.position = CGPoint(x: 10, y: 10)
        #expect(dot.animationKeys() == nil)
        dot.cornerRadius = 4
        #expect(dot.animationKeys() == ["cornerRadius"])
    }

    @Test("a layer not yet drawn changes without animation, so it does not fly in")
    func notYetPresented() {
        let fresh = CALayer()
        box.layer.addSublayer(fresh)
        fresh.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(fresh.animationKeys() == nil)
    }

    @Test("a transaction's completion runs once all its animations have finished, after them")
    func transactionCompletion() {
        var order: [String] = []
        let log = Log()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { order.append("completion") }
        dot.opacity = 0.5
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 50; move.duration = 1; move.delegate = log
        box.layer.add(move, forKey: nil)
        CATransaction.commit()

        app.advance(by: 0.6)
        #expect(order.isEmpty)
        app.advance(by: 0.6)
        #expect(order == ["completion"] && log.calls.last == .stop(nil, true))
        #expect(abs(CATransaction.animationDuration() - 0.25) < 1e-9, "settings end with the transaction")
    }

    @Test("pausing a layer with speed 0 and timeOffset freezes its animation; resuming goes on from there")
    func pauseAndResume() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        box.layer.add(move, forKey: nil)
        app.advance(by: 0.3)
        app.tick()

        let paused = box.layer.convertTime(CACurrentMediaTime(), from: nil)
        box.layer.speed = 0
        box.layer.timeOffset = paused
        app.advance(by: 5)
        #expect(abs(box.presentationCenter.x - 30) < 1)
        box.layer.speed = 1
        box.layer.timeOffset = 0
        box.layer.beginTime = 0
        box.layer.beginTime = box.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        app.advance(by: 0.2)

        #expect(abs(box.presentationCenter.x - 50) < 1, "\(box.presentationCenter.x)")
    }

    @Test("CACurrentMediaTime is the application's frame clock")
    func mediaTime() {
        app.tick()
        let before = CACurrentMediaTime()
        app.advance(by: 0.5)
        #expect(abs(CACurrentMediaTime() - before - 0.5) < 1e-9)
    }

    @Test("bad input: a NaN duration is refused, an unknown key path adds nothing, values of the wrong kind show nothing")
    func badInput() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = .nan
        #expect(fade.duration == 0)
        let odd = CABasicAnimation(keyPath: "wobble")
        box.layer.add(odd, forKey: "odd")
        #expect(box.layer.animationKeys() == nil)
        let wrong = CABasicAnimation(keyPath: "position")
        wrong.fromValue = "left"; wrong.toValue = UIView()
        box.layer.add(wrong, forKey: "wrong")
        app.advance(by: 0.1)
        #expect(box.presentationCenter == box.center)
    }

    @Test("a push transition from the right slides the old content out left and the new in")
    func pushTransition() {
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        app.tick()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        box.layer.add(push, forKey: nil)
        box.backgroundColor = .green

        app.advance(by: 0.5)
        let image = app.snapshot()

        #expect(box.layer.animationKeys() == [kCATransition])
        let left = image.color(at: CGPoint(x: 25, y: 20)), right = image.color(at: CGPoint(x: 75, y: 20))
        #expect(left.r > 200 && left.g < 50, "old (red) on the left: \(left)")
        #expect(right.g > 100 && right.r < 50, "new (green) on the right: \(right)")
    }
}
