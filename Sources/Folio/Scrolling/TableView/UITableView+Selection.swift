import Foundation
import FolioCore

extension UITableView {
    /// How far a finger may move and still select the row it lifts on.
    static let tapSlop: CGFloat = 10

    /// The selected row, nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selected }

    /// Selects a row in code (no delegate calls, as in UIKit) and scrolls it to `scrollPosition`.
    /// nil deselects.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            if let old = selected { deselectRow(at: old, animated: animated) }
            return
        }
        guard loadedGeometry.contains(indexPath.position) else {
            UITableView.tableLog.error("selectRow(at: \(indexPath)): no such row")
            return
        }
        if let old = selected, old != indexPath { cellForRow(at: old)?.setSelected(false, animated: animated) }
        selected = indexPath
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row in code (no delegate calls).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selected == indexPath else { return }
        selected = nil
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// The user's selection: the delegate may redirect or refuse it, the old row is deselected
    /// (`didDeselectRowAt`), then the new one selected (`didSelectRowAt`).
    func userSelect(_ indexPath: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, loadedGeometry.contains(target.position) else { return }
        if let old = selected, old != target {
            deselectRow(at: old, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: old)
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    // MARK: Touches

    /// A finger down on a row highlights it (not when the touch only stops a fling).
    func touchDownOnRow(_ touches: Set<UITouch>) {
        if case .touching(interrupted: true) = phase { return }
        if editing, let p = touches.first?.location(in: self), let row = indexPathForRow(at: p),
           let cell = cellForRow(at: row), cell.isEditing, cell.editingControlContains(cell.convert(p, from: self)) {
            openDeleteButton(row)   // the delete control: the row's Delete button slides in
            return
        }
        guard allowsSelection, !editing || allowsSelectionDuringEditing, !closeOpenSwipe(),
              let p = touches.first?.location(in: self), let row = indexPathForRow(at: p) else { return }
        cellForRow(at: row)?.setHighlighted(true, animated: false)
        pendingTouch = (row, p)
    }

    /// A finger that wanders off (a drag no recognizer took) is not a tap: no selection.
    func touchMovedOnRow(_ touches: Set<UITouch>) {
        guard let (row, start) = pendingTouch, let p = touches.first?.location(in: self) else { return }
        if hypot(p.x - start.x, p.y - start.y) > UITableView.tapSlop {
            pendingTouch = nil
            cellForRow(at: row)?.setHighlighted(false, animated: false)
        }
    }

    /// A lift on the same row selects it.
    func touchUpOnRow(_ touches: Set<UITouch>) {
        guard let (row, _) = pendingTouch else { return }
        pendingTouch = nil
        cellForRow(at: row)?.setHighlighted(false, animated: false)
        guard let p = touches.first?.location(in: self), indexPathForRow(at: p) == row else { return }
        userSelect(row)
    }

    /// A scroll that takes the touch over removes the highlight.
    func touchCancelledOnRow() {
        guard let (row, _) = pendingTouch else { return }
        pendingTouch = nil
        cellForRow(at: row)?.setHighlighted(false, animated: false)
    }
}
