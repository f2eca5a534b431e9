import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 000: a paged scroll view with two child controllers (brown, purple) and a page control,
/// kept in sync both ways.
public enum PageControlScene {
    /// The `page-control` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "page-control",
        summary: "UIPageControl + paged UIScrollView: two child controllers, dots in sync both ways",
        seed: "000",
        makeRootViewController: { _ in PageViewController() },
        tour: { app, capture in
            guard let pager = app.window.rootViewController as? PageViewController else { return "no pager" }
            let size = app.window.bounds.size
            let y = size.height / 2
            try capture("start")
            app.touchDrag(from: CGPoint(x: size.width * 0.8, y: y), to: CGPoint(x: size.width * 0.32, y: y), steps: 12)
            try capture("mid-swipe")
            app.touchUp(at: CGPoint(x: size.width * 0.32, y: y))
            app.runUntilIdle()
            let afterSwipe = pager.pageControl.currentPage
            try capture("swiped")
            // Tap the left half of the dots: back to page 0.
            let dots = pager.pageControl.convert(pager.pageControl.bounds, to: nil)
            app.tap(at: CGPoint(x: dots.midX - 20, y: dots.midY))
            app.advance(by: 0.15)
            try capture("dots-tapped")
            app.runUntilIdle()
            let afterTap = pager.pageControl.currentPage
            try capture("back")
            return "swipe → page \(afterSwipe), tap dots → page \(afterTap)"
        })
}
