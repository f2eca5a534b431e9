import Foundation
import Folio
import Examples
import FolioTesting

/// A photo pager: four pictures, each zooming in its own scroll view inside a paging one — a
/// double tap zooms in about the tapped point, a zoomed photo pans to its edge before the next
/// photo comes, a pinch zooms about the fingers.
public enum PhotosScene {
    /// The `photos` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "photos",
        summary: "paged photos that zoom: double tap, pinch, a zoomed photo pans to its edge before the next one",
        makeRootViewController: { _ in PhotoPagerViewController() },
        tour: { app, capture in
            guard let viewer = app.window.rootViewController as? PhotoPagerViewController else { return "no photos" }
            let size = app.window.bounds.size
            let middle = CGPoint(x: size.width / 2, y: size.height / 2)
            try capture("photo")
            // A double tap on the sun zooms in about it.
            let sun = CGPoint(x: size.width * 0.7, y: middle.y - size.width * 0.375 + size.width * 0.75 * 0.22)
            app.tap(at: sun); app.advance(by: 0.1); app.tap(at: sun)
            app.runUntilIdle()
            try capture("double-tapped")
            let zoomed = viewer.photos[0].zoomScale
            // Swipes pan the zoomed photo to its right edge; only then does the next photo come.
            var swipes = 0
            while viewer.currentPage == 0 && swipes < 6 {
                app.swipe(from: CGPoint(x: size.width * 0.8, y: middle.y), to: CGPoint(x: size.width * 0.3, y: middle.y), velocity: 1500)
                app.runUntilIdle()
                swipes += 1
            }
            try capture("next-photo")
            // Two fingers spread apart zoom the second photo about their centre.
            app.twoFingerGesture(center: middle, from: 80, to: 200, duration: 0.4)
            app.runUntilIdle()
            try capture("pinched")
            return "double tap zoomed to \(zoomed)×; \(swipes) swipes reached photo \(viewer.currentPage + 1); "
                + "a pinch zoomed it to \(String(format: "%.1f", viewer.photos[viewer.currentPage].zoomScale))×"
        })
}
