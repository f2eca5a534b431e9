import Foundation
import Testing
import Folio
import FolioCairo
import FolioTesting
@testable import Gallery

private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

/// Seed 001's layout-library examples as a user sees them.
@MainActor
@Suite("Seed 001: linear-paging and icon-grid scenes")
struct Seed001SceneTests {
    @Test("linear-paging swipes red → green → blue and keeps the page through rotations")
    func linearPaging() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: LinearPagingViewController())
        let vc = app.window.rootViewController as! LinearPagingViewController
        var colors: [RGBA] = []

        for _ in 0..<3 {
            colors.append(app.snapshot().color(at: CGPoint(x: 20, y: 20)))
            app.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), velocity: 1500)
            app.runUntilIdle()
        }
        app.rotate()
        let landscape = vc.scrollView.contentOffset

        #expect(colors == [RGBA(r: 255, g: 0, b: 0, a: 255), RGBA(r: 0, g: 255, b: 0, a: 255), RGBA(r: 0, g: 0, b: 255, a: 255)])
        #expect(landscape == CGPoint(x: 1688, y: 0))
        #expect(vc.scrollView.contentSize == CGSize(width: 2532, height: 390))
    }

    /// Upright pages 3 and 4 have no landscape twin (3 pages there): they show the last one, and
    /// come back to where they were when rotated back without scrolling in between.
    @Test("icon-grid: 5 pages upright, 3 on its side; every page survives a rotation there and back, dots in step",
          arguments: 0..<5)
    func iconGridRotation(page: Int) {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: IconGridViewController())
        let vc = app.window.rootViewController as! IconGridViewController
        for _ in 0..<page { app.press(.right); app.runUntilIdle() }
        let uprightPage = vc.scrollView.currentPage(.horizontal)

        app.rotate()
        app.runUntilIdle()
        let sidePage = vc.scrollView.currentPage(.horizontal)
        let sideAligned = vc.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 844) == 0
        let sideDots = (vc.pageControl.numberOfPages, vc.pageControl.currentPage)
        app.rotate()
        app.runUntilIdle()

        #expect(uprightPage == page)
        #expect(sidePage == min(page, 2))
        #expect(sideAligned)
        #expect(sideDots == (3, min(page, 2)))
        #expect(vc.scrollView.currentPage(.horizontal) == page)
        #expect(vc.scrollView.contentOffset.x == CGFloat(page) * 390)
        #expect(vc.pageControl.numberOfPages == 5 && vc.pageControl.currentPage == page)
    }

    @Test("icon-grid items: 120 points wide upright, six across on its side, labels 0…39")
    func iconGridItems() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: IconGridViewController())
        let vc = app.window.rootViewController as! IconGridViewController
        let labels = vc.grid.subviews.compactMap { $0 as? UILabel }

        let upright = labels[0].frame
        app.rotate()
        let side = labels[5].frame

        #expect(labels.map(\.text) == (0..<40).map { "\($0)" })
        #expect(upright.origin == CGPoint(x: 5, y: 5) && upright.width == 120)
        #expect(side.minY == 5 && abs(side.maxX - (844 - 5)) < 1e-9)
    }

    @Test("icon-grid pixels upright and on its side match their references")
    func iconGridSnapshots() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: IconGridViewController())

        let upright = SnapshotComparison.compare(app.snapshot(), named: "icon-grid-upright", in: snapshots,
                                                 tolerance: 16, allowedDifferingPixels: 100)
        app.rotate()
        let side = SnapshotComparison.compare(app.snapshot(), named: "icon-grid-landscape", in: snapshots,
                                              tolerance: 16, allowedDifferingPixels: 100)

        #expect(upright.matches, "\(upright)")
        #expect(side.matches, "\(side)")
    }
}
