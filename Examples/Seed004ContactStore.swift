import Foundation
import UIKit

/// A contact, saved with keyed archiving as seed 004 saves its Persion (NSCoding).
public final class Contact: NSObject, NSCoding {
    /// The name.
    public var name: String
    /// The phone number.
    public var phone: String

    /// A contact.
    public init(name: String, phone: String) {
        self.name = name
        self.phone = phone
    }

    /// Writes the properties to save (seed 004's `encodeWithCoder:`).
    public func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(phone, forKey: "phone")
    }

    /// Reads them back (seed 004's `initWithCoder:`).
    public init?(coder decoder: NSCoder) {
        name = decoder.decodeObject(forKey: "name") as? String ?? ""
        phone = decoder.decodeObject(forKey: "phone") as? String ?? ""
    }
}

/// The contacts of the contacts app, kept in the sandbox's `Documents/contacts.data` with
/// `NSKeyedArchiver`; every change is saved at once and posted as `didChangeNotification`
/// (seed 004's 通知).
@MainActor
public final class ContactStore {
    /// Posted after every change; the object is the store.
    public static let didChangeNotification = Notification.Name("ContactStoreDidChange")

    /// The contacts, in list order.
    public private(set) var contacts: [Contact] = []
    /// Where they are saved.
    public let fileURL: URL
    /// The centre changes are posted to.
    public let notificationCenter: NotificationCenter

    /// The store of `sandbox`, loaded from its file (none yet: empty).
    public init(sandbox: AppSandbox, notificationCenter: NotificationCenter = NotificationCenter()) {
        fileURL = sandbox.documentsDirectory.appendingPathComponent("contacts.data")
        self.notificationCenter = notificationCenter
        if let data = FileManager.default.contents(atPath: fileURL.path) {
            contacts = (NSKeyedUnarchiver.unarchiveObject(with: data) as? [Contact]) ?? []
        }
    }

    /// Adds a contact at the end.
    public func add(_ contact: Contact) {
        contacts.append(contact)
        changed()
    }

    /// Replaces the contact at `index`.
    public func update(_ contact: Contact, at index: Int) {
        guard contacts.indices.contains(index) else { return }
        contacts[index] = contact
        changed()
    }

    /// Removes the contact at `index`.
    public func remove(at index: Int) {
        guard contacts.indices.contains(index) else { return }
        contacts.remove(at: index)
        changed()
    }

    private func changed() {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try NSKeyedArchiver.archivedData(withRootObject: contacts, requiringSecureCoding: false)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("contacts not saved: \(error)\n".utf8))
        }
        notificationCenter.post(name: ContactStore.didChangeNotification, object: self)
    }
}

/// What the contacts app's screens share: the sandbox, its user defaults and the contacts.
@MainActor
public final class ContactsEnvironment {
    /// The app's folders.
    public let sandbox: AppSandbox
    /// The login screen's preferences (account, password when remembered, the two switches).
    public let defaults: UserDefaults
    /// The contacts.
    public let store: ContactStore
    /// The account and password that log in.
    public static let account = "folio", password = "123"

    /// The environment of `sandbox`.
    public init(sandbox: AppSandbox) {
        self.sandbox = sandbox
        defaults = sandbox.userDefaults
        store = ContactStore(sandbox: sandbox)
    }
}
