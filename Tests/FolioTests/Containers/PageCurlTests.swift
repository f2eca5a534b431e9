import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Page view controller, page curl")
struct PageCurlTests {
    @MainActor final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var lines: [String] = []
        var asked = 0
        func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            asked += 1
            let n = Int(vc.title!)!
            return n > 0 ? page(n - 1) : nil
        }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            asked += 1
            let n = Int(vc.title!)!
            return n < 2 ? page(n + 1) : nil
        }
        func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
            lines.append("willTransitionTo \(pending.map { $0.title! })")
        }
        func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            lines.append("didFinish previous \(previousViewControllers.map { $0.title! }) completed \(completed)")
        }
        func page(_ n: Int) -> UIViewController {
            let vc = UIViewController()
            vc.title = "\(n)"
            return vc
        }
    }

    private func setUp(_ orientation: UIPageViewController.NavigationOrientation) -> (HeadlessApp, UIPageViewController, Book) {
        let book = Book()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: orientation)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.page(0)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: pager)
        return (app, pager, book)
    }

    @Test("a vertical pull from the bottom past the middle turns the page; the curl follows the finger", arguments: [true, false])
    func turn(vertical: Bool) {
        let (app, pager, book) = setUp(vertical ? .vertical : .horizontal)
        let start = vertical ? CGPoint(x: 160, y: 460) : CGPoint(x: 300, y: 240)
        func at(_ f: CGFloat) -> CGPoint { vertical ? CGPoint(x: 160, y: 460 - 400 * f) : CGPoint(x: 300 - 280 * f, y: 240) }

        app.touchDown(at: start)
        for i in 1...10 { app.touchMove(to: at(0.07 * CGFloat(i))) }
        let curl = pager.curl.turn?.view
        let held = curl.map { $0.roll.place($0.grab) }
        app.touchUp(at: at(0.7))
        app.runUntilIdle()

        let finger = at(0.7)
        #expect(held.map { hypot($0.point.x - finger.x, $0.point.y - finger.y) < 1 } == true, "the grabbed point lies under the finger")
        #expect(held?.side == .back, "lifted over: its back shows")
        #expect(pager.viewControllers?.first?.title == "1")
        #expect(book.lines == ["willTransitionTo [\"1\"]", "didFinish previous [\"0\"] completed true"])
        #expect(pager.curl.turn == nil && pager.children.count == 1)
        #expect(book.asked == 1, "the data source is asked only for the page being turned to")
    }

    @Test("a short pull rolls back and reports transitionCompleted == false")
    func rollBack() {
        let (app, pager, book) = setUp(.vertical)

        app.drag(from: CGPoint(x: 160, y: 460), to: CGPoint(x: 160, y: 380), duration: 0.5, hold: 0.2)
        app.runUntilIdle()

        #expect(pager.viewControllers?.first?.title == "0")
        #expect(book.lines.last == "didFinish previous [\"0\"] completed false")
        #expect(pager.viewControllers?.first?.view.superview === pager.view)
    }

    /// Found by the `events` fuzz target (a second finger held the pan's centroid back).
    @Test("a curl that starts forward but whose finger only moves back comes to rest on its page: shown, no curl left")
    func curlThatNeverLeaves() {
        let (app, pager, book) = setUp(.horizontal)

        app.touchDown(at: CGPoint(x: 300, y: 240))
        app.touchMove(to: CGPoint(x: 285, y: 240))   // the pan begins: a forward turn
        app.touchMove(to: CGPoint(x: 310, y: 240))   // back past the start: the turn stays at 0
        app.touchUp(at: CGPoint(x: 310, y: 240))
        app.runUntilIdle()

        #expect(pager.curl.turn == nil)
        #expect(pager.viewControllers?.first?.title == "0")
        #expect(pager.viewControllers?.first?.view.window === app.window)
        #expect(pager.children.count == 1)
        #expect(book.lines.isEmpty, "no transition began: no willTransitionTo, no didFinish")
    }

    @Test("the last page does not turn forward; the first page turns back to nothing")
    func ends() {
        let (app, pager, book) = setUp(.horizontal)

        app.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 300, y: 240), duration: 0.3)
        app.runUntilIdle()

        #expect(pager.viewControllers?.first?.title == "0")
        #expect(book.lines.isEmpty)
    }

    @Test("mid-curl the renderer draws the turning page in pieces round the roll, its back mirrored on top")
    func strips() {
        let (app, pager, book) = setUp(.horizontal)   // the data source is held weakly: keep it
        app.touchDown(at: CGPoint(x: 300, y: 240))
        for i in 1...8 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 20, y: 240)) }
        let canvas = RecordingCanvas()

        ViewRenderer.render(app.window, in: canvas)
        // A piece's transform mirrors the page where its determinant is negative (the back).
        let strips = canvas.commands.compactMap { c -> Bool? in
            if case let .piece(_, t, _, _) = c { return t.a * t.d - t.b * t.c < 0 }
            return nil
        }

        #expect(strips.count > 5)
        #expect(strips.contains(true) && strips.contains(false))
        #expect(pager.curl.turn != nil)
        #expect(book.asked == 1)
    }

    @Test("a tap near the free edge turns forward, near the spine turns back, each a whole animated turn")
    func taps() {
        let (app, pager, book) = setUp(.horizontal)

        app.tap(at: CGPoint(x: 300, y: 240))
        app.advance(by: 0.2)
        let midway = pager.curl.turn?.view.progress ?? -1
        app.runUntilIdle()
        let afterForward = pager.viewControllers?.first?.title
        app.tap(at: CGPoint(x: 20, y: 240))
        app.runUntilIdle()

        #expect(pager.gestureRecognizers.count == 2, "UIKit's pair")
        #expect(pager.gestureRecognizers.first is UIPanGestureRecognizer && pager.gestureRecognizers.last is UITapGestureRecognizer)
        #expect(midway > 0.1 && midway < 0.99)
        #expect(afterForward == "1")
        #expect(pager.viewControllers?.first?.title == "0")
        #expect(book.lines == ["willTransitionTo [\"1\"]", "didFinish previous [\"0\"] completed true",
                               "willTransitionTo [\"0\"]", "didFinish previous [\"1\"] completed true"])
    }

    @Test("an animated setViewControllers curls to the page and calls its completion, not the delegate")
    func programmaticCurl() {
        let (app, pager, book) = setUp(.vertical)
        var done: [Bool] = []

        pager.setViewControllers([book.page(2)], direction: .forward, animated: true) { done.append($0) }
        app.advance(by: 0.1)
        let curling = pager.curl.turn != nil
        app.runUntilIdle()

        #expect(curling)
        #expect(done == [true])
        #expect(pager.viewControllers?.first?.title == "2")
        #expect(book.lines.isEmpty)
        #expect(pager.children.count == 1)
    }
}
