import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("UIView.transition")
struct ViewTransitionTests {
    private func app() -> (HeadlessApp, UIView) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: root)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        root.view.addSubview(view)
        app.tick()
        return (app, view)
    }

    @Test("a cross-dissolve changes the view at once and fades an image of its old look out over it, then completes")
    func crossDissolve() {
        let (app, view) = app()
        var finished: Bool?

        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve,
                          animations: { view.backgroundColor = .blue }, completion: { finished = $0 })
        let overlays = view.subviews.count
        app.advance(by: 0.15)
        let midAlpha = view.subviews.first?.layer.presentation()?.opacity ?? Float(view.subviews.first?.alpha ?? -1)
        app.runUntilIdle()

        #expect(view.backgroundColor == .blue, "the change is the model at once")
        #expect(overlays == 1, "the old look lies over the view while it fades")
        #expect(midAlpha <= 1 && finished == nil || finished == true)
        #expect(finished == true && view.subviews.isEmpty)
    }

    @Test("with no window, the change applies and completion runs before the call returns, as animate does")
    func noWindow() {
        let view = UIView()
        var finished: Bool?

        UIView.transition(with: view, duration: 0.3, options: [.transitionFlipFromLeft], animations: { view.alpha = 0.5 },
                          completion: { finished = $0 })

        #expect(view.alpha == 0.5 && finished == true && view.subviews.isEmpty)
    }

    @Test("transition(from:to:) puts the new view in the old one's place; with showHideTransitionViews it hides and shows")
    func fromTo() {
        let (app, old) = app()
        let container = old.superview!
        let new = UIView()
        var done = false

        UIView.transition(from: old, to: new, duration: 0.2, options: .transitionCrossDissolve) { _ in done = true }
        app.runUntilIdle()

        #expect(done && old.superview == nil && new.superview === container)
        let other = UIView()
        other.isHidden = true
        container.addSubview(other)
        UIView.transition(from: new, to: other, duration: 0, options: [.showHideTransitionViews])
        #expect(new.isHidden && !other.isHidden && new.superview === container)
    }

    @Test("loadViewIfNeeded loads the view once: viewDidLoad runs once")
    func loadViewIfNeeded() {
        final class Counting: UIViewController {
            var loads = 0
            override func viewDidLoad() { super.viewDidLoad(); loads += 1 }
        }
        let controller = Counting()

        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()

        #expect(controller.isViewLoaded && controller.loads == 1)
    }
}
