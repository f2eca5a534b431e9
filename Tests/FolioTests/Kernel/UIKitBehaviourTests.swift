import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Behaviours where Folio once differed from UIKit (the fidelity list): each as UIKit documents
/// it, or as Core Animation does it where UIKit leaves it undefined.
@MainActor
@Suite("UIKit behaviours")
struct UIKitBehaviourTests {
    @MainActor final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    @Test("a frame set under a scale transform gives bounds of frame ÷ scale (Core Animation); the frame reads back")
    func frameUnderScale() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4)

        view.frame = CGRect(x: 10, y: 20, width: 100, height: 40)

        #expect(view.bounds.size == CGSize(width: 50, height: 10))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
    }

    @Test("a subview whose size changes lays out its superview; a move alone does not")
    func sizeChangeLaysOutSuperview() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: root)
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        root.view.addSubview(parent)
        app.tick()
        let before = parent.layouts

        child.frame.origin = CGPoint(x: 20, y: 20)
        app.tick()
        let afterMove = parent.layouts
        child.frame.size = CGSize(width: 80, height: 50)
        app.tick()

        #expect(afterMove == before)
        #expect(parent.layouts == before + 1)
    }

    @Test("a transform with NaN or infinity is refused with a diagnostic, like a NaN frame")
    func nonFiniteTransform() {
        DiagnosticLog.install()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let kept = view.transform

        view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        view.transform = CGAffineTransform(translationX: .infinity, y: 0)

        #expect(view.transform == kept)
        #expect(DiagnosticLog.shared.messages(containing: "refused transform").count >= 2)
    }

    @Test("pushing a navigation controller, or a controller already on the stack, is refused with UIKit's words and the stack stays")
    func refusedPushes() {
        DiagnosticLog.install()
        let first = UIViewController()
        let nav = UINavigationController(rootViewController: first)
        let app = HeadlessApp(size: CGSize(width: 300, height: 500), scale: 1, rootViewController: nav)

        nav.pushViewController(UINavigationController(rootViewController: UIViewController()), animated: false)
        nav.pushViewController(first, animated: false)
        app.runUntilIdle()

        #expect(nav.viewControllers.count == 1 && nav.topViewController === first)
        #expect(!DiagnosticLog.shared.messages(containing: "Pushing a navigation controller is not supported").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "Pushing the same view controller instance more than once is not supported").isEmpty)
    }

    @Test("a child of a presented controller answers presentingViewController with its ancestor's presenter")
    func presentingOfChild() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 500), scale: 1, rootViewController: root)
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)

        root.present(nav, animated: false)
        app.runUntilIdle()

        #expect(nav.presentingViewController === root)
        #expect(page.presentingViewController === root)
        #expect(root.presentingViewController == nil)
    }

    @Test("a controller inside a navigation controller presents from the navigation controller, UIKit's presentation context for a full-screen presentation")
    func presentingContextInNavigation() {
        let first = UIViewController(), page = UIViewController()
        let nav = UINavigationController(rootViewController: first)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let app = HeadlessApp(size: CGSize(width: 300, height: 500), scale: 1, rootViewController: tabs)
        nav.pushViewController(page, animated: false)
        app.runUntilIdle()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        page.present(modal, animated: true)
        app.runUntilIdle()
        #expect(modal.presentingViewController === tabs, "the root of the chain presents")
        #expect(tabs.presentedViewController === modal)
        #expect(nav.presentedViewController === modal && page.presentedViewController === modal)
        #expect(first.presentedViewController === modal, "every controller under the presenting one answers it")

        // Without the tab bar controller: the navigation controller is the presenter.
        let page2 = UIViewController()
        let nav2 = UINavigationController(rootViewController: UIViewController())
        let app2 = HeadlessApp(size: CGSize(width: 300, height: 500), scale: 1, rootViewController: nav2)
        nav2.pushViewController(page2, animated: false)
        app2.runUntilIdle()
        let sheet = UIViewController()
        page2.present(sheet, animated: false)
        app2.runUntilIdle()
        #expect(sheet.presentingViewController === nav2)
        #expect(nav2.presentedViewController === sheet && page2.presentedViewController === sheet)
        sheet.dismiss(animated: true)
        app2.runUntilIdle()
        #expect(nav2.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil && page2.view.window != nil)
    }

    @Test("layoutIfNeeded() outside a window solves the tree's constraints; a conflict is broken with UIKit's log; the tree keeps no engine")
    func layoutOffWindow() {
        DiagnosticLog.install()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])

        child.layoutIfNeeded()

        #expect(child.frame == CGRect(x: 20, y: 10, width: 260, height: 50))
        #expect(container.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(child.layoutEngineRef == nil && container.layoutEngineRef == nil)

        let before = DiagnosticLog.shared.messages(containing: "Unable to simultaneously satisfy constraints").count
        child.widthAnchor.constraint(equalToConstant: 100).isActive = true
        container.frame.size.width = 400
        container.layoutIfNeeded()

        #expect(DiagnosticLog.shared.messages(containing: "Unable to simultaneously satisfy constraints").count == before + 1)
        #expect(child.frame.height == 50 && (child.frame.width == 100 || child.frame.width == 360))
    }

    @MainActor final class AlwaysShowsStatusBar: UIViewController {
        override var prefersStatusBarHidden: Bool { false }
    }

    @Test("the status bar hides in landscape on a phone-sized window (vertically compact), not on a tablet-sized one; prefersStatusBarHidden wins")
    func statusBarInLandscape() {
        let phone = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: UINavigationController(rootViewController: UIViewController()))
        let upright = (phone.window.isStatusBarHidden, (phone.window.rootViewController as? UINavigationController)?.navigationBar.frame.height)
        phone.rotate()
        let nav = phone.window.rootViewController as? UINavigationController

        #expect(upright.0 == false && upright.1 == 64)
        #expect(phone.window.isStatusBarHidden)
        #expect(nav?.navigationBar.frame.height == 44, "the bar moves up into the status bar's place")

        let tablet = HeadlessApp(size: CGSize(width: 1024, height: 768), scale: 1, rootViewController: UIViewController())
        #expect(!tablet.window.isStatusBarHidden)
        let insisting = HeadlessApp(size: CGSize(width: 844, height: 390), scale: 1, rootViewController: AlwaysShowsStatusBar())
        #expect(!insisting.window.isStatusBarHidden)
    }
}
