import Foundation
import Testing
import Folio
import FolioTesting
import FolioCairo
@testable import Gallery

/// The transitions scene as a user sees it: a thumbnail zooms into the photo viewer, a drag
/// down follows the finger and springs back or closes it, the tabs slide, the cube turns its
/// faces in perspective.
@MainActor
@Suite("Transitions scene: zoom, drag to dismiss, cube")
struct TransitionsSceneTests {
    let app: HeadlessApp
    let tabs: MotionTabBarController
    var size: CGSize { app.window.bounds.size }
    var middle: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    init() {
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: MotionTabBarController())
        tabs = app.window.rootViewController as! MotionTabBarController
        app.runUntilIdle()
    }

    private func openThirdPhoto() -> PhotoPagerViewController? {
        guard let thumbnail = tabs.grid.thumbnailView(at: 2) else { return nil }
        app.tap(thumbnail)
        app.runUntilIdle()
        return tabs.grid.presentedViewController as? PhotoPagerViewController
    }

    @Test("a tap zooms the photo out of its thumbnail: half way the copy is between the two frames; then the viewer shows that photo")
    func zoomIn() throws {
        let thumbnail = try #require(tabs.grid.thumbnailView(at: 2))
        let thumbFrame = thumbnail.convert(thumbnail.bounds, to: nil)

        app.tap(thumbnail)
        app.advance(by: 0.12)

        let container = try #require(tabs.grid.presentedViewController?.view.superview)
        let ghost = try #require(container.subviews.last as? Postcard, "a copy of the photo flies above the viewer")
        let flying = ghost.presentationFrame
        #expect(flying.width > thumbFrame.width + 20 && flying.width < size.width - 20, "between the thumbnail and the photo: \(flying)")
        #expect(thumbnail.isHidden, "the thumbnail is lifted off the grid while its photo flies")
        app.runUntilIdle()
        let viewer = try #require(tabs.grid.presentedViewController as? PhotoPagerViewController)
        #expect(viewer.currentPage == 2 && viewer.view.alpha == 1 && !thumbnail.isHidden)
        #expect(viewer.pager.contentOffset.x == 2 * size.width)
        #expect(!container.subviews.contains { $0 is Postcard }, "the copy is gone once it landed")
        let dimming = try #require(container.subviews.first)
        #expect(dimming.alpha == 1 && dimming.backgroundColor == .black, "the dimming view faded in alongside")
    }

    @Test("a short drag down follows the finger and springs back: the viewer stays, its appearance calls balanced")
    func dragCancelled() throws {
        let viewer = try #require(openThirdPhoto())
        let container = try #require(viewer.view.superview)
        let dimming = try #require(container.subviews.first)

        app.touchDrag(from: middle, to: CGPoint(x: middle.x, y: middle.y + 169), steps: 12)
        #expect(abs(dimming.presentationAlpha - 0.6) < 0.05, "a fifth of the screen down: 40% of the way: \(dimming.presentationAlpha)")
        app.touchMove(to: CGPoint(x: middle.x, y: middle.y + 20))
        app.advance(by: 0.2)
        app.touchUp(at: CGPoint(x: middle.x, y: middle.y + 20))
        app.runUntilIdle()

        #expect(tabs.grid.presentedViewController === viewer && viewer.view.window != nil)
        #expect(viewer.view.alpha == 1 && dimming.alpha == 1 && viewer.pager.contentOffset.x == 2 * size.width)
        #expect(tabs.grid.thumbnailView(at: 2)?.isHidden == false)
    }

    @Test("a longer drag down closes the viewer: the photo shrinks into its thumbnail and the grid is back")
    func dragFinished() throws {
        let viewer = try #require(openThirdPhoto())

        app.drag(from: middle, to: CGPoint(x: middle.x, y: middle.y + 250), duration: 0.3)
        app.runUntilIdle()

        #expect(tabs.grid.presentedViewController == nil && viewer.view.window == nil)
        #expect(tabs.grid.view.window != nil && tabs.grid.thumbnailView(at: 2)?.isHidden == false)
        #expect(app.window.subviews.count == 1, "the container left the window: \(app.window.subviews)")
    }

    @Test("a sideways drag in the viewer pages the photos instead of closing it")
    func sidewaysPages() throws {
        let viewer = try #require(openThirdPhoto())

        app.swipe(from: CGPoint(x: size.width * 0.8, y: middle.y), to: CGPoint(x: size.width * 0.2, y: middle.y), velocity: 1500)
        app.runUntilIdle()

        #expect(tabs.grid.presentedViewController === viewer && viewer.currentPage == 3)
    }

    @Test("the cube: a face half turned is drawn in perspective, its far edge shorter; at rest every face is flat")
    func cubeTurn() throws {
        tabs.selectedIndex = 1
        app.runUntilIdle()
        let cube = tabs.cube

        app.touchDrag(from: CGPoint(x: size.width * 0.9, y: middle.y), to: CGPoint(x: size.width * 0.4, y: middle.y), steps: 16)
        let first = try #require(cube.faces[0].viewIfLoaded), second = try #require(cube.faces[1].viewIfLoaded)
        #expect(!CATransform3DIsIdentity(first.layer.transform) && !CATransform3DIsIdentity(second.layer.transform),
                "both faces turn during the drag")
        let shot = app.snapshot()
        app.touchUp(at: CGPoint(x: size.width * 0.4, y: middle.y))
        app.runUntilIdle()

        #expect(cube.currentIndex == 1)
        #expect(cube.faces.allSatisfy { $0.viewIfLoaded.map { CATransform3DIsIdentity($0.layer.transform) } ?? true })
        // The arriving face's far (right) edge is shorter than its near edge: count its sky-blue
        // pixels down a column near each edge of the face's projected span.
        let pager = cube.pageViewController.view!
        let top = pager.convert(pager.bounds, to: nil).minY
        func column(_ x: Int) -> Int {
            (Int(top)..<Int(top + pager.bounds.height)).filter { y in
                let p = shot.pixel(x: x, y: y)
                return p.b > 200 && p.r < 180   // noon's sky and lake
            }.count
        }
        let spanRight = Int(second.convert(second.bounds, to: nil).maxX.rounded(.down)) - 3
        #expect(column(spanRight - 120) > column(spanRight) + 10, "perspective: \(column(spanRight - 120)) vs \(column(spanRight))")
    }
}
