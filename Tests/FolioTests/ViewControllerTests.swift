import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Lifecycle and container behaviour, checked against ordered logs.
@MainActor
@Suite("View controllers, navigation and tabs")
struct ViewControllerTests {
    @MainActor final class Journal { var lines: [String] = [] }

    @MainActor final class Screen: UIViewController {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) { self.name = name; self.journal = journal; super.init(); title = name }
        override func loadView() { journal.lines.append("\(name) loadView"); super.loadView() }
        override func viewDidLoad() { journal.lines.append("\(name) viewDidLoad") }
        override func viewWillAppear(_ a: Bool) { journal.lines.append("\(name) viewWillAppear") }
        override func viewDidAppear(_ a: Bool) { journal.lines.append("\(name) viewDidAppear") }
        override func viewWillDisappear(_ a: Bool) { journal.lines.append("\(name) viewWillDisappear") }
        override func viewDidDisappear(_ a: Bool) { journal.lines.append("\(name) viewDidDisappear") }
        override func viewWillLayoutSubviews() { journal.lines.append("\(name) viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { journal.lines.append("\(name) viewDidLayoutSubviews") }
    }

    @Test("a window's root controller: loadView → viewDidLoad → viewWillAppear → layout → viewDidAppear")
    func rootLifecycle() {
        let journal = Journal()

        _ = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: Screen("A", journal))

        #expect(journal.lines == ["A loadView", "A viewDidLoad", "A viewWillAppear", "A viewWillLayoutSubviews",
                                  "A viewDidLayoutSubviews", "A viewDidAppear"])
    }

    private func navigation(_ journal: Journal) -> (HeadlessApp, UINavigationController, Screen) {
        let a = Screen("A", journal)
        let nav = UINavigationController(rootViewController: a)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: nav)
        journal.lines.removeAll()
        return (app, nav, a)
    }

    private func appearanceOnly(_ lines: [String]) -> [String] {
        lines.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    @Test("push animated: A.willDisappear, B.willAppear … A.didDisappear, B.didAppear after the slide")
    func push() {
        let journal = Journal()
        let (app, nav, _) = navigation(journal)
        let b = Screen("B", journal)

        nav.pushViewController(b, animated: true)
        app.advance(by: 0.2)
        let midway = appearanceOnly(journal.lines)
        let slid = b.view.presentationFrame.minX
        app.advance(by: 0.3)

        #expect(midway == ["A viewWillDisappear", "B viewWillAppear"])
        #expect(slid > 0 && slid < 320)
        #expect(appearanceOnly(journal.lines) == ["A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear"])
        #expect(nav.topViewController === b && b.navigationController === nav)
        #expect(nav.navigationBar.topItem?.effectiveTitle == "B")
        #expect(!nav.navigationBar.backButton.isHidden && nav.navigationBar.backButton.currentTitle == "‹ A")
    }

    @Test("popping releases the controller; popTo releases the skipped ones too")
    func releaseOnPop() {
        let journal = Journal()
        let (app, nav, a) = navigation(journal)
        weak var weakB: Screen?, weakC: Screen?, weakD: Screen?
        do {
            let b = Screen("B", journal), c = Screen("C", journal), d = Screen("D", journal)
            weakB = b; weakC = c; weakD = d
            nav.pushViewController(b, animated: false)
            nav.pushViewController(c, animated: false)
            nav.pushViewController(d, animated: false)
        }
        app.tick()
        journal.lines.removeAll()

        do {
            let popped = nav.popViewController(animated: true)
            #expect(popped === weakD)
        }
        app.advance(by: 0.5)
        let dReleased = weakD == nil
        do {
            let skipped = nav.popToViewController(a, animated: true)
            #expect(skipped?.count == 2)
        }
        app.advance(by: 0.5)

        #expect(dReleased, "D is released after the pop")
        #expect(weakB == nil && weakC == nil, "B (skipped) and C are released after popTo")
        #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
        #expect(appearanceOnly(journal.lines).suffix(4) == ["C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear"])
    }

    @Test("tapping the back button pops")
    func backButton() {
        let journal = Journal()
        let (app, nav, a) = navigation(journal)
        nav.pushViewController(Screen("B", journal), animated: false)
        app.tick()

        let back = nav.navigationBar.backButton.convert(nav.navigationBar.backButton.bounds, to: nil)
        app.tap(at: CGPoint(x: back.midX, y: back.midY))
        app.advance(by: 0.5)

        #expect(nav.topViewController === a)
    }

    @Test("bad calls are refused as UIKit does: pushing twice, pushing a tab bar controller, popping the root, pushing mid-transition")
    func badNavigation() {
        let journal = Journal()
        let (app, nav, a) = navigation(journal)
        let b = Screen("B", journal)

        nav.pushViewController(a, animated: false)
        nav.pushViewController(UITabBarController(), animated: false)
        let rootPop = nav.popViewController(animated: false)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(Screen("C", journal), animated: true)
        app.advance(by: 0.5)
        UIViewController().removeFromParent()

        #expect(rootPop == nil)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
        #expect(!DiagnosticLog.shared.messages(containing: "Pushing the same view controller instance more than once").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "during a transition was refused").isEmpty)
    }

    @Test("tabs keep their controllers alive; switching sends disappear/appear; badges show")
    func tabs() {
        let journal = Journal()
        let one = Screen("One", journal), two = Screen("Two", journal)
        let tabs = UITabBarController()
        tabs.viewControllers = [one, two]
        two.tabBarItem.badgeValue = "3"
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: tabs)
        journal.lines.removeAll()

        let second = tabs.tabBar.convert(tabs.tabBar.frameOfItem(at: 1), to: nil)
        app.tap(at: CGPoint(x: second.midX, y: second.midY))
        tabs.selectedIndex = 0
        tabs.selectedIndex = 9

        #expect(appearanceOnly(journal.lines) == ["One viewWillDisappear", "One viewDidDisappear", "Two viewWillAppear", "Two viewDidAppear",
                                                  "Two viewWillDisappear", "Two viewDidDisappear", "One viewWillAppear", "One viewDidAppear"])
        #expect(tabs.selectedViewController === one && two.parent === tabs)
        #expect(tabs.tabBar.frame.height == 49)
        #expect(two.tabBarController === tabs)
    }

    @Test("a navigation controller inside a tab pushes and shows its bar")
    func navigationInTab() {
        let journal = Journal()
        let a = Screen("A", journal)
        let nav = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, Screen("Other", journal)]
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: tabs)

        nav.pushViewController(Screen("B", journal), animated: true)
        app.advance(by: 0.5)

        #expect(nav.topViewController?.title == "B")
        #expect(journal.lines.contains("B viewDidAppear"))
        #expect(abs(nav.view.frame.height - (480 - 49)) < 1e-9)
    }
}
