import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A navigation controller whose delegate gives its own push and pop animators, as photo
/// browsers and custom menus write them; an interactive pop driven by a percent-driven controller.
@MainActor
@Suite("Navigation delegate animators")
struct NavigationAnimatorTests {
    final class Log { var lines: [String] = [] }

    final class Page: UIViewController {
        let name: String, log: Log
        init(_ name: String, _ log: Log) { self.name = name; self.log = log; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    /// Cross-fades: the arriving view fades in over the leaving one.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let to = context.view(forKey: .to)!
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            to.alpha = 0
            context.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Delegate: NSObject, UINavigationControllerDelegate {
        let log: Log
        var interaction: UIPercentDrivenInteractiveTransition?
        init(log: Log) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.lines.append("animator for \(operation == .push ? "push" : "pop")")
            return Fade()
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.lines.append("didShow \((viewController as! Page).name)")
        }
    }

    @Test("a push through the delegate's animator: the new view fades in under the bar, UIKit's order of calls")
    func push() {
        let log = Log()
        let first = Page("first", log), second = Page("second", log)
        let nav = UINavigationController(rootViewController: first)
        let delegate = Delegate(log: log)
        nav.delegate = delegate
        let app = HeadlessApp(size: CGSize(width: 300, height: 600), scale: 1, rootViewController: nav)
        app.tick()
        log.lines = []
        nav.pushViewController(second, animated: true)
        app.advance(by: 0.15)
        #expect(abs(second.view.presentationAlpha - 0.5) < 0.2, "fading in: \(second.view.presentationAlpha)")
        let barIndex = nav.view.subviews.firstIndex(of: nav.navigationBar)!
        #expect(nav.view.subviews.firstIndex { $0.subviews.contains(second.view) }! < barIndex, "under the bar")
        app.advance(by: 0.3)
        #expect(log.lines == ["animator for push", "first willDisappear", "second willAppear",
                              "first didDisappear", "second didAppear", "didShow second"], "\(log.lines)")
        #expect(nav.topViewController === second && second.view.superview === nav.view && first.view.superview == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test("an interactive pop cancelled: the page stays on the stack and the appearance calls balance; finished, it pops")
    func interactivePop() {
        let log = Log()
        let first = Page("first", log), second = Page("second", log)
        let nav = UINavigationController(rootViewController: first)
        let delegate = Delegate(log: log)
        nav.delegate = delegate
        let app = HeadlessApp(size: CGSize(width: 300, height: 600), scale: 1, rootViewController: nav)
        nav.pushViewController(second, animated: false)
        app.tick()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        log.lines = []
        nav.popViewController(animated: true)
        interaction.update(0.4)
        #expect(abs(first.view.presentationAlpha - 0.4) < 0.01, "the page below fades in with the finger")
        interaction.cancel()
        app.advance(by: 1)
        #expect(nav.viewControllers == [first, second] && nav.topViewController === second)
        #expect(second.view.superview === nav.view && first.view.superview == nil)
        #expect(log.lines == ["animator for pop", "second willDisappear", "first willAppear",
                              "second willAppear", "first willDisappear", "second didAppear", "first didDisappear"], "\(log.lines)")

        let again = UIPercentDrivenInteractiveTransition()
        delegate.interaction = again
        nav.popViewController(animated: true)
        again.update(0.7)
        again.finish()
        app.advance(by: 1)
        #expect(nav.viewControllers == [first] && first.view.superview === nav.view)
        withExtendedLifetime(delegate) {}
    }
}
