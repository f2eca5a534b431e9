import Foundation

extension BatchUpdate {
    /// The batch that turns `old` into `new`, sections and items matched by identity: sections
    /// and items that appear are inserted, those that go are deleted, items that stay keep their
    /// places unless they changed order (the longest run in order stays, the rest move), and
    /// items in `reloading` that stay in place are reloaded (a reloaded item that moves is
    /// deleted and inserted). Sections that changed order are deleted and inserted.
    public init<Section: Hashable, Item: Hashable>(from old: [(section: Section, items: [Item])],
                                                   to new: [(section: Section, items: [Item])],
                                                   reloading: Set<Item> = []) {
        self.init()
        let oldIndex = Dictionary(old.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { a, _ in a })
        let newIndex = Dictionary(new.enumerated().map { ($1.section, $0) }, uniquingKeysWith: { a, _ in a })
        // Sections in both, kept where their order holds.
        let common = old.indices.filter { newIndex[old[$0].section] != nil }
        let keptOrder = Set(BatchUpdate.longestIncreasingRun(common.map { newIndex[old[$0].section]! }).map { common[$0] })
        var sectionMap: [Int: Int] = [:]   // old → new, for sections that stay
        for o in old.indices {
            if keptOrder.contains(o) { sectionMap[o] = newIndex[old[o].section]! } else { deletedSections.append(o) }
        }
        let staying = Set(sectionMap.values)
        insertedSections = new.indices.filter { !staying.contains($0) }

        var newPlace: [Item: Position] = [:]
        for (s, entry) in new.enumerated() {
            for (i, item) in entry.items.enumerated() { newPlace[item] = Position(section: s, row: i) }
        }
        var oldPlace: [Item: Position] = [:]
        for (s, entry) in old.enumerated() {
            for (i, item) in entry.items.enumerated() { oldPlace[item] = Position(section: s, row: i) }
        }
        // Old items: gone, moving, or staying in order.
        for (o, entry) in old.enumerated() {
            guard let n = sectionMap[o] else { continue }   // the whole section goes
            var candidates: [(row: Int, to: Int)] = []
            for (i, item) in entry.items.enumerated() {
                let from = Position(section: o, row: i)
                guard let to = newPlace[item], staying.contains(to.section) else { deletedItems.append(from); continue }
                if to.section == n { candidates.append((i, to.row)) } else { movedItems.append(Move(from: from, to: to)) }
            }
            let inOrder = Set(BatchUpdate.longestIncreasingRun(candidates.map(\.to)).map { candidates[$0].row })
            for c in candidates {
                let from = Position(section: o, row: c.row), to = Position(section: n, row: c.to)
                let item = entry.items[c.row]
                if !inOrder.contains(c.row) {
                    if reloading.contains(item) { deletedItems.append(from); insertedItems.append(to) } else { movedItems.append(Move(from: from, to: to)) }
                } else if reloading.contains(item) {
                    reloadedItems.append(from)
                }
            }
        }
        // New items in sections that stay: those that were nowhere (or in a section that went).
        for (n, entry) in new.enumerated() where staying.contains(n) {
            for (i, item) in entry.items.enumerated() {
                if let from = oldPlace[item], sectionMap[from.section] != nil { continue }
                insertedItems.append(Position(section: n, row: i))
            }
        }
    }

    /// The indices of a longest strictly increasing run of `values` (patience sorting).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 { run.append(k); k = previous[k] }
        return run.reversed()
    }
}
