import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("UIView.animate")
struct AnimationTests {
    private func setUp() -> (HeadlessApp, UIView) {
        let vc = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: vc)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(v)
        app.tick()
        return (app, v)
    }

    @Test("the model changes at once; what is drawn follows the clock to the end, then completion(true)")
    func linearFrame() {
        let (app, v) = setUp()
        var finished: [Bool] = []

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.frame = CGRect(x: 200, y: 0, width: 100, height: 100)
            v.alpha = 0.5
        }, completion: { finished.append($0) })
        let model = v.frame
        app.advance(by: 0.25)
        let quarter = v.presentationFrame
        app.advance(by: 0.5)
        let threeQuarters = (v.presentationFrame, v.presentationAlpha)
        app.advance(by: 0.3)

        #expect(model == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(abs(quarter.minX - 50) < 1e-6)
        #expect(abs(threeQuarters.0.minX - 150) < 1e-6 && abs(threeQuarters.1 - 0.625) < 1e-6)
        #expect(v.presentationFrame == v.frame)
        #expect(finished == [true])
    }

    @Test("ease-in-out starts slowly and ends at the target")
    func easeInOut() {
        let (app, v) = setUp()

        UIView.animate(withDuration: 0.25) { v.center = CGPoint(x: 250, y: 50) }
        app.advance(by: 0.05)
        let early = v.presentationCenter.x

        #expect(early > 50 && early < 50 + 200 * 0.2)
        app.advance(by: 0.25)
        #expect(v.presentationCenter.x == 250)
    }

    @Test("a second animation of a position adds to the first, as UIKit's since iOS 8: no jump, both run to their ends and complete with true")
    func additiveInterruption() {
        let (app, v) = setUp()
        var first: [Bool] = [], second: [Bool] = []

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 250 }, completion: { first.append($0) })
        app.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 50 }, completion: { second.append($0) })
        let restart = v.presentationCenter.x
        #expect(v.layer.animationKeys() == ["position", "position-2"])
        let added = v.layer.animation(forKey: "position-2") as? CABasicAnimation
        #expect(added?.isAdditive == true && added?.fromValue as? CGPoint == CGPoint(x: 200, y: 0) && added?.toValue as? CGPoint == .zero)
        app.advance(by: 0.5)
        let firstEnded = v.presentationCenter.x
        let firstHeard = first
        app.advance(by: 0.6)
        let end = v.presentationCenter.x

        #expect(abs(restart - 150) < 1e-6, "the second starts where the first had got to")
        // 50 (the model) − 200 · (1 − 1) (the first, done) + 200 · (1 − 0.5) (the second, half-way)
        #expect(abs(firstEnded - 150) < 1e-6)
        #expect(firstHeard == [true], "the first ran to its end")
        #expect(abs(end - 50) < 1e-6 && second == [true])
        #expect(v.layer.animationKeys() == nil)
    }

    @Test("an alpha animation started over a running one takes over from what is on screen: the first completes with false")
    func replacingInterruption() {
        let (app, v) = setUp()
        var first: [Bool] = [], second: [Bool] = []

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }, completion: { first.append($0) })
        app.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 1 }, completion: { second.append($0) })
        let restart = v.layer.presentation()?.opacity ?? -1
        app.advance(by: 0.5)
        let halfway = v.layer.presentation()?.opacity ?? -1
        app.advance(by: 1)

        #expect(abs(restart - 0.5) < 1e-6)
        #expect(abs(halfway - 0.75) < 1e-6)
        #expect(first == [false] && second == [true])
    }

    @Test("zero duration and views outside a window apply at once and complete at once")
    func immediate() {
        let (_, v) = setUp()
        let loose = UIView(frame: .zero)
        var done: [Bool] = []

        UIView.animate(withDuration: 0, animations: { v.alpha = 0.3 }, completion: { done.append($0) })
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0.3 }, completion: { done.append($0) })
        UIView.animate(withDuration: .nan, animations: { v.alpha = 0.2 }, completion: { done.append($0) })

        #expect(v.presentationAlpha == 0.2 && loose.alpha == 0.3)
        #expect(done == [true, true, true])
    }

    @Test("animating views take no touches unless allowUserInteraction")
    func interaction() {
        let (app, v) = setUp()
        let hit = { app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) }

        UIView.animate(withDuration: 1) { v.alpha = 0.9 }
        let during = hit()
        app.advance(by: 1.1)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { v.alpha = 1 })
        let allowed = hit()

        #expect(during !== v)
        #expect(allowed === v)
    }

    @Test("a spring with low damping overshoots and settles on its target")
    func spring() {
        let (app, v) = setUp()
        var peak: CGFloat = 0

        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, animations: {
            v.center.x = 250
        })
        for _ in 0..<70 { app.advance(by: 1.0 / 60); peak = max(peak, v.presentationCenter.x) }

        #expect(peak > 260)
        #expect(v.presentationCenter.x == 250)
    }

    @Test("the renderer draws the presentation values")
    func rendering() {
        let (app, v) = setUp()
        v.backgroundColor = .red

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 250 })
        app.advance(by: 0.5)
        let canvas = RecordingCanvas()
        ViewRenderer.render(app.window, in: canvas)

        #expect(canvas.fills.contains { $0.color == .red && $0.rect.minX == 100 })
    }
}
