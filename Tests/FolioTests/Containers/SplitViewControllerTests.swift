import Foundation
import Testing
@testable import Folio
import FolioTesting

/// UISplitViewController as UIKit documents its column style: columns side by side on a wide
/// window, one navigation stack on a narrow one, and back.
@MainActor
@Suite("Split view controller: columns, display modes, collapsing and expanding")
struct SplitViewControllerTests {
    final class Log { var lines: [String] = [] }

    final class Page: UIViewController {
        let name: String, log: Log
        init(_ name: String, _ log: Log) {
            self.name = name; self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    final class Delegate: UISplitViewControllerDelegate {
        let log: Log
        var top: UISplitViewController.Column?
        init(_ log: Log) { self.log = log }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            log.lines.append("willChangeTo \(displayMode)")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { log.lines.append("willShow \(column)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { log.lines.append("willHide \(column)") }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            log.lines.append("topColumn proposed \(proposedTopColumn)")
            return top ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.lines.append("didCollapse") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.lines.append("didExpand") }
    }

    /// A double-column split view of `list` and `detail` in a desktop window `width` wide.
    func make(width: CGFloat = 1024, style: UISplitViewController.Style = .doubleColumn)
        -> (HeadlessApp, UISplitViewController, Page, Page, Log, Delegate) {
        let log = Log()
        let list = Page("list", log), detail = Page("detail", log)
        let split = UISplitViewController(style: style)
        let delegate = Delegate(log)
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let app = HeadlessApp(size: CGSize(width: width, height: 700), scale: 1, idiom: .mac, rootViewController: split)
        app.runUntilIdle()
        return (app, split, list, detail, log, delegate)
    }

    @Test("wide: the primary column (320 points) beside the secondary, each in a navigation controller")
    func columnsSideBySide() throws {
        let (app, split, list, detail, log, delegate) = make()
        defer { withExtendedLifetime((app, delegate)) {} }
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        let listStack = try #require(list.navigationController)
        let detailStack = try #require(detail.navigationController)
        #expect(listStack !== detailStack && split.viewControllers.map(ObjectIdentifier.init) == [listStack, detailStack].map(ObjectIdentifier.init))
        #expect(list.splitViewController === split && detail.splitViewController === split)
        #expect(split.primaryColumnWidth == 320)
        #expect(listStack.view.convert(listStack.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(detailStack.view.convert(detailStack.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 704, height: 700))
        #expect(log.lines.contains("list willAppear") && log.lines.contains("detail willAppear"))
    }

    @Test("the width the columns get: points, else a fraction, within the minimum and maximum; NaN and negative values are the automatic ones")
    func widths() {
        let (app, split, list, _, _, delegate) = make()
        defer { withExtendedLifetime(delegate) {} }
        split.preferredPrimaryColumnWidthFraction = 0.25
        app.runUntilIdle()
        #expect(split.primaryColumnWidth == 256 && list.navigationController?.view.frame.width == 256)
        split.preferredPrimaryColumnWidth = 200
        #expect(split.primaryColumnWidth == 200)
        split.minimumPrimaryColumnWidth = 240
        #expect(split.primaryColumnWidth == 240)
        split.preferredPrimaryColumnWidth = 900
        #expect(split.primaryColumnWidth == 410)   // at most 40 % of 1024 by default
        split.maximumPrimaryColumnWidth = 500
        #expect(split.primaryColumnWidth == 500)
        split.preferredPrimaryColumnWidth = .nan
        split.preferredPrimaryColumnWidthFraction = -3
        split.minimumPrimaryColumnWidth = .infinity
        split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
        #expect(split.primaryColumnWidth == 320)
    }

    @Test("showDetailViewController from the primary puts the new controller in the secondary column; the old one disappears")
    func showDetailExpanded() throws {
        let (app, split, list, detail, log, delegate) = make()
        defer { withExtendedLifetime(delegate) {} }
        let other = Page("other", log)
        log.lines.removeAll()
        list.showDetailViewController(other, sender: nil)
        app.runUntilIdle()
        #expect(split.viewController(for: .secondary) === other)
        let stack = try #require(other.navigationController)
        #expect(stack.view.convert(stack.view.bounds, to: nil).minX == 320)
        #expect(log.lines.contains("other willAppear") && log.lines.contains("detail didDisappear"))
        #expect(detail.parent == nil || detail.navigationController?.view.window == nil)
    }

    @Test("hide(.primary) leaves the secondary alone across the window; show(.primary) brings the column back — the delegate hears each")
    func hideAndShow() throws {
        let (app, split, list, detail, log, delegate) = make()
        defer { withExtendedLifetime(delegate) {} }
        log.lines.removeAll()
        split.hide(.primary)
        app.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.lines.prefix(2) == ["willHide primary", "willChangeTo secondaryOnly"])
        #expect(list.navigationController?.view.window == nil && log.lines.contains("list didDisappear"))
        let stack = try #require(detail.navigationController)
        #expect(stack.view.convert(stack.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1024, height: 700))
        split.show(.primary)
        app.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary && list.navigationController?.view.window != nil)
        #expect(log.lines.suffix(3).prefix(2) == ["willShow primary", "willChangeTo oneBesideSecondary"])
        split.preferredSplitBehavior = .overlay
        split.hide(.primary)
        split.show(.primary)
        app.runUntilIdle()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(stack.view.frame.width == 1024 && list.navigationController?.view.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(split.view.subviews.firstIndex { $0 === list.navigationController?.view }! > split.view.subviews.firstIndex { $0 === stack.view }!)
    }

    @Test("narrowing the window collapses the columns into the primary's stack (the secondary on top, as proposed); widening gives them back")
    func collapseAndExpand() throws {
        let (app, split, list, detail, log, delegate) = make()
        defer { withExtendedLifetime(delegate) {} }
        log.lines.removeAll()
        app.window.transition(to: CGSize(width: 390, height: 700))
        app.runUntilIdle()
        #expect(split.isCollapsed)
        let stack = try #require(list.navigationController)
        #expect(stack.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(stack.view.convert(stack.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 700))
        #expect(log.lines.contains("topColumn proposed secondary") && log.lines.contains("didCollapse"))
        // Back to the list, then another detail: pushed on the one stack.
        stack.popViewController(animated: false)
        let other = Page("other", log)
        list.showDetailViewController(other, sender: nil)
        app.runUntilIdle()
        #expect(stack.viewControllers.map(ObjectIdentifier.init) == [list, other].map(ObjectIdentifier.init))

        app.window.transition(to: CGSize(width: 1024, height: 700))
        app.runUntilIdle()
        #expect(!split.isCollapsed && log.lines.filter { $0.hasPrefix("did") } == ["didCollapse", "didExpand"])
        #expect(stack.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        let secondary = try #require(other.navigationController)
        #expect(secondary !== stack && secondary.view.convert(secondary.view.bounds, to: nil).minX == 320)
    }

    @Test("a delegate that answers .primary keeps the list on top when collapsing; show(.secondary) then pushes the detail")
    func collapseToPrimary() throws {
        let (app, split, list, detail, _, delegate) = make()
        delegate.top = .primary
        app.window.transition(to: CGSize(width: 390, height: 700))
        app.runUntilIdle()
        let stack = try #require(list.navigationController)
        #expect(stack.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        split.show(.secondary)
        app.runUntilIdle()
        #expect(stack.topViewController === detail)
        split.show(.primary)
        app.runUntilIdle()
        #expect(stack.topViewController === list)
    }

    @Test("a .compact column stands in for the others while collapsed")
    func compactColumn() {
        let (app, split, list, _, log, delegate) = make()
        defer { withExtendedLifetime(delegate) {} }
        let tabs = Page("compact", log)
        split.setViewController(tabs, for: .compact)
        app.window.transition(to: CGSize(width: 390, height: 700))
        app.runUntilIdle()
        #expect(tabs.navigationController?.view.window != nil && list.navigationController?.view.window == nil)
        app.window.transition(to: CGSize(width: 1024, height: 700))
        app.runUntilIdle()
        #expect(tabs.navigationController?.view.window == nil && list.navigationController?.view.window != nil)
    }

    @Test("three columns on a desktop window: primary, supplementary and secondary tiled")
    func tripleColumn() throws {
        let log = Log()
        let split = UISplitViewController(style: .tripleColumn)
        let (a, b, c) = (Page("a", log), Page("b", log), Page("c", log))
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .supplementary)
        split.setViewController(c, for: .secondary)
        let app = HeadlessApp(size: CGSize(width: 1280, height: 800), scale: 1, idiom: .mac, rootViewController: split)
        app.runUntilIdle()
        #expect(split.displayMode == .twoBesideSecondary)
        let frames = try [a, b, c].map { try #require($0.navigationController).view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil).minX }
        #expect(frames == [0, 320, 640])
        split.hide(.primary)
        app.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary && a.navigationController?.view.window == nil && b.navigationController?.view.window != nil)
    }

    @Test("refused with a diagnostic: a supplementary column in a double-column view, one controller in two columns, columns on a classic split view, three classic controllers")
    func refusals() {
        let (_, split, list, detail, _, _) = make()
        split.setViewController(UIViewController(), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil)
        split.setViewController(list, for: .secondary)
        #expect(split.viewController(for: .secondary) === detail)
        let classic = UISplitViewController()
        classic.setViewController(UIViewController(), for: .primary)
        #expect(classic.viewController(for: .primary) == nil)
        classic.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        #expect(classic.viewControllers.isEmpty)
        let a = UINavigationController(rootViewController: UIViewController()), b = UIViewController()
        classic.viewControllers = [a, b]
        #expect(classic.viewControllers.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents outside one")
    func showSender() {
        let log = Log()
        let root = Page("root", log)
        let nav = UINavigationController(rootViewController: root)
        let app = HeadlessApp(size: CGSize(width: 390, height: 700), scale: 1, rootViewController: nav)
        app.runUntilIdle()
        let next = Page("next", log)
        root.show(next, sender: nil)
        app.runUntilIdle()
        #expect(nav.topViewController === next)
        let lone = Page("lone", log)
        let modal = Page("modal", log)
        let other = HeadlessApp(size: CGSize(width: 390, height: 700), scale: 1, rootViewController: lone)
        other.runUntilIdle()
        lone.show(modal, sender: nil)
        other.runUntilIdle()
        #expect(lone.presentedViewController === modal)
    }
}
