import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A scroll view and the touches of its content: UIKit's `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)`.
@MainActor
@Suite("Scroll views and their content's touches")
struct ContentTouchesTests {
    final class Scroller: UIScrollView {
        var cancelAsked: [String] = []
        var cancelButtons = false
        var refuseContent = false
        override func touchesShouldCancel(in view: UIView) -> Bool {
            cancelAsked.append("\(type(of: view))")
            if cancelButtons, view is UIButton { return true }
            return super.touchesShouldCancel(in: view)
        }
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            !refuseContent
        }
    }

    final class Pad: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    /// A horizontal scroller with a button at its left and a plain view at its right.
    func scene() -> (HeadlessApp, Scroller, UIButton, Pad) {
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: controller)
        let scroller = Scroller(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroller.contentSize = CGSize(width: 1200, height: 400)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 150, width: 160, height: 100)
        button.setTitle("Hold", for: .normal)
        let pad = Pad(frame: CGRect(x: 220, y: 150, width: 160, height: 100))
        scroller.addSubview(button)
        scroller.addSubview(pad)
        controller.view.addSubview(scroller)
        app.tick()
        return (app, scroller, button, pad)
    }

    @Test("a quick drag from a button scrolls without asking (the touch was still held back); a held one keeps the button's touch")
    func heldButtonKeepsItsTouch() {
        let (app, scroller, _, _) = scene()
        app.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 60, y: 200), duration: 0.2)
        _ = app.runUntilIdle()
        #expect(scroller.contentOffset.x > 50, "a drag that starts at once scrolls")
        #expect(scroller.cancelAsked.isEmpty)

        scroller.contentOffset = .zero
        app.touchDown(at: CGPoint(x: 150, y: 200))
        app.advance(by: 0.3)   // held on the button
        for x in stride(from: 140, through: 40, by: -10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 200)) }
        app.touchUp(at: CGPoint(x: 40, y: 200))
        _ = app.runUntilIdle()

        #expect(scroller.contentOffset.x == 0, "UIKit's default: a control keeps a touch it has held")
        #expect(scroller.cancelAsked.first == "UIButton")
    }

    @Test("touchesShouldCancel(in:) answering true for buttons lets a held drag scroll; plain content always lets it")
    func overriddenCancel() {
        let (app, scroller, _, _) = scene()
        scroller.cancelButtons = true
        app.touchDown(at: CGPoint(x: 150, y: 200))
        app.advance(by: 0.3)
        for x in stride(from: 140, through: 40, by: -10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 200)) }
        app.touchUp(at: CGPoint(x: 40, y: 200))
        _ = app.runUntilIdle()
        #expect(scroller.contentOffset.x > 50)

        scroller.contentOffset = .zero
        scroller.cancelButtons = false
        app.touchDown(at: CGPoint(x: 300, y: 200))
        app.advance(by: 0.3)   // held on the plain view
        for x in stride(from: 290, through: 190, by: -10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 200)) }
        app.touchUp(at: CGPoint(x: 190, y: 200))
        _ = app.runUntilIdle()
        #expect(scroller.contentOffset.x > 50, "a plain view gives its touch up")
    }

    @Test("canCancelContentTouches false keeps a held touch with the content; touchesShouldBegin false keeps it from the content")
    func switches() {
        let (app, scroller, _, pad) = scene()
        scroller.canCancelContentTouches = false
        app.touchDown(at: CGPoint(x: 300, y: 200))
        app.advance(by: 0.3)
        for x in stride(from: 290, through: 190, by: -10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 200)) }
        app.touchUp(at: CGPoint(x: 190, y: 200))
        _ = app.runUntilIdle()
        #expect(scroller.contentOffset.x == 0)
        #expect(pad.began == 1)

        scroller.refuseContent = true
        app.tap(at: CGPoint(x: 300, y: 200))
        _ = app.runUntilIdle()
        #expect(pad.began == 1, "the content was not told of the touch")
        #expect(scroller.delaysContentTouches && scroller.canCancelContentTouches == false)
    }
}
