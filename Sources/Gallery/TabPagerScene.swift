import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 003: tabs over pages (MBXPageViewController's layout) — the indicator follows the finger,
/// a tapped tab is reached in one move, tapping the current tab scrolls its list to the top.
public enum TabPagerScene {
    /// The `tab-pager` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "tab-pager",
        summary: "Tabs over pages: the indicator follows the finger; tap a tab to jump; tap it again to scroll to the top",
        makeRootViewController: { _ in makeRoot() },
        tour: { app, capture in
            guard let tabs = app.window.rootViewController as? TabPageViewController else { return "no tabs" }
            let size = app.window.bounds.size
            try capture("tab-0")
            app.touchDrag(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.48, y: size.height / 2), steps: 8)
            try capture("indicator-following")
            app.touchUp(at: CGPoint(x: size.width * 0.48, y: size.height / 2))
            app.runUntilIdle()
            let music = tabs.tabStrip.subviews.compactMap { $0 as? UIButton }[3]
            let target = music.convert(music.bounds, to: nil)
            app.tap(at: CGPoint(x: target.midX, y: target.midY))
            app.advance(by: 0.15)
            try capture("jumping")
            app.runUntilIdle()
            try capture("last-tab")
            return "swiped to tab 1, tapped to tab \(tabs.selectedIndex) in one move"
        })

    @MainActor static func makeRoot() -> UIViewController {
        let titles = ["Home", "Tech", "Sports", "Music", "Movies", "Travel"]
        let pages = titles.enumerated().map { ListPage(title: $0.element, hue: $0.offset) as UIViewController }
        return TabPageViewController(titles: titles, pages: pages)
    }
}
