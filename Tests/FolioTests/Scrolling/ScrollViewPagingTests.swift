import Foundation
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

/// Seed 000's gestures on a two-page paged scroll view, 390 points wide.
///
/// ```
///  page 0 (brown)   page 1 (purple)
///  |--------------|--------------|
///  0             390            780   contentOffset.x
/// ```
@MainActor
@Suite("Paged scroll view")
struct ScrollViewPagingTests {
    @Test("a slow drag past the middle settles on page 1")
    func slowDragPastMiddle() {
        let h = PagedScrollHarness()

        h.app.drag(from: .xy(350, 400), to: .xy(100, 400), duration: 1.0, hold: 0.2)
        h.app.runUntilIdle()

        #expect(h.offset == .xy(390, 0))
        #expect(h.scrollView.currentPage() == 1)
    }

    @Test("a fast short flick settles on page 1")
    func fastShortFlick() {
        let h = PagedScrollHarness()

        h.app.swipe(from: .xy(300, 400), to: .xy(240, 400), velocity: 1500)
        h.app.runUntilIdle()

        #expect(h.offset == .xy(390, 0))
    }

    @Test("a short slow drag comes back to page 0")
    func shortSlowDrag() {
        let h = PagedScrollHarness()

        h.app.drag(from: .xy(300, 400), to: .xy(200, 400), duration: 1.0, hold: 0.2)
        let released = h.offset.x
        h.app.runUntilIdle()

        #expect(released > 80)
        #expect(h.offset == .xy(0, 0))
        #expect(h.log.count(.didEndDecelerating) == 1)
    }

    @Test("drag, release and deceleration call the delegate in UIKit's order")
    func delegateOrderForDrag() {
        let h = PagedScrollHarness()

        h.app.swipe(from: .xy(300, 400), to: .xy(100, 400), velocity: 1000)
        h.app.runUntilIdle()

        let shape = h.log.shape
        #expect(shape.count == 7, "\(shape)")
        guard shape.count == 7 else { return }
        #expect(shape[0] == .willBeginDragging)
        #expect(shape[1] == .didScroll)
        guard case let .willEndDragging(velocity, target) = shape[2] else { Issue.record("\(shape)"); return }
        #expect(target == .xy(390, 0))
        #expect(velocity.x > 0.5 && velocity.x < 1.5, "points per millisecond, positive when the offset grows")
        #expect(velocity.y == 0)
        #expect(Array(shape[3...]) == [.didEndDragging(willDecelerate: true), .willBeginDecelerating, .didScroll, .didEndDecelerating])
        #expect(h.log.offsets.last == .xy(390, 0))
    }

    @Test("a release exactly on a page does not decelerate")
    func releaseOnPage() {
        let h = PagedScrollHarness()
        h.scrollView.setContentOffset(.xy(390, 0), animated: false)
        h.log.clear()

        // Drag right and back to where the pan began (10 points in: its hysteresis), then rest so
        // the release velocity is zero.
        h.app.touchDown(at: .xy(100, 400))
        for x in stride(from: 110, through: 200, by: 10) { h.app.touchMove(to: .xy(CGFloat(x), 400)) }
        for x in stride(from: 190, through: 110, by: -10) { h.app.touchMove(to: .xy(CGFloat(x), 400)) }
        h.app.advance(by: 0.2)
        h.app.touchUp(at: .xy(110, 400))
        h.app.runUntilIdle()

        #expect(h.offset == .xy(390, 0))
        #expect(h.log.shape.suffix(2) == [.willEndDragging(velocity: .zero, target: .xy(390, 0)), .didEndDragging(willDecelerate: false)])
        #expect(h.log.count(.willBeginDecelerating) == 0)
    }

    @Test("an animated setContentOffset scrolls without drag calls and ends with didEndScrollingAnimation")
    func programmaticAnimation() {
        let h = PagedScrollHarness()

        h.scrollView.setContentOffset(.xy(390, 0), animated: true)
        h.app.advance(by: 0.15)
        let midway = h.offset.x
        h.app.runUntilIdle()

        #expect(midway > 100 && midway < 290)
        #expect(h.offset == .xy(390, 0))
        #expect(h.log.shape == [.didScroll, .didEndScrollingAnimation])
        #expect(!h.scrollView.isDragging && !h.scrollView.isDecelerating)
    }

    @Test("an animated setContentOffset to where the content already is ends the animation running there")
    func animatedToWhereItIs() {
        let h = PagedScrollHarness(pages: 3)
        h.scrollView.setContentOffset(.xy(780, 0), animated: true)
        var passed = h.offset.x
        while passed < 390 { h.app.advance(by: 1.0 / 120); passed = h.offset.x }   // the first offset past page 1
        h.scrollView.setContentOffset(.xy(passed, 0), animated: true)

        #expect(h.log.calls.filter { $0 == .didEndScrollingAnimation }.count == 1)
        #expect(h.app.runUntilIdle())
        #expect(h.offset == .xy(passed, 0))   // not carried on to 780 by the first animation
        #expect(h.log.shape.last == .didEndScrollingAnimation)
        #expect(h.log.calls.filter { $0 == .didEndScrollingAnimation }.count == 1)
    }

    @Test("scrollRectToVisible scrolls the least and stays within the content")
    func scrollRectToVisible() {
        let h = PagedScrollHarness(pages: 3)

        h.scrollView.scrollRectToVisible(CGRect(x: 390, y: 0, width: 390, height: 844), animated: false)
        let first = h.offset
        h.scrollView.scrollRectToVisible(CGRect(x: 1000, y: 0, width: 500, height: 10), animated: false)

        #expect(first == .xy(390, 0))
        #expect(h.offset == .xy(780, 0))
    }

    @Test("vertical paging settles on the next page down")
    func verticalPaging() {
        let h = PagedScrollHarness(pages: 3, vertical: true)

        h.app.swipe(from: .xy(200, 700), to: .xy(200, 500), velocity: 1200)
        h.app.runUntilIdle()

        #expect(h.offset == .xy(0, 844))
        #expect(h.scrollView.currentPage(.vertical) == 1)
    }

    @Test("dragging past the first page rubber-bands and springs back to 0")
    func rubberBandAtStart() {
        let h = PagedScrollHarness()

        h.app.touchDown(at: .xy(100, 400))
        for x in stride(from: 110, through: 300, by: 10) { h.app.touchMove(to: .xy(CGFloat(x), 400)) }
        let banded = h.offset.x
        h.app.touchUp(at: .xy(300, 400))
        h.app.runUntilIdle()

        #expect(banded < 0 && banded > -190, "less than the finger's 190 points")
        #expect(h.offset == .xy(0, 0))
    }

    @Test("dragging past the last page rubber-bands and springs back to it")
    func rubberBandAtEnd() {
        let h = PagedScrollHarness()
        h.scrollView.contentOffset = .xy(390, 0)

        h.app.drag(from: .xy(300, 400), to: .xy(50, 400), duration: 0.5)
        var maxOffset: CGFloat = 0
        for _ in 0..<120 { h.app.advance(by: 1.0 / 60); maxOffset = max(maxOffset, h.offset.x) }
        h.app.runUntilIdle()

        #expect(maxOffset > 390 && maxOffset < 390 + 250)
        #expect(h.offset == .xy(390, 0))
    }

    @Test("without bounces the offset never leaves the content")
    func noBounce() {
        let h = PagedScrollHarness()
        h.scrollView.bounces = false

        h.app.drag(from: .xy(100, 400), to: .xy(300, 400), duration: 0.3)
        let min = h.log.offsets.map(\.x).min() ?? 0
        h.app.runUntilIdle()

        #expect(min >= 0)
        #expect(h.offset == .xy(0, 0))
    }

    @Test("a touch catches a page in flight; lifting settles on a page with balanced calls")
    func catchMidFlight() {
        let h = PagedScrollHarness()
        h.app.swipe(from: .xy(300, 400), to: .xy(200, 400), velocity: 2000)
        h.app.advance(by: 0.05)
        #expect(h.scrollView.isDecelerating)

        h.app.touchDown(at: .xy(200, 400))
        let caught = h.offset
        h.app.advance(by: 0.1)
        let stillCaught = h.offset
        h.app.touchUp(at: .xy(200, 400))
        h.app.runUntilIdle()

        #expect(caught == stillCaught)
        #expect(h.offset.x == 0 || h.offset.x == 390)
        #expect(h.log.count(.willBeginDecelerating) == h.log.count(.didEndDecelerating))
        #expect(h.log.count(.didEndDecelerating) == 1)
    }

    @Test("the delegate can move the target in scrollViewWillEndDragging")
    func delegateTarget() {
        let h = PagedScrollHarness(pages: 3)
        h.log.overrideTarget = .xy(780, 0)

        h.app.swipe(from: .xy(300, 400), to: .xy(200, 400), velocity: 1500)
        h.app.runUntilIdle()

        #expect(h.offset == .xy(780, 0))
    }

    @Test("a non-paged flick coasts, slows down and rests inside the content")
    func freeScrolling() {
        let h = PagedScrollHarness(pages: 5, paging: false)

        h.app.swipe(from: .xy(300, 400), to: .xy(150, 400), velocity: 1500)
        let released = h.offset.x
        guard case let .willEndDragging(_, target) = h.log.shape.first(where: { if case .willEndDragging = $0 { return true }; return false }) else {
            Issue.record("no willEndDragging"); return
        }
        h.app.runUntilIdle()

        #expect(h.offset.x > released + 300)
        #expect(abs(h.offset.x - target.x) < 2)
        #expect(h.scrollView.contentOffsetRange(.horizontal).contains(h.offset.x))
    }

    @Test("←/→ keys and the wheel page with deceleration calls")
    func keysAndWheel() {
        let h = PagedScrollHarness(pages: 3)

        h.app.press(.right)
        h.app.runUntilIdle()
        let afterKey = h.offset
        h.app.scrollWheel(delta: .xy(0, 40), at: .xy(200, 400))
        h.app.runUntilIdle()
        let afterWheel = h.offset
        h.app.press(.left)
        h.app.runUntilIdle()

        #expect(afterKey == .xy(390, 0))
        #expect(afterWheel == .xy(780, 0))
        #expect(h.offset == .xy(390, 0))
        #expect(h.log.count(.willBeginDecelerating) == 3 && h.log.count(.didEndDecelerating) == 3)
    }

    @Test("a size change keeps the page shown")
    func sizeChangeKeepsPage() {
        let h = PagedScrollHarness(pages: 3)
        h.scrollView.contentOffset = .xy(780, 0)

        h.scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        h.scrollView.contentSize = CGSize(width: 844 * 3, height: 390)
        h.app.tick()

        #expect(h.offset == .xy(1688, 0))
    }

    @Test("the last didScroll of a deceleration comes while isDecelerating is still true")
    func lastScrollWhileDecelerating() {
        let h = PagedScrollHarness()
        var decelerating: [Bool] = []
        h.log.onScroll = { decelerating.append($0.isDecelerating || $0.isDragging) }

        h.app.swipe(from: .xy(300, 400), to: .xy(200, 400), velocity: 1500)
        h.app.runUntilIdle()

        #expect(decelerating.allSatisfy { $0 })
        #expect(h.log.shape.suffix(2) == [.didScroll, .didEndDecelerating])
    }

    @Test("a finger lifted without dragging a quarter point off a page snaps exactly onto it")
    func liftNearPage() {
        let h = PagedScrollHarness()
        h.scrollView.contentOffset = .xy(389.9, 0)

        h.app.tap(at: .xy(200, 400))
        h.app.runUntilIdle()

        #expect(h.offset == .xy(390, 0))
        #expect(h.log.count(.willBeginDecelerating) == 0)
    }
}
