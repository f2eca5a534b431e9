import Foundation

/// The values associated with objects by key (`objc_setAssociatedObject`), kept beside the
/// objects since Linux's `NSObject` has no room for them.
///
/// Every read and write takes one lock, so associations are safe from any thread. A value is
/// released when its object is: at once for Folio's responders, layers and gesture recognizers
/// (their `deinit` drops their row), and for any other object at the latest when the table next
/// grows past twice the rows it kept at its last sweep (a row whose object is gone is never read:
/// an object that reuses its address starts with no values).
final class AssociationTable: @unchecked Sendable {
    /// The process's table.
    static let shared = AssociationTable()

    private init() {
        // Layers live below the toolkit: they tell the table when they go.
        CALayer.departed = { AssociationTable.shared.removeAll(of: $0) }
    }

    private enum Held {
        case strong(Any)
        case weak(WeakValue)
    }
    private final class WeakValue { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }
    private struct Row {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var rows: [ObjectIdentifier: Row] = [:]
    private var sweepAt = 64

    /// Associates `value` with `object` under `key` (nil removes it), held as `policy` says.
    func set(_ value: Any?, for key: UnsafeRawPointer, of object: AnyObject, policy: objc_AssociationPolicy) {
        let held: Held? = value.map { value in
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                return type(of: value) is AnyClass ? .weak(WeakValue(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                return .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                return .strong(value)
            }
        }
        var released: [Row] = []   // dropped after the lock is given back: a value's deinit may associate
        lock.lock()
        let id = ObjectIdentifier(object)
        var row = rows[id].flatMap { $0.object === object ? $0 : nil } ?? Row(object: object)
        if let old = rows[id], old.object !== object { released.append(old) }
        let previous = row.values[key]
        row.values[key] = held
        if row.values.isEmpty { rows[id] = nil } else { rows[id] = row }
        if rows.count >= sweepAt {
            let dead = rows.filter { $0.value.object == nil }
            for id in dead.keys { rows[id] = nil }
            released += dead.values
            sweepAt = max(64, rows.count * 2)
        }
        lock.unlock()
        withExtendedLifetime((previous, released)) {}
    }

    /// The value associated with `object` under `key`, or nil.
    func value(for key: UnsafeRawPointer, of object: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let row = rows[ObjectIdentifier(object)], row.object === object else { return nil }
        switch row.values[key] {
        case .strong(let value)?: return value
        case .weak(let box)?: return box.object
        case nil: return nil
        }
    }

    /// Drops every value of the object with this identity (its `deinit`, or
    /// `objc_removeAssociatedObjects`).
    func removeAll(of id: ObjectIdentifier) {
        lock.lock()
        let row = rows.removeValue(forKey: id)
        lock.unlock()
        withExtendedLifetime(row) {}
    }

    /// How many objects have values now (for tests).
    var objectCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return rows.values.filter { $0.object != nil }.count
    }
}

/// Associates `value` with `object` under `key`, as the Objective-C runtime does: a library's
/// stored property in an extension (`private var key = 0` … `&key`). `nil` removes it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(value, for: key, of: object as AnyObject, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(for: key, of: object as AnyObject)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(of: ObjectIdentifier(object as AnyObject))
}
