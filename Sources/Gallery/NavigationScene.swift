import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 004's controllers: a tab bar controller whose first tab is a navigation stack (each
/// screen pushes the next, logs its lifecycle and can present a modal) and whose second tab has a
/// badge. Esc in the window pops or dismisses.
public enum NavigationScene {
    /// The `navigation` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "navigation",
        summary: "Tabs, a navigation stack with a live lifecycle log, a modal; Esc pops or dismisses",
        seed: "004",
        makeRootViewController: { _ in makeRoot() },
        tour: { app, capture in
            guard let tabs = app.window.rootViewController as? UITabBarController,
                  let nav = tabs.viewControllers?.first as? UINavigationController else { return "no tabs" }
            try capture("step-1")
            for _ in 0..<2 {
                guard let step = nav.topViewController as? StepViewController else { break }
                let b = step.pushButton.convert(step.pushButton.bounds, to: nil)
                app.tap(at: CGPoint(x: b.midX, y: b.midY))
                app.advance(by: 0.2)
                if nav.viewControllers.count == 2 { try capture("pushing") }
                app.runUntilIdle()
            }
            try capture("step-3")
            if let step = nav.topViewController as? StepViewController {
                let b = step.presentButton.convert(step.presentButton.bounds, to: nil)
                app.tap(at: CGPoint(x: b.midX, y: b.midY))
                app.runUntilIdle()
            }
            try capture("modal")
            app.press(.escape)
            app.runUntilIdle()
            app.press(.escape)
            app.runUntilIdle()
            try capture("popped")
            let depth = nav.viewControllers.count
            let second = tabs.tabBar.convert(tabs.tabBar.frameOfItem(at: 1), to: nil)
            app.tap(at: CGPoint(x: second.midX, y: second.midY))
            app.runUntilIdle()
            try capture("inbox")
            return "pushed to 3, presented and dismissed, popped to \(depth), tab \(tabs.selectedIndex) selected"
        })

    /// The seed's `systemSetting`: bars coloured through the appearance proxy.
    @MainActor static func systemSetting() {
        UINavigationBar.appearance().barTintColor = UIColor(rgb: 0x1E88E5)
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white,
                                                            .font: UIFont.boldSystemFont(ofSize: 18)]
    }

    @MainActor static func makeRoot() -> UIViewController {
        systemSetting()
        let nav = UINavigationController(rootViewController: StepViewController(step: 1))
        nav.tabBarItem = UITabBarItem(title: "Steps")
        let inbox = InboxViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox")
        inbox.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, inbox]
        return tabs
    }
}
