import Foundation
import Testing
import Folio
import FolioCairo
import FolioTesting
@testable import Gallery

/// Seed 004's controllers as a user sees them.
@MainActor
@Suite("Seed 004: navigation scene")
struct NavigationSceneTests {
    @Test("push twice, present and dismiss, Esc pops; each screen's log shows its lifecycle")
    func story() throws {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: NavigationScene.makeRoot())
        let tabs = app.window.rootViewController as! UITabBarController
        let nav = tabs.viewControllers![0] as! UINavigationController
        let first = nav.topViewController as! StepViewController

        let push = first.pushButton.convert(first.pushButton.bounds, to: nil)
        app.tap(at: CGPoint(x: push.midX, y: push.midY))
        app.runUntilIdle()
        let second = nav.topViewController as! StepViewController
        second.present(UIViewController(), animated: true)
        app.runUntilIdle()
        app.press(.escape)
        app.runUntilIdle()
        app.press(.escape)
        app.runUntilIdle()

        #expect(first.lifecycle == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                                    "viewWillAppear", "viewDidAppear"])
        #expect(second.lifecycle == ["viewDidLoad", "viewWillAppear", "viewDidAppear",
                                     "viewWillDisappear", "viewDidDisappear",      // covered by the modal
                                     "viewWillAppear", "viewDidAppear",            // the modal went away
                                     "viewWillDisappear", "viewDidDisappear"])     // popped by Esc
        #expect(nav.viewControllers.count == 1)
        #expect(first.scrollView.adjustedContentInset.top == 64 && first.scrollView.contentOffset.y == -64)
    }

    @Test("the bar wears the seed's appearance and the inbox tab its badge")
    func pixels() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: NavigationScene.makeRoot())
        let tabs = app.window.rootViewController as! UITabBarController
        let image = app.snapshot()
        let badge = tabs.tabBar.convert(tabs.tabBar.frameOfItem(at: 1), to: nil)

        #expect(image.color(at: CGPoint(x: 5, y: 40)) == RGBA(r: 0x1E, g: 0x88, b: 0xE5, a: 255))
        #expect(image.color(at: CGPoint(x: badge.midX + 12, y: badge.minY + 6)) == RGBA(r: 255, g: 0, b: 0, a: 255))
    }
}
