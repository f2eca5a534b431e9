import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A view animation is an animation of the view's layer, as in UIKit: the presentation layer
/// shows where the view is mid-flight (apps hit-test moving views through it), the layer lists
/// the animation under UIKit's keys, and removing the layer's animations stops it.
@MainActor
@Suite("View animations on the layer")
struct ViewAnimationLayerTests {
    func setUp() -> (HeadlessApp, UIView) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: root)
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.view.addSubview(view)
        app.tick()
        return (app, view)
    }

    @Test("half-way through a one-second linear animation of frame.origin.x from 0 to 200, presentation() is at 100; the model is at 200")
    func presentationMidFlight() throws {
        let (app, view) = setUp()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 200 })
        app.advance(by: 0.5)
        let shown = try #require(view.layer.presentation())
        #expect(abs(shown.frame.origin.x - 100) < 1, "\(shown.frame)")
        #expect(abs(shown.position.x - 125) < 1)
        #expect(view.layer.frame.origin.x == 200 && view.frame.origin.x == 200)
        app.advance(by: 0.6)
        #expect(view.layer.presentation()?.frame.origin.x == 200)
    }

    @Test("the layer lists a view animation under UIKit's keys, in the order the block set them, describes it, and lists nothing once it ends")
    func keys() throws {
        let (app, view) = setUp()
        #expect(view.layer.animationKeys() == nil)
        UIView.animate(withDuration: 0.4, delay: 0.1, options: [], animations: {
            view.center.x += 100
            view.alpha = 0.5
            view.bounds.size.width = 80
        })
        app.tick()
        #expect(view.layer.animationKeys() == ["position", "opacity", "bounds.size"])
        let position = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(position.keyPath == "position" && position.duration == 0.4)
        // Additive, as UIKit's position animations are since iOS 8: the old value's difference to nothing.
        #expect(position.isAdditive && position.fromValue as? CGPoint == CGPoint(x: -100, y: 0) && position.toValue as? CGPoint == .zero)
        let size = try #require(view.layer.animation(forKey: "bounds.size") as? CABasicAnimation)
        #expect(size.isAdditive && size.fromValue as? CGSize == CGSize(width: -30, height: 0))
        let opacity = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(!opacity.isAdditive && opacity.toValue as? CGFloat == 0.5)
        #expect(view.layer.animation(forKey: "transform") == nil)
        app.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("removeAllAnimations() stops a view animation where the model is, and its completion hears false at once")
    func removeAll() {
        let (app, view) = setUp()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 200 },
                       completion: { finished.append($0) })
        app.advance(by: 0.3)
        #expect(view.layer.presentation()!.frame.origin.x < 100)
        view.layer.removeAllAnimations()
        #expect(finished == [false])
        #expect(view.layer.presentation()?.frame.origin.x == 200 && view.presentationFrame.origin.x == 200)
        #expect(view.layer.animationKeys() == nil)
        app.advance(by: 1)
        #expect(finished == [false], "the completion runs once")
    }

    @Test("removeAnimation(forKey:) stops only the animation under that key")
    func removeOne() {
        let (app, view) = setUp()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame.origin.x = 200
            view.alpha = 0
        }, completion: { finished.append($0) })
        app.advance(by: 0.5)
        view.layer.removeAnimation(forKey: "opacity")
        #expect(view.layer.animationKeys() == ["position"])
        #expect(view.layer.presentation()?.opacity == 0)
        #expect(abs(view.layer.presentation()!.frame.origin.x - 100) < 1)
        #expect(finished.isEmpty, "the position still runs")
        app.advance(by: 1)
        #expect(finished == [false], "one of its animations was removed")
    }

    @Test("a paused property animator scrubbed to a quarter: presentation() is a quarter of the way")
    func scrubbedAnimator() {
        let (app, view) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 200 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        app.tick()
        #expect(abs((view.layer.presentation()?.frame.origin.x ?? -1) - 50) < 1, "\(String(describing: view.layer.presentation()?.frame))")
        #expect(view.layer.animationKeys() == ["position"])
        animator.stopAnimation(true)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("a running property animator's animation is on the layer: presentation() follows it, reversed it comes back, and it leaves the layer when done")
    func runningAnimator() throws {
        let (app, view) = setUp()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 200 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        app.advance(by: 0.5)
        #expect(view.layer.animationKeys() == ["position"])
        #expect(abs(try #require(view.layer.presentation()).frame.origin.x - 100) < 1)
        animator.isReversed = true
        app.advance(by: 0.25)
        #expect(abs(try #require(view.layer.presentation()).frame.origin.x - 50) < 1)
        app.advance(by: 0.5)
        #expect(ended == [.start])
        #expect(view.frame.origin.x == 0 && view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.frame.origin.x == 0)
    }

    @Test("with .autoreverse a view animation runs there and back, then shows the model; with .repeat it runs until removed")
    func autoreverseAndRepeat() throws {
        let (app, view) = setUp()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.frame.origin.x = 200 },
                       completion: { finished.append($0) })
        app.advance(by: 0.5)
        #expect(abs(try #require(view.layer.presentation()).frame.origin.x - 100) < 1)
        app.advance(by: 1)
        #expect(abs(try #require(view.layer.presentation()).frame.origin.x - 100) < 1, "on its way back")
        app.advance(by: 0.6)
        #expect(finished == [true] && view.layer.presentation()?.frame.origin.x == 200)

        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.superview?.addSubview(other)
        var repeated: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { other.alpha = 0 },
                       completion: { repeated.append($0) })
        app.advance(by: 5.25)
        #expect(abs(CGFloat(try #require(other.layer.presentation()).opacity) - 0.75) < 0.01, "a quarter into its sixth run")
        #expect(repeated.isEmpty)
        other.layer.removeAllAnimations()
        #expect(repeated == [false])
    }

    @Test("setting an animating property outside an animation shows the new value at once; the block hears false on the next frame, not inside the setter")
    func setOutsideAnimation() {
        let (app, view) = setUp()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 300 },
                       completion: { finished.append($0) })
        app.advance(by: 0.5)
        view.center.x = 10
        #expect(finished.isEmpty)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.position.x == 10)
        app.tick()
        #expect(finished == [false])
    }
}
