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

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
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

    @Test("an edge drag past the middle pops; a short one rolls back with UIKit's re-appearance calls",
          arguments: [(220.0, true), (80.0, false)])
    func interactivePop(distance: Double, completes: Bool) {
        let journal = Journal()
        let (app, nav, a) = navigation(journal)
        let b = Screen("B", journal)
        nav.pushViewController(b, animated: false)
        app.tick()
        journal.lines.removeAll()

        app.drag(from: CGPoint(x: 5, y: 240), to: CGPoint(x: 5 + CGFloat(distance), y: 240), duration: 0.6, hold: 0.2)
        app.runUntilIdle()

        if completes {
            #expect(nav.topViewController === a && nav.viewControllers.count == 1)
            #expect(appearanceOnly(journal.lines) == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
        } else {
            #expect(nav.topViewController === b && b.view.frame.minX == 0)
            #expect(appearanceOnly(journal.lines) == ["B viewWillDisappear", "A viewWillAppear", "B viewWillAppear",
                                                      "A viewWillDisappear", "B viewDidAppear", "A viewDidDisappear"])
            #expect(a.viewIfLoaded?.superview == nil)
        }
    }

    @Test("random push/pop/popTo/select/present/dismiss sequences keep appearance balanced and the top visible")
    func randomNavigation() {
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % UInt64(n)) }
        for _ in 0..<10 {
            let journal = Journal()
            let nav = UINavigationController(rootViewController: Screen("S0", journal))
            let other = Screen("T", journal)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, other]
            let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: tabs)
            var made = 1
            var released: [() -> UIViewController?] = []
            for _ in 0..<60 {
                switch next(7) {
                case 0, 1: nav.pushViewController(Screen("S\(made)", journal), animated: next(2) == 0); made += 1
                case 2:
                    if let popped = nav.popViewController(animated: next(2) == 0) { weak var w = popped; released.append { w } }
                case 3:
                    if nav.viewControllers.count > 1,
                       let popped = nav.popToViewController(nav.viewControllers[next(nav.viewControllers.count)], animated: next(2) == 0) {
                        for p in popped { weak var w = p; released.append { w } }
                    }
                case 4: tabs.selectedIndex = next(2)
                case 5: tabs.present(Screen("M", journal), animated: next(2) == 0)
                default: tabs.dismiss(animated: next(2) == 0)
                }
                app.advance(by: Double(next(40)) / 100)
            }
            tabs.dismiss(animated: false)
            app.runUntilIdle()
            app.advance(by: 1)

            // Every will has its did, in order, for every controller.
            var state: [String: String] = [:]
            for line in journal.lines where line.contains("Appear") || line.contains("Disappear") {
                let parts = line.split(separator: " ")
                let name = String(parts[0]), call = String(parts[1])
                let previous = state[name]
                switch call {
                case "viewWillAppear": #expect(previous == nil || previous == "viewDidDisappear" || previous == "viewWillDisappear", "\(line) after \(previous ?? "-")")
                case "viewDidAppear": #expect(previous == "viewWillAppear", "\(line) after \(previous ?? "-")")
                case "viewWillDisappear": #expect(previous == "viewDidAppear" || previous == "viewWillAppear", "\(line) after \(previous ?? "-")")
                case "viewDidDisappear": #expect(previous == "viewWillDisappear", "\(line) after \(previous ?? "-")")
                default: break
                }
                state[name] = call
            }
            if tabs.selectedIndex == 0, let top = nav.topViewController as? Screen {
                #expect(state[top.name] == "viewDidAppear", "the top of the visible stack is visible")
            }
            for r in released { #expect(r() == nil, "a popped controller is still referenced") }
            #expect(made > 5 && !released.isEmpty && journal.lines.count > 40, "the sequence did something")
        }
    }

    @MainActor final class NavDelegate: UINavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) { log.append("willShow \(vc.title ?? "")") }
        func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) { log.append("didShow \(vc.title ?? "")") }
    }

    @Test("the bar shows the top controller's title view, items (custom views sized to fit) and the back item's title; the delegate hears willShow/didShow")
    func barContents() {
        let journal = Journal()
        let (app, nav, a) = navigation(journal)
        let delegate = NavDelegate()
        nav.delegate = delegate
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Home")
        let b = Screen("B", journal)
        let custom = UILabel()
        custom.text = "Custom"
        b.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "Save", style: .done), UIBarButtonItem(customView: custom)]
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        b.navigationItem.titleView = titleView

        nav.pushViewController(b, animated: true)
        app.advance(by: 0.5)
        let bar = nav.navigationBar

        #expect(bar.backButton.currentTitle == "‹ Home")
        #expect(bar.titleLabel.isHidden && titleView.superview === bar)
        #expect(abs(titleView.center.x - 160) < 1e-9 && titleView.frame.size == CGSize(width: 80, height: 30))
        #expect(custom.frame.width > 30 && custom.frame.maxX < 320 - 8)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(delegate.log == ["willShow B", "didShow B"])
        #expect(b.isMovingToParent == false, "cleared after viewDidAppear")
    }

    @Test("isMovingToParent during a push's appearance, isMovingFromParent during a pop's disappearance")
    func movingFlags() {
        @MainActor final class Flags: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ a: Bool) { seen.append("appear moving=\(isMovingToParent)") }
            override func viewWillDisappear(_ a: Bool) { seen.append("disappear moving=\(isMovingFromParent)") }
        }
        let journal = Journal()
        let (app, nav, _) = navigation(journal)
        let f = Flags()

        nav.pushViewController(f, animated: false)
        app.tick()
        nav.popViewController(animated: false)

        #expect(f.seen == ["appear moving=true", "disappear moving=true"])
    }

    @Test("a rotation during a push lands both controllers at the new size")
    func rotationDuringPush() {
        let journal = Journal()
        let (app, nav, _) = navigation(journal)
        let b = Screen("B", journal)

        nav.pushViewController(b, animated: true)
        app.advance(by: 0.1)
        app.rotate()
        app.runUntilIdle()
        app.tick()

        #expect(nav.view.frame.size == CGSize(width: 480, height: 320))
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(nav.navigationBar.frame.width == 480)
        #expect(journal.lines.contains("B viewDidAppear"))
    }

    @Test("setViewControllers replaces the stack; removed controllers are released")
    func setStack() {
        let journal = Journal()
        let (app, nav, a) = navigation(journal)
        weak var weakB: Screen?
        do {
            let b = Screen("B", journal)
            weakB = b
            nav.pushViewController(b, animated: false)
        }
        let c = Screen("C", journal)

        nav.setViewControllers([a, c], animated: false)
        app.tick()

        #expect(nav.viewControllers.count == 2 && nav.topViewController === c)
        #expect(weakB == nil)
        #expect(journal.lines.contains("C viewDidAppear"))
    }
}
