import Foundation
import Testing
import Folio
import FolioTesting
@testable import Gallery

/// Seed 000 as a user sees it: the brown and purple pages and the dots, kept in step.
@MainActor
@Suite("Seed 000: page-control scene")
struct PageControlSceneTests {
    let app: HeadlessApp
    let pager: PageViewController
    let log = ScrollDelegateRecorder()

    init() {
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: PageViewController())
        pager = app.window.rootViewController as! PageViewController
    }

    /// Records the scene's delegate calls too, by standing between the scroll view and the scene.
    private func observe() {
        log.onScroll = { [pager] s in pager.scrollViewDidScroll(s) }
        pager.scrollerView.delegate = log
    }

    private var dotsCenter: CGPoint { pager.pageControl.convert(CGPoint(x: pager.pageControl.bounds.midX, y: pager.pageControl.bounds.midY), to: nil) }

    @Test("at start: page 0 shown, two dots, the first current")
    func start() {
        #expect(pager.scrollerView.contentOffset == .zero)
        #expect(pager.scrollerView.contentSize == CGSize(width: 780, height: 844))
        #expect(pager.pageControl.numberOfPages == 2 && pager.pageControl.currentPage == 0)
        #expect(pager.pageControl.frame == CGRect(x: 0, y: 744, width: 390, height: 50))
    }

    @Test("slow drag past the middle → page 1, dots show 1")
    func slowDrag() {
        app.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), duration: 1, hold: 0.2)
        app.runUntilIdle()

        #expect(pager.scrollerView.contentOffset.x == 390)
        #expect(pager.pageControl.currentPage == 1)
    }

    @Test("fast short flick → page 1, dots show 1, didEndDecelerating once")
    func flick() {
        observe()

        app.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), velocity: 1500)
        app.runUntilIdle()

        #expect(pager.scrollerView.contentOffset.x == 390)
        #expect(pager.pageControl.currentPage == 1)
        #expect(log.count(.didEndDecelerating) == 1)
    }

    @Test("short slow drag → back to page 0, dots stay on 0")
    func shortDrag() {
        app.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 1, hold: 0.2)
        app.runUntilIdle()

        #expect(pager.scrollerView.contentOffset.x == 0)
        #expect(pager.pageControl.currentPage == 0)
    }

    @Test("tap right half of the dots → animated scroll to page 1; the dots never flicker back to 0")
    func tapDots() {
        observe()
        var dotsSeen: [Int] = []
        var offsetsSeen: [CGFloat] = []

        app.tap(at: CGPoint(x: dotsCenter.x + 40, y: dotsCenter.y))
        for _ in 0..<30 {
            app.advance(by: 1.0 / 60)
            dotsSeen.append(pager.pageControl.currentPage)
            offsetsSeen.append(pager.scrollerView.contentOffset.x)
        }
        app.runUntilIdle()

        #expect(dotsSeen.allSatisfy { $0 == 1 }, "\(dotsSeen)")
        #expect(offsetsSeen.contains { $0 > 0 && $0 < 390 }, "the scroll is animated")
        #expect(pager.scrollerView.contentOffset.x == 390)
        #expect(log.shape == [.didScroll, .didEndScrollingAnimation])
    }

    @Test("tap left half of the dots on page 1 → back to page 0")
    func tapDotsBack() {
        pager.scrollerView.contentOffset = CGPoint(x: 390, y: 0)
        pager.pageControl.currentPage = 1

        app.tap(at: CGPoint(x: dotsCenter.x - 40, y: dotsCenter.y))
        app.runUntilIdle()

        #expect(pager.scrollerView.contentOffset.x == 0)
        #expect(pager.pageControl.currentPage == 0)
    }

    @Test("the scene's controllers are children of the pager, their views in the scroll view")
    func containment() {
        #expect(pager.children.count == 2)
        #expect(pager.firstVC.parent === pager)
        #expect(pager.firstVC.view.superview === pager.scrollerView)
        #expect(pager.secondVC.view.frame == CGRect(x: 390, y: 0, width: 390, height: 844))
        #expect(pager.firstVC.view.backgroundColor == .brown && pager.secondVC.view.backgroundColor == .purple)
    }

    @Test("a window of another size lays the scene out to fit")
    func otherSize() {
        let small = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: PageViewController())
        let p = small.window.rootViewController as! PageViewController

        small.swipe(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), velocity: 1200)
        small.runUntilIdle()

        #expect(p.scrollerView.contentSize == CGSize(width: 640, height: 480))
        #expect(p.scrollerView.contentOffset.x == 320)
        #expect(p.pageControl.currentPage == 1)
    }
}
