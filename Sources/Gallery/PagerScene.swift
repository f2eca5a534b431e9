import Foundation
import Folio
import Examples
import FolioTesting

/// `UIPageViewController(.scroll)` over pages numbered 0…∞, 12 points apart, with the built-in
/// page control: only the page shown and its neighbours exist at any time.
public enum PagerScene {
    /// The `pager` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "pager",
        summary: "UIPageViewController .scroll over an unbounded data source, interPageSpacing, built-in dots",
        makeRootViewController: { _ in makeRoot() },
        tour: { app, capture in
            guard let pager = app.window.rootViewController as? UIPageViewController else { return "no pager" }
            let size = app.window.bounds.size
            try capture("page-0")
            app.touchDrag(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.4, y: size.height / 2), steps: 10)
            try capture("mid-swipe")
            app.touchUp(at: CGPoint(x: size.width * 0.4, y: size.height / 2))
            app.runUntilIdle()
            for _ in 0..<3 {
                app.swipe(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.5, y: size.height / 2), velocity: 1500)
                app.runUntilIdle()
            }
            try capture("page-4")
            pager.setViewControllers([NumberPage(number: 1_000)], direction: .forward, animated: true)
            app.runUntilIdle()
            try capture("page-1000")
            let shown = (pager.viewControllers?.first as? NumberPage)?.number ?? -1
            return "swiped to 4, jumped to \(shown); \(pager.children.count) pages alive"
        })

    @MainActor static let source = NumberSource()

    @MainActor static func makeRoot() -> UIViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: CGFloat(12)])
        pager.dataSource = source
        pager.setViewControllers([NumberPage(number: 0)], direction: .forward, animated: false)
        pager.view.backgroundColor = .black
        return pager
    }
}
