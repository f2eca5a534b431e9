import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// `UIButton.menu` and `showsMenuAsPrimaryAction` (iOS 14): a pull-down menu on a button.
@MainActor
@Suite("Button menus")
struct ButtonMenuTests {
    @MainActor final class Log {
        var events: [String] = []
        func tapped(_ sender: UIButton) { events.append("tap") }
        func menuTriggered(_ sender: UIButton) { events.append("menu action triggered") }
    }

    /// A sort button at (20, 100), 120 × 44, with a menu of two actions that log.
    func harness(idiom: UIUserInterfaceIdiom = .phone) -> (HeadlessApp, UIButton, Log) {
        let log = Log()
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.menu = UIMenu(title: "", children: [
            UIAction(title: "By name") { _ in log.events.append("name") },
            UIAction(title: "By date") { _ in log.events.append("date") },
        ])
        button.addTarget(log, action: Log.tapped, for: .touchUpInside)
        button.addTarget(log, action: Log.menuTriggered, for: .menuActionTriggered)
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, idiom: idiom, rootViewController: root)
        root.view.addSubview(button)
        app.tick()
        return (app, button, log)
    }

    /// The centre of row `index` of the menu shown, in window coordinates.
    func row(_ index: Int, in app: HeadlessApp) -> CGPoint {
        let menu = app.window.shownMenu!
        return menu.convert(CGPoint(x: menu.bounds.midX, y: ContextMenuView.padding + (CGFloat(index) + 0.5) * ContextMenuView.rowHeight), to: nil)
    }

    @Test("as the primary action, a tap shows the menu below the button instead of sending the tap; a row runs its action")
    func primary() {
        let (app, button, log) = harness()
        button.showsMenuAsPrimaryAction = true

        app.tap(at: CGPoint(x: 80, y: 122))

        #expect(log.events == ["menu action triggered"])
        #expect(app.window.shownMenuTitles == ["By name", "By date"])
        #expect(app.window.shownMenu?.frame.origin == CGPoint(x: 20, y: 148))
        app.tap(at: row(1, in: app))
        #expect(log.events == ["menu action triggered", "date"])
        #expect(app.window.shownMenu == nil)
    }

    @Test("not the primary action: a tap sends the tap and shows nothing; a long press opens the menu; on the desktop a secondary click does")
    func secondary() {
        let (app, _, log) = harness()

        app.tap(at: CGPoint(x: 80, y: 122))
        app.runUntilIdle()
        #expect(log.events == ["tap"] && app.window.shownMenu == nil)
        app.longPress(at: CGPoint(x: 80, y: 122), duration: 0.8)
        #expect(app.window.shownMenuTitles == ["By name", "By date"])

        let (mac, _, macLog) = harness(idiom: .mac)
        mac.secondaryClick(at: CGPoint(x: 80, y: 122))
        #expect(mac.window.shownMenuTitles == ["By name", "By date"] && macLog.events.isEmpty)
    }

    @Test("a menu removed or a disabled button shows nothing; a menu replaced while shown shows the new one")
    func changes() {
        let (app, button, log) = harness()
        button.showsMenuAsPrimaryAction = true
        button.isEnabled = false
        app.tap(at: CGPoint(x: 80, y: 122))
        #expect(app.window.shownMenu == nil && log.events.isEmpty)

        button.isEnabled = true
        app.tap(at: CGPoint(x: 80, y: 122))
        button.menu = UIMenu(title: "", children: [UIAction(title: "By size") { _ in }])
        #expect(app.window.shownMenuTitles == ["By size"])
        app.window.dismissShownMenu()
        button.menu = nil
        app.tap(at: CGPoint(x: 80, y: 122))
        #expect(app.window.shownMenu == nil)
        #expect(log.events == ["menu action triggered", "tap"], "without a menu the tap is the button's again")
    }
}
