import Foundation
import Testing
@testable import Folio
import FolioTesting

/// `UIRefreshControl` on a scroll view, pulled by a finger at virtual times.
@MainActor
@Suite("Pull to refresh")
struct RefreshControlTests {
    @MainActor final class Log {
        var events: [String] = []
        func changed(_ control: UIRefreshControl) { events.append("valueChanged refreshing=\(control.isRefreshing)") }
    }

    /// A 390 × 600 table-like scroll view with tall content, no automatic insets, a refresh control.
    func harness() -> (HeadlessApp, UIScrollView, UIRefreshControl, Log) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: root)
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let control = UIRefreshControl()
        let log = Log()
        control.addTarget(log, action: Log.changed, for: .valueChanged)
        scroll.refreshControl = control
        root.view.addSubview(scroll)
        app.tick()
        return (app, scroll, control, log)
    }

    @Test("a pull past the trigger begins refreshing and sends valueChanged once, finger still down; released, the content rests below the band until endRefreshing settles it back")
    func pull() {
        let (app, scroll, control, log) = harness()

        app.touchDrag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), steps: 20)
        #expect(control.isRefreshing && log.events == ["valueChanged refreshing=true"])
        app.touchDrag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 520), steps: 2)   // a second finger-down is its own pull
        app.touchUp(at: CGPoint(x: 200, y: 520))
        app.runUntilIdle()
        #expect(scroll.contentOffset.y == -UIRefreshControl.bandHeight)
        #expect(scroll.adjustedContentInset.top == UIRefreshControl.bandHeight)
        #expect(log.events.count == 1, "one refresh per pull: \(log.events)")
        #expect(control.frame.maxY <= 0 && control.frame.minY >= -UIRefreshControl.bandHeight - 1, "the control shows in the band: \(control.frame)")

        control.endRefreshing()
        app.runUntilIdle()
        #expect(!control.isRefreshing && scroll.contentOffset.y == 0 && scroll.adjustedContentInset.top == 0)

        app.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), duration: 0.4)
        app.runUntilIdle()
        #expect(log.events.count == 2 && control.isRefreshing, "a new pull refreshes again")
    }

    @Test("a short pull springs back without refreshing; scrolling down the content never refreshes")
    func shortPull() {
        let (app, scroll, control, log) = harness()

        app.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 180), duration: 0.3)
        app.runUntilIdle()
        #expect(!control.isRefreshing && log.events.isEmpty && scroll.contentOffset.y == 0)
        app.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100), duration: 0.3)
        app.runUntilIdle()
        #expect(!control.isRefreshing && log.events.isEmpty && scroll.contentOffset.y > 300)
    }

    @Test("beginRefreshing opens the band without sending valueChanged; endRefreshing when not refreshing does nothing; a disabled control does not refresh")
    func programmatic() {
        let (app, scroll, control, log) = harness()

        control.endRefreshing()
        control.beginRefreshing()
        control.beginRefreshing()
        #expect(control.isRefreshing && log.events.isEmpty && scroll.adjustedContentInset.top == UIRefreshControl.bandHeight)
        control.endRefreshing()
        app.runUntilIdle()
        #expect(scroll.adjustedContentInset.top == 0)

        control.isEnabled = false
        app.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 500), duration: 0.4)
        app.runUntilIdle()
        #expect(!control.isRefreshing && log.events.isEmpty)
    }

    @Test("refreshControl adds the control above the content and takes it away; a table view controller's refreshControl is its table's")
    func attaching() {
        let (_, scroll, control, _) = harness()
        #expect(control.superview === scroll)

        scroll.refreshControl = nil
        #expect(control.superview == nil)
        let tableController = UITableViewController(style: .plain)
        let other = UIRefreshControl()
        tableController.refreshControl = other
        #expect(tableController.tableView.refreshControl === other && other.superview === tableController.tableView)
    }

    @Test("under a navigation bar with a search bar, the spinner shows between the bar and the content while refreshing")
    func underBars() {
        let list = UITableViewController(style: .plain)
        list.refreshControl = UIRefreshControl()
        list.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        let table = list.tableView!
        #expect(table.adjustedContentInset.top == nav.navigationBar.frame.maxY)
        app.touchDrag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), steps: 20)
        app.touchUp(at: CGPoint(x: 200, y: 700))
        app.runUntilIdle()
        let control = list.refreshControl!
        #expect(control.isRefreshing)
        let shown = control.convert(control.bounds, to: nil)
        #expect(abs(shown.minY - nav.navigationBar.frame.maxY) < 0.5 && abs(shown.height - UIRefreshControl.bandHeight) < 0.5)
        #expect(abs(shown.maxY - table.convert(CGPoint.zero, to: nil).y) < 0.5)
    }

    @Test("a text view made under the bar and moved below it in viewDidLayoutSubviews loses the bar's inset: its text starts at its top")
    func movedOutFromUnderTheBar() {
        final class Editor: UIViewController {
            let text = UITextView()
            override func viewDidLoad() {
                super.viewDidLoad()
                text.text = "Note"
                view.addSubview(text)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let area = view.bounds.inset(by: view.safeAreaInsets)
                text.frame = CGRect(x: 0, y: area.minY + 50, width: area.width, height: area.height - 50)
            }
        }
        let editor = Editor()
        editor.loadViewIfNeeded()
        editor.text.frame = CGRect(x: 0, y: 0, width: 390, height: 794)   // laid out before it is shown: under where the bar will be
        let nav = UINavigationController(rootViewController: UIViewController())
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        nav.pushViewController(editor, animated: true)
        app.runUntilIdle()
        #expect(editor.text.frame.minY == nav.navigationBar.frame.maxY + 50)
        #expect(editor.text.adjustedContentInset.top == 0 && editor.text.contentOffset.y == 0)
    }
}
