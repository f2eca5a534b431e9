import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A carousel as a UIKit developer writes one: a paged scroll view, a page control with a timer
/// progress; the control's page change scrolls the pages, a finger on the pages holds the timer.
@MainActor
final class Carousel: UIScrollViewDelegate, UIPageControlTimerProgressDelegate {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let control = UIPageControl(frame: CGRect(x: 0, y: 200, width: 300, height: 30))
    let timer = UIPageControlTimerProgress(preferredDuration: 2)
    var changes: [Int] = []

    init(pages: Int) {
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 300 * CGFloat(pages), height: 200)
        scroll.delegate = self
        control.numberOfPages = pages
        control.progress = timer
        timer.delegate = self
        control.addTarget(self, action: Carousel.pageChanged, for: .valueChanged)
    }

    func pageChanged(_ sender: UIPageControl) {
        changes.append(sender.currentPage)
        scroll.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * 300, y: 0), animated: true)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { control.currentPage = scrollView.currentPage() }

    /// A finger on the pages holds the carousel.
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        !scroll.isTracking
    }
}

@MainActor
@Suite("UIPageControlTimerProgress")
struct PageControlTimerTests {
    func host(_ carousel: Carousel) -> HeadlessApp {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: root)
        root.view.addSubview(carousel.scroll)
        root.view.addSubview(carousel.control)
        app.tick()
        return app
    }

    @Test("the current page's time fills, then the control moves on and sends valueChanged; the pages follow")
    func advances() {
        let carousel = Carousel(pages: 3)
        let app = host(carousel)
        carousel.timer.resumeTimer()

        app.advance(by: 1)
        let half = carousel.timer.currentProgress
        app.advance(by: 1.5)

        #expect(abs(half - 0.5) < 0.02)
        #expect(carousel.changes == [1] && carousel.control.currentPage == 1)
        #expect(carousel.scroll.contentOffset.x == 300)
        #expect(carousel.timer.currentProgress < 0.5)
    }

    @Test("at the end it stops (the app goes idle), or starts over with resetsToInitialPageAfterEnd")
    func end() {
        let stopping = Carousel(pages: 2)
        let app = host(stopping)
        stopping.timer.resumeTimer()
        app.advance(by: 5)
        #expect(stopping.changes == [1] && !stopping.timer.isRunning && app.runUntilIdle(timeout: 2))

        let looping = Carousel(pages: 2)
        looping.timer.resetsToInitialPageAfterEnd = true
        looping.timer.setDuration(1, forPage: 1)
        let app2 = host(looping)
        looping.timer.resumeTimer()
        app2.advance(by: 3.05)
        looping.timer.pauseTimer()
        #expect(looping.changes == [1, 0])
    }

    @Test("a finger on the pages holds the timer at the end of its page; lifting it lets the carousel go on")
    func pausesWhileTouching() {
        let carousel = Carousel(pages: 3)
        let app = host(carousel)
        carousel.timer.resumeTimer()

        app.advance(by: 1.5)
        app.touchDown(at: CGPoint(x: 150, y: 100))
        app.advance(by: 2)
        let held = (carousel.changes, carousel.timer.currentProgress)
        app.touchUp(at: CGPoint(x: 150, y: 100))
        app.advance(by: 0.1)

        #expect(held.0 == [] && held.1 == 1)
        #expect(carousel.changes == [1])
    }

    @Test("pause and resume keep the progress; a non-finite duration counts as one second")
    func pauseResume() {
        let carousel = Carousel(pages: 3)
        let app = host(carousel)
        carousel.timer.resumeTimer()
        app.advance(by: 1)
        carousel.timer.pauseTimer()
        app.advance(by: 5)
        let paused = carousel.timer.currentProgress
        carousel.timer.preferredDuration = .nan
        carousel.timer.resumeTimer()
        app.advance(by: 0.55)

        #expect(abs(paused - 0.5) < 0.02 && carousel.changes == [1])
        #expect(carousel.timer.duration(forPage: 0) == 1)
    }
}
