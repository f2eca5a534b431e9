import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
@Suite("UIAlertController")
struct AlertTests {
    final class Presenter: UIViewController {
        var lines: [String] = []
        override func viewWillDisappear(_ animated: Bool) { lines.append("presenter willDisappear") }
    }

    private func setUp() -> (HeadlessApp, Presenter) {
        let root = Presenter()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        app.tick()
        return (app, root)
    }

    private func center(_ action: UIAlertAction) -> CGPoint {
        let b = action.button!
        let r = b.convert(b.bounds, to: nil)
        return CGPoint(x: r.midX, y: r.midY)
    }

    @Test("an alert shows over its presenter; a button dismisses it, then runs the handler")
    func alert() {
        let (app, root) = setUp()
        let alert = UIAlertController(title: "Log out?", message: "You can log in again later.", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in root.lines.append("cancel") }
        let ok = UIAlertAction(title: "OK", style: .destructive) { _ in
            root.lines.append("ok, presented: \(root.presentedViewController != nil)")
        }
        alert.addAction(cancel)
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))

        root.present(alert, animated: true)
        app.runUntilIdle()
        #expect(alert.actions.count == 2)
        #expect(!DiagnosticLog.shared.messages(containing: "can only have one action with a style of UIAlertActionStyleCancel").isEmpty)
        #expect(center(cancel).x < center(ok).x, "two buttons side by side, cancel on the left")
        let shot = app.snapshot()
        #expect(shot.color(at: CGPoint(x: 10, y: 10)).r < 200, "the presenter is dimmed, still visible")
        #expect(shot.color(at: CGPoint(x: 195, y: 400)).r > 230, "the card in the middle")

        app.tap(at: center(ok))
        app.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(root.lines == ["ok, presented: false"], "the presenter never disappeared; the handler ran after dismissal")
    }

    @Test("an alert's text fields take typing; a disabled action ignores taps")
    func textFields() {
        let (app, root) = setUp()
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { _ in root.lines.append("saved \(alert.textFields?.first?.text ?? "")") }
        save.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        root.present(alert, animated: false)
        app.tick()

        app.tap(at: center(save))
        #expect(root.presentedViewController === alert)

        let field = alert.textFields![0]
        app.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil))
        app.type("张三")
        save.isEnabled = true
        app.tap(at: center(save))
        app.runUntilIdle()

        #expect(root.lines == ["saved 张三"])
        #expect(app.window.firstResponder == nil)
    }

    @Test("an action sheet sits at the bottom, cancel last; text fields are refused")
    func actionSheet() {
        let (app, root) = setUp()
        let sheet = UIAlertController(title: nil, message: "Share the contact", preferredStyle: .actionSheet)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        sheet.addAction(cancel)
        sheet.addAction(UIAlertAction(title: "Message", style: .default))
        sheet.addAction(UIAlertAction(title: "Mail", style: .default))
        sheet.addTextField()

        root.present(sheet, animated: false)
        app.tick()

        #expect(sheet.textFields == nil)
        #expect(!DiagnosticLog.shared.messages(containing: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert").isEmpty)
        #expect(sheet.orderedActions.last === cancel)
        #expect(abs(sheet.card.frame.maxY - (844 - 20)) < 0.001)
    }

    @Test("a button pressed while the alert still comes in is not lost: once the alert is in, it is dismissed and the handler runs, once")
    func pressedWhileComingIn() {
        let (app, root) = setUp()
        let alert = UIAlertController(title: "Login failed", message: "Wrong password", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .cancel) { _ in
            root.lines.append("ok, presented: \(root.presentedViewController != nil)")
        }
        alert.addAction(ok)
        root.present(alert, animated: true)
        app.tick()
        #expect(alert.isBeingPresented)
        // Pressed twice as a screen reader presses (a tap at the button's centre), mid-presentation.
        #expect(app.application.activateAccessibilityElement(ok.button!))
        app.tick()
        #expect(app.application.activateAccessibilityElement(ok.button!))
        app.tick()
        #expect(alert.isBeingPresented && root.presentedViewController === alert && root.lines.isEmpty,
                "nothing happens before the alert is in")
        app.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(root.lines == ["ok, presented: false"], "dismissed once, then the handler")
    }
}
