import Foundation
import Folio
import Examples
import FolioTesting

/// Seed 004's contacts exercise end to end: log in (the button enables when both fields have
/// text; a wrong password gets an alert; a HUD while logging in), the linked switches, then a
/// contacts list to add to (closure), edit (delegate) and swipe-delete, kept with keyed archiving.
public enum ContactsScene {
    /// The `contacts` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "contacts",
        summary: "Seed 004's contacts app: login, linked switches, alert, HUD, a list to add, edit and delete",
        seed: "004",
        makeRootViewController: { sandbox in ContactsNavigationController(sandbox: sandbox) },
        restorers: { root in (root as? ContactsNavigationController)?.restorers ?? [:] },
        tour: { app, capture in
            guard let nav = app.window.rootViewController as? ContactsNavigationController,
                  let login = nav.viewControllers.first as? LoginViewController else { return "no contacts app" }
            app.runUntilIdle()
            try capture("login")
            let enabledEmpty = login.loginButton.isEnabled

            app.tap(login.accountField)
            app.type(ContactsEnvironment.account)
            app.tap(login.passwordField)
            app.type("12")
            app.tap(login.loginButton)
            app.advance(by: 0.5)
            try capture("logging-in")
            app.runUntilIdle()
            try capture("wrong-password")
            if let ok = app.button(titled: "好") { app.tap(ok) }
            app.runUntilIdle()

            app.tap(login.passwordField)
            app.type(ContactsEnvironment.password)
            app.tap(login.autoLoginSwitch)
            app.runUntilIdle()
            try capture("switches-linked")
            let linked = login.rememberSwitch.isOn
            app.tap(login.loginButton)
            app.runUntilIdle()

            guard let list = nav.topViewController as? ContactListViewController else { return "login did not open the list" }
            for (name, phone) in [("高伟", "138 0000 0000"), ("Ada Lovelace", "+44 20 7946 0000"), ("Alan Turing", "+44 161 496 0000")] {
                guard let plus = app.button(titled: "+") else { break }
                app.tap(plus)
                app.runUntilIdle()
                guard let form = nav.topViewController as? AddContactViewController else { break }
                app.tap(form.nameField)
                app.type(name)
                app.tap(form.phoneField)
                app.type(phone)
                app.tap(form.saveButton)
                app.runUntilIdle()
            }
            try capture("contacts")

            app.tap(at: list.tableView.convert(CGPoint(x: 150, y: 30), to: nil))
            app.runUntilIdle()
            if let edit = nav.topViewController as? EditContactViewController {
                app.tap(edit.phoneField)
                app.press(.end)
                app.type(" 转 8")
                try capture("editing")
                app.tap(edit.saveButton)
                app.runUntilIdle()
            }
            let row = list.tableView.convert(CGPoint(x: 0, y: 90), to: nil)
            app.drag(from: CGPoint(x: 330, y: row.y), to: CGPoint(x: 200, y: row.y), duration: 0.3)
            app.runUntilIdle()
            try capture("swipe-to-delete")
            if let delete = app.button(titled: "Delete") { app.tap(delete) }
            app.runUntilIdle()
            try capture("deleted")
            let names = list.environment.store.contacts.map(\.name)
            return "button enabled when empty: \(enabledEmpty); auto-login turned remember on: \(linked); contacts now \(names), first phone \(list.environment.store.contacts.first?.phone ?? "-")"
        })
}
