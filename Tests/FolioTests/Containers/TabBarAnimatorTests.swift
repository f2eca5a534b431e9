import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A tab bar controller whose delegate animates the switch between tabs (a slide, as apps write
/// it), and a switch driven by a pan that is cancelled.
@MainActor
@Suite("Tab bar delegate animators")
struct TabBarAnimatorTests {
    final class Log { var lines: [String] = [] }

    final class Tab: UIViewController {
        let name: String, log: Log
        init(_ name: String, _ log: Log) {
            self.name = name; self.log = log
            super.init(nibName: nil, bundle: nil)
            tabBarItem = UITabBarItem(title: name, image: nil, tag: 0)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    /// The arriving tab slides in from the right while the leaving one slides out to the left.
    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else { return context.completeTransition(false) }
            let width = context.containerView.bounds.width
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!).offsetBy(dx: width, dy: 0)
            context.containerView.addSubview(to)
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
                to.frame.origin.x = 0
                from.frame.origin.x = -width
            }) { _ in context.completeTransition(!context.transitionWasCancelled) }
        }
    }

    final class Delegate: NSObject, UITabBarControllerDelegate {
        let log: Log
        var interaction: UIPercentDrivenInteractiveTransition?
        init(log: Log) { self.log = log }
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.lines.append("animator \((fromVC as! Tab).name) → \((toVC as! Tab).name)")
            return Slide()
        }
        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    func setUp() -> (HeadlessApp, UITabBarController, Tab, Tab, Delegate, Log) {
        let log = Log()
        let a = Tab("a", log), b = Tab("b", log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = Delegate(log: log)
        tabs.delegate = delegate
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: tabs)
        app.tick()
        log.lines = []
        return (app, tabs, a, b, delegate, log)
    }

    @Test("selecting a tab runs the delegate's animator above the bar, with UIKit's order of appearance calls")
    func animatedSwitch() {
        let (app, tabs, a, b, delegate, log) = setUp()
        defer { withExtendedLifetime(delegate) {} }

        tabs.selectedIndex = 1
        app.advance(by: 0.15)

        #expect(abs(b.view.presentationFrame.minX - 200) < 2, "half way in: \(b.view.presentationFrame)")
        #expect(b.view.superview !== tabs.view && b.view.superview?.superview === tabs.view, "in a container during the switch")
        #expect(tabs.transitionCoordinator?.viewController(forKey: .to) === b)
        app.advance(by: 0.3)
        #expect(log.lines == ["animator a → b", "a willDisappear", "b willAppear", "a didDisappear", "b didAppear"], "\(log.lines)")
        #expect(b.view.superview === tabs.view && a.view.superview == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800 - UITabBar.barHeight))
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === b.tabBarItem && tabs.transitionCoordinator == nil)
    }

    @Test("a switch driven by hand and cancelled: the first tab stays selected and the appearance calls balance")
    func interactiveCancel() {
        let (app, tabs, a, b, delegate, log) = setUp()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction

        tabs.selectedIndex = 1
        interaction.update(0.25)
        app.tick()
        #expect(abs(b.view.presentationFrame.minX - 300) < 1)
        tabs.selectedIndex = 0
        interaction.cancel()
        app.advance(by: 1)

        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.view.superview === tabs.view && a.view.frame.minX == 0 && b.view.superview == nil)
        #expect(log.lines == ["animator a → b", "a willDisappear", "b willAppear", "a willAppear", "b willDisappear",
                              "a didAppear", "b didDisappear"], "\(log.lines)")
    }
}
