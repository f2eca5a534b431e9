import Foundation
import Testing
@_spi(Host) import Folio
import FolioTesting
import GRDB
@testable import Gallery

/// Seed 004's contacts exercise as a user sees it.
@MainActor
@Suite("Seed 004: contacts scene")
struct ContactsSceneTests {
    @MainActor struct Running {
        let app: HeadlessApp
        let nav: ContactsNavigationController
        var login: LoginViewController { nav.viewControllers[0] as! LoginViewController }
        init(_ sandbox: AppSandbox, restore: Bool = false) {
            DiagnosticLog.install()
            nav = ContactsScene.scene.makeRootViewController(sandbox) as! ContactsNavigationController
            app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
            if restore { ContactsScene.scene.stateArchive(in: sandbox, root: nav).restore(app.window) }
            app.runUntilIdle()
        }
        func type(_ text: String, into field: UITextField) {
            app.tap(field)
            app.type(text)
        }
        func logIn(password: String = ContactsEnvironment.password) {
            type(ContactsEnvironment.account, into: login.accountField)
            type(password, into: login.passwordField)
            app.tap(login.loginButton)
            app.runUntilIdle()
        }
        func add(_ name: String, _ phone: String) {
            app.tap(app.button(titled: "+")!)
            app.runUntilIdle()
            let form = nav.topViewController as! AddContactViewController
            type(name, into: form.nameField)
            type(phone, into: form.phoneField)
            app.tap(form.saveButton)
            app.runUntilIdle()
        }
    }

    func sandbox() -> AppSandbox { GalleryScene.scratchSandbox() }

    @Test("the login button enables only while both fields have text")
    func loginEnabling() {
        let run = Running(sandbox())
        let login = run.login
        #expect(!login.loginButton.isEnabled)

        run.type("folio", into: login.accountField)
        #expect(!login.loginButton.isEnabled)
        run.type("1", into: login.passwordField)
        #expect(login.loginButton.isEnabled)
        run.app.press(.backspace)
        #expect(!login.loginButton.isEnabled && login.passwordField.text == "")
    }

    @Test("auto-login on turns remember on; remember off turns auto-login off")
    func switchLinkage() {
        let run = Running(sandbox())
        let login = run.login

        run.app.tap(login.autoLoginSwitch)
        run.app.runUntilIdle()
        #expect(login.autoLoginSwitch.isOn && login.rememberSwitch.isOn)
        run.app.tap(login.rememberSwitch)
        run.app.runUntilIdle()
        #expect(!login.rememberSwitch.isOn && !login.autoLoginSwitch.isOn)
    }

    @Test("a wrong password: the HUD for one second of frame time, then an alert whose button clears the password")
    func wrongPassword() throws {
        let run = Running(sandbox())
        run.type("folio", into: run.login.accountField)
        run.type("999", into: run.login.passwordField)

        run.app.tap(run.login.loginButton)
        run.app.advance(by: 0.9)
        let hudDuring = ProgressHUD.current(in: run.app.window) != nil
        let alertDuring = run.nav.presentedViewController
        run.app.advance(by: 0.2)
        run.app.runUntilIdle()
        let alert = run.nav.presentedViewController as? UIAlertController

        #expect(hudDuring && alertDuring == nil)
        #expect(alert?.message == "账号或密码错误")
        #expect(ProgressHUD.current(in: run.app.window) == nil)
        run.app.tap(try #require(run.app.button(titled: "好")))
        run.app.runUntilIdle()
        #expect(run.nav.presentedViewController == nil && run.login.passwordField.text == "" && !run.login.loginButton.isEnabled)
        #expect(run.nav.viewControllers.count == 1)
    }

    @Test("add by closure, edit by delegate, delete by swipe; the keyed archive holds the result")
    func contactsRoundTrip() throws {
        let box = sandbox()
        let run = Running(box)
        run.logIn()
        let list = try #require(run.nav.topViewController as? ContactListViewController)
        #expect(list.title == "folio的联系人")

        run.add("高伟", "138")
        run.add("Ada", "1815")
        run.add("Alan", "1912")
        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["高伟", "Ada", "Alan"])

        run.app.tap(list.tableView.visibleCells[1])
        run.app.runUntilIdle()
        let edit = try #require(run.nav.topViewController as? EditContactViewController)
        #expect(edit.nameField.text == "Ada" && edit.delegate === list)
        run.type(" Lovelace", into: edit.nameField)
        run.app.tap(edit.saveButton)
        run.app.runUntilIdle()
        #expect(list.tableView.visibleCells[1].textLabel?.text == "Ada Lovelace")

        let row = list.tableView.visibleCells[0].convert(CGPoint(x: 0, y: 30), to: nil)
        run.app.drag(from: CGPoint(x: 330, y: row.y), to: CGPoint(x: 200, y: row.y), duration: 0.3)
        run.app.runUntilIdle()
        run.app.tap(try #require(run.app.button(titled: "Delete")))
        run.app.runUntilIdle()

        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Ada Lovelace", "Alan"])
        let reread = ContactStore(sandbox: box)
        #expect(RememberedLogin.load(from: box)?.account == "folio")
        #expect(reread.contacts.map(\.name) == ["Ada Lovelace", "Alan"] && reread.contacts.map(\.phone) == ["1815", "1912"])
    }

    @Test("a right click on a contact opens its menu (the table delegate's contextMenuConfigurationForRowAt): Copy Phone puts the number on the pasteboard, Delete removes the row")
    func contextMenu() throws {
        let run = Running(sandbox())
        run.logIn()
        let list = try #require(run.nav.topViewController as? ContactListViewController)
        run.add("Ada", "1815")
        run.add("Alan", "1912")
        let second = list.tableView.visibleCells[1]
        let point = second.convert(CGPoint(x: 100, y: second.bounds.midY), to: nil)

        run.app.secondaryClick(at: point)
        #expect(run.app.window.shownMenuTitles == ["复制姓名 Copy Name", "复制电话 Copy Phone", "—", "删除 Delete"])
        run.app.press(.down); run.app.press(.down); run.app.press(.returnKey)
        #expect(UIPasteboard.general.string == "1912")
        #expect(run.app.window.shownMenuTitles == nil)

        run.app.secondaryClick(at: point)
        run.app.press(.up); run.app.press(.returnKey)   // ↑ from none: the last row, Delete
        run.app.runUntilIdle()
        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Ada"])
        let below = list.tableView.convert(CGPoint(x: 100, y: list.tableView.bounds.maxY - 40), to: nil)
        run.app.secondaryClick(at: below)   // no row there: no menu
        #expect(run.app.window.shownMenuTitles == nil)
    }

    @Test("rows changed in the database by SQL are observed: the store re-reads them and the list follows (the notification)")
    func observation() throws {
        let run = Running(sandbox())
        run.logIn()
        let list = try #require(run.nav.topViewController as? ContactListViewController)
        let store = list.environment.store

        store.add(Contact(name: "Grace", phone: "1906"))
        store.write { db in try db.execute(sql: "INSERT INTO contact (name, phone) VALUES ('Linus', '1969')") }
        run.app.tick()
        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Grace", "Linus"])

        store.write { db in try db.execute(sql: "UPDATE contact SET name = 'Grace Hopper' WHERE phone = '1906'") }
        store.write { db in try db.execute(sql: "DELETE FROM contact WHERE name = 'Linus'") }
        run.app.tick()

        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Grace Hopper"])
        #expect(try store.appliedMigrations() == ["v1: contacts", "v2: name index"])
        #expect(store.fileURL.lastPathComponent == "contacts.sqlite" && store.fileURL.path.contains("/Library/"))
    }

    @Test("a failing SQL write rolls back and leaves the list as it was")
    func failingWrite() throws {
        let run = Running(sandbox())
        let store = run.nav.environment.store
        store.add(Contact(name: "Ada", phone: "1815"))

        store.write { db in
            try db.execute(sql: "INSERT INTO contact (name, phone) VALUES ('Half', 'done')")
            try db.execute(sql: "INSERT INTO nowhere VALUES (1)")
        }

        #expect(store.contacts.map(\.name) == ["Ada"])
        #expect(ContactStore(sandbox: run.nav.environment.sandbox).contacts.map(\.name) == ["Ada"])
    }

    @Test("relaunching restores the list and the screen you were on; auto-login fills the password")
    func relaunch() throws {
        let box = sandbox()
        do {
            let run = Running(box)
            run.app.tap(run.login.autoLoginSwitch)
            run.logIn()
            run.add("高伟", "138")
            run.add("Ada", "1815")
            let list = try #require(run.nav.topViewController as? ContactListViewController)
            run.app.tap(list.tableView.visibleCells[1])
            run.app.runUntilIdle()
            let edit = try #require(run.nav.topViewController as? EditContactViewController)
            run.type("!", into: edit.phoneField)
            #expect(ContactsScene.scene.stateArchive(in: box, root: run.nav).save(run.app.window))
        }

        let again = Running(box, restore: true)

        #expect(again.nav.viewControllers.map(\.restorationIdentifier) == ["login", "contact-list", "contact-edit"])
        let edit = try #require(again.nav.topViewController as? EditContactViewController)
        #expect(edit.index == 1 && edit.nameField.text == "Ada" && edit.phoneField.text == "1815!")
        #expect(again.login.passwordField.text == ContactsEnvironment.password && again.login.autoLoginSwitch.isOn)
        again.app.tap(try #require(again.app.button(titled: "‹ folio的联系人")))
        again.app.runUntilIdle()
        let list = try #require(again.nav.topViewController as? ContactListViewController)
        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["高伟", "Ada"])
        #expect(again.nav.viewControllers.count == 2)
    }
}

@MainActor
@Suite("Seed 004: the remembered login on damaged files")
struct RememberedLoginDamageTests {
    @Test("a damaged, truncated or foreign login file reads as no login, never a crash; an intact one round-trips")
    func damagedFiles() throws {
        let box = GalleryScene.scratchSandbox()
        defer { try? FileManager.default.removeItem(at: box.homeDirectory) }
        let login = RememberedLogin(account: "folio", password: "123", remembersPassword: true, logsInAutomatically: false)
        #expect(login.save(in: box))
        let file = box.documentsDirectory.appendingPathComponent("login.data")
        let intact = try Data(contentsOf: file)
        var plist = try #require(try PropertyListSerialization.propertyList(from: intact, options: [], format: nil) as? [String: Any])
        var objects = try #require(plist["$objects"] as? [Any])
        objects.removeLast()
        plist["$objects"] = objects
        let dangling = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let foreign = NSKeyedArchiver.archivedData(withRootObject: NSString(string: "not a login"))

        let back = RememberedLogin.load(from: box)
        var loads: [Bool] = []
        for bad in [dangling, intact.prefix(intact.count / 2), Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 151) }), Data(), foreign] {
            try bad.write(to: file)
            loads.append(RememberedLogin.load(from: box) != nil)
        }

        #expect(back?.account == "folio" && back?.password == "123" && back?.remembersPassword == true)
        #expect(loads == [false, false, false, false, false])
    }
}
