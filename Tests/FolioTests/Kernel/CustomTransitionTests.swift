import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Custom view-controller transitions as photo browsers and sheets write them: a transitioning
/// delegate with animators, a presentation controller with a dimming view, and a percent-driven
/// interactive dismissal that can be cancelled.
@MainActor
@Suite("Custom transitions")
struct CustomTransitionTests {
    /// Records what every party hears, in order.
    final class Log { var lines: [String] = [] }

    final class Recorded: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    /// A sheet in the bottom half of the screen over a dimming view.
    final class HalfSheet: UIPresentationController {
        let log: Log
        let dimming = UIView()
        init(presented: UIViewController, presenting: UIViewController?, log: Log) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            log.lines.append("presentationTransitionWillBegin")
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.frame = containerView?.bounds ?? .zero
            containerView?.insertSubview(dimming, at: 0)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.lines.append("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { log.lines.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.lines.append("dismissalTransitionDidEnd(\(completed))") }
        override func containerViewWillLayoutSubviews() { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    /// Slides the presented view in from the right; on dismissal, down out of the container.
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        let log: Log
        var completes = true
        init(presenting: Bool, log: Log) { self.presenting = presenting; self.log = log }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            log.lines.append("animateTransition")
            let container = context.containerView
            if presenting {
                let to = context.viewController(forKey: .to)!
                let view = context.view(forKey: .to)!
                let final = context.finalFrame(for: to)
                view.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
                container.addSubview(view)
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { view.frame = final }) { _ in
                    if self.completes { context.completeTransition(!context.transitionWasCancelled) }
                }
            } else {
                let view = context.view(forKey: .from)!
                UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear,
                               animations: { view.frame.origin.y = container.bounds.height }) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { log.lines.append("animationEnded(\(transitionCompleted))") }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        var interactive: UIPercentDrivenInteractiveTransition?
        var presentAnimator: Slide
        init(log: Log) { self.log = log; presentAnimator = Slide(presenting: true, log: log) }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            log.lines.append("presentationController(forPresented:)")
            return HalfSheet(presented: presented, presenting: presenting, log: log)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.lines.append("animationController(forPresented:)")
            return presentAnimator
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.lines.append("animationController(forDismissed:)")
            return Slide(presenting: false, log: log)
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interactive
        }
    }

    struct Setup {
        let app: HeadlessApp, log: Log, root: Recorded, sheet: Recorded, delegate: Delegate
    }

    func setUp(style: UIModalPresentationStyle = .custom) -> Setup {
        let log = Log()
        let root = Recorded("root", log)
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: root)
        let sheet = Recorded("sheet", log)
        let delegate = Delegate(log: log)
        sheet.modalPresentationStyle = style
        sheet.transitioningDelegate = delegate
        app.tick()
        log.lines = []
        return Setup(app: app, log: log, root: root, sheet: sheet, delegate: delegate)
    }

    @Test("presenting: the delegate's presentation controller and animator, UIKit's order of calls; the presenter stays, its appearance untouched")
    func present() {
        let s = setUp()
        var completed = 0
        s.root.present(s.sheet, animated: true) { completed += 1; s.log.lines.append("completion") }
        #expect(s.sheet.presentationController is HalfSheet)
        s.app.advance(by: 0.2)
        let view = s.sheet.view!
        #expect(abs(view.presentationFrame.minX - 200) < 8, "halfway in from the right: \(view.presentationFrame)")
        s.app.advance(by: 0.3)
        #expect(s.log.lines == ["presentationController(forPresented:)", "animationController(forPresented:)",
                                "sheet willAppear", "presentationTransitionWillBegin", "animateTransition",
                                "sheet didAppear", "presentationTransitionDidEnd(true)", "completion", "animationEnded(true)"],
                "\(s.log.lines)")
        #expect(completed == 1 && s.root.presentedViewController === s.sheet)
        #expect(view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
        let container = view.superview!
        #expect(container.superview === s.app.window && container.subviews.first === (s.sheet.presentationController as! HalfSheet).dimming)
        #expect(s.root.view.window != nil, "a custom presentation leaves the presenter on screen")
    }

    @Test("dismissing: the dismissal animator, then the container leaves the window; the presented controller's disappearance in order")
    func dismiss() {
        let s = setUp()
        s.root.present(s.sheet, animated: false)
        s.app.tick()
        let container = s.sheet.view.superview
        s.log.lines = []
        s.sheet.dismiss(animated: true) { s.log.lines.append("completion") }
        s.app.advance(by: 0.5)
        #expect(s.log.lines == ["animationController(forDismissed:)", "sheet willDisappear", "dismissalTransitionWillBegin",
                                "animateTransition", "sheet didDisappear", "dismissalTransitionDidEnd(true)", "completion",
                                "animationEnded(true)"], "\(s.log.lines)")
        #expect(s.root.presentedViewController == nil && s.sheet.presentationController == nil)
        #expect(container?.superview == nil && s.sheet.view.superview == nil)
    }

    @Test("an interactive dismissal follows the finger, and cancelled it runs back: the sheet stays and the appearance calls balance")
    func interactiveCancel() {
        let s = setUp()
        s.root.present(s.sheet, animated: false)
        s.app.tick()
        let interaction = UIPercentDrivenInteractiveTransition()
        s.delegate.interactive = interaction
        s.log.lines = []
        s.sheet.dismiss(animated: true)
        interaction.update(0.25)
        s.app.tick()
        #expect(abs(s.sheet.view.presentationFrame.minY - 500) < 1, "a quarter of the way down: \(s.sheet.view.presentationFrame)")
        interaction.update(0.5)
        #expect(abs(s.sheet.view.presentationFrame.minY - 600) < 1)
        interaction.cancel()
        s.app.advance(by: 1)
        #expect(s.root.presentedViewController === s.sheet && s.sheet.view.frame.minY == 400)
        #expect(s.sheet.view.window != nil)
        #expect(s.log.lines == ["animationController(forDismissed:)", "sheet willDisappear", "dismissalTransitionWillBegin",
                                "animateTransition", "sheet willAppear", "sheet didAppear", "dismissalTransitionDidEnd(false)",
                                "animationEnded(false)"],
                "\(s.log.lines)")

        // A second drag, let go past halfway: it finishes.
        let again = UIPercentDrivenInteractiveTransition()
        s.delegate.interactive = again
        var done = false
        s.sheet.dismiss(animated: true) { done = true }
        again.update(0.6)
        again.finish()
        s.app.advance(by: 1)
        #expect(done && s.root.presentedViewController == nil)
    }

    @Test("an animator that never calls completeTransition: a diagnostic a second after its duration, and the transition completes")
    func neverCompletes() {
        DiagnosticLog.install()
        let s = setUp()
        s.delegate.presentAnimator.completes = false
        var completed = false
        s.root.present(s.sheet, animated: true) { completed = true }
        s.app.advance(by: 1)
        #expect(!completed)
        s.app.advance(by: 0.5)
        #expect(completed && s.root.presentedViewController === s.sheet)
        #expect(!DiagnosticLog.shared.messages(containing: "did not call completeTransition").isEmpty)
        s.sheet.dismiss(animated: false)
        #expect(s.root.presentedViewController == nil, "the UI is not stuck: it dismisses")
    }

    @Test("a full-screen presentation through a custom animator: the presenter disappears and comes back")
    func fullScreenAnimator() {
        let s = setUp(style: .fullScreen)
        s.root.present(s.sheet, animated: true)
        s.app.advance(by: 0.5)
        #expect(s.log.lines.filter { $0.hasPrefix("root") } == ["root willDisappear", "root didDisappear"])
        #expect(!s.log.lines.contains("presentationTransitionWillBegin"), "no presentation controller without .custom")
        s.sheet.dismiss(animated: true)
        s.app.advance(by: 0.5)
        #expect(s.log.lines.filter { $0.hasPrefix("root") } == ["root willDisappear", "root didDisappear", "root willAppear", "root didAppear"])
    }

    /// A delegate that only dismisses, set on a modal presented by the built-in styles (a
    /// pull-down-to-dismiss added to a plain full-screen modal, as photo viewers write it).
    final class DismissOnly: NSObject, UIViewControllerTransitioningDelegate {
        let log: Log
        var interactive: UIPercentDrivenInteractiveTransition?
        init(log: Log) { self.log = log }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.lines.append("animationController(forDismissed:)")
            return Slide(presenting: false, log: log)
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interactive
        }
    }

    @Test("a delegate set on a plain full-screen modal is asked for the dismissal's animator; cancelled, the modal stays and covers its presenter; finished, it goes")
    func plainModalInteractiveDismissal() {
        let log = Log()
        let root = Recorded("root", log)
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: root)
        let modal = Recorded("modal", log)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        app.tick()
        #expect(root.view.window == nil, "a full-screen modal covers its presenter")
        let delegate = DismissOnly(log: log)
        modal.transitioningDelegate = delegate
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interactive = interaction
        log.lines = []

        var dismissed = 0
        modal.dismiss(animated: true) { dismissed += 1 }
        #expect(root.view.window != nil, "the presenter is under the modal while it is dragged away")
        interaction.update(0.5)
        app.tick()
        #expect(abs(modal.view.presentationFrame.minY - 400) < 1, "half-way down: \(modal.view.presentationFrame)")
        interaction.cancel()
        app.advance(by: 1)
        #expect(dismissed == 0 && root.presentedViewController === modal)
        #expect(modal.view.frame.minY == 0 && modal.view.window != nil)
        #expect(root.view.window == nil, "cancelled: the modal covers its presenter again")
        #expect(log.lines == ["animationController(forDismissed:)", "modal willDisappear", "root willAppear", "animateTransition",
                              "modal willAppear", "modal didAppear", "root willDisappear", "root didDisappear",
                              "animationEnded(false)"], "\(log.lines)")

        log.lines = []
        let again = UIPercentDrivenInteractiveTransition()
        delegate.interactive = again
        modal.dismiss(animated: true) { dismissed += 1 }
        again.update(0.6)
        again.finish()
        app.advance(by: 1)
        #expect(dismissed == 1 && root.presentedViewController == nil && modal.view.window == nil)
        #expect(root.view.window != nil && root.view.frame == app.window.bounds)
        #expect(log.lines.first == "animationController(forDismissed:)" && log.lines.contains("root didAppear"), "\(log.lines)")
    }
}
