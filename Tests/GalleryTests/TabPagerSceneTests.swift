import Foundation
import Testing
@testable import Folio
import FolioTesting
@testable import Gallery

/// Seed 003's tab pager as a user sees it.
@MainActor
@Suite("Seed 003: tab-pager scene")
struct TabPagerSceneTests {
    @MainActor final class Listener: TabPageViewControllerDelegate {
        var indices: [Int] = []
        var taps: [Int] = []
        func tabPageViewController(_ c: TabPageViewController, didChangeIndexTo index: Int) { indices.append(index) }
        func tabPageViewController(_ c: TabPageViewController, didTapCurrentTabAt index: Int) { taps.append(index) }
    }

    private func setUp() -> (HeadlessApp, TabPageViewController, Listener) {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: TabPagerScene.makeRoot())
        let tabs = app.window.rootViewController as! TabPageViewController
        let listener = Listener()
        tabs.delegate = listener
        return (app, tabs, listener)
    }

    @Test("mid-swipe the line indicator stretches between the two tabs like elastic, in proportion to the pages")
    func indicatorFollows() {
        let (app, tabs, listener) = setUp()
        let tab0 = tabs.interpolator.tabFrames[0], tab1 = tabs.interpolator.tabFrames[1]

        app.touchDown(at: CGPoint(x: 300, y: 400))
        for i in 1...10 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 15, y: 400)) }
        let fraction = tabs.pager.progress - 1
        let x = tabs.indicator.frame.minX, maxX = tabs.indicator.frame.maxX
        app.touchUp(at: CGPoint(x: 150, y: 400))
        app.runUntilIdle()

        #expect(fraction > 0.2 && fraction < 0.6)
        // The leading edge reaches the next tab in the first half; the trailing edge follows in the second.
        #expect(abs(maxX - (tab0.maxX + (tab1.maxX - tab0.maxX) * min(1, 2 * fraction))) < 0.5)
        #expect(abs(x - (tab0.minX + (tab1.minX - tab0.minX) * max(0, 2 * fraction - 1))) < 0.5)
        #expect(tabs.selectedIndex == 1 && listener.indices == [1])
        #expect(tabs.indicator.frame == tab1)
    }

    @Test("a vertical drag on a page scrolls its list, not the pages")
    func verticalListInside() {
        let (app, tabs, _) = setUp()
        let page = tabs.pages[0] as! ListPage

        app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 205, y: 400), duration: 0.4, hold: 0.2)
        app.runUntilIdle()

        #expect(page.list.contentOffset.y > 250)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("tapping a far tab reaches it in one transition, making no page in between; tapping it again scrolls its list to the top")
    func jumpAndTop() {
        let (app, tabs, listener) = setUp()
        let button = tabs.tabStrip.subviews.compactMap { $0 as? UIButton }[3]
        // The long title pushes the last tab past the edge: drag the strip to reach it.
        let strip = tabs.tabStrip.convert(tabs.tabStrip.bounds, to: nil)
        #expect(strip.minY == 20)   // below the status bar
        app.drag(from: CGPoint(x: 300, y: strip.midY), to: CGPoint(x: 100, y: strip.midY), duration: 0.3, hold: 0.2)
        app.runUntilIdle()
        let target = button.convert(button.bounds, to: nil)
        #expect(target.maxX <= 390)

        app.tap(at: CGPoint(x: target.midX, y: target.midY))
        var sawBetween = false
        var frames = 0
        while tabs.selectedIndex != 3 && frames < 60 {
            // While the transition runs, only the pages it moves between exist.
            let alive = Set(tabs.pager.children.compactMap { child in tabs.pages.firstIndex { $0 === child } })
            if alive.contains(1) || alive.contains(2) { sawBetween = true }
            app.advance(by: 1.0 / 60)
            frames += 1
        }
        app.runUntilIdle()
        let page = tabs.pages[3] as! ListPage
        page.list.contentOffset = CGPoint(x: 0, y: 500)
        let again = button.convert(button.bounds, to: nil)
        app.tap(at: CGPoint(x: again.midX, y: again.midY))
        app.runUntilIdle()

        #expect(!sawBetween, "pages 1 and 2 were never made part of the transition")
        #expect(frames > 5, "the move was animated")
        #expect(tabs.selectedIndex == 3 && listener.indices == [3])
        #expect(listener.taps == [3])
        #expect(page.list.contentOffset.y == 0)
    }
}
