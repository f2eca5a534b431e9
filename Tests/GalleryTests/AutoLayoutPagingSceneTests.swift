import Foundation
import Testing
@testable import Folio
import FolioTesting
import Gallery

/// Seed 001's first example: paging built with anchors only.
@MainActor
@Suite("Seed 001: autolayout-paging scene")
struct AutoLayoutPagingSceneTests {
    /// ```
    /// scroll view (w × h)                      content = 3w × h
    /// ┌─────────┬─────────┬─────────┐
    /// │ page 0  │ page 1  │ page 2  │  left = 0, w, 2w
    /// └─────────┴─────────┴─────────┘
    /// ```
    @Test("seed 001: content size is 3 × width, pages at 0, w, 2w; a rotation re-lays them out in one solve")
    func seedPaging() throws {
        let vc = AutoLayoutPagingViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: vc)
        let engine = try #require(app.window.existingLayoutEngine)

        #expect(vc.scrollView.contentSize == CGSize(width: 1170, height: 844))
        #expect(vc.pageViews.map(\.frame.minX) == [0, 390, 780])
        #expect(vc.pageViews.allSatisfy { $0.frame.size == CGSize(width: 390, height: 844) })
        #expect(vc.containerView.frame == CGRect(x: 0, y: 0, width: 1170, height: 844))
        #expect(vc.pageViews.allSatisfy { !$0.hasAmbiguousLayout })

        let solves = engine.solveCount
        app.window.rotate()
        app.window.layoutIfNeeded()

        #expect(engine.solveCount == solves + 1)
        #expect(vc.scrollView.contentSize == CGSize(width: 2532, height: 390))
        #expect(vc.pageViews.map(\.frame.minX) == [0, 844, 1688])
        #expect(engine.solver.invariantViolations().isEmpty)
    }

    @Test("seed 001: swiping pages through red, green and blue; a rotation keeps the page aligned")
    func seedSwipes() {
        let vc = AutoLayoutPagingViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: vc)

        app.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), velocity: 1500)
        app.runUntilIdle()
        #expect(vc.scrollView.contentOffset.x == 390)
        app.rotate()
        app.runUntilIdle()

        #expect(vc.scrollView.contentOffset.x == 844)
        #expect(vc.scrollView.currentPage(.horizontal) == 1)
    }

}
