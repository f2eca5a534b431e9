import Foundation
import FolioCore

extension UITableView {
    /// A table driven from a hardware keyboard, as on iPadOS: ↑/↓ move the focus a row (the
    /// focused row is highlighted and scrolled into view; the first move starts from the selected
    /// row, else the first), Return selects the focused row as a tap does (`willSelectRowAt`,
    /// `didSelectRowAt`). Returns whether the key was used.
    func receiveKeyboardFocusKey(_ key: KeyInput) -> Bool {
        guard allowsSelection, !editing else { return false }
        switch key {
        case .up, .down:
            moveKeyboardFocus(down: key == .down)
            return true
        case .returnKey:
            guard let row = keyboardFocus, loadedGeometry.contains(row.position) else { return false }
            userSelect(row)
            return true
        default:
            return false
        }
    }

    private func moveKeyboardFocus(down: Bool) {
        let rows = (0..<numberOfSections).flatMap { s in (0..<numberOfRows(inSection: s)).map { IndexPath(row: $0, section: s) } }
        guard !rows.isEmpty else { return }
        let next: IndexPath
        if let current = keyboardFocus, let i = rows.firstIndex(of: current) {
            next = rows[min(max(i + (down ? 1 : -1), 0), rows.count - 1)]
        } else {
            next = selected.flatMap { rows.contains($0) ? $0 : nil } ?? rows[0]
        }
        if let old = keyboardFocus { cellForRow(at: old)?.setHighlighted(false, animated: false) }
        keyboardFocus = next
        scrollToRow(at: next, at: .none, animated: false)
        layoutIfNeeded()
        cellForRow(at: next)?.setHighlighted(true, animated: false)
    }
}
