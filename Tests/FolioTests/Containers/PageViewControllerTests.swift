import Foundation
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

/// `UIPageViewController(.scroll)`: turns, cancelled turns, programmatic sets, memory.
@MainActor
@Suite("Page view controller, scroll style")
struct PageViewControllerTests {
    @MainActor final class Page: UIViewController {
        let n: Int
        let log: Log
        let uid: Int
        init(_ n: Int, _ log: Log) { self.n = n; self.log = log; log.made += 1; uid = log.made; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
        private func note(_ call: String) { log.lines.append("\(n) \(call)"); log.events.append((uid, call)) }
        override func viewWillAppear(_ a: Bool) { note("willAppear") }
        override func viewDidAppear(_ a: Bool) { note("didAppear") }
        override func viewWillDisappear(_ a: Bool) { note("willDisappear") }
        override func viewDidDisappear(_ a: Bool) { note("didDisappear") }
    }

    @MainActor final class Log: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var lines: [String] = []
        /// Appearance calls per page instance (numbers repeat across instances).
        var events: [(uid: Int, call: String)] = []
        var made = 0
        var asked = 0
        var count = Int.max
        func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            asked += 1
            let n = (vc as! Page).n
            return n > 0 ? Page(n - 1, self) : nil
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            asked += 1
            let n = (vc as! Page).n
            return n + 1 < count ? Page(n + 1, self) : nil
        }
        func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            lines.append("willTransitionTo \(pending.map { ($0 as! Page).n })")
        }
        func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            lines.append("didFinish previous \(previousViewControllers.map { ($0 as! Page).n }) completed \(completed)")
        }
    }

    private func setUp(start: Int = 0) -> (HeadlessApp, UIPageViewController, Log) {
        let log = Log()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = log
        pager.delegate = log
        pager.setViewControllers([Page(start, log)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: pager)
        log.lines.removeAll()
        return (app, pager, log)
    }

    private func shown(_ p: UIPageViewController) -> Int { (p.viewControllers!.first as! Page).n }

    @Test("a swipe turns the page: willTransitionTo, appearance in UIKit's order, didFinish completed")
    func turn() {
        let (app, pager, log) = setUp()

        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 180, y: 240), velocity: 1500)
        app.runUntilIdle()

        #expect(shown(pager) == 1)
        #expect(log.lines == ["willTransitionTo [1]", "0 willDisappear", "1 willAppear", "0 didDisappear", "1 didAppear",
                              "didFinish previous [0] completed true"])
    }

    @Test("a library that makes itself the scroll view's delegate (as UIKit lets it) hears every move, and the controller still turns the page")
    func foreignScrollDelegate() {
        @MainActor final class Spy: UIScrollViewDelegate {
            var scrolls = 0, ends = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends += 1 }
        }
        let (app, pager, log) = setUp()
        let spy = Spy()
        let scrollView = pager.view.subviews.compactMap { $0 as? UIScrollView }.first
        scrollView?.delegate = spy

        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 180, y: 240), velocity: 1500)
        app.runUntilIdle()

        #expect(scrollView != nil, "the scroll view is the controller's view's subview, where libraries look for it")
        #expect(shown(pager) == 1)
        #expect(log.lines.last == "didFinish previous [0] completed true")
        #expect(spy.scrolls > 0 && spy.ends == 1)
    }

    @Test("before any layout pass, the scroll view already has the page's size (UIKit's queuing scroll view follows its view at once)")
    func sizedBeforeLayout() {
        let log = Log()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 10])
        pager.dataSource = log

        pager.loadViewIfNeeded()
        let scrollView = pager.view.subviews.compactMap { $0 as? UIScrollView }.first

        #expect(scrollView?.bounds.size == CGSize(width: pager.view.bounds.width + 10, height: pager.view.bounds.height))
        #expect(pager.view.bounds.width > 0)
    }

    @Test("a short drag rolls back: the incoming page's appearance unwinds, didFinish reports not completed")
    func cancelledTurn() {
        let (app, pager, log) = setUp(start: 3)

        app.drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 220, y: 240), duration: 0.5, hold: 0.2)
        app.runUntilIdle()

        #expect(shown(pager) == 3)
        #expect(log.lines == ["willTransitionTo [4]", "3 willDisappear", "4 willAppear", "4 willDisappear", "3 willAppear",
                              "4 didDisappear", "3 didAppear", "didFinish previous [3] completed false"])
    }

    @Test("the first page does not turn backwards; the last does not turn forwards")
    func edges() {
        let (app, pager, log) = setUp()
        log.count = 1

        app.swipe(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 240, y: 240), velocity: 1500)
        app.runUntilIdle()
        pager.dataSource = log
        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 80, y: 240), velocity: 1500)
        app.runUntilIdle()

        #expect(shown(pager) == 0)
        #expect(log.lines.isEmpty)
        #expect(pager.scrollView.contentOffset.x == 0)
    }

    @Test("fifty fast swipes: never more than three pages alive, never a blank page, the data source asked only for neighbours")
    func memory() {
        let (app, pager, log) = setUp()

        for i in 0..<50 {
            app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 200, y: 240), velocity: 2500)
            if i % 7 == 0 { app.advance(by: 0.05) } else { app.runUntilIdle() }
            #expect(pager.children.count <= 3)
            #expect(pager.viewControllers?.first?.view.superview === pager.scrollView)
        }
        app.runUntilIdle()

        #expect(shown(pager) >= 40)
        #expect(pager.scrollView.contentOffset.x == 320)
        #expect(log.asked <= 2 * 50 + 2)
    }

    @Test("a memory warning lets the neighbours go; the next finger down brings them back before the drag moves, and the swipe turns")
    func neighboursBackOnTouch() {
        let (app, pager, log) = setUp(start: 3)
        app.runUntilIdle()
        pager.didReceiveMemoryWarning()
        #expect(pager.children.map { ($0 as! Page).n } == [3], "only the page shown is kept")
        #expect(pager.scrollView.contentOffset.x == 0, "the page shown is in view")
        let asked = log.asked
        app.send(.began, at: CGPoint(x: 280, y: 240))
        app.advance(by: 1.0 / 60)
        #expect(log.asked == asked + 2, "the finger down asks for both neighbours")
        #expect(pager.children.map { ($0 as! Page).n }.sorted() == [2, 3, 4])
        #expect(pager.scrollView.contentOffset.x == 320, "the page shown stays in view, in the middle slot")
        app.send(.ended, at: CGPoint(x: 280, y: 240))
        app.runUntilIdle()
        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 180, y: 240), velocity: 1500)
        app.runUntilIdle()
        #expect(shown(pager) == 4)
    }

    /// How much of the pager's width shows no page (points): the visible part of the content
    /// (a rubber band past the first or last page shows the background, as on iOS) minus what
    /// the page views cover.
    private func blank(_ p: UIPageViewController) -> CGFloat {
        let content = CGRect(origin: .zero, size: p.scrollView.contentSize)
        let visible = p.scrollView.bounds.intersection(content)
        guard !visible.isNull, visible.width > 0 else { return 0 }
        let spans = p.scrollView.subviews.filter { !$0.isHidden }.map { $0.frame.intersection(visible) }
            .filter { !$0.isNull && $0.width > 0 }.map { ($0.minX, $0.maxX) }.sorted { $0.0 < $1.0 }
        var covered: CGFloat = 0, reach = visible.minX
        for (a, b) in spans where b > reach { covered += b - max(a, reach); reach = b }
        return max(0, visible.width - covered)
    }

    @Test("a swipe that starts before the last turn settled runs on: two quick swipes reach page 2, four 0.2 s apart page 4")
    func fastSwipesAccumulate() {
        let (app, pager, _) = setUp()
        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 160, y: 240), velocity: 1500)
        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 160, y: 240), velocity: 1500)
        app.runUntilIdle()
        #expect(shown(pager) == 2)
        #expect(pager.scrollView.contentOffset.x == 320)

        let (app4, pager4, _) = setUp()
        for _ in 0..<4 {
            app4.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 160, y: 240), velocity: 1500)
            app4.advance(by: 0.2 - 0.08)
        }
        app4.runUntilIdle()
        #expect(shown(pager4) == 4)

        // And back: two quick swipes the other way.
        app4.swipe(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 160, y: 240), velocity: 1500)
        app4.swipe(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 160, y: 240), velocity: 1500)
        app4.runUntilIdle()
        #expect(shown(pager4) == 2)
    }

    @Test("forty fast swipes: every frame shows pages across the whole width, and each turn reports once, in order")
    func noBlankFrames() {
        let (app, pager, log) = setUp()
        var frames = 0, blankFrames = 0
        for i in 0..<40 {
            let forward = i % 10 != 9
            let (a, b) = forward ? (CGPoint(x: 300, y: 240), CGPoint(x: 60, y: 240)) : (CGPoint(x: 60, y: 240), CGPoint(x: 300, y: 240))
            app.touchDown(at: a)
            for k in 1...4 {
                app.touchMove(to: CGPoint(x: a.x + (b.x - a.x) * CGFloat(k) / 4, y: 240))
                frames += 1
                if blank(pager) > 0.5 { blankFrames += 1 }
            }
            app.touchUp(at: b)
            for _ in 0..<3 {
                app.advance(by: app.frameInterval); frames += 1
                if blank(pager) > 0.5 { blankFrames += 1 }
            }
        }
        app.runUntilIdle()
        #expect(frames == 280)
        #expect(blankFrames == 0)
        #expect(shown(pager) == 32, "36 forward, 4 back")
        let finishes = log.lines.filter { $0.hasPrefix("didFinish") }
        #expect(finishes.count == 40 && finishes.allSatisfy { $0.hasSuffix("completed true") })
        #expect(pager.children.count <= 3)
    }

    @Test("an animated set slides to the page; the next swipe back shows the data source's page, not the old one")
    func programmaticThenSwipe() {
        let (app, pager, log) = setUp()
        var done: [Bool] = []

        pager.setViewControllers([Page(10, log)], direction: .forward, animated: true) { done.append($0) }
        app.runUntilIdle()
        app.swipe(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 240, y: 240), velocity: 1500)
        app.runUntilIdle()

        #expect(done == [true])
        #expect(shown(pager) == 9)
        #expect(!log.lines.contains("willTransitionTo [10]"), "programmatic sets call no delegate transition methods")
    }

    @Test("a set during a drag is queued and applied when the page rests; a wrong count is refused")
    func queuedSet() {
        let (app, pager, log) = setUp()

        app.touchDown(at: CGPoint(x: 280, y: 240))
        for x in stride(from: 270, through: 200, by: -10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 240)) }
        pager.setViewControllers([Page(7, log)], direction: .forward, animated: false)
        let during = shown(pager)
        app.touchUp(at: CGPoint(x: 200, y: 240))
        app.runUntilIdle()
        pager.setViewControllers([Page(1, log), Page(2, log)], direction: .forward, animated: false)

        #expect(during == 0)
        #expect(shown(pager) == 7)
        #expect(pager.scrollView.contentOffset.x == 320)
        #expect(!DiagnosticLog.shared.messages(containing: "doesn't match the number required (1)").isEmpty)
    }

    @Test("a queued set replaced by a later one completes with false, once; the later one with true, once")
    func replacedSetCompletes() {
        let (app, pager, log) = setUp()
        var calls: [String] = []

        app.touchDown(at: CGPoint(x: 280, y: 240))
        for x in stride(from: 270, through: 200, by: -10) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 240)) }
        pager.setViewControllers([Page(5, log)], direction: .forward, animated: true) { calls.append("five \($0)") }
        pager.setViewControllers([Page(7, log)], direction: .forward, animated: true) { calls.append("seven \($0)") }
        #expect(calls == ["five false"], "the replaced call hears at once")
        app.touchUp(at: CGPoint(x: 200, y: 240))
        app.runUntilIdle()
        pager.setViewControllers([Page(1, log), Page(2, log)], direction: .forward, animated: false) { calls.append("wrong \($0)") }

        #expect(calls == ["five false", "seven true", "wrong false"])
        #expect(shown(pager) == 7)
    }

    @Test("interPageSpacing puts a gap between pages and still rests aligned")
    func spacing() {
        let log = Log()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: CGFloat(10)])
        pager.dataSource = log
        pager.setViewControllers([Page(0, log)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: pager)

        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 180, y: 240), velocity: 1500)
        app.runUntilIdle()

        #expect(pager.scrollView.frame.width == 330)
        #expect(pager.scrollView.contentOffset.x == 330)
        #expect(pager.viewControllers?.first?.view.frame.minX == 330)
    }

    @Test("a rotation mid-turn or after it leaves the page aligned on the page shown")
    func rotation() {
        let (app, pager, log) = setUp(start: 5)
        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 200, y: 240), velocity: 1500)
        app.advance(by: 0.05)
        log.lines.removeAll()

        app.rotate()
        app.runUntilIdle()
        let landscape = (pager.scrollView.contentOffset.x, pager.scrollView.frame.width, shown(pager))
        app.rotate()
        app.runUntilIdle()

        #expect(landscape.0 == landscape.1, "the shown page sits in the middle slot")
        #expect(pager.scrollView.contentOffset.x == 320)
        #expect(pager.viewControllers?.first?.view.frame.minX == 320)
        #expect(shown(pager) == landscape.2)
        #expect(log.lines.first == "6 willDisappear" && log.lines.contains("didFinish previous [5] completed false"),
                "the turn in flight was settled back: \(log.lines)")
    }

    /// Found by the `events` fuzz target: a finger that caught a settle and rested there (no
    /// drag) through a rotation left the pages where the settle was caught, between two pages,
    /// and the next programmatic turn slid one slot from there.
    @Test("a rotation while a finger rests on a caught settle puts the page shown back in its slot")
    func rotationUnderRestingFinger() {
        let (app, pager, log) = setUp(start: 5)
        app.swipe(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 200, y: 240), velocity: 1500)
        app.advance(by: 0.05)
        app.touchDown(at: CGPoint(x: 160, y: 240))   // catches the settle; never drags
        #expect(pager.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 320) != 0, "caught between pages")

        app.rotate()
        app.advance(by: 0.5)
        let width = app.window.bounds.width
        #expect(pager.scrollView.contentOffset.x == width, "the page shown sits in the middle slot under the finger")
        #expect(log.lines.contains("didFinish previous [5] completed false"), "\(log.lines)")

        var done: Bool?
        pager.setViewControllers([Page(7, log)], direction: .forward, animated: true) { done = $0 }
        app.touchUp(at: CGPoint(x: 160, y: 240))
        app.runUntilIdle()
        #expect(done == true && shown(pager) == 7)
        #expect(pager.scrollView.contentOffset.x == width, "the turn ends on a page, not between two")
    }

    /// Found by the `events` fuzz target: rotating while the finger was down left the pager's
    /// scroll view sized for the old width, resting between pages, until the next rotation.
    @Test("a rotation under the finger ends the drag: the page shown, its offset and the page size agree at the new size")
    func rotationMidDrag() {
        let (app, pager, log) = setUp(start: 5)
        app.touchDown(at: CGPoint(x: 280, y: 240))
        for x in stride(from: 260, through: 180, by: -20) { app.touchMove(to: CGPoint(x: CGFloat(x), y: 240)) }

        app.rotate()
        app.touchMove(to: CGPoint(x: 100, y: 240))
        app.touchUp(at: CGPoint(x: 100, y: 240))
        app.runUntilIdle()

        let width = app.window.bounds.width
        #expect(width == 480)
        #expect(pager.scrollView.bounds.width == width)
        #expect(pager.scrollView.contentSize.width == 3 * width, "three slots of the new width")
        #expect(pager.scrollView.contentOffset.x == width, "the shown page in the middle slot")
        #expect(pager.viewControllers?.first?.view.frame == CGRect(x: width, y: 0, width: width, height: 320))
        #expect(shown(pager) == 5)
        #expect(log.lines.contains("didFinish previous [5] completed false"), "the turn under the finger settled back: \(log.lines)")

        app.swipe(from: CGPoint(x: 440, y: 160), to: CGPoint(x: 200, y: 160), velocity: 1500)
        app.runUntilIdle()
        #expect(shown(pager) == 6 && pager.scrollView.contentOffset.x == width, "the next swipe turns one whole page")
    }

    @Test("a vertical pager turns with an upward swipe")
    func vertical() {
        let log = Log()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        pager.dataSource = log
        pager.setViewControllers([Page(0, log)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: pager)

        app.swipe(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), velocity: 1500)
        app.runUntilIdle()

        #expect(shown(pager) == 1)
        #expect(pager.scrollView.contentOffset == CGPoint(x: 0, y: 480))
    }

    @Test("a data source changed mid-drag: the turn in flight ends with the pages it started with, then the neighbours are asked again")
    func dataSourceChangedMidDrag() {
        let (app, pager, log) = setUp(start: 3)
        let other = Log()
        other.count = 4   // page 3 is the last page of the new source

        app.touchDown(at: CGPoint(x: 300, y: 240))
        app.touchMove(to: CGPoint(x: 200, y: 240))
        app.touchMove(to: CGPoint(x: 60, y: 240))
        pager.dataSource = other
        app.touchUp(at: CGPoint(x: 40, y: 240))
        app.runUntilIdle()

        #expect(shown(pager) == 4, "the turn completed with the page it had")
        #expect(log.lines.last == "didFinish previous [3] completed true")
        #expect(other.asked == 2, "the new source was asked for both neighbours once the page rested")
        #expect(pager.children.count == 2)   // page 4 and its previous page 3; nothing after it
        app.swipe(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240), velocity: 2000)
        app.runUntilIdle()
        #expect(shown(pager) == 4)
    }

    @Test("random swipes, flicks, taps, programmatic sets, rotations and data-source changes mid-drag: one page at rest, drawn where it should be, balanced appearance, at most three pages")
    func randomUse() {
        var seed: UInt64 = 2026
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % UInt64(n)) }
        for _ in 0..<8 {
            let (app, pager, log) = setUp(start: 5)
            var completions: [Int: [Bool]] = [:]
            var requests = 0
            func request(_ page: Int, _ direction: UIPageViewController.NavigationDirection, animated: Bool) {
                requests += 1
                let id = requests
                pager.setViewControllers([Page(page, log)], direction: direction, animated: animated) { completions[id, default: []].append($0) }
            }
            for _ in 0..<80 {
                let size = app.window.bounds.size
                let y = size.height / 2
                switch next(8) {
                case 0: app.swipe(from: CGPoint(x: size.width * 0.8, y: y), to: CGPoint(x: size.width * 0.3, y: y), velocity: CGFloat(500 + next(3000)))
                case 1: app.swipe(from: CGPoint(x: size.width * 0.2, y: y), to: CGPoint(x: size.width * 0.7, y: y), velocity: CGFloat(500 + next(3000)))
                case 2: app.drag(from: CGPoint(x: size.width * 0.6, y: y), to: CGPoint(x: size.width * CGFloat(next(10)) / 10, y: y),
                                 duration: 0.3, hold: next(2) == 0 ? 0.2 : 0)
                case 3: request(next(20), next(2) == 0 ? .forward : .reverse, animated: next(2) == 0)
                case 4: app.rotate()
                case 5:
                    // The data source shrinks or grows under the pager (maybe mid-drag) and is set again.
                    log.count = 3 + next(20)
                    pager.dataSource = log
                case 6:
                    app.touchDown(at: CGPoint(x: size.width * 0.7, y: y))
                    app.touchMove(to: CGPoint(x: size.width * 0.5, y: y))
                    if next(2) == 0 { log.count = 3 + next(20); pager.dataSource = log }
                    request(next(20), .forward, animated: next(2) == 0)
                    app.touchUp(at: CGPoint(x: size.width * 0.4, y: y))
                default: app.advance(by: Double(next(30)) / 100)
                }
                #expect(pager.children.count <= 3)
                #expect(blank(pager) < 0.5, "a page is drawn wherever the content shows")
            }
            app.runUntilIdle()
            app.advance(by: 1)
            #expect(requests > 0)
            #expect((1...max(1, requests)).allSatisfy { completions[$0]?.count == 1 }, "every completion runs exactly once: \(completions)")

            let shownPage = pager.viewControllers!.first as! Page
            let slotLength = pager.scrollView.bounds.width
            #expect(shownPage.view.superview === pager.scrollView)
            #expect(shownPage.view.frame.minX == pager.scrollView.contentOffset.x, "the page shown is the page drawn")
            #expect(pager.scrollView.contentOffset.x.truncatingRemainder(dividingBy: slotLength) == 0)
            // Appearance: per page, calls alternate will/did and the page shown ends appeared.
            var state: [Int: String] = [:]
            for (uid, call) in log.events {
                if call == "didAppear" { #expect(state[uid] == "willAppear", "page #\(uid) \(call) after \(state[uid] ?? "-")") }
                if call == "didDisappear" { #expect(state[uid] == "willDisappear", "page #\(uid) \(call) after \(state[uid] ?? "-")") }
                state[uid] = call
            }
            #expect(state[shownPage.uid] == "didAppear", "the page shown has appeared")

            #expect(log.events.count > 20, "the sequence turned pages")
        }
    }
}
