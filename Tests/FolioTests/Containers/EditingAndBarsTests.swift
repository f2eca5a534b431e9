import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Members UIKit controllers are written against: `editButtonItem` and `setEditing(_:animated:)`
/// with a table's delete controls, `hidesBottomBarWhenPushed`, bar button items that change,
/// `viewSafeAreaInsetsDidChange`, and the orientations a root controller allows.
@MainActor
@Suite("Editing, bottom bars, safe-area and orientation hooks")
struct EditingAndBarsTests {
    final class Albums: UITableViewController {
        var albums = ["Holidays", "Family", "Screenshots"]
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "a")
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { albums.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "a", for: indexPath)
            cell.textLabel?.text = albums[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            albums.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("select \(indexPath.row)") }
        override func setEditing(_ editing: Bool, animated: Bool) {
            calls.append("setEditing \(editing)")
            super.setEditing(editing, animated: animated)
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            calls.append("safe area top \(Int(view.safeAreaInsets.top))")
        }
    }

    @Test("editButtonItem turns editing on: Done, delete controls on the rows the data source lets edit, a tap on one reveals Delete")
    func editing() throws {
        let albums = Albums()
        let nav = UINavigationController(rootViewController: albums)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: nav)
        let edit = albums.editButtonItem
        #expect(edit === albums.editButtonItem && edit.title == "Edit")

        edit.sendAction()
        _ = app.runUntilIdle()
        #expect(albums.isEditing && albums.tableView.isEditing)
        #expect(edit.title == "Done" && edit.style == .done)
        #expect(app.button(titled: "Done") != nil, "the bar shows the item's new title")
        let cells = (0..<3).compactMap { albums.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.isEditing) == [true, true, false], "the third row may not be edited")
        #expect(cells[0].contentView.frame.minX == UITableViewCell.editingControlWidth)

        let row = albums.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        app.tap(at: albums.tableView.convert(CGPoint(x: 160, y: row.midY), to: nil))
        _ = app.runUntilIdle()
        #expect(!albums.calls.contains("select 0"), "no selection while editing")

        app.tap(at: albums.tableView.convert(CGPoint(x: 19, y: row.midY), to: nil))
        _ = app.runUntilIdle()
        let delete = try #require(app.button(titled: "Delete"))
        app.tap(delete)
        _ = app.runUntilIdle()
        #expect(albums.albums == ["Family", "Screenshots"])

        edit.sendAction()
        _ = app.runUntilIdle()
        #expect(!albums.tableView.isEditing && edit.title == "Edit")
        #expect(albums.calls.filter { $0.hasPrefix("setEditing") } == ["setEditing true", "setEditing false"])
        #expect(albums.calls.contains("safe area top 64"), "the root view heard its safe area: status bar and navigation bar")
    }

    @Test("a pushed controller with hidesBottomBarWhenPushed hides the tab bar until it is popped; a bar the app hid stays hidden")
    func bottomBar() {
        let list = UIViewController(), detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, UIViewController()]
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: tabs)
        #expect(!tabs.tabBar.isHidden && nav.view.frame.height == 480 - UITabBar.barHeight)

        nav.pushViewController(detail, animated: false)
        _ = app.runUntilIdle()
        #expect(tabs.tabBar.isHidden && nav.view.frame.height == 480)

        _ = nav.popViewController(animated: false)
        _ = app.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && nav.view.frame.height == 480 - UITabBar.barHeight)

        tabs.tabBar.isHidden = true
        nav.pushViewController(detail, animated: false)
        _ = app.runUntilIdle()
        _ = nav.popViewController(animated: false)
        _ = app.runUntilIdle()
        #expect(tabs.tabBar.isHidden, "the app's own choice is left alone")
    }

    final class PortraitOnly: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    @Test("the window turns only into an orientation the root controller supports")
    func orientation() {
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: PortraitOnly())
        app.rotate()
        #expect(app.window.bounds.size == CGSize(width: 320, height: 480))
        #expect(!DiagnosticLog.shared.messages(containing: "does not turn to landscape").isEmpty)

        let free = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: UIViewController())
        free.rotate()
        #expect(free.window.bounds.size == CGSize(width: 480, height: 320))
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeLeft.isLandscape)
    }
}
