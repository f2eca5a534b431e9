import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 001, second example: three pages (red, green, blue) in a horizontal linear layout whose
/// width is the scroll view's times three; the layout sets the content size, pages need no frames.
public enum LinearPagingScene {
    /// The `linear-paging` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "linear-paging",
        summary: "Paging with a horizontal LinearLayout: red, green, blue; rotation keeps the page",
        seed: "001",
        makeRootViewController: { _ in LinearPagingViewController() },
        tour: { app, capture in
            guard let vc = app.window.rootViewController as? LinearPagingViewController else { return "no controller" }
            let size = app.window.bounds.size
            try capture("red")
            app.swipe(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.4, y: size.height / 2), velocity: 1500)
            app.runUntilIdle()
            try capture("green")
            app.rotate()
            app.runUntilIdle()
            try capture("green-landscape")
            let page = vc.scrollView.currentPage(.horizontal)
            app.rotate()
            app.runUntilIdle()
            return "swipe → page 1, rotate → page \(page), rotate back → page \(vc.scrollView.currentPage(.horizontal))"
        })
}
