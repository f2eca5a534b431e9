import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 001, first example: three pages (red, green, blue) placed by anchors only. The container
/// is pinned to the scroll view's four edges and as tall as it; pages are chained left to right,
/// each as large as the scroll view; the last page's right edge meets the container's, which is
/// what gives the scroll view its content size.
public enum AutoLayoutPagingScene {
    /// The `autolayout-paging` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "autolayout-paging",
        summary: "Paging built with anchors (Cassowary): red, green, blue; rotation keeps the page",
        seed: "001",
        makeRootViewController: { _ in AutoLayoutPagingViewController() },
        tour: { app, capture in
            guard let vc = app.window.rootViewController as? AutoLayoutPagingViewController else { return "no controller" }
            let size = app.window.bounds.size
            try capture("red")
            let content = vc.scrollView.contentSize
            app.swipe(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.4, y: size.height / 2), velocity: 1500)
            app.runUntilIdle()
            try capture("green")
            app.swipe(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.4, y: size.height / 2), velocity: 1500)
            app.runUntilIdle()
            try capture("blue")
            app.rotate()
            app.runUntilIdle()
            try capture("blue-landscape")
            let landscape = vc.scrollView.contentSize
            app.rotate()
            app.runUntilIdle()
            return "content \(Int(content.width))×\(Int(content.height)), two swipes → page \(vc.scrollView.currentPage(.horizontal)), "
                + "landscape content \(Int(landscape.width))×\(Int(landscape.height))"
        })
}
