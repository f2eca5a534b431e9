import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Accessibility: groups, modal views, rows, activation")
struct AccessibilityShapeTests {
    @MainActor final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = ["Ada", "Grace", "Linus"][indexPath.row]
            cell.detailTextLabel?.text = "row \(indexPath.row + 1)"
            return cell
        }
    }

    @Test("a table reads as a list of rows, each row one element saying its labels")
    func tableAsList() throws {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 400), scale: 1, rootViewController: root)
        let rows = Rows()
        let table = UITableView(frame: root.view.bounds, style: .plain)
        table.dataSource = rows
        root.view.addSubview(table)
        app.runUntilIdle()

        let nodes = app.window.accessibilityNodes()
        #expect(nodes.count == 1 && nodes.first === table && table.accessibilityContainerType == .list)
        let list = try #require(app.window.accessibilityTree().first)
        #expect(list.children.map(\.label) == ["Ada, row 1", "Grace, row 2", "Linus, row 3"])
        #expect(list.children.allSatisfy { $0.children.isEmpty })
        table.accessibilityContainerType = .none
        #expect(app.window.accessibilityTree().map(\.label) == ["Ada, row 1", "Grace, row 2", "Linus, row 3"])
    }

    @Test("an alert is a modal group: what lies under it is not read until it goes")
    func modalAlert() throws {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: root)
        let under = UIButton(type: .system)
        under.setTitle("Under", for: .normal)
        under.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        root.view.addSubview(under)
        app.runUntilIdle()
        #expect(app.window.accessibilityTree().map(\.label) == ["Under"])

        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        app.runUntilIdle()
        let tree = app.window.accessibilityTree()
        #expect(tree.count == 1)
        let group = try #require(tree.first)
        #expect(group.children.map(\.label) == ["Delete?", "It cannot be undone.", "Cancel", "Delete"])
        #expect(!tree.flatMap(\.flattened).contains { $0.label == "Under" })

        alert.dismiss(animated: false)
        app.runUntilIdle()
        #expect(app.window.accessibilityTree().map(\.label) == ["Under"])
    }

    @Test("activating an element: accessibilityActivate() first, else a tap at its centre on the next frame")
    func activation() {
        @MainActor final class Log { var taps = 0; func tapped(_ b: UIButton) { taps += 1 } }
        final class Custom: UIView {
            var activations = 0
            override func accessibilityActivate() -> Bool { activations += 1; return true }
        }
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: root)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let log = Log()
        button.addTarget(log, action: Log.tapped, for: .touchUpInside)
        let custom = Custom(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        root.view.addSubview(button)
        root.view.addSubview(custom)
        app.runUntilIdle()

        #expect(app.application.activateAccessibilityElement(button))
        #expect(log.taps == 0)   // the tap arrives with the next frame
        app.runUntilIdle()
        #expect(log.taps == 1)
        #expect(app.application.activateAccessibilityElement(custom) && custom.activations == 1)
        app.runUntilIdle()
        #expect(log.taps == 1)
        button.removeFromSuperview()
        #expect(!app.application.activateAccessibilityElement(button))
    }

    @Test("an element that animates without .allowUserInteraction is tapped when its animation ends; one that never stops, not at all")
    func activationWaitsForAnimation() {
        @MainActor final class Log { var taps: [TimeInterval] = []; var app: UIApplication?; func tapped(_ b: UIButton) { taps.append(app!.currentTime) } }
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: root)
        let card = UIView(frame: CGRect(x: 0, y: 80, width: 320, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let log = Log()
        log.app = app.application
        button.addTarget(log, action: Log.tapped, for: .touchUpInside)
        card.addSubview(button)
        root.view.addSubview(card)
        app.runUntilIdle()

        // The card slides for half a second: the button inside takes no touch meanwhile.
        let start = app.application.currentTime
        UIView.animate(withDuration: 0.5) { card.frame.origin.y = 200 }
        app.advance(by: 0.1)
        #expect(app.application.activateAccessibilityElement(button))
        app.advance(by: 0.2)
        #expect(log.taps.isEmpty, "no tap while the card moves")
        app.runUntilIdle()
        #expect(log.taps.count == 1, "tapped once the card has arrived, where it is")
        #expect((log.taps.first ?? 0) - start >= 0.5)

        // An animation that never ends: the press waits its patience out, then is dropped.
        UIView.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse]) { card.alpha = 0.5 }
        app.advance(by: 0.1)
        #expect(app.application.activateAccessibilityElement(button))
        app.advance(by: UIApplication.activationPatience + 0.5)
        #expect(log.taps.count == 1)
        #expect(!DiagnosticLog.shared.messages(containing: "the press was dropped").isEmpty)
        card.layer.removeAllAnimations()
    }
}
