import Foundation
import GRDB
import Folio

/// A contact: a row of the `contact` table (GRDB record, `Codable`).
public struct Contact: Codable, Equatable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The row id; nil until inserted.
    public var id: Int64?
    /// The name.
    public var name: String
    /// The phone number.
    public var phone: String

    /// A contact not yet saved.
    public init(name: String, phone: String) {
        self.name = name
        self.phone = phone
    }

    /// The table's name.
    public static let databaseTableName = "contact"

    /// Takes the id SQLite gave the new row.
    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// The contacts of the contacts app, in an SQLite database in the sandbox's
/// `Library/contacts.sqlite` (seed 004 lists SQLite3 next to plists and archiving), through GRDB:
/// schema migrations, `Contact` records, and an observation of the `contact` table — whatever
/// changes its rows (the store, or SQL run through `write(_:)`), the store re-reads them and posts
/// `didChangeNotification` (seed 004's 通知), so the list follows.
@MainActor
public final class ContactStore {
    /// Posted after every change of the rows; the object is the store.
    public static let didChangeNotification = Notification.Name("ContactStoreDidChange")

    /// The contacts, in list order (by id).
    public private(set) var contacts: [Contact] = []
    /// The database file.
    public let fileURL: URL
    /// The centre changes are posted to.
    public let notificationCenter: NotificationCenter
    /// Why the database could not be opened, if it could not (the list is then empty).
    public private(set) var openError: Error?
    private let database: DatabaseQueue?
    private let changes = ChangeCounter()
    private var seenChanges = 0
    private var observation: AnyDatabaseCancellable?

    /// The store of `sandbox`, opened (and migrated) from its file.
    public init(sandbox: AppSandbox, notificationCenter: NotificationCenter = NotificationCenter()) {
        fileURL = sandbox.libraryDirectory.appendingPathComponent("contacts.sqlite")
        self.notificationCenter = notificationCenter
        var opened: DatabaseQueue?
        do {
            try FileManager.default.createDirectory(at: sandbox.libraryDirectory, withIntermediateDirectories: true)
            let queue = try DatabaseQueue(path: fileURL.path)
            try ContactStore.migrator.migrate(queue)
            let counter = changes
            observation = DatabaseRegionObservation(tracking: Contact.all())
                .start(in: queue, onError: { _ in }, onChange: { _ in counter.increment() })
            contacts = try queue.read { db in try Contact.order(Column("id")).fetchAll(db) }
            opened = queue
        } catch {
            openError = error
            FileHandle.standardError.write(Data("contacts database \(fileURL.path) could not be opened: \(error)\n".utf8))
        }
        database = opened
    }

    /// The schema, step by step: v1 the contact table, v2 an index on names.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: contacts") { db in
            try db.create(table: "contact") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
                t.column("phone", .text).notNull()
            }
        }
        migrator.registerMigration("v2: name index") { db in
            try db.create(index: "contact_on_name", on: "contact", columns: ["name"])
        }
        return migrator
    }

    /// The migrations applied to the file, in order.
    public func appliedMigrations() throws -> [String] {
        guard let database else { return [] }
        return try database.read { try ContactStore.migrator.appliedMigrations($0) }
    }

    /// Adds a contact at the end.
    public func add(_ contact: Contact) {
        write { db in
            var row = contact
            try row.insert(db)
        }
    }

    /// Replaces the contact at `index` (keeping its row).
    public func update(_ contact: Contact, at index: Int) {
        guard contacts.indices.contains(index) else { return }
        var row = contact
        row.id = contacts[index].id
        let updated = row
        write { db in try updated.update(db) }
    }

    /// Removes the contact at `index`.
    public func remove(at index: Int) {
        guard contacts.indices.contains(index) else { return }
        let row = contacts[index]
        write { db in _ = try row.delete(db) }
    }

    /// Runs `updates` in a transaction; when the observation saw the contact rows change, the
    /// store re-reads them and posts its notification. Errors roll the transaction back and are
    /// logged; the list stays as it was.
    public func write(_ updates: @escaping @Sendable (Database) throws -> Void) {
        guard let database else { return }
        do {
            try database.write(updates)
        } catch {
            FileHandle.standardError.write(Data("contacts not saved: \(error)\n".utf8))
        }
        refreshIfChanged()
    }

    /// Re-reads the rows when the observation saw a change since the last read.
    public func refreshIfChanged() {
        let now = changes.value
        guard now != seenChanges, let database else { return }
        seenChanges = now
        contacts = (try? database.read { db in try Contact.order(Column("id")).fetchAll(db) }) ?? contacts
        notificationCenter.post(name: ContactStore.didChangeNotification, object: self)
    }
}

/// Counts the transactions that changed the observed rows (written on the database's queue,
/// read on the main actor).
final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// The login the contacts app remembers, kept with keyed archiving (seed 004's NSCoding object)
/// in the sandbox's `Documents/login.data`.
public final class RememberedLogin: NSObject, NSSecureCoding {
    /// Read back only as this class (the class-checked, throwing decoding).
    public static var supportsSecureCoding: Bool { true }

    /// The account.
    public var account: String
    /// The password, kept only when `remembersPassword`.
    public var password: String?
    /// 记住密码.
    public var remembersPassword: Bool
    /// 自动登录.
    public var logsInAutomatically: Bool

    /// A remembered login.
    public init(account: String, password: String?, remembersPassword: Bool, logsInAutomatically: Bool) {
        self.account = account
        self.password = password
        self.remembersPassword = remembersPassword
        self.logsInAutomatically = logsInAutomatically
    }

    /// Writes the properties (seed 004's `encodeWithCoder:`).
    public func encode(with coder: NSCoder) {
        coder.encode(account, forKey: "account")
        coder.encode(password, forKey: "password")
        coder.encode(remembersPassword, forKey: "remember")
        coder.encode(logsInAutomatically, forKey: "autoLogin")
    }

    /// Reads them back (seed 004's `initWithCoder:`).
    public init?(coder decoder: NSCoder) {
        account = decoder.decodeObject(of: NSString.self, forKey: "account") as String? ?? ""
        password = decoder.decodeObject(of: NSString.self, forKey: "password") as String?
        remembersPassword = decoder.decodeBool(forKey: "remember")
        logsInAutomatically = decoder.decodeBool(forKey: "autoLogin")
    }

    /// The file it is kept in.
    static func url(in sandbox: AppSandbox) -> URL { sandbox.documentsDirectory.appendingPathComponent("login.data") }

    /// The remembered login of `sandbox`, nil when there is none, or when the file is damaged —
    /// checked, then read with the class-checked decoding that records an error instead of
    /// trapping (Foundation's `unarchiveObject(withFile:)` stops the process on damaged bytes on Linux).
    public static func load(from sandbox: AppSandbox) -> RememberedLogin? {
        guard let data = FileManager.default.contents(atPath: url(in: sandbox).path),
              let coder = try? NSKeyedUnarchiver.checked(forReadingFrom: data) else { return nil }
        let login = coder.decodeObject(of: RememberedLogin.self, forKey: NSKeyedArchiveRootObjectKey)
        coder.finishDecoding()
        return coder.error == nil ? login : nil
    }

    /// Saves it in `sandbox` (seed 004's `archiveRootObject:toFile:`).
    @discardableResult
    public func save(in sandbox: AppSandbox) -> Bool {
        try? FileManager.default.createDirectory(at: sandbox.documentsDirectory, withIntermediateDirectories: true)
        return NSKeyedArchiver.archiveRootObject(self, toFile: RememberedLogin.url(in: sandbox).path)
    }
}

/// What the contacts app's screens share: the sandbox and the contacts.
@MainActor
public final class ContactsEnvironment {
    /// The app's folders.
    public let sandbox: AppSandbox
    /// The contacts.
    public let store: ContactStore
    /// The account and password that log in.
    public static let account = "folio", password = "123"

    /// The environment of `sandbox`.
    public init(sandbox: AppSandbox) {
        self.sandbox = sandbox
        store = ContactStore(sandbox: sandbox)
    }

    /// The remembered login, if any.
    public var rememberedLogin: RememberedLogin? { RememberedLogin.load(from: sandbox) }
}
