import Foundation
import Testing
import Folio
import FolioTesting
import FolioCairo
@testable import Gallery

/// The carousel scene as a user sees it: a centred card with its neighbours peeking, a swipe
/// that centres the next one, a list below, and the icon grid paged as a collection view.
@MainActor
@Suite("Carousel scene: collection views")
struct CarouselSceneTests {
    let app: HeadlessApp
    let tabs: UITabBarController
    let cards: CarouselViewController
    let icons: IconGridCollectionViewController

    init() {
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: GalleryScene.named("carousel")!.makeRootViewController(GalleryScene.scratchSandbox()))
        tabs = app.window.rootViewController as! UITabBarController
        cards = tabs.viewControllers![0] as! CarouselViewController
        icons = tabs.viewControllers![1] as! IconGridCollectionViewController
        app.runUntilIdle()
    }

    /// A card's frame in the window.
    private func card(_ item: Int) -> (frame: CGRect, scale: CGFloat)? {
        guard let cell = cards.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
        return (cell.superview!.convert(cell.frame, to: nil), cell.transform.a)
    }

    @Test("at rest the first card is centred at full size; the second peeks in at the right, smaller")
    func rest() throws {
        let first = try #require(card(0)), second = try #require(card(1))
        #expect(abs(first.frame.midX - 195) < 0.5)
        #expect(first.scale == 1)
        #expect(second.frame.minX < 390 && second.scale < 1)
        #expect(card(2) == nil)
        let shot = app.snapshot()
        let y = Int(first.frame.midY)
        #expect(shot.pixel(x: 195, y: y).b > 200 && shot.pixel(x: 195, y: y).r < 60, "the blue card in the middle")
    }

    @Test("inside the tab bar controller the page starts below the status bar: its content is inset by the safe area")
    func belowStatusBar() throws {
        let cv: UICollectionView = cards.collectionView
        #expect(cv.contentInsetAdjustmentBehavior == .automatic)
        #expect(cv.adjustedContentInset.top == 20 && cv.contentOffset.y == -20)
        let header = try #require(cv.visibleSupplementaryViews(ofKind: "title").first)
        #expect(header.convert(header.bounds, to: nil as UIView?).minY == 20, "the first section header just below the status bar")
        #expect(cv.adjustedContentInset.bottom == 0, "the tab bar is below the collection view, not over it")
    }

    @Test("a swipe across the row centres the next card; the page stays put")
    func swipeRow() throws {
        let y = try #require(card(0)).frame.midY
        app.swipe(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y), velocity: 1200)
        app.runUntilIdle()
        let second = try #require(card(1))
        // The row's offset lies on the pixel grid (whole points at 1×): centred within half a point.
        #expect(abs(second.frame.midX - 195) <= 0.5 + 1e-9, "\(second.frame)")
        #expect(abs(second.scale - 1) < 0.001)
        #expect(cards.collectionView.contentOffset.y == -20, "the page stays at rest below the status bar")
        let shot = app.snapshot()
        let p = shot.pixel(x: 195, y: Int(y))
        #expect(p.r > 200 && p.g > 100 && p.b < 80, "the orange card in the middle: \(p)")
    }

    @Test("a tap on a list row selects it")
    func tapRow() throws {
        let row = try #require(cards.collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
        let f = row.superview!.convert(row.frame, to: nil)
        app.tap(at: CGPoint(x: f.midX, y: f.midY))
        app.runUntilIdle()
        #expect(cards.selections == [IndexPath(item: 2, section: 1)])
        #expect(row.isSelected)
    }

    @Test("the icon grid: nine icons a page, a swipe shows icons 9 to 17 and the dots follow")
    func iconGrid() {
        let second = tabs.tabBar.convert(tabs.tabBar.frameOfItem(at: 1), to: nil)
        app.tap(at: CGPoint(x: second.midX, y: second.midY))
        app.runUntilIdle()
        let grid = icons.collectionView!
        #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(0..<9))
        #expect(icons.pageControl.numberOfPages == 5 && icons.pageControl.currentPage == 0)
        app.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 120, y: 300), velocity: 1500)
        app.runUntilIdle()
        #expect(grid.indexPathsForVisibleItems.map(\.item) == Array(9..<18))
        #expect(icons.pageControl.currentPage == 1)
    }
}
