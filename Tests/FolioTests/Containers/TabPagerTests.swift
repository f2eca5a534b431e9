import Foundation
import FolioCore
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

@MainActor
@Suite("TabPageViewController items, styles and keys")
struct TabPagerTests {
    final class Page: UIViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
    }

    func make(_ names: [String] = ["A", "B", "C", "D"]) -> (HeadlessApp, TabPageViewController) {
        DiagnosticLog.install()
        let tabs = TabPageViewController(items: names.map { TabPagerItem(id: $0, title: $0, viewController: Page($0)) })
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        return (app, tabs)
    }

    func shown(_ tabs: TabPageViewController) -> String? { (tabs.pager.viewControllers?.first as? Page)?.name }

    @Test("the classic pager bugs stay gone in the tab pager: quick swipes add up; a rotation under the finger leaves page, offset, page size and indicator agreeing")
    func quickSwipesAndRotation() {
        let names = ["A", "B", "C", "D", "E", "F"]
        let (app, tabs) = make(names)
        func indicatorUnderSelectedTab() -> Bool {
            let expected = tabs.interpolator.frame(at: CGFloat(tabs.selectedIndex), style: .line, tabHeight: 44)
            return abs(tabs.indicator.frame.minX - expected.minX) < 0.5 && abs(tabs.indicator.frame.maxX - expected.maxX) < 0.5
        }

        for _ in 0..<4 {
            app.swipe(from: CGPoint(x: 330, y: 300), to: CGPoint(x: 210, y: 300), velocity: 1500)
            app.advance(by: 0.12)
        }
        app.runUntilIdle()

        #expect(tabs.selectedIndex == 4 && shown(tabs) == "E", "four swipes 0.2 s apart: four tabs on, at \(tabs.selectedIndex)")
        #expect(indicatorUnderSelectedTab(), "indicator \(tabs.indicator.frame)")

        app.touchDown(at: CGPoint(x: 330, y: 300))
        for x in stride(from: 310, through: 230, by: -20) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 300)) }
        app.rotate()
        app.touchMove(to: CGPoint(x: 200, y: 250))
        app.touchUp(at: CGPoint(x: 200, y: 250))
        app.runUntilIdle()

        let width = app.window.bounds.width, scroll = tabs.pager.scrollView
        #expect(width == 600)
        #expect(shown(tabs) == names[tabs.selectedIndex], "the tab selected is the page shown")
        #expect(scroll.bounds.width == width && scroll.contentOffset.x.truncatingRemainder(dividingBy: width) == 0,
                "the pager rests on a whole page of the new width: offset \(scroll.contentOffset.x)")
        #expect(tabs.pager.viewControllers?.first?.view.frame.width == width)
        #expect(indicatorUnderSelectedTab(), "indicator \(tabs.indicator.frame) under tab \(tabs.selectedIndex)")
    }

    /// What a tab pager tells its delegate, in order: index changes, and where the indicator went
    /// (as the tab it stands under, or "between").
    final class CallLog: TabPageViewControllerDelegate {
        var calls: [String] = []
        private var lastIndicator: String?
        func tabPageViewController(_ controller: TabPageViewController, didChangeIndexTo index: Int) { calls.append("index \(index)") }
        func tabPageViewController(_ controller: TabPageViewController, indicatorMovedTo frame: CGRect) {
            let tab = controller.interpolator.tabFrames.firstIndex { abs($0.minX - frame.minX) < 0.5 && abs($0.width - frame.width) < 0.5 }
            let call = tab.map { "at \($0)" } ?? "between"
            if lastIndicator != call { calls.append(call) }   // a redraw in place is no move
            lastIndicator = call
        }
    }

    @Test("the order of calls: a swipe moves the indicator between, then under the next tab, then the index changes once; a select jumps straight there; a select during a drag waits for the drag's turn")
    func callOrder() {
        let (app, tabs) = make()
        let log = CallLog()
        tabs.delegate = log

        app.swipe(from: CGPoint(x: 330, y: 300), to: CGPoint(x: 210, y: 300), velocity: 1500)
        app.runUntilIdle()
        #expect(log.calls == ["between", "at 1", "index 1"], "\(log.calls)")
        #expect(tabs.selectedIndex == 1 && tabs.progress == 1)

        log.calls.removeAll()
        tabs.select(3, animated: true)
        #expect(tabs.selectedIndex == 1, "the selection changes when the page arrives")
        app.runUntilIdle()
        #expect(log.calls.first == "between" && log.calls.suffix(2) == ["at 3", "index 3"], "\(log.calls)")
        #expect(log.calls.filter { $0.hasPrefix("index") } == ["index 3"], "one change, straight to tab 3: \(log.calls)")
        #expect(tabs.selectedIndex == 3 && shown(tabs) == "D")

        log.calls.removeAll()
        app.touchDown(at: CGPoint(x: 100, y: 300))
        for x in stride(from: 120, through: 220, by: 20) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 300)) }
        let duringDrag = tabs.progress
        tabs.select(0, animated: true)   // the model keeps it until the drag's turn ends
        app.touchMove(to: CGPoint(x: 240, y: 300))
        #expect(tabs.progress < 3 && tabs.progress > 2 && tabs.progress < duringDrag, "still the drag's progress toward tab 2: \(tabs.progress)")
        app.touchUp(at: CGPoint(x: 240, y: 300))
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && shown(tabs) == "A", "the waiting select won")
        #expect(log.calls.filter { $0.hasPrefix("index") } == ["index 2", "index 0"], "the drag's turn ends on tab 2, then the jump: \(log.calls)")
        #expect(log.calls.suffix(2) == ["at 0", "index 0"], "\(log.calls)")
    }

    @Test("inserting before the selected tab keeps the selection on the same item, not the same index")
    func insertBefore() {
        let (app, tabs) = make()
        tabs.select(2, animated: false)
        app.runUntilIdle()

        tabs.insertItem(TabPagerItem(id: "Z", title: "Z", viewController: Page("Z")), at: 0, animated: false)
        app.runUntilIdle()

        #expect(tabs.titles == ["Z", "A", "B", "C", "D"])
        #expect(tabs.selectedIndex == 3 && shown(tabs) == "C")
        #expect(tabs.indicator.frame == tabs.interpolator.frame(at: 3))
    }

    @Test("removing the selected tab selects the tab now at its index and tells the delegate")
    func removeSelected() {
        final class Listener: TabPageViewControllerDelegate {
            var indices: [Int] = []
            func tabPageViewController(_ c: TabPageViewController, didChangeIndexTo index: Int) { indices.append(index) }
        }
        let (app, tabs) = make()
        let listener = Listener()
        tabs.delegate = listener
        tabs.select(1, animated: false)
        app.runUntilIdle()

        tabs.removeItem(withID: "B", animated: false)
        app.runUntilIdle()
        tabs.removeItem(withID: "nothing", animated: false)

        #expect(tabs.titles == ["A", "C", "D"] && tabs.selectedIndex == 1 && shown(tabs) == "C")
        #expect(listener.indices == [1, 1])
        #expect(!DiagnosticLog.shared.messages(containing: "removeItem(withID: nothing)").isEmpty)
    }

    @Test("a reload while the user drags takes effect when the pages rest; the selection follows the item")
    func reloadWhileDragging() {
        let (app, tabs) = make()
        app.touchDown(at: CGPoint(x: 300, y: 300))
        for i in 1...6 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 10, y: 300)) }

        tabs.setItems(["X", "A", "B", "C", "D"].map { TabPagerItem(id: $0, title: $0, viewController: Page($0)) }, animated: false)
        tabs.updateItem(withID: "B") { $0.badgeValue = "5" }
        app.touchUp(at: CGPoint(x: 240, y: 300))
        app.runUntilIdle()

        #expect(tabs.selectedIndex == 1 && shown(tabs) == "A")
        #expect(tabs.buttons[2].badgeValue == "5")
        #expect(tabs.pager.children.count <= 3)
    }

    @Test("the line stretches like elastic; the dot and the pill follow the tab centres; titles blend by progress")
    func styles() {
        let (_, tabs) = make()
        let i = tabs.interpolator, a = i.tabFrames[0], b = i.tabFrames[1]

        let quarter = i.frame(at: 0.25, style: .line, tabHeight: 44)
        #expect(quarter.minX == a.minX && abs(quarter.maxX - (a.maxX + (b.maxX - a.maxX) * 0.5)) < 1e-9)
        let threeQuarters = i.frame(at: 0.75, style: .line, tabHeight: 44)
        #expect(threeQuarters.maxX == b.maxX && abs(threeQuarters.minX - (a.minX + (b.minX - a.minX) * 0.5)) < 1e-9)
        let dot = i.frame(at: 0.5, style: .dot(diameter: 6), tabHeight: 44)
        #expect(dot.size == CGSize(width: 6, height: 6) && abs(dot.midX - (a.midX + b.midX) / 2) < 1e-9)
        let pill = i.frame(at: 1, style: .pill, tabHeight: 44)
        #expect(pill.width == b.width + 16 && pill.height == 32)
        #expect(IndicatorInterpolator.selection(of: 1, at: 0.25) == 0.25 && IndicatorInterpolator.selection(of: 3, at: 1) == 0)
        let half = UIColor.black.blended(with: .white, fraction: 0.5)
        #expect(abs(half.red - 0.5) < 1e-9)

        tabs.indicatorStyle = .pill
        tabs.view.layoutIfNeeded()
        #expect(tabs.indicator.frame == tabs.interpolator.frame(at: 0, style: .pill, tabHeight: 44))
    }

    @Test("←/→ move one tab, Home and End to the ends")
    func keys() {
        let (app, tabs) = make()

        app.press(.right)
        app.runUntilIdle()
        let afterRight = tabs.selectedIndex
        app.press(.end)
        app.runUntilIdle()
        let afterEnd = tabs.selectedIndex
        app.press(.left)
        app.runUntilIdle()
        let afterLeft = tabs.selectedIndex
        app.press(.home)
        app.runUntilIdle()

        #expect([afterRight, afterEnd, afterLeft, tabs.selectedIndex] == [Int](arrayLiteral: 1, 3, 2, 0))
        #expect(shown(tabs) == "A")
    }
}

@MainActor
@Suite("TabPageViewController: seed 003's data source, right to left, wrapping")
struct TabPagerModesTests {
    final class Page: UIViewController {
        let name: String
        let list = UIScrollView()
        init(_ name: String) { self.name = name; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            list.frame = view.bounds
            list.contentSize = CGSize(width: view.bounds.width, height: 3000)
            view.addSubview(list)
        }
    }

    /// Seed 003's host: its own buttons in a bar, a container under them.
    final class Host: UIViewController, TabPageViewControllerDataSource, TabPageViewControllerDelegate {
        let pagesShown = [Page("first"), Page("second"), Page("third")]
        let buttons = ["one", "two", "three"].map { title -> UIButton in
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            return b
        }
        let container = UIView()
        let pager = TabPageViewController(items: [])
        var indices: [Int] = [], taps: [Int] = [], indicator: [CGRect] = []
        override func viewDidLoad() {
            for (i, b) in buttons.enumerated() {
                b.frame = CGRect(x: CGFloat(i) * 130, y: 20, width: 130, height: 44)
                view.addSubview(b)
            }
            container.frame = CGRect(x: 0, y: 64, width: 390, height: 536)
            view.addSubview(container)
            pager.dataSource = self
            pager.delegate = self
            pager.reloadPages()
        }
        func tabPageButtons(for controller: TabPageViewController) -> [UIButton] { buttons }
        func tabPageControllers(for controller: TabPageViewController) -> [UIViewController] { pagesShown }
        func tabPageContainer(for controller: TabPageViewController) -> UIView { container }
        func tabPageViewController(_ c: TabPageViewController, didChangeIndexTo index: Int) { indices.append(index) }
        func tabPageViewController(_ c: TabPageViewController, didTapCurrentTabAt index: Int) { taps.append(index) }
        func tabPageViewController(_ c: TabPageViewController, indicatorMovedTo frame: CGRect) { indicator.append(frame) }
    }

    @Test("reloadPages puts the pager in the host's container as its child; the host's buttons select, the current one scrolls to the top")
    func seedDataSource() {
        let host = Host()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: host)
        app.runUntilIdle()
        #expect(host.pager.parent === host && host.pager.view.superview === host.container)
        #expect(host.pager.titles == ["one", "two", "three"] && host.pager.tabStrip.isHidden)

        app.tap(host.buttons[2])
        app.runUntilIdle()
        host.pagesShown[2].list.contentOffset = CGPoint(x: 0, y: 400)
        app.tap(host.buttons[2])
        app.runUntilIdle()

        #expect(host.pager.selectedIndex == 2 && host.indices.last == 2)
        #expect(host.taps == [2] && host.pagesShown[2].list.contentOffset.y == 0)
        #expect(host.indicator.last == host.buttons[2].frame)
    }

    @Test("a drag moves the host's indicator between its buttons' frames")
    func seedIndicatorDuringDrag() {
        let host = Host()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: host)
        app.runUntilIdle()

        app.touchDown(at: CGPoint(x: 300, y: 300))
        for i in 1...8 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 20, y: 300)) }
        let mid = host.indicator.last ?? .zero
        app.touchUp(at: CGPoint(x: 140, y: 300))
        app.runUntilIdle()

        #expect(mid.minX == 0 && mid.maxX > 130 && mid.maxX < 260)   // the line stretches towards "two"
        #expect(host.pager.selectedIndex == 1 && host.indicator.last == host.buttons[1].frame)
    }

    func make(rtl: Bool = false, infinite: Bool = false) -> (HeadlessApp, TabPageViewController) {
        let tabs = TabPageViewController(items: ["A", "B", "C", "D"].map { TabPagerItem(id: $0, title: $0, viewController: Page($0)) })
        tabs.isInfinite = infinite
        if rtl { tabs.view.semanticContentAttribute = .forceRightToLeft }
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        return (app, tabs)
    }

    func shown(_ tabs: TabPageViewController) -> String? { (tabs.pager.viewControllers?.first as? Page)?.name }

    @Test("right to left: the first tab at the right, a swipe to the right goes to the next tab, ← too")
    func rightToLeft() {
        let (app, tabs) = make(rtl: true)
        let frames = tabs.buttons.map(\.frame)
        #expect(tabs.isRightToLeft && frames[0].maxX == 390 && frames[1].maxX == frames[0].minX)

        app.swipe(from: CGPoint(x: 80, y: 300), to: CGPoint(x: 320, y: 300), velocity: 1.5)
        app.runUntilIdle()
        let afterSwipe = (tabs.selectedIndex, shown(tabs))
        app.press(.left)
        app.runUntilIdle()

        #expect(afterSwipe.0 == 1 && afterSwipe.1 == "B")
        #expect(tabs.selectedIndex == 2 && shown(tabs) == "C")
        #expect(tabs.indicator.frame == tabs.interpolator.frame(at: 2))
    }

    @Test("wrapping: before the first tab comes the last; the indicator travels between them")
    func infinite() {
        let (app, tabs) = make(infinite: true)

        app.touchDown(at: CGPoint(x: 80, y: 300))
        for i in 1...8 { app.touchMove(to: CGPoint(x: 80 + CGFloat(i) * 20, y: 300)) }
        let progress = tabs.progress, frame = tabs.indicator.frame
        app.touchUp(at: CGPoint(x: 240, y: 300))
        app.runUntilIdle()

        #expect(progress < 0)
        let last = tabs.interpolator.tabFrames[3], first = tabs.interpolator.tabFrames[0]
        #expect(frame.minX > first.minX && frame.minX < last.minX)
        #expect(tabs.selectedIndex == 3 && shown(tabs) == "D")
        app.press(.right)
        app.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && shown(tabs) == "A")
    }
}

@MainActor
@Suite("TabPageViewController under random use")
struct TabPagerRandomTests {
    final class Page: UIViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
    }

    /// Random drags (finished or not), flicks, tab taps, keys, inserts, removals, reloads and
    /// layout-direction switches, with frames cut short or run out: at rest the page shown is the
    /// selected tab's, the indicator sits under it and inside the strip, and at most three pages
    /// are alive at any frame.
    @Test("invariants hold over 6 rounds × 60 random operations", arguments: 0..<6)
    func random(round: Int) {
        var rng = SeededGenerator(seed: UInt64(round) &* 7_777 &+ 3)
        var serial = 0
        func item() -> TabPagerItem {
            serial += 1
            return TabPagerItem(id: "t\(serial)", title: "Tab \(serial)", viewController: Page("t\(serial)"))
        }
        let tabs = TabPageViewController(items: (0..<5).map { _ in item() })
        tabs.isInfinite = round % 3 == 2
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        var maxAlive = 0

        for _ in 0..<60 {
            switch Int.random(in: 0..<9, using: &rng) {
            case 0, 1:
                let dx = CGFloat.random(in: -300...300, using: &rng)
                app.drag(from: CGPoint(x: 195 - dx / 2, y: 300), to: CGPoint(x: 195 + dx / 2, y: 300),
                         duration: Double.random(in: 0.1...0.5, using: &rng), hold: Bool.random(using: &rng) ? 0.2 : 0)
            case 2:
                if !tabs.buttons.isEmpty {
                    let b = tabs.buttons[Int.random(in: 0..<tabs.buttons.count, using: &rng)]
                    let r = b.convert(b.bounds, to: nil)
                    if r.midX > 0 && r.midX < 390 { app.tap(at: CGPoint(x: r.midX, y: r.midY)) }
                }
            case 3:
                app.press([KeyInput.left, .right, .home, .end][Int.random(in: 0..<4, using: &rng)])
            case 4:
                tabs.insertItem(item(), at: Int.random(in: 0...tabs.items.count, using: &rng), animated: false)
            case 5 where tabs.items.count > 1:
                tabs.removeItem(withID: tabs.items[Int.random(in: 0..<tabs.items.count, using: &rng)].id, animated: false)
            case 6:
                var list = tabs.items
                list.shuffle(using: &rng)
                tabs.setItems(list, animated: false)
            case 7:
                tabs.view.semanticContentAttribute = Bool.random(using: &rng) ? .forceRightToLeft : .forceLeftToRight
            default:
                app.touchDown(at: CGPoint(x: 300, y: 300))
                for i in 1...5 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 25, y: 300)) }
                tabs.insertItem(item(), at: 0, animated: false)   // a change while the finger is down
                maxAlive = max(maxAlive, tabs.pager.children.count)
                app.touchUp(at: CGPoint(x: 175, y: 300))
            }
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                app.advance(by: 1.0 / 60)
                maxAlive = max(maxAlive, tabs.pager.children.count)
                let f = tabs.indicator.frame
                #expect(f.minX >= -0.5 && f.maxX <= tabs.tabStrip.contentSize.width + 0.5)
            }
            app.runUntilIdle()

            let shown = tabs.pager.viewControllers?.first
            #expect(tabs.items.indices.contains(tabs.selectedIndex))
            #expect(shown === tabs.items[tabs.selectedIndex].viewController)
            #expect(tabs.indicator.frame == tabs.interpolator.frame(at: CGFloat(tabs.selectedIndex)))
        }
        #expect(maxAlive <= 3)
    }
}

@MainActor
@Suite("TabPageViewController: wheel and the indicator across re-centring")
struct TabPagerWheelTests {
    final class ListPage: UIViewController {
        let list = UIScrollView()
        override func viewDidLoad() {
            list.frame = view.bounds
            list.contentSize = CGSize(width: view.bounds.width, height: 4000)
            view.addSubview(list)
        }
    }

    func make(_ titles: [String] = ["A", "Bbbbbbbbbbbb", "C", "Ddddddd"]) -> (HeadlessApp, TabPageViewController, [ListPage]) {
        let pages = titles.map { _ in ListPage() }
        let tabs = TabPageViewController(items: zip(titles, pages).map { TabPagerItem(title: $0.0, viewController: $0.1) })
        tabs.tabWidth = .selfSizing
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        return (app, tabs, pages)
    }

    @Test("one sideways notch turns one tab; a burst of ten within the interval turns only one; a vertical wheel scrolls the list")
    func wheel() {
        let (app, tabs, pages) = make()

        app.scrollWheel(delta: CGPoint(x: 40, y: 0), at: CGPoint(x: 200, y: 300))
        app.runUntilIdle()
        let afterOne = tabs.selectedIndex
        app.advance(by: 0.5)
        for _ in 0..<10 { app.scrollWheel(delta: CGPoint(x: 12, y: 2), at: CGPoint(x: 200, y: 300)) }
        app.runUntilIdle()
        let afterBurst = tabs.selectedIndex
        app.scrollWheel(delta: CGPoint(x: 0, y: 120), at: CGPoint(x: 200, y: 300))
        app.runUntilIdle()

        #expect(afterOne == 1 && afterBurst == 2)
        #expect(tabs.selectedIndex == 2 && pages[2].list.contentOffset.y > 0)
    }

    @Test("across a swipe, its settle and the pager's re-centring the indicator never jumps back and ends under the tab")
    func noJumpAcrossRecentring() {
        let (app, tabs, _) = make()
        var frames: [CGRect] = []

        app.touchDown(at: CGPoint(x: 330, y: 300))
        for i in 1...12 {
            app.touchMove(to: CGPoint(x: 330 - CGFloat(i) * 18, y: 300))
            frames.append(tabs.indicator.frame)
            let expected = tabs.interpolator.frame(at: tabs.progress, style: .line, tabHeight: 44)
            #expect(abs(tabs.indicator.frame.minX - expected.minX) < 1e-6 && abs(tabs.indicator.frame.maxX - expected.maxX) < 1e-6)
        }
        app.touchUp(at: CGPoint(x: 114, y: 300))
        for _ in 0..<90 { app.advance(by: 1.0 / 60); frames.append(tabs.indicator.frame) }

        #expect(zip(frames, frames.dropFirst()).allSatisfy { $1.maxX >= $0.maxX - 0.01 && $1.minX >= $0.minX - 0.01 })
        #expect(tabs.selectedIndex == 1 && frames.last == tabs.interpolator.frame(at: 1))
        for p: CGFloat in [0, 0.25, 0.5, 1, 2.75] {   // tabs of different widths
            let f = tabs.interpolator.frame(at: p, style: .line, tabHeight: 44)
            let i = Int(p), t = p - CGFloat(i), a = tabs.interpolator.tabFrames[i]
            let b = tabs.interpolator.tabFrames[min(i + 1, 3)]
            #expect(abs(f.maxX - (a.maxX + (b.maxX - a.maxX) * min(1, 2 * t))) < 1e-9)
            #expect(abs(f.minX - (a.minX + (b.minX - a.minX) * max(0, 2 * t - 1))) < 1e-9)
        }
    }
}

@MainActor
@Suite("TabPageViewController: strip scrolling and fonts")
struct TabPagerStripTests {
    @Test("centred, the strip scrolls along with the pages and keeps the indicator in the middle; fonts switch halfway")
    func centredStrip() {
        let names = (1...12).map { "Tab number \($0)" }
        let tabs = TabPageViewController(items: names.map { TabPagerItem(id: $0, title: $0, viewController: UIViewController()) })
        tabs.tabWidth = .selfSizing
        tabs.stripScrolling = .centered
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        tabs.select(6, animated: false)
        app.runUntilIdle()
        let settled = tabs.tabStrip.contentOffset.x

        app.touchDown(at: CGPoint(x: 330, y: 300))
        for i in 1...10 { app.touchMove(to: CGPoint(x: 330 - CGFloat(i) * 15, y: 300)) }
        let moving = tabs.tabStrip.contentOffset.x
        let ind = tabs.indicator.frame

        #expect(abs(settled - (tabs.interpolator.frame(at: 6).midX - 195)) < 0.5)
        #expect(moving > settled && abs(ind.midX - moving - 195) < 0.5)
        #expect(tabs.buttons[6].titleLabel?.font.weight == .bold && tabs.buttons[5].titleLabel?.font.weight == .regular)
        app.touchUp(at: CGPoint(x: 180, y: 300))
        app.runUntilIdle()
    }
}
