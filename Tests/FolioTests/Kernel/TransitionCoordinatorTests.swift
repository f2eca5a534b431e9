import Foundation
import Testing
@testable import Folio
import FolioTesting

/// `transitionCoordinator` as apps use it: a dimming view faded alongside a presentation, a
/// bar tinted alongside a push, alongside animations scrubbed with an interactive dismissal and
/// told when it is cancelled, completions before the did-appear calls.
@MainActor
@Suite("Transition coordinators")
struct TransitionCoordinatorTests {
    final class Log { var lines: [String] = [] }

    /// Registers an alongside animation and a completion in `viewWillAppear(_:)`, as apps do to
    /// fade their own decorations in with a transition.
    final class Screen: UIViewController {
        let name: String
        let log: Log
        let badge = UIView()
        var badgeAlphaOnAppear: CGFloat = 1
        init(_ name: String, _ log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(badge) }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.lines.append("\(name) willAppear")
            badge.alpha = 0
            let target = badgeAlphaOnAppear
            let registered = transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = target },
                                                            completion: { context in
                self.log.lines.append("\(self.name) coordinator completion cancelled=\(context.isCancelled)")
            })
            if registered != true { badge.alpha = target }
        }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.lines.append("\(name) willDisappear")
            transitionCoordinator?.notifyWhenInteractionChanges { context in
                self.log.lines.append("\(self.name) interaction changed cancelled=\(context.isCancelled)")
            }
            transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 0 }, completion: { context in
                if context.isCancelled { self.badge.alpha = 1 }
                self.log.lines.append("\(self.name) coordinator completion cancelled=\(context.isCancelled)")
            })
        }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    /// Fades its dimming view in and out alongside the transition, the way Apple's sample code does.
    final class Dimming: UIPresentationController {
        let dimming = UIView()
        override func presentationTransitionWillBegin() {
            dimming.backgroundColor = .black
            dimming.alpha = 0
            containerView?.insertSubview(dimming, at: 0)
            guard let coordinator = presentedViewController.transitionCoordinator else { dimming.alpha = 0.5; return }
            coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 })
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }
    }

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewKey = presenting ? .to : .from
            guard let view = context.view(forKey: key) else { return context.completeTransition(false) }
            if presenting {
                view.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
                view.alpha = 0
                context.containerView.addSubview(view)
            }
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { view.alpha = self.presenting ? 1 : 0 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var interaction: UIPercentDrivenInteractiveTransition?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            Dimming(presentedViewController: presented, presenting: presenting)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { Fade(presenting: true) }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { Fade(presenting: false) }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    /// A root screen on screen and a sheet ready to present through the dimming delegate.
    func presentingSetUp() -> (HeadlessApp, Log, Screen, Screen, Delegate) {
        let log = Log()
        let root = Screen("root", log)
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: root)
        app.tick()
        let sheet = Screen("sheet", log)
        let delegate = Delegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        log.lines = []
        return (app, log, root, sheet, delegate)
    }

    @Test("a presentation controller fades its dimming view alongside; the completion runs before didAppear and the coordinator goes")
    func customPresentation() {
        let (app, log, root, sheet, delegate) = presentingSetUp()
        defer { withExtendedLifetime(delegate) {} }

        root.present(sheet, animated: true)
        let coordinator = sheet.transitionCoordinator
        app.advance(by: 0.2)

        let dimming = (sheet.presentationController as! Dimming).dimming
        #expect(coordinator?.isAnimated == true && coordinator?.presentationStyle == .custom)
        #expect(coordinator?.viewController(forKey: .to) === sheet && coordinator?.viewController(forKey: .from) === root)
        #expect(coordinator?.transitionDuration == 0.4)
        #expect(root.transitionCoordinator === coordinator, "the presenter takes part in the same transition")
        #expect(abs(dimming.presentationAlpha - 0.25) < 0.1, "half way: \(dimming.presentationAlpha)")
        #expect(abs(sheet.badge.presentationAlpha - 0.5) < 0.1, "the sheet's own alongside animation: \(sheet.badge.presentationAlpha)")
        app.advance(by: 0.3)
        #expect(dimming.alpha == 0.5 && sheet.badge.alpha == 1)
        #expect(log.lines == ["sheet willAppear", "sheet coordinator completion cancelled=false", "sheet didAppear"], "\(log.lines)")
        #expect(sheet.transitionCoordinator == nil && root.transitionCoordinator == nil)
        #expect(coordinator?.animate(alongsideTransition: { _ in }) == false, "a finished transition takes no more animations")
    }

    @Test("an interactive dismissal scrubs the alongside animations; cancelled, the handlers hear it and everything is back")
    func interactiveDismissCancelled() {
        let (app, log, root, sheet, delegate) = presentingSetUp()
        root.present(sheet, animated: false)
        app.tick()
        let dimming = (sheet.presentationController as! Dimming).dimming
        #expect(dimming.alpha == 0.5, "not animated: the alongside fade applied at once")
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        log.lines = []

        sheet.dismiss(animated: true)
        interaction.update(0.5)
        app.tick()
        let coordinator = sheet.transitionCoordinator

        #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == true)
        #expect(coordinator?.percentComplete == 0.5)
        #expect(abs(dimming.presentationAlpha - 0.25) < 0.01, "scrubbed half way with the finger: \(dimming.presentationAlpha)")
        #expect(abs(sheet.badge.presentationAlpha - 0.5) < 0.01, "\(sheet.badge.presentationAlpha)")

        interaction.cancel()
        app.advance(by: 1)

        #expect(dimming.alpha == 0.5 && sheet.badge.alpha == 1 && sheet.view.alpha == 1, "everything back where it was")
        #expect(log.lines == ["sheet willDisappear", "sheet interaction changed cancelled=true",
                              "sheet coordinator completion cancelled=true", "sheet willAppear", "sheet didAppear"], "\(log.lines)")
        #expect(root.presentedViewController === sheet && sheet.transitionCoordinator == nil)
    }

    @Test("a push: alongside animations registered in viewWillAppear run with the slide; not animated, at once")
    func navigationPush() {
        let log = Log()
        let first = Screen("first", log)
        let nav = UINavigationController(rootViewController: first)
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: nav)
        app.tick()
        let second = Screen("second", log)
        log.lines = []

        nav.pushViewController(second, animated: true)
        let coordinator = second.transitionCoordinator
        app.advance(by: 0.175)

        #expect(coordinator?.presentationStyle == UIModalPresentationStyle.none && coordinator?.viewController(forKey: .to) === second)
        #expect(coordinator?.containerView === nav.view)
        #expect(abs(second.badge.presentationAlpha - 0.5) < 0.15, "half way through the push: \(second.badge.presentationAlpha)")
        app.advance(by: 0.3)
        #expect(second.badge.alpha == 1)
        #expect(log.lines == ["first willDisappear", "second willAppear", "first coordinator completion cancelled=false",
                              "second coordinator completion cancelled=false", "first didDisappear", "second didAppear"], "\(log.lines)")
        #expect(nav.transitionCoordinator == nil)

        let third = Screen("third", log)
        third.badgeAlphaOnAppear = 0.7
        nav.pushViewController(third, animated: false)
        #expect(third.badge.alpha == 0.7 && third.badge.presentationAlpha == 0.7, "not animated: applied at once")
    }

    @Test("a size change: alongside animations at once, completions after the new size is laid out")
    func sizeChange() {
        final class Watcher: UIViewController {
            var seen: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { _ in self.seen.append("alongside \(self.view.bounds.width)") }) { context in
                    self.seen.append("completion \(self.view.bounds.width) animated=\(context.isAnimated)")
                }
            }
        }
        let watcher = Watcher()
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: watcher)
        app.tick()

        app.window.rotate()

        #expect(watcher.seen == ["alongside 400.0", "completion 800.0 animated=false"])
    }
}
