import Foundation
import FolioCore

/// Where each old row goes after deletes (old index paths) and inserts (new index paths), by
/// UIKit's rule: in each section the surviving old rows keep their order and fill the new rows
/// that were not inserted.
struct UpdateMapping {
    private var table: [Int: [Int?]] = [:]   // section → old row → new row (nil: deleted)

    init(old: ListGeometry, deletes: [IndexPath], inserts: [IndexPath]) {
        let deleted = Set(deletes.map(\.position)), inserted = Set(inserts.map(\.position))
        for s in 0..<old.sectionCount {
            var map: [Int?] = []
            var next = 0
            for r in 0..<old.rowCount(in: s) {
                if deleted.contains(.init(section: s, row: r)) { map.append(nil); continue }
                while inserted.contains(.init(section: s, row: next)) { next += 1 }
                map.append(next)
                next += 1
            }
            table[s] = map
        }
    }

    /// The row's place after the update, nil when it was deleted.
    func newPosition(of position: ListGeometry.Position) -> ListGeometry.Position? {
        guard let map = table[position.section], map.indices.contains(position.row), let row = map[position.row] else { return nil }
        return .init(section: position.section, row: row)
    }

    /// What is wrong with an update, in UIKit's words; nil when it adds up.
    static func problem(old: ListGeometry, new: ListGeometry, deletes: [IndexPath], inserts: [IndexPath]) -> String? {
        guard old.sectionCount == new.sectionCount else {
            return "invalid number of sections. The number of sections contained in the table view after the update (\(new.sectionCount)) must be equal to the number of sections contained in the table view before the update (\(old.sectionCount))"
        }
        for p in deletes where !old.contains(p.position) {
            return "attempt to delete row \(p.row) from section \(p.section) which only contains \(old.rowCount(in: p.section)) rows before the update"
        }
        for p in inserts where !new.contains(p.position) {
            return "attempt to insert row \(p.row) into section \(p.section), but there are only \(new.rowCount(in: p.section)) rows in section \(p.section) after the update"
        }
        for s in 0..<old.sectionCount {
            let d = Set(deletes.filter { $0.section == s }).count, i = Set(inserts.filter { $0.section == s }).count
            let before = old.rowCount(in: s), after = new.rowCount(in: s)
            if after != before - d + i {
                return "invalid number of rows in section \(s). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(i) inserted, \(d) deleted)"
            }
        }
        return nil
    }
}
