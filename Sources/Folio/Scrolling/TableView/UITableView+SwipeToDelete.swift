import Foundation
import FolioCore

/// Where the swipe-to-delete of a table stands.
enum SwipeState: Equatable {
    /// No row is swiped.
    case idle
    /// A finger pulls a row's content left; `start` is how far it was open when the drag began.
    case dragging(row: IndexPath, start: CGFloat)
    /// A row rests open on its Delete button.
    case open(row: IndexPath)

    var row: IndexPath? {
        switch self {
        case .idle: return nil
        case let .dragging(row, _), let .open(row): return row
        }
    }
}

extension UITableView {
    /// Past this share of the width, letting go deletes at once (UIKit's full swipe).
    static let fullSwipeShare: CGFloat = 0.6

    func installSwipeToDelete() {
        swipeRecognizer.addTarget(self, action: UITableView.handleSwipe)
        swipeArbiter.table = self
        swipeRecognizer.delegate = swipeArbiter
        addGestureRecognizer(swipeRecognizer)
    }

    /// The width of a row's Delete button: its title plus margins.
    func deleteButtonWidth(_ row: IndexPath) -> CGFloat {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        return max(74, CGFloat(title.count) * 8 + 26)
    }

    /// Whether the row may be swiped.
    func canSwipe(_ row: IndexPath) -> Bool {
        loadedGeometry.contains(row.position) && dataSource?.tableView(self, canEditRowAt: row) == true
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let row = swipe.row ?? indexPathForRow(at: pan.location(in: self)), let cell = cellForRow(at: row) else { return }
            if let open = swipe.row, open != row { setSwipe(.idle, animated: true) }
            swipe = .dragging(row: row, start: cell.swipeOffset)
            prepareDeleteButton(cell, row)
        case .changed:
            guard case let .dragging(row, start) = swipe, let cell = cellForRow(at: row) else { return }
            cell.swipeOffset = min(max(start - pan.translation(in: self).x, 0), bounds.width)
            cell.layoutIfNeeded()
        case .ended:
            guard case let .dragging(row, _) = swipe, let cell = cellForRow(at: row) else { return }
            let vx = pan.velocity(in: self).x, width = deleteButtonWidth(row)
            if cell.swipeOffset > bounds.width * UITableView.fullSwipeShare {
                commitDelete(row)
            } else if vx < -300 || (vx <= 300 && cell.swipeOffset > width / 2) {
                setSwipe(.open(row: row), animated: true)
            } else {
                setSwipe(.idle, animated: true)
            }
        case .cancelled, .failed:
            setSwipe(.idle, animated: true)
        default: break
        }
    }

    /// Reveals the Delete button of `row` (a tap on its editing control).
    func openDeleteButton(_ row: IndexPath) {
        guard let cell = cellForRow(at: row) else { return }
        if swipe.row == row { return setSwipe(.idle, animated: true) }
        prepareDeleteButton(cell, row)
        setSwipe(.open(row: row), animated: true)
    }

    private func prepareDeleteButton(_ cell: UITableViewCell, _ row: IndexPath) {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        cell.deleteButton.setTitle(title, for: .normal)
        cell.deleteButton.addAction(UIAction(identifier: UIAction.Identifier("folio.table.delete")) { [weak self, weak cell] _ in
            guard let self, let cell, let row = self.indexPath(for: cell) else { return }
            self.commitDelete(row)
        }, for: .touchUpInside)
    }

    /// Moves the swiped row to `state`: open on its button, or closed.
    func setSwipe(_ state: SwipeState, animated: Bool) {
        let old = swipe.row
        swipe = state
        var moves: [(UITableViewCell, CGFloat)] = []
        if let old, old != state.row, let cell = cellForRow(at: old) { moves.append((cell, 0)) }
        if case let .open(row) = state, let cell = cellForRow(at: row) { moves.append((cell, deleteButtonWidth(row))) }
        if case .idle = state, let old, let cell = cellForRow(at: old), !moves.contains(where: { $0.0 === cell }) { moves.append((cell, 0)) }
        let apply: @MainActor () -> Void = { for (cell, offset) in moves { cell.swipeOffset = offset; cell.layoutIfNeeded() } }
        if animated && window?.application != nil { UIView.animate(withDuration: 0.25, animations: apply) } else { apply() }
    }

    /// Closes an open row; true when one was open (the touch that did it selects nothing).
    func closeOpenSwipe() -> Bool {
        guard case .open = swipe else { return false }
        setSwipe(.idle, animated: true)
        return true
    }

    private func commitDelete(_ row: IndexPath) {
        swipe = .idle
        dataSource?.tableView(self, commit: .delete, forRowAt: row)
        if let cell = cellForRow(at: row), cell.swipeOffset > 0 {   // the data source kept the row
            cell.swipeOffset = 0
            cell.layoutIfNeeded()
        }
    }
}

/// The table's answer to its swipe recognizer: begin only on a horizontal drag over an editable
/// row (or the row already open).
@MainActor
final class SwipeArbiter: UIGestureRecognizerDelegate {
    weak var table: UITableView?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let table, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let t = pan.translation(in: nil)
        guard abs(t.x) > abs(t.y) else { return false }
        if let open = table.swipe.row { return table.indexPathForRow(at: pan.location(in: table)) == open }
        guard t.x < 0, let row = table.indexPathForRow(at: pan.location(in: table)) else { return false }
        return table.canSwipe(row)
    }
}
