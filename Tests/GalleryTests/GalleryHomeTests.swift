import Foundation
import Testing
import Folio
import FolioCairo
import FolioTesting
@testable import Gallery

/// The gallery's window opens on a list of every scene: a tap or Return opens one, Esc comes back.
@MainActor
@Suite("Gallery home screen")
struct GalleryHomeTests {
    let app: HeadlessApp
    let home: GalleryHomeViewController

    init() { (app, home) = Self.make(selected: nil) }

    /// The list in a window, `selected` the scene opened last time.
    static func make(selected: String?) -> (HeadlessApp, GalleryHomeViewController) {
        let home = GalleryHomeViewController(sandbox: GalleryScene.scratchSandbox(), selectedScene: selected)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: home.embeddedInNavigation())
        app.runUntilIdle()
        return (app, home)
    }

    /// The on-screen frame of a scene's row.
    private func rowFrame(_ row: Int) throws -> CGRect {
        let cell = try #require(home.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        return cell.convert(cell.bounds, to: nil as UIView?)
    }

    @Test("every scene has a row: its name, its seed, what it shows")
    func rows() throws {
        #expect(home.tableView.numberOfRows(inSection: 0) == GalleryScene.all.count)
        #expect(GalleryScene.all.count >= 15)
        let first = try #require(home.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.textLabel?.text == "page-control · seed 000")
        #expect(first.detailTextLabel?.text == GalleryScene.all[0].summary)
        let book = try #require(GalleryScene.all.firstIndex { $0.name == "book" })
        #expect(home.tableView.cellForRow(at: IndexPath(row: book, section: 0))?.textLabel?.text == "book · seed 002")
        #expect(home.navigationItem.title == "Folio Gallery" || home.title == "Folio Gallery")
        let top = try rowFrame(0)
        #expect(top.minY >= 64, "below the navigation bar")
        let shot = app.snapshot()
        var dark = 0
        for y in Int(top.minY)..<Int(top.maxY) { for x in 0..<200 where shot.pixel(x: x, y: y).r < 100 { dark += 1 } }
        #expect(dark > 100, "the row's name and line are drawn: \(dark) dark pixels")
    }

    @Test("a tap opens the scene full screen; Esc comes back to the list")
    func tapAndBack() throws {
        let index = try #require(GalleryScene.all.firstIndex { $0.name == "drawer" })
        home.tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .middle, animated: false)
        app.runUntilIdle()
        let frame = try rowFrame(index)
        app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        app.runUntilIdle()
        let scene = try #require(home.presentedViewController)
        #expect(scene is DrawerViewController)
        #expect(scene.view.frame == app.window.bounds && scene.modalPresentationStyle == .fullScreen)
        #expect(home.view.window == nil, "the list is covered")
        app.press(.escape)
        app.runUntilIdle()
        #expect(home.presentedViewController == nil && home.view.window != nil)
        #expect(home.tableView.indexPathForSelectedRow == IndexPath(row: index, section: 0), "the scene's row stays selected")
    }

    @Test("↓ and Return open a scene from the keyboard; the first ↓ starts at the scene opened last time")
    func keyboard() throws {
        app.press(.down)
        app.press(.down)
        app.runUntilIdle()
        #expect(home.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        #expect(home.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isHighlighted == false)
        app.press(.returnKey)
        app.runUntilIdle()
        #expect(home.presentedViewController != nil)
        #expect(type(of: home.presentedViewController!) == type(of: GalleryScene.all[1].makeRootViewController(GalleryScene.scratchSandbox())))
        app.press(.escape)
        app.runUntilIdle()
        #expect(home.presentedViewController == nil)

        let again = Self.make(selected: "tab-pager")
        let row = try #require(GalleryScene.all.firstIndex { $0.name == "tab-pager" })
        #expect(again.1.tableView.indexPathForSelectedRow == IndexPath(row: row, section: 0))
        again.0.press(.down)
        again.0.runUntilIdle()
        #expect(again.1.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.isHighlighted == true)
        again.0.press(.returnKey)
        again.0.runUntilIdle()
        #expect(again.1.presentedViewController is TabPageViewController || again.1.presentedViewController?.children.isEmpty == false)
    }

    @Test("inside a scene Esc first goes back in the scene's own navigation stack, then to the list")
    func escapeInsideScene() throws {
        let scene = try #require(GalleryScene.named("navigation"))
        var names: [String] = []
        home.sceneDidOpen = { names.append($0.name) }
        home.open(scene)
        app.runUntilIdle()
        #expect(names == ["navigation"])
        let tabs = try #require(home.presentedViewController as? UITabBarController)
        let nav = try #require(tabs.viewControllers?.first as? UINavigationController)
        nav.pushViewController(UIViewController(), animated: false)
        app.runUntilIdle()
        app.press(.escape)
        app.runUntilIdle()
        #expect(nav.viewControllers.count == 1 && home.presentedViewController === tabs, "popped inside the scene")
        app.press(.escape)
        app.runUntilIdle()
        #expect(home.presentedViewController == nil, "back to the list")
    }

    @Test("a wide desktop window: the list is a sidebar beside the scene opened last time; a tap opens another beside it, the list staying")
    func sidebar() throws {
        let home = GalleryHomeViewController(sandbox: GalleryScene.scratchSandbox(), selectedScene: "drawer")
        let split = home.embeddedInSplitView()
        let app = HeadlessApp(size: CGSize(width: 1180, height: 820), scale: 1, idiom: .mac, rootViewController: split)
        app.runUntilIdle()
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(home.view.convert(home.view.bounds, to: nil as UIView?) == CGRect(x: 0, y: 0, width: 320, height: 820))
        let drawer = try #require(split.viewController(for: .secondary) as? DrawerViewController)
        #expect(drawer.view.convert(drawer.view.bounds, to: nil as UIView?) == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(drawer.navigationController?.isNavigationBarHidden == true, "a scene that is no navigation stack shows without a bar")

        let row = try #require(GalleryScene.all.firstIndex { $0.name == "carousel" })
        home.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
        app.runUntilIdle()
        let cell = try #require(home.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
        let frame = cell.convert(cell.bounds, to: nil as UIView?)
        app.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        app.runUntilIdle()
        let carousel = try #require(split.viewController(for: .secondary))
        #expect(type(of: carousel) == type(of: GalleryScene.named("carousel")!.makeRootViewController(GalleryScene.scratchSandbox())))
        #expect(carousel.view.window != nil && drawer.view.window == nil && home.view.window != nil)
        #expect(home.presentedViewController == nil && split.presentedViewController == nil)
        #expect(home.tableView.indexPathForSelectedRow == IndexPath(row: row, section: 0))

        // A narrow window: the list alone, and a scene opens over it again.
        app.window.transition(to: CGSize(width: 390, height: 820))
        app.runUntilIdle()
        #expect(split.isCollapsed && home.view.window != nil && carousel.view.window == nil)
        #expect(home.navigationController?.topViewController === home)
        home.open(try #require(GalleryScene.named("drawer")))
        app.runUntilIdle()
        #expect(split.presentedViewController is DrawerViewController || home.presentedViewController is DrawerViewController)
    }

    @Test("with no scene opened before, the detail beside the list asks to choose one")
    func sidebarHint() throws {
        let home = GalleryHomeViewController(sandbox: GalleryScene.scratchSandbox())
        let split = home.embeddedInSplitView()
        let app = HeadlessApp(size: CGSize(width: 1180, height: 820), scale: 1, idiom: .mac, rootViewController: split)
        app.runUntilIdle()
        let hint = try #require(split.viewController(for: .secondary))
        let label = try #require(hint.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Choose a scene in the list" && label.window != nil)
    }
}
