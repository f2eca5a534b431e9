import Foundation
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

@MainActor
@Suite("Scroll view with bad input")
struct ScrollViewEdgeCaseTests {
    @Test("a zero-width scroll view survives drags and reports page 0")
    func zeroWidth() {
        let h = PagedScrollHarness()
        h.scrollView.frame = CGRect(x: 0, y: 0, width: 0, height: 844)

        h.scrollView.panGestureRecognizer.isEnabled = true
        h.app.drag(from: .xy(10, 400), to: .xy(0, 400), duration: 0.2)
        h.app.runUntilIdle()

        #expect(h.offset.x.isFinite && h.offset.y.isFinite)
        #expect(h.scrollView.currentPage() == 0)
        #expect(h.app.application.isIdle)
    }

    @Test("NaN and infinite offsets are refused with a diagnostic, the offset unchanged")
    func nanOffset() {
        let h = PagedScrollHarness()
        h.scrollView.contentOffset = .xy(390, 0)

        h.scrollView.setContentOffset(.xy(.nan, 0), animated: true)
        h.scrollView.contentOffset = .xy(.infinity, 0)

        #expect(h.offset == .xy(390, 0))
        #expect(!DiagnosticLog.shared.messages(containing: "refused contentOffset").isEmpty)
    }

    @Test("a non-finite or negative content size is refused with a diagnostic")
    func badContentSize() {
        let h = PagedScrollHarness()

        h.scrollView.contentSize = CGSize(width: -5, height: 10)
        h.scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)

        #expect(h.scrollView.contentSize == CGSize(width: 780, height: 844))
        #expect(!DiagnosticLog.shared.messages(containing: "refused contentSize").isEmpty)
    }

    @Test("content smaller than the bounds does not scroll, unless it always bounces")
    func smallContent() {
        let h = PagedScrollHarness()
        h.scrollView.contentSize = CGSize(width: 200, height: 200)

        h.app.drag(from: .xy(300, 400), to: .xy(50, 400), duration: 0.3)
        h.app.runUntilIdle()
        let fixed = h.offset
        h.scrollView.alwaysBounceHorizontal = true
        h.app.touchDown(at: .xy(300, 400))
        for x in stride(from: 290, through: 100, by: -10) { h.app.touchMove(to: .xy(CGFloat(x), 400)) }
        let bounced = h.offset.x
        h.app.touchUp(at: .xy(100, 400))
        h.app.runUntilIdle()

        #expect(fixed == .zero)
        #expect(h.log.count(.willBeginDragging) == 1)
        #expect(bounced > 0)
        #expect(h.offset == .zero)
    }

    @Test("a scroll view outside any window applies animated offsets at once")
    func noWindow() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentSize = CGSize(width: 300, height: 100)

        s.setContentOffset(.xy(200, 0), animated: true)

        #expect(s.contentOffset == .xy(200, 0))
    }

    @Test("an animated scroll requested during a drag is refused; the drag goes on")
    func animatedDuringDrag() {
        let h = PagedScrollHarness(pages: 3)
        h.app.touchDown(at: .xy(300, 400))
        for x in stride(from: 290, through: 200, by: -10) { h.app.touchMove(to: .xy(CGFloat(x), 400)) }

        h.scrollView.setContentOffset(.xy(780, 0), animated: true)
        h.app.advance(by: 0.5)

        #expect(h.scrollView.isDragging)
        #expect(h.offset.x < 200)
        h.app.touchUp(at: .xy(200, 400))
        h.app.runUntilIdle()
        #expect(h.offset.x == 0 || h.offset.x == 390)
    }
}

@MainActor
@Suite("Scroll view state and insets")
struct ScrollViewStateTests {
    @Test("isTracking, isDragging and isDecelerating follow the finger and the motion")
    func stateFlags() {
        let h = PagedScrollHarness()
        var seen: [String] = []
        func note() { seen.append("\(h.scrollView.isTracking ? "T" : "-")\(h.scrollView.isDragging ? "D" : "-")\(h.scrollView.isDecelerating ? "d" : "-")") }

        h.app.touchDown(at: .xy(300, 400)); note()
        for x in stride(from: 290, through: 200, by: -10) { h.app.touchMove(to: .xy(CGFloat(x), 400)) }
        note()
        h.app.touchUp(at: .xy(200, 400)); note()
        h.app.runUntilIdle(); note()

        #expect(seen == ["T--", "TD-", "--d", "---"])
        #expect(h.app.window._checkInvariants().isEmpty)
    }

    @Test("content insets widen the range: the content can rest at −inset")
    func insets() {
        let h = PagedScrollHarness(paging: false)
        h.scrollView.contentInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 30)

        h.app.swipe(from: .xy(100, 400), to: .xy(350, 400), velocity: 3000)
        h.app.runUntilIdle()
        let leading = h.offset.x
        h.scrollView.contentInset = UIEdgeInsets(top: .nan)

        #expect(h.scrollView.contentOffsetRange(.horizontal) == -50...420)
        #expect(leading == -50)
        #expect(h.scrollView.contentInset.left == 50, "a NaN inset is refused")
    }
}
