import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Presentation, insets, appearance proxy and Esc")
struct PresentationTests {
    @MainActor final class Logged: UIViewController {
        let name: String
        var journal: [String]
        init(_ name: String) { self.name = name; journal = []; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
        override func viewWillAppear(_ a: Bool) { Logged.shared.append("\(name) willAppear\(isBeingPresented ? " (presented)" : "")") }
        override func viewDidAppear(_ a: Bool) { Logged.shared.append("\(name) didAppear") }
        override func viewWillDisappear(_ a: Bool) { Logged.shared.append("\(name) willDisappear\(isBeingDismissed ? " (dismissed)" : "")") }
        override func viewDidDisappear(_ a: Bool) { Logged.shared.append("\(name) didDisappear") }
        static var shared: [String] = []
    }

    @Test("present slides up a full-screen controller and dismiss slides it away, with balanced callbacks")
    func presentDismiss() {
        let a = Logged("A")
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: a)
        Logged.shared.removeAll()
        let m = Logged("M")
        var done: [String] = []

        a.present(m, animated: true) { done.append("presented") }
        app.advance(by: 0.1)
        let midway = m.view.presentationFrame.minY
        app.advance(by: 0.4)
        let presented = Logged.shared
        Logged.shared.removeAll()
        m.dismiss(animated: true) { done.append("dismissed") }
        app.advance(by: 0.5)

        #expect(midway > 0 && midway < 480)
        #expect(presented == ["A willDisappear", "M willAppear (presented)", "M didAppear", "A didDisappear"])
        #expect(Logged.shared == ["M willDisappear (dismissed)", "A willAppear", "M didDisappear", "A didAppear"])
        #expect(done == ["presented", "dismissed"])
        #expect(a.presentedViewController == nil && m.presentingViewController == nil && m.viewIfLoaded?.superview == nil)
    }

    @Test("presenting from a child presents from its top ancestor; a second presentation is refused; dismissing nothing is harmless")
    func presentationRules() {
        let root = UIViewController(), child = UIViewController()
        root.addChild(child); root.view.addSubview(child.view); child.didMove(toParent: root)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: root)
        let m = UIViewController()

        child.present(m, animated: false)
        child.present(UIViewController(), animated: false)
        UIViewController().dismiss(animated: false)
        app.tick()

        #expect(root.presentedViewController === m && m.presentingViewController === root)
        #expect(!DiagnosticLog.shared.messages(containing: "which is already presenting").isEmpty)
    }

    @Test("Esc dismisses a modal first, then pops the visible navigation stack")
    func escape() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: nav)
        nav.pushViewController(UIViewController(), animated: false)
        nav.present(UIViewController(), animated: false)

        app.press(.escape)
        app.runUntilIdle()
        let afterFirst = (nav.presentedViewController == nil, nav.viewControllers.count)
        app.press(.escape)
        app.runUntilIdle()

        #expect(afterFirst == (true, 2))
        #expect(nav.viewControllers.count == 1)
    }

    @MainActor final class Listing: UIViewController {
        let scroll = UIScrollView()
        override func viewDidLoad() {
            scroll.frame = view.bounds
            scroll.contentSize = CGSize(width: view.bounds.width, height: 2000)
            view.addSubview(scroll)
        }
    }

    @Test("a scroll view under the bar gets 64 points of inset and starts below it — unless .never or the legacy switch says no")
    func insetAdjustment() {
        let adjusted = Listing(), never = Listing(), legacy = Listing()
        legacy.automaticallyAdjustsScrollViewInsets = false
        var results: [(CGFloat, CGFloat)] = []
        for (vc, behaviour) in [(adjusted, UIScrollView.ContentInsetAdjustmentBehavior.automatic), (never, .never), (legacy, .automatic)] {
            _ = vc.view
            vc.scroll.contentInsetAdjustmentBehavior = behaviour
            let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1,
                                  rootViewController: UINavigationController(rootViewController: vc))
            app.tick()
            results.append((vc.scroll.adjustedContentInset.top, vc.scroll.contentOffset.y))
        }

        #expect(results[0] == (64, -64))
        #expect(results[1] == (0, 0))
        #expect(results[2] == (0, 0))
    }

    @Test("the safe area reaches a scroll view's insets by its behaviour: the status bar for a scrolling list at the root, every axis with .always, only scrollable axes otherwise")
    func insetBySafeArea() {
        func inset(_ behaviour: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize, deviceInsets: UIEdgeInsets = .zero,
                   in container: (UIViewController) -> UIViewController = { $0 }) -> UIEdgeInsets {
            let vc = Listing()
            _ = vc.view
            vc.scroll.contentSize = content
            vc.scroll.contentInsetAdjustmentBehavior = behaviour
            let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: container(vc))
            app.window.deviceSafeAreaInsets = deviceInsets
            app.tick()
            vc.scroll.frame = vc.view.bounds
            app.tick()
            return vc.scroll.adjustedContentInset
        }
        let tall = CGSize(width: 320, height: 2000), wide = CGSize(width: 2000, height: 100)
        let sides = UIEdgeInsets(top: 0, left: 30, bottom: 20, right: 30)
        let tabs: (UIViewController) -> UIViewController = { let t = UITabBarController(); t.viewControllers = [$0]; return t }
        #expect(inset(.automatic, content: tall) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "a vertical list at the root: below the status bar")
        #expect(inset(.automatic, content: wide) == .zero, "a horizontal pager at the root: no vertical inset")
        #expect(inset(.automatic, content: wide, in: tabs).top == 20,
                "shown by a tab bar controller: always adjusted vertically")
        #expect(inset(.scrollableAxes, content: wide, in: tabs).top == 0)
        #expect(inset(.always, content: .zero, deviceInsets: sides) == UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30))
        #expect(inset(.scrollableAxes, content: wide, deviceInsets: sides) == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
        #expect(inset(.never, content: tall, deviceInsets: sides) == .zero)
    }

    @Test("values set on UINavigationBar.appearance() apply to bars made afterwards")
    func appearanceProxy() {
        let proxy = UINavigationBar.appearance()
        let before = (proxy.barTintColor, proxy.tintColor, proxy.titleTextAttributes)
        defer { proxy.barTintColor = before.0; proxy.tintColor = before.1; proxy.titleTextAttributes = before.2 }

        proxy.barTintColor = .purple
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white]
        let bar = UINavigationBar(frame: .zero)
        bar.setItems([UINavigationItem(title: "T")], animated: false)

        #expect(bar.barTintColor == .purple && bar.backgroundColor == .purple)
        #expect(bar.titleLabel.textColor == .white)
    }

    @Test("a page sheet leaves the presenter on screen: no disappear calls, a 40-point gap at the top")
    func pageSheet() {
        let a = Logged("A")
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: a)
        Logged.shared.removeAll()
        let sheet = Logged("S")
        sheet.modalPresentationStyle = .pageSheet

        a.present(sheet, animated: true)
        app.runUntilIdle()

        #expect(Logged.shared == ["S willAppear (presented)", "S didAppear"])
        #expect(sheet.view.frame == CGRect(x: 0, y: 40, width: 320, height: 440))
    }
}
