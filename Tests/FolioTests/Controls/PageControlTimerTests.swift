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

@MainActor
@Suite("UIPageControlProgress")
struct PageControlProgressTests {
    @MainActor final class Story: UIPageControlTimerProgressDelegate {
        var visibility: [Bool] = []
        func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
            page == 2 ? 0.5 : 0
        }
        func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {
            visibility.append(progress.isProgressVisible)
        }
    }

    @Test("a progress set by the app: currentProgress clamps to 0…1 and refuses NaN, fills the current dot, and a new page starts at the delegate's initial progress")
    func manualProgress() throws {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 100), scale: 2, rootViewController: root)
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        control.numberOfPages = 3
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        root.view.backgroundColor = .white
        root.view.addSubview(control)
        let progress = UIPageControlProgress()
        let story = Story()
        progress.delegate = story
        control.progress = progress

        progress.currentProgress = 2
        let clamped = progress.currentProgress
        progress.currentProgress = .nan
        let kept = progress.currentProgress
        progress.currentProgress = 0.5
        app.tick()
        let image = app.snapshot()
        // Along the dots' row: the colour runs, white between dots.
        var runs: [(kind: String, length: Int)] = []
        let y = control.convert(CGPoint(x: 0, y: control.bounds.midY), to: nil).y
        for x in stride(from: 0.0, to: 300.0, by: 0.5) {
            let c = image.color(at: CGPoint(x: x, y: y))
            let kind = c.r > 200 && c.b < 80 ? "red" : c.b > 200 && c.r < 80 ? "blue" : c.r > 200 && c.g > 200 && c.b > 200 ? "white" : "edge"
            if kind == "edge" { continue }
            if runs.last?.kind == kind { runs[runs.count - 1].length += 1 } else { runs.append((kind, 1)) }
        }
        let dots = runs.filter { $0.kind != "white" }
        control.currentPage = 2

        #expect(clamped == 1 && kept == 1)
        #expect(progress.isProgressVisible)
        #expect(dots.map(\.kind) == ["red", "blue", "blue", "blue"], "the current dot half filled, then the others: \(runs)")
        if dots.count == 4 {
            #expect(abs(dots[0].length - dots[1].length) <= 2, "half and half: \(dots)")
        }
        #expect(progress.currentProgress == 0.5, "page 2 starts where the delegate says")
    }

    @Test("a timer progress is visible while it runs or has run, and tells its delegate when that changes")
    func timerVisibility() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 100), scale: 1, rootViewController: root)
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        control.numberOfPages = 3
        root.view.addSubview(control)
        let timer = UIPageControlTimerProgress(preferredDuration: 1)
        let story = Story()
        timer.delegate = story
        control.progress = timer
        app.tick()

        let before = timer.isProgressVisible
        timer.resumeTimer()
        app.advance(by: 0.5)
        timer.pauseTimer()

        #expect(!before)
        #expect(timer.isProgressVisible && timer.currentProgress > 0.4)
        #expect(story.visibility == [true, true])
    }
}
