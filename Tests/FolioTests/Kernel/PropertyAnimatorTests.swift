import Foundation
import Testing
@testable import Folio
import FolioTesting

/// `UIViewPropertyAnimator` as interactive code drives it: run, pause, scrub, reverse, stop,
/// finish and continue, on the virtual clock.
@MainActor
@Suite("UIViewPropertyAnimator")
struct PropertyAnimatorTests {
    let app: HeadlessApp
    let box: UIView

    init() {
        let root = UIViewController()
        app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: root)
        box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.center = CGPoint(x: 0, y: 100)
        root.view.addSubview(box)
        app.tick()
    }

    @Test("a running animator moves what is drawn on its curve; the model is at the end at once; the completion hears .end once")
    func runs() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 100 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center.x == 100, "the model value is the end value")
        app.advance(by: 0.5)
        #expect(abs(box.presentationCenter.x - 50) < 2, "\(box.presentationCenter.x)")
        #expect(abs(animator.fractionComplete - 0.5) < 0.02)
        app.advance(by: 0.6)
        #expect(ended == [.end] && animator.state == .inactive)
        #expect(box.presentationCenter.x == 100)
    }

    @Test("paused, fractionComplete scrubs on a linear curve whatever the timing; resuming eases from there")
    func scrubs() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.box.center.x = 100 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.3
        app.tick()
        #expect(abs(box.presentationCenter.x - 30) < 1e-6, "linear while scrubbing")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(box.presentationCenter.x < 25, "on the ease-in-out curve, 30 % of the time is less of the way")
        animator.startAnimation()
        app.advance(by: 0.35)
        #expect(animator.fractionComplete > 0.6 && animator.fractionComplete < 0.7)
        app.advance(by: 0.5)
        #expect(animator.state == .inactive && box.presentationCenter.x == 100)
    }

    @Test("reversed mid-way it runs back to the start: the completion hears .start and the model goes back")
    func reverses() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 100 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        app.advance(by: 0.5)
        animator.isReversed = true
        app.advance(by: 0.25)
        #expect(abs(box.presentationCenter.x - 25) < 2)
        app.advance(by: 0.3)
        #expect(ended == [.start] && box.center.x == 0 && box.presentationCenter.x == 0)
    }

    @Test("stopped, the views keep what is on screen; finishing at .current runs the completions; stopping without finishing runs none")
    func stops() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 100 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        app.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(abs(box.center.x - 40) < 2 && box.presentationCenter.x == box.center.x)
        #expect(ended.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(ended == [.current] && animator.state == .inactive)

        var second: [UIViewAnimatingPosition] = []
        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.y = 300 }
        other.addCompletion { second.append($0) }
        other.startAnimation()
        app.advance(by: 0.5)
        other.stopAnimation(true)
        app.advance(by: 1)
        #expect(second.isEmpty && other.state == .inactive && abs(box.center.y - 200) < 3)
    }

    @Test("continueAnimation lets a paused animator go on a spring over the time left; an underdamped spring overshoots")
    func continues() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.box.center.x = 100 }
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.3), durationFactor: 0)
        var most: CGFloat = 0
        for _ in 0..<30 { app.advance(by: 1.0 / 60); most = max(most, box.presentationCenter.x) }
        #expect(most > 100, "past the end and back: \(most)")
        app.advance(by: 0.1)
        #expect(ended == [.end])
    }

    @Test("runningPropertyAnimator starts after its delay; animating the property again takes it from the animator")
    func runningAndInterrupted() {
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: [.curveLinear],
                                                                      animations: { self.box.alpha = 0 },
                                                                      completion: { ended.append($0) })
        app.advance(by: 0.4)
        #expect(box.presentationAlpha == 1, "still waiting")
        app.advance(by: 0.6)
        #expect(abs(box.presentationAlpha - 0.5) < 0.05)
        UIView.animate(withDuration: 0.2) { self.box.alpha = 1 }
        app.advance(by: 0.3)
        #expect(box.presentationAlpha == 1 && box.alpha == 1, "the later animation owns alpha now")
        app.advance(by: 1)
        #expect(ended == [.end] && animator.state == .inactive)
    }

    @Test("bad input: a NaN duration, NaN fraction, finishing an animator that is not stopped: diagnostics, no trap")
    func badInput() {
        DiagnosticLog.install()
        let animator = UIViewPropertyAnimator(duration: .nan, curve: .linear) { self.box.center.x = 50 }
        #expect(animator.duration == 0)
        animator.fractionComplete = .nan
        animator.finishAnimation(at: .end)
        #expect(!DiagnosticLog.shared.messages(containing: "not stopped").isEmpty)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        app.tick()
        #expect(ended == [.end] && box.center.x == 50)
    }
}
