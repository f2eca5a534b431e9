import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 003: tabs over pages (MBXPageViewController's layout) — four tabs, one with a long title
/// and one with a badge; the indicator follows the finger and the titles' colours blend, a tapped
/// tab is reached in one move, tapping the current tab scrolls its list to the top.
public enum TabPagerScene {
    /// The `tab-pager` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "tab-pager",
        summary: "Tabs over pages: the indicator follows the finger; tap a tab to jump; tap it again to scroll to the top",
        seed: "003",
        makeRootViewController: { _ in makeRoot() },
        tour: { app, capture in
            guard let tabs = app.window.rootViewController as? TabPageViewController else { return "no tabs" }
            let size = app.window.bounds.size
            try capture("tab-0")
            app.touchDrag(from: CGPoint(x: size.width * 0.8, y: size.height / 2), to: CGPoint(x: size.width * 0.48, y: size.height / 2), steps: 8)
            try capture("indicator-following")
            app.touchUp(at: CGPoint(x: size.width * 0.48, y: size.height / 2))
            app.runUntilIdle()
            // The long title pushes the last tab past the edge: drag the strip to reach it.
            let strip = tabs.tabStrip.convert(tabs.tabStrip.bounds, to: nil)
            app.drag(from: CGPoint(x: 300, y: strip.midY), to: CGPoint(x: 100, y: strip.midY), duration: 0.3, hold: 0.2)
            app.runUntilIdle()
            let music = tabs.tabStrip.subviews.compactMap { $0 as? UIButton }[3]
            let target = music.convert(music.bounds, to: nil)
            app.tap(at: CGPoint(x: target.midX, y: target.midY))
            app.advance(by: 0.15)
            try capture("jumping")
            app.runUntilIdle()
            try capture("last-tab")
            let reached = tabs.selectedIndex
            if let toggle = tabs.view.viewWithTag(rtlToggleTag) { app.tap(toggle) }
            app.runUntilIdle()
            try capture("right-to-left")
            return "swiped to tab 1, tapped to tab \(reached) in one move; right to left: \(tabs.isRightToLeft)"
        })

    @MainActor static func makeRoot() -> UIViewController {
        let tabs: [(String, String?)] = [("Home", nil), ("Science & Technology", nil), ("Sports", nil), ("Music", "3")]
        let pager = TabPageViewController(items: tabs.enumerated().map { i, tab in
            TabPagerItem(id: tab.0, title: tab.0, badgeValue: tab.1, viewController: ListPage(title: tab.0, hue: i))
        })
        // A toggle for right-to-left layout: tabs and swipes mirror.
        let toggle = UIButton(type: .system)
        toggle.setTitle("⇄ RTL", for: .normal)
        toggle.backgroundColor = .white
        toggle.layer.cornerRadius = 18
        toggle.tag = rtlToggleTag
        toggle.frame = CGRect(x: pager.view.bounds.width - 96, y: pager.view.bounds.height - 60, width: 80, height: 36)
        toggle.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        toggle.addAction(UIAction { [weak pager] _ in
            guard let pager else { return }
            pager.view.semanticContentAttribute = pager.isRightToLeft ? .forceLeftToRight : .forceRightToLeft
        }, for: .touchUpInside)
        pager.view.addSubview(toggle)
        return pager
    }

    /// The tag of the scene's right-to-left toggle.
    public static let rtlToggleTag = 7_001
}
