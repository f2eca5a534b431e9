import Foundation
import Testing
@testable import Folio
import FolioTesting
import FolioCairo

/// Pages with a number and a colour, logging appearance calls; a data source over 0…count-1
/// that also answers the spine question (`.mid` with two pages in landscape).
@MainActor
final class SpreadBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    final class Page: UIViewController {
        let n: Int
        unowned let book: SpreadBook
        init(_ n: Int, _ book: SpreadBook) { self.n = n; self.book = book; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            view.backgroundColor = [UIColor.red, .green, .blue, .orange, .purple, .brown][n % 6]
        }
        override func viewWillAppear(_ a: Bool) { book.lines.append("\(n) willAppear") }
        override func viewDidAppear(_ a: Bool) { book.lines.append("\(n) didAppear") }
        override func viewWillDisappear(_ a: Bool) { book.lines.append("\(n) willDisappear") }
        override func viewDidDisappear(_ a: Bool) { book.lines.append("\(n) didDisappear") }
    }

    var lines: [String] = []
    var count = 6
    func page(_ n: Int) -> Page { Page(n, self) }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        let n = (vc as! Page).n
        return n > 0 ? page(n - 1) : nil
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        let n = (vc as! Page).n
        return n + 1 < count ? page(n + 1) : nil
    }
    func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        lines.append("willTransitionTo \(pending.map { ($0 as! Page).n })")
    }
    func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        lines.append("didFinish previous \(previousViewControllers.map { ($0 as! Page).n }) completed \(completed)")
    }
    /// Portrait: one page, single-sided; landscape: the spread holding the page shown.
    func pageViewController(_ p: UIPageViewController,
                            spineLocationFor orientation: UIPageViewController.InterfaceOrientation) -> UIPageViewController.SpineLocation? {
        let first = p.viewControllers![0] as! Page
        if orientation == .portrait {
            p.setViewControllers([first], direction: .forward, animated: true)
            p.isDoubleSided = false
            return .min
        }
        let pair = first.n % 2 == 0 ? [first, page(first.n + 1)] : [page(first.n - 1), first]
        p.setViewControllers(pair, direction: .forward, animated: true)
        p.isDoubleSided = true
        return .mid
    }
}

@MainActor
@Suite("Page curl spines: .mid spreads, .max, orientation changes")
struct PageCurlSpineTests {
    private func spread(first: Int = 0) -> (HeadlessApp, UIPageViewController, SpreadBook) {
        let book = SpreadBook()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pager.isDoubleSided = true
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.page(first), book.page(first + 1)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 800, height: 400), scale: 1, rootViewController: pager)
        book.lines.removeAll()
        return (app, pager, book)
    }

    private func numbers(_ p: UIPageViewController) -> [Int] { (p.viewControllers ?? []).map { ($0 as! SpreadBook.Page).n } }

    @Test("a .mid spine needs two controllers: one is refused with UIKit's message and the spread stays")
    func midNeedsTwo() {
        let (_, pager, book) = spread()

        pager.setViewControllers([book.page(4)], direction: .forward, animated: false)

        #expect(numbers(pager) == [0, 1])
        #expect(!DiagnosticLog.shared.messages(containing: "doesn't match the number required (2) for the requested spine location (mid)").isEmpty)
    }

    @Test("a spread lays its two pages side by side")
    func spreadLayout() {
        let (_, pager, _) = spread()

        #expect(pager.viewControllers?.map(\.view.frame) == [CGRect(x: 0, y: 0, width: 400, height: 400),
                                                            CGRect(x: 400, y: 0, width: 400, height: 400)])
    }

    /// ```
    /// [0 | 1]  — drag the right page over the spine →  [2 | 3]
    /// ```
    @Test("dragging the right page over the spine turns to the next spread, with exact appearance calls")
    func midForward() throws {
        let (app, pager, book) = spread()

        app.touchDown(at: CGPoint(x: 780, y: 200))
        for i in 1...8 { app.touchMove(to: CGPoint(x: 780 - 70 * CGFloat(i), y: 200)) }
        #expect(pager.children.count <= 4)
        let mid = app.snapshot()
        app.touchUp(at: CGPoint(x: 220, y: 200))
        app.runUntilIdle()

        #expect(numbers(pager) == [2, 3])
        #expect(book.lines == [
            "willTransitionTo [2, 3]", "0 willDisappear", "1 willDisappear", "2 willAppear", "3 willAppear",
            "0 didDisappear", "1 didDisappear", "2 didAppear", "3 didAppear",
            "didFinish previous [0, 1] completed true",
        ])
        #expect(pager.children.count == 2)
        // Mid-turn: the left page (0, red) still shows at the far left; the next right page (3,
        // orange) is revealed at the far right; the turning page's back is page 2 (blue).
        #expect(mid.color(at: CGPoint(x: 5, y: 200)).distance(to: RGBA(r: 255, g: 0, b: 0, a: 255)) < 40)
        #expect(mid.color(at: CGPoint(x: 795, y: 200)).distance(to: RGBA(r: 255, g: 128, b: 0, a: 255)) < 60)
        let done = app.snapshot()
        #expect(done.color(at: CGPoint(x: 200, y: 200)).distance(to: RGBA(r: 0, g: 0, b: 255, a: 255)) < 40)
    }

    @Test("dragging the left page over the spine turns back to the previous spread")
    func midBack() {
        let (app, pager, book) = spread(first: 2)

        app.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 600, y: 200), duration: 0.5)
        app.runUntilIdle()

        #expect(numbers(pager) == [0, 1])
        #expect(book.lines.first == "willTransitionTo [0, 1]")
        #expect(book.lines.last == "didFinish previous [2, 3] completed true")
    }

    @Test("a short drag rolls a spread back: appearance unwinds, transitionCompleted is false")
    func midCancel() {
        let (app, pager, book) = spread()

        app.drag(from: CGPoint(x: 780, y: 200), to: CGPoint(x: 700, y: 200), duration: 0.5, hold: 0.2)
        app.runUntilIdle()

        #expect(numbers(pager) == [0, 1])
        #expect(book.lines == [
            "willTransitionTo [2, 3]", "0 willDisappear", "1 willDisappear", "2 willAppear", "3 willAppear",
            "2 willDisappear", "3 willDisappear", "0 willAppear", "1 willAppear",
            "2 didDisappear", "3 didDisappear", "0 didAppear", "1 didAppear",
            "didFinish previous [0, 1] completed false",
        ])
        #expect(pager.children.count == 2)
    }

    @Test("the last spread does not turn when the data source has one page left")
    func midOddEnd() {
        let (app, pager, book) = spread(first: 4)
        book.count = 7

        app.drag(from: CGPoint(x: 780, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.5)
        app.runUntilIdle()
        #expect(numbers(pager) == [4, 5])   // 6 exists but 7 does not: no half-empty spread

        book.count = 6
        app.drag(from: CGPoint(x: 780, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.5)
        app.runUntilIdle()
        #expect(numbers(pager) == [4, 5])
        #expect(book.lines.isEmpty)
    }

    @Test(".max puts the spine on the far edge: dragging toward it turns forward")
    func maxSpine() {
        let book = SpreadBook()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.max])
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.page(0)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: pager)

        app.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 300, y: 240), duration: 0.5)
        app.runUntilIdle()
        #expect(numbers(pager) == [1])

        app.tap(at: CGPoint(x: 300, y: 240))   // near the spine: back
        app.runUntilIdle()
        #expect(numbers(pager) == [0])
    }

    @Test("a rotation asks the delegate for a spine: landscape shows the spread, portrait one page")
    func orientation() {
        let book = SpreadBook()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.page(3)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 400, height: 700), scale: 1, rootViewController: pager)

        app.rotate()
        app.runUntilIdle()
        #expect(pager.spineLocation == .mid && pager.isDoubleSided)
        #expect(numbers(pager) == [2, 3])
        #expect(pager.viewControllers?.last?.view.frame == CGRect(x: 350, y: 0, width: 350, height: 400))

        app.rotate()
        app.runUntilIdle()
        #expect(pager.spineLocation == .min && !pager.isDoubleSided)
        #expect(numbers(pager) == [2])
        #expect(pager.children.count == 1)
    }
}

@MainActor
@Suite("Page curl under random use")
struct PageCurlRandomTests {
    /// Balanced will/did calls per page object, and the pages shown ending appeared.
    final class Ledger {
        var state: [ObjectIdentifier: String] = [:]
        var problems: [String] = []
    }

    @Test("random drags, flicks, taps, sets, rotations (spine changes) and data-source changes: the pages at rest are whole, drawn and appeared; at most four alive")
    func randomCurl() {
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % UInt64(n)) }
        for round in 0..<6 {
            let book = SpreadBook()
            let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: round % 2 == 0 ? .horizontal : .vertical)
            pager.dataSource = book
            pager.delegate = book
            pager.setViewControllers([book.page(2)], direction: .forward, animated: false)
            let app = HeadlessApp(size: CGSize(width: 360, height: 640), scale: 1, rootViewController: pager)
            var maxAlive = 0
            var spines: Set<String> = []
            for _ in 0..<60 {
                spines.insert("\(pager.spineLocation)")
                let size = app.window.bounds.size
                let along = pager.navigationOrientation == .horizontal
                func point(_ f: CGFloat) -> CGPoint {
                    along ? CGPoint(x: size.width * f, y: size.height / 2) : CGPoint(x: size.width / 2, y: size.height * f)
                }
                switch next(8) {
                case 0: app.drag(from: point(0.95), to: point(CGFloat(next(10)) / 10), duration: 0.3, hold: next(2) == 0 ? 0.2 : 0)
                case 1: app.drag(from: point(0.05), to: point(CGFloat(next(10)) / 10), duration: 0.3)
                case 2: app.tap(at: point(next(2) == 0 ? 0.9 : 0.1))
                case 3:
                    let n = next(6)
                    let pages = pager.spineLocation == .mid ? [book.page(n - n % 2), book.page(n - n % 2 + 1)] : [book.page(n)]
                    pager.setViewControllers(pages, direction: .forward, animated: next(2) == 0)
                case 4: app.rotate()
                case 5:
                    app.touchDown(at: point(0.9))
                    app.touchMove(to: point(0.6))
                    maxAlive = max(maxAlive, pager.children.count)
                    book.count = 4 + next(4)
                    pager.dataSource = book
                    app.touchUp(at: point(0.5))
                default: app.advance(by: Double(next(40)) / 100)
                }
                maxAlive = max(maxAlive, pager.children.count)
            }
            app.runUntilIdle()
            app.advance(by: 1)
            #expect(spines.count == 2, "rotations changed the spine")

            let shown = pager.viewControllers ?? []
            #expect(pager.curl.turn == nil)
            #expect(shown.count == (pager.spineLocation == .mid ? 2 : 1))
            #expect(Set(pager.children.map(ObjectIdentifier.init)) == Set(shown.map(ObjectIdentifier.init)))
            #expect(shown.allSatisfy { $0.view.superview === pager.view }, "the pages shown are the pages drawn")
            if pager.spineLocation == .mid {
                #expect(shown.map(\.view.frame) == [pager.spreadFrames.first, pager.spreadFrames.second])
            } else {
                #expect(shown.first?.view.frame == pager.view.bounds)
            }
            #expect(maxAlive <= 4)
            #expect(book.lines.contains { $0.hasSuffix("completed true") }, "round \(round) turned pages")
            // Appearance per page number: the pages shown end appeared; every did follows its will.
            var last: [Int: String] = [:]
            for line in book.lines where line.contains("Appear") || line.contains("Disappear") {
                let parts = line.split(separator: " ")
                last[Int(parts[0])!] = String(parts[1])
            }
            for page in shown.map({ ($0 as! SpreadBook.Page).n }) {
                #expect(last[page] == "didAppear", "page \(page) ends \(last[page] ?? "-") in round \(round)")
            }
        }
    }
}
