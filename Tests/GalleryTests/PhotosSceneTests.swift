import Foundation
import Testing
import Folio
import FolioTesting
import FolioCairo
@testable import Gallery

/// The photo pager as a user sees it: a double tap zooms in about the tapped point and out again,
/// a zoomed photo pans to its edge before the next photo comes, a pinch zooms about the fingers.
@MainActor
@Suite("Photos scene: paged photos that zoom")
struct PhotosSceneTests {
    let app: HeadlessApp
    let viewer: PhotoPagerViewController

    init() {
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: PhotoPagerViewController())
        viewer = app.window.rootViewController as! PhotoPagerViewController
        app.tick()
    }

    /// The picture's point under `p` (window coordinates) of photo `page`.
    private func picturePoint(under p: CGPoint, page: Int) -> CGPoint {
        let picture = viewer.photos[page].picture
        return picture.convert(p, from: nil)
    }

    private func doubleTap(at p: CGPoint) {
        app.tap(at: p)
        app.advance(by: 0.1)
        app.tap(at: p)
        app.runUntilIdle()
    }

    @Test("at rest each photo is whole, as wide as the screen and centred, with black above and below")
    func rest() {
        let photo = viewer.photos[0]
        #expect(photo.zoomScale == 1)
        #expect(photo.picture.frame == CGRect(x: 0, y: (844 - 292.5) / 2, width: 390, height: 292.5))
        let shot = app.snapshot()
        #expect(shot.pixel(x: 195, y: 100).isDark, "black above the photo")
        #expect(!shot.pixel(x: 20, y: 300).isDark, "the photo's sky")
    }

    @Test("a double tap zooms in 2.5× about the tapped point; another zooms back out")
    func doubleTapZoom() {
        let sun = CGPoint(x: 273, y: 357)
        let before = picturePoint(under: sun, page: 0)
        doubleTap(at: sun)
        let photo = viewer.photos[0]
        #expect(photo.zoomScale == 2.5)
        #expect(photo.contentSize == CGSize(width: 975, height: 731.25))
        // zoom(to:) centres the tapped point as far as the edges allow: the sun moved toward the middle.
        let centre = picturePoint(under: CGPoint(x: 195, y: 422), page: 0)
        #expect(abs(centre.x - before.x) < 1, "the tapped point is in the middle across: \(centre) vs \(before)")
        doubleTap(at: CGPoint(x: 195, y: 422))
        #expect(photo.zoomScale == 1)
        #expect(photo.contentOffset == .zero)
    }

    @Test("a zoomed photo pans to its right edge first; only then does the next photo come, and the first shows whole again")
    func panThenPage() {
        doubleTap(at: CGPoint(x: 100, y: 422))
        let photo = viewer.photos[0]
        let edge = photo.contentSize.width - photo.bounds.width
        #expect(photo.zoomScale == 2.5 && photo.contentOffset.x < edge)
        var swipes = 0
        while photo.contentOffset.x < edge - 0.5 && swipes < 6 {
            app.swipe(from: CGPoint(x: 300, y: 422), to: CGPoint(x: 250, y: 422), velocity: 600)
            app.runUntilIdle()
            swipes += 1
            #expect(viewer.pager.contentOffset.x == 0, "the pager waits while the photo pans (swipe \(swipes))")
        }
        #expect(photo.contentOffset.x == edge, "at its right edge")
        app.swipe(from: CGPoint(x: 300, y: 422), to: CGPoint(x: 100, y: 422), velocity: 1500)
        app.runUntilIdle()
        #expect(viewer.pager.contentOffset.x == 390)
        #expect(viewer.currentPage == 1)
        #expect(photo.zoomScale == 1, "the photo left behind shows whole when it comes back")
    }

    @Test("two fingers spreading zoom the photo about their centre, within 1…4×")
    func pinch() {
        let photo = viewer.photos[0]
        let centre = CGPoint(x: 150, y: 400)
        let anchor = picturePoint(under: centre, page: 0)
        app.twoFingerGesture(center: centre, from: 60, to: 150, duration: 0.4)
        app.runUntilIdle()
        #expect(abs(photo.zoomScale - 2.5) < 0.05, "zoomed by the fingers' spread: \(photo.zoomScale)")
        let after = picturePoint(under: centre, page: 0)
        #expect(abs(after.x - anchor.x) < 2, "the point under the fingers stayed there: \(after) vs \(anchor)")
        app.twoFingerGesture(center: centre, from: 40, to: 400, duration: 0.4)
        app.runUntilIdle()
        #expect(photo.zoomScale == 4, "past the limit it springs back to 4×")
    }
}

private extension RGBA {
    var isDark: Bool { Int(r) + Int(g) + Int(b) < 60 }
}
