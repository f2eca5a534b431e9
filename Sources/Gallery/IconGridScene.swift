import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 001, third example: 40 labelled items in a paged flow layout — 3 per row and 9 per page
/// upright, 6 per row and 18 per page on its side — with 10 pt spacing, 5 pt padding and dots.
public enum IconGridScene {
    /// The `icon-grid` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "icon-grid",
        summary: "A paged icon grid with FlowLayout: 3×3 per page upright, 6×3 on its side",
        seed: "001",
        makeRootViewController: { _ in IconGridViewController() },
        tour: { app, capture in
            guard let vc = app.window.rootViewController as? IconGridViewController else { return "no controller" }
            let size = app.window.bounds.size
            try capture("page-1")
            for _ in 0..<2 {
                app.swipe(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.4, y: size.height / 2), velocity: 1500)
                app.runUntilIdle()
            }
            try capture("page-3")
            let before = vc.pageControl.currentPage
            app.rotate()
            app.runUntilIdle()
            try capture("landscape")
            let after = vc.pageControl.currentPage
            app.rotate()
            app.runUntilIdle()
            return "\(vc.grid.numberOfPages) pages; page \(before) upright → page \(after) of 3 on its side → page \(vc.pageControl.currentPage) upright"
        })
}
