import Foundation
import FolioCore

/// Row inserts and deletes gathered between `beginUpdates()` and `endUpdates()`.
struct PendingUpdates {
    var depth = 0
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var animation: UITableView.RowAnimation = .automatic
    var completions: [@MainActor (Bool) -> Void] = []
}

extension UITableView {
    /// How long rows take to move, come and go.
    static let updateDuration: TimeInterval = 0.3

    /// Starts a group of inserts and deletes applied together at `endUpdates()`.
    public func beginUpdates() { updates.depth += 1 }

    /// Applies the group: the data source's new counts must equal the old ones plus inserts minus
    /// deletes, section by section (UIKit's "Invalid update" otherwise — logged here, and the
    /// table reloads instead of crashing).
    public func endUpdates() {
        guard updates.depth > 0 else {
            UITableView.tableLog.error("endUpdates() without beginUpdates(): ignored")
            return
        }
        updates.depth -= 1
        guard updates.depth == 0 else { return }
        let pending = updates
        updates = PendingUpdates()
        apply(pending)
    }

    /// UIKit's `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ changes: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        beginUpdates()
        changes?()
        if let completion { updates.completions.append(completion) }
        endUpdates()
    }

    /// Inserts rows the data source now has, animated.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.inserts += indexPaths; $0.animation = animation }
    }

    /// Deletes rows the data source no longer has, animated.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletes += indexPaths; $0.animation = animation }
    }

    /// Asks the data source again for these rows' cells.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloads += indexPaths }
    }

    private func record(_ change: (inout PendingUpdates) -> Void) {
        beginUpdates()
        change(&updates)
        endUpdates()
    }

    private func apply(_ pending: PendingUpdates) {
        guard let old = geometry else {       // nothing loaded yet: the next layout loads it all
            pending.completions.forEach { $0(true) }
            return
        }
        let new = measure()
        if let problem = UpdateMapping.problem(old: old, new: new, deletes: pending.deletes, inserts: pending.inserts) {
            UITableView.tableLog.error("Invalid update: \(problem); reloading the table instead")
            reloadData()
            pending.completions.forEach { $0(false) }
            return
        }
        let mapping = UpdateMapping(old: old, deletes: pending.deletes, inserts: pending.inserts)
        geometry = new
        remapSelection(mapping)
        swipe = .idle
        let animated = window?.application != nil && pending.animation != .none
        var moved: [ListGeometry.Position: UITableViewCell] = [:]
        for (position, cell) in visible {
            if let target = mapping.newPosition(of: position), !pending.reloads.contains(IndexPath(position)) {
                moved[target] = cell
            } else {
                depart(cell, from: position, animation: pending.animation, animated: animated)
            }
        }
        visible = moved
        let inserted = Set(pending.inserts.map(\.position))
        let range = contentOffsetRange(.vertical)
        let y = min(max(contentOffset.y, range.lowerBound), max(range.lowerBound, listTop + new.contentHeight - bounds.height))
        applyContentSize()
        if y != contentOffset.y { applyOffset(CGPoint(x: contentOffset.x, y: y)) }
        let before = Set(visible.keys)
        let oldFrames = visible.mapValues { $0.frame }
        tile()
        for (position, cell) in visible {
            if inserted.contains(position) || !before.contains(position) {
                guard animated, inserted.contains(position) else { continue }
                let final = cell.frame
                cell.alpha = 0
                if pending.animation == .left || pending.animation == .right {
                    cell.frame = final.offsetBy(dx: pending.animation == .left ? -bounds.width : bounds.width, dy: 0)
                }
                UIView.animate(withDuration: UITableView.updateDuration) { cell.alpha = 1; cell.frame = final }
            } else if animated, let from = oldFrames[position], from != cell.frame {
                let final = cell.frame
                cell.frame = from
                UIView.animate(withDuration: UITableView.updateDuration) { cell.frame = final }
            }
        }
        let done = pending.completions
        if animated, !done.isEmpty {
            UIView.animate(withDuration: UITableView.updateDuration, animations: { [weak self] in self?.alpha = self?.alpha ?? 1 },
                           completion: { finished in done.forEach { $0(finished) } })
        } else {
            done.forEach { $0(true) }
        }
    }

    /// A deleted (or reloaded) row's cell fades or slides away, then goes back to the pool.
    private func depart(_ cell: UITableViewCell, from position: ListGeometry.Position, animation: RowAnimation, animated: Bool) {
        guard animated else { recycle(cell, at: position); return }
        departing.append(cell)
        let end = animation == .left ? cell.frame.offsetBy(dx: -bounds.width, dy: 0)
            : animation == .right ? cell.frame.offsetBy(dx: bounds.width, dy: 0) : cell.frame
        UIView.animate(withDuration: UITableView.updateDuration, animations: {
            cell.alpha = 0
            cell.frame = end
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.departing.removeAll { $0 === cell }
            cell.alpha = 1
            self.recycle(cell, at: position)
        })
    }

    private func remapSelection(_ mapping: UpdateMapping) {
        guard let old = selected else { return }
        selected = mapping.newPosition(of: old.position).map(IndexPath.init)
    }
}
