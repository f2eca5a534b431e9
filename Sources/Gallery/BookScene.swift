import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 002: an e-book with a vertical page curl over "page1"…"page3", spine at the top,
/// single-sided, the seed's index bookkeeping rolled back when a turn does not complete.
public enum BookScene {
    /// The `book` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "book",
        summary: "UIPageViewController .pageCurl, vertical: three pages, the curl follows the finger",
        seed: "002",
        makeRootViewController: { _ in BookViewController.fromStoryboard() },
        tour: { app, capture in
            guard let book = app.window.rootViewController as? BookViewController else { return "no book" }
            let size = app.window.bounds.size
            try capture("page1")
            app.touchDrag(from: CGPoint(x: size.width / 2, y: size.height * 0.9), to: CGPoint(x: size.width / 2, y: size.height * 0.42), steps: 16)
            try capture("curling")
            app.touchUp(at: CGPoint(x: size.width / 2, y: size.height * 0.42))
            app.runUntilIdle()
            try capture("page2")
            let afterTurn = book.pageIndex
            app.drag(from: CGPoint(x: size.width / 2, y: size.height * 0.9), to: CGPoint(x: size.width / 2, y: size.height * 0.8),
                     duration: 0.4, hold: 0.2)
            app.runUntilIdle()
            let rolledBack = book.pageIndex
            // Grabbed at its lower right corner the page rolls at an angle; let go back at the corner.
            let corner = CGPoint(x: size.width - 6, y: size.height - 6)
            app.touchDrag(from: corner, to: CGPoint(x: size.width * 0.5, y: size.height * 0.52), steps: 16)
            try capture("corner")
            app.touchMove(to: corner)
            app.touchUp(at: corner)
            app.runUntilIdle()
            // On its side the book opens: spine in the middle, two pages, printed on both sides.
            app.rotate()
            app.runUntilIdle()
            try capture("spread")
            let wide = app.window.bounds.size
            app.touchDrag(from: CGPoint(x: wide.width * 0.5, y: wide.height - 10), to: CGPoint(x: wide.width * 0.5, y: wide.height * 0.45), steps: 16)
            try capture("spread-curling")
            app.touchUp(at: CGPoint(x: wide.width * 0.5, y: wide.height * 0.45))
            app.runUntilIdle()
            try capture("spread-turned")
            let spread = (book.pageViewController.viewControllers ?? []).compactMap { ($0 as? BookPage)?.pageID }
            app.rotate()
            app.runUntilIdle()
            return "turned to page \(afterTurn + 1); a short pull rolled back to page \(rolledBack + 1); "
                + "landscape spread turned to \(spread)"
        })
}
