import Foundation

/// One batch of changes to a sectioned list of items, as a collection view takes them: deletes
/// and reloads name the items as they were, inserts and move destinations as they will be.
///
/// UIKit's rule places everything: in each section after the update, the inserted items and the
/// items moved in take their given places, and the items that stay fill the other places in
/// their old order; sections work the same way (a new section is all new). `problem(oldCounts:
/// newCounts:)` checks the batch against the counts before and after, in UIKit's words.
public struct BatchUpdate: Sendable, Equatable {
    /// An item's place: its section and its index there.
    public typealias Position = ListGeometry.Position

    /// Items removed (old places).
    public var deletedItems: [Position] = []
    /// Items added (new places).
    public var insertedItems: [Position] = []
    /// Items given a new cell in place (old places).
    public var reloadedItems: [Position] = []
    /// Items moved: from an old place to a new one.
    public var movedItems: [Move] = []
    /// Sections removed (old indices).
    public var deletedSections: [Int] = []
    /// Sections added (new indices).
    public var insertedSections: [Int] = []

    /// An item moved from an old place to a new one.
    public struct Move: Sendable, Equatable {
        /// The old place.
        public var from: Position
        /// The new place.
        public var to: Position
        /// A move of the item at `from` to `to`.
        public init(from: Position, to: Position) { self.from = from; self.to = to }
    }

    /// An empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty
    }

    /// Where each old section goes (nil: deleted), given the new section count.
    public func sectionMap(oldCount: Int, newCount: Int) -> [Int?] {
        let deleted = Set(deletedSections), inserted = Set(insertedSections)
        var map: [Int?] = []
        var next = 0
        for s in 0..<max(0, oldCount) {
            if deleted.contains(s) { map.append(nil); continue }
            while inserted.contains(next) { next += 1 }
            map.append(next < newCount ? next : nil)
            next += 1
        }
        return map
    }

    /// Where each old item goes (absent: deleted, or in a deleted section). Reloaded items keep
    /// their place (they get a new cell there).
    public func mapping(oldCounts: [Int], newCounts: [Int]) -> [Position: Position] {
        let sections = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        let deleted = Set(deletedItems)
        var movedFrom: [Position: Position] = [:]
        for m in movedItems { movedFrom[m.from] = m.to }
        // Per new section, the places taken by inserts and moves.
        var taken: [Int: Set<Int>] = [:]
        for p in insertedItems { taken[p.section, default: []].insert(p.row) }
        for m in movedItems { taken[m.to.section, default: []].insert(m.to.row) }
        var result: [Position: Position] = [:]
        for (old, new) in sections.enumerated() {
            guard let new else { continue }
            let count = newCounts.indices.contains(new) ? newCounts[new] : 0
            let occupied = taken[new] ?? []
            var next = 0
            for item in 0..<max(0, oldCounts[old]) {
                let p = Position(section: old, row: item)
                if deleted.contains(p) { continue }
                if let to = movedFrom[p] { result[p] = to; continue }
                while occupied.contains(next) { next += 1 }
                if next < count { result[p] = Position(section: new, row: next) }
                next += 1
            }
        }
        // Moves out of deleted sections still land.
        for m in movedItems where result[m.from] == nil && !deleted.contains(m.from) { result[m.from] = m.to }
        return result
    }

    /// What is wrong with the batch given the counts before and after, in UIKit's words; nil
    /// when it adds up.
    public func problem(oldCounts: [Int], newCounts: [Int]) -> String? {
        let deletedS = Set(deletedSections), insertedS = Set(insertedSections)
        if newCounts.count != oldCounts.count - deletedS.count + insertedS.count {
            return "invalid number of sections. The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedS.count) inserted, \(deletedS.count) deleted)."
        }
        for s in deletedS where !oldCounts.indices.contains(s) {
            return "attempt to delete section \(s), but there are only \(oldCounts.count) sections before the update"
        }
        for s in insertedS where !newCounts.indices.contains(s) {
            return "attempt to insert section \(s) but there are only \(newCounts.count) sections after the update"
        }
        func oldExists(_ p: Position) -> Bool { oldCounts.indices.contains(p.section) && p.row >= 0 && p.row < oldCounts[p.section] }
        func newExists(_ p: Position) -> Bool { newCounts.indices.contains(p.section) && p.row >= 0 && p.row < newCounts[p.section] }
        func count(_ s: Int, _ counts: [Int]) -> Int { counts.indices.contains(s) ? counts[s] : 0 }
        for p in deletedItems + reloadedItems where !oldExists(p) {
            return "attempt to delete item \(p.row) from section \(p.section) which only contains \(count(p.section, oldCounts)) items before the update"
        }
        for p in insertedItems where !newExists(p) {
            return "attempt to insert item \(p.row) into section \(p.section), but there are only \(count(p.section, newCounts)) items in section \(p.section) after the update"
        }
        for m in movedItems {
            if !oldExists(m.from) { return "attempt to move item at index path (\(m.from.section), \(m.from.row)) which does not exist before the update" }
            if !newExists(m.to) { return "attempt to move item to index path (\(m.to.section), \(m.to.row)) which does not exist after the update" }
        }
        let places = insertedItems.map { ($0.section, $0.row) } + movedItems.map { ($0.to.section, $0.to.row) }
        if Set(places.map { "\($0.0).\($0.1)" }).count != places.count {
            return "attempt to insert or move more than one item to the same index path"
        }
        let map = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count)
        for (old, new) in map.enumerated() {
            guard let new else { continue }
            let deletes = Set(deletedItems.filter { $0.section == old }).count
            let inserts = Set(insertedItems.filter { $0.section == new }).count
            let movedIn = movedItems.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = movedItems.filter { $0.from.section == old && $0.to.section != new }.count
            let expected = oldCounts[old] - deletes + inserts + movedIn - movedOut
            if newCounts[new] != expected {
                return "invalid number of items in section \(new). The number of items contained in an existing section after the update (\(newCounts[new])) must be equal to the number of items contained in that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted from that section (\(inserts) inserted, \(deletes) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
