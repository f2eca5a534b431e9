import Foundation
import Logging

/// Made per use: honours a later `LoggingSystem.bootstrap`.
private var observerLog: Logger { Logger(label: "folio.notifications") }

/// UIKit code's selector-based observers, with the method reference `folio-port` writes for the
/// selector: `center.addObserver(self, selector: Pager.rotated(_:), name: …, object: nil)`.
/// The observer is held weakly (as iOS does since 9: no need to remove it before it goes away);
/// `removeObserver(self)` removes what it added, as on iOS.
extension NotificationCenter {
    /// Calls `selector` on `observer` with each matching notification, on the posting thread
    /// (UIKit's rule; post from the main actor).
    @preconcurrency public func addObserver<Observer: AnyObject>(_ observer: Observer,
                                                 selector: @escaping (Observer) -> @MainActor (Notification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        // Called where the notification is posted, as on iOS (see `deliver`).
        nonisolated(unsafe) let selector = selector
        let delivery = ObserverDelivery(observer: observer) { observer, note in selector(observer)(note) }
        register(delivery, observer: observer, name: name, object: object)
    }

    /// Calls `selector` (no argument) on `observer` with each matching notification.
    @preconcurrency public func addObserver<Observer: AnyObject>(_ observer: Observer,
                                                 selector: @escaping (Observer) -> @MainActor () -> Void,
                                                 name: Notification.Name?, object: Any?) {
        nonisolated(unsafe) let selector = selector
        let delivery = ObserverDelivery(observer: observer) { observer, _ in selector(observer)() }
        register(delivery, observer: observer, name: name, object: object)
    }

    /// Calls `selector` of an observer that is not main-actor code (a model, a cache) with each
    /// matching notification, on the posting thread. (The method may throw: its error is logged.
    /// The parameter is typed throwing so that this overload and the main-actor one stay apart.)
    public func addObserver<Observer: AnyObject, Argument>(_ observer: Observer,
                                                           selector: @escaping (Observer) -> (Argument) throws -> Void,
                                                           name: Notification.Name?, object: Any?) {
        nonisolated(unsafe) let selector = selector
        let delivery = ObserverDelivery(observer: observer) { observer, note in
            guard let argument = note.folioArgument(Argument.self) else { return }
            do { try selector(observer)(argument) } catch { observerLog.error("\(note.name.rawValue) observer threw \(error)") }
        }
        register(delivery, observer: observer, name: name, object: object)
    }

    /// Calls `selector` (no argument) of an observer that is not main-actor code.
    public func addObserver<Observer: AnyObject>(_ observer: Observer,
                                                 selector: @escaping (Observer) -> () throws -> Void,
                                                 name: Notification.Name?, object: Any?) {
        nonisolated(unsafe) let selector = selector
        let delivery = ObserverDelivery(observer: observer) { observer, note in
            do { try selector(observer)() } catch { observerLog.error("\(note.name.rawValue) observer threw \(error)") }
        }
        register(delivery, observer: observer, name: name, object: object)
    }

    /// Observes `name` for `delivery` and keeps the token for `removeObserver(_:)`.
    private func register<Observer>(_ delivery: ObserverDelivery<Observer>, observer: Observer,
                                    name: Notification.Name?, object: Any?) {
        let token = addObserver(forName: name, object: object, queue: nil) { note in delivery.deliver(note) }
        ObserverRegistry.shared.add(token, center: self, observer: observer, name: name)
    }

    /// Removes every observation `observer` added with a method reference, and any other it has.
    public func removeObserver(_ observer: AnyObject) {
        for token in ObserverRegistry.shared.remove(center: self, observer: observer, name: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s observations of `name` (all names when nil) added with a method reference.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in ObserverRegistry.shared.remove(center: self, observer: observer, name: name) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: name, object: object)
    }
}

extension Notification {
    /// The notification as an observer method takes it: itself, or an `NSNotification`; nil
    /// (with a diagnostic) for any other type.
    func folioArgument<Argument>(_ type: Argument.Type) -> Argument? {
        if let same = self as? Argument { return same }
        if let bridged = NSNotification(name: name, object: object, userInfo: userInfo) as? Argument { return bridged }
        observerLog.warning("\(name.rawValue): an observer method takes \(Argument.self), not a notification; not called")
        return nil
    }
}

/// One observation: the weakly held observer and what to call on it.
private final class ObserverDelivery<Observer: AnyObject>: @unchecked Sendable {
    weak var observer: Observer?
    let call: @MainActor (Observer, Notification) -> Void

    init(observer: Observer, call: @escaping @MainActor (Observer, Notification) -> Void) {
        self.observer = observer
        self.call = call
    }

    /// Calls the observer on the posting thread, as UIKit calls a selector observer: UI code posts
    /// from the main actor (the method is main-actor code); a post from elsewhere is the same race
    /// it is on iOS, not a trap.
    func deliver(_ note: Notification) {
        guard let observer else { return }
        nonisolated(unsafe) let note = note
        mainActorUnchecked { call(observer, note) }
    }
}

/// The tokens of method-reference observations, by centre and observer, so that
/// `removeObserver(_:)` can find them. Entries of observers that went away are dropped as
/// others are added.
private final class ObserverRegistry: @unchecked Sendable {
    static let shared = ObserverRegistry()

    private struct Entry {
        let center: ObjectIdentifier
        weak var observer: AnyObject?
        let name: Notification.Name?
        let token: NSObjectProtocol
    }
    private var entries: [Entry] = []
    private let lock = NSLock()

    func add(_ token: NSObjectProtocol, center: NotificationCenter, observer: AnyObject, name: Notification.Name?) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(center: ObjectIdentifier(center), observer: observer, name: name, token: token))
    }

    func remove(center: NotificationCenter, observer: AnyObject, name: Notification.Name?) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let matches = { (e: Entry) in
            e.center == ObjectIdentifier(center) && e.observer === observer && (name == nil || e.name == name)
        }
        let tokens = entries.filter(matches).map(\.token)
        entries.removeAll(where: matches)
        return tokens
    }
}
