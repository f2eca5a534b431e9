extension Cassowary {
    /// An object a solver keeps in a `SlotTable`: it remembers its slot in the one solver that
    /// owns it, so that solver finds it without hashing (as kiwi keeps a variable's data in the
    /// variable). Objects shared with other solvers are found there through a dictionary.
    protocol Slotted: AnyObject, Hashable {
        var ownerID: UInt64 { get set }
        var slot: Int { get set }
    }

    /// Values by slot for `Slotted` keys, slots reused after removal.
    struct SlotTable<Key: Slotted, Value> {
        let owner: UInt64
        private(set) var keys: [Key?] = []
        var values: [Value?] = []
        private var free: [Int] = []
        private var foreign: [Key: Int] = [:]
        private(set) var count = 0

        init(owner: UInt64) { self.owner = owner }

        @inline(__always)
        func slot(of key: Key) -> Int? { key.ownerID == owner ? key.slot : foreign[key] }

        @inline(__always)
        subscript(slot: Int) -> Value {
            get { values[slot]! }
            set { values[slot] = newValue }
        }

        @inline(__always)
        mutating func insert(_ key: Key, _ value: Value) -> Int {
            let s: Int
            if let f = free.popLast() {
                s = f; keys[s] = key; values[s] = value
            } else {
                s = keys.count; keys.append(key); values.append(value)
            }
            if key.ownerID == 0 { key.ownerID = owner; key.slot = s } else { foreign[key] = s }
            count += 1
            return s
        }

        @discardableResult @inline(__always)
        mutating func remove(at s: Int) -> Value {
            let key = keys[s]!, value = values[s]!
            if key.ownerID == owner { key.ownerID = 0; key.slot = -1 } else { foreign[key] = nil }
            keys[s] = nil; values[s] = nil
            free.append(s)
            count -= 1
            return value
        }

        /// Empties the table and gives up ownership of its keys.
        mutating func removeAll() {
            for case let key? in keys where key.ownerID == owner { key.ownerID = 0; key.slot = -1 }
            keys = []; values = []; free = []; foreign = [:]; count = 0
        }

        /// Occupied slots in slot order.
        var entries: [(slot: Int, key: Key, value: Value)] {
            keys.indices.compactMap { i in keys[i].map { (i, $0, values[i]!) } }
        }
    }
}
