import Foundation
import FolioCore

extension UITableView {
    /// Puts a cell on every row in view (asking the data source only for rows that just came into
    /// view) and hands the cells of rows that left back to the pool.
    func tile() {
        guard let geometry, dataSource != nil else { return }
        let top = contentOffset.y - listTop, bottom = top + bounds.height   // in the rows' own coordinates
        let wanted = geometry.rows(from: top, to: bottom)
        let keep = Set(wanted)
        for (position, cell) in visible where !keep.contains(position) {
            visible[position] = nil
            recycle(cell, at: position)
        }
        for position in wanted {
            let frame = rectForRow(at: IndexPath(position))
            if let cell = visible[position] {
                cell.frame = frame   // the same frame during an update animation: the animation goes on
            } else if let cell = obtainCell(for: position) {
                cell.frame = frame
                visible[position] = cell
            }
        }
        tileHeaders(geometry, top: top, bottom: bottom)
    }

    /// Asks the data source for a row's cell and checks it is one this table may show.
    private func obtainCell(for position: ListGeometry.Position) -> UITableViewCell? {
        guard let source = dataSource else { return nil }
        let indexPath = IndexPath(position)
        var cell = source.tableView(self, cellForRowAt: indexPath)
        if let owner = cell.owner, owner !== self {
            UITableView.tableLog.error("the data source returned a cell that belongs to another table for row \(position.row) in section \(position.section); showing an empty cell")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        } else if visible.values.contains(where: { $0 === cell }) || departing.contains(where: { $0 === cell }) {
            UITableView.tableLog.error("the data source returned a cell already shown for another row at row \(position.row) in section \(position.section); showing an empty cell")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if cell.owner == nil {   // made by the data source itself
            createdCellCount += 1
            cell.owner = self
        }
        cell.setSelected(selected == indexPath, animated: false)
        cell.setHighlighted(keyboardFocus == indexPath, animated: false)
        cell.setEditing(editing && canSwipe(indexPath), animated: false)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        return cell
    }

    /// Takes a cell off screen: into the pool when it has an identifier, else away.
    func recycle(_ cell: UITableViewCell, at position: ListGeometry.Position?) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        if let position { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(position)) }
        guard let id = cell.reuseIdentifier, cell.owner === self else { return }
        reusePool[id, default: []].append(cell)
    }

    /// Section headers of the plain style: a header stays at the top of the viewport while its
    /// section scrolls under it, pushed up by the next section's header.
    private func tileHeaders(_ geometry: ListGeometry, top: CGFloat, bottom: CGFloat) {
        let sections = geometry.sections(from: top, to: bottom)
        for (s, label) in headers where !sections.contains(s) || geometry.headerHeights[s] <= 0 {
            label.removeFromSuperview()
            headers[s] = nil
        }
        let pinnedTop = top + adjustedContentInset.top
        for s in sections where geometry.headerHeights[s] > 0 {
            guard let span = geometry.sectionSpan(s) else { continue }
            let h = geometry.headerHeights[s]
            let y = listTop + min(max(span.lowerBound, pinnedTop), span.upperBound - h)
            let label = headers[s] ?? makeHeader(s)
            label.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
            bringSubviewToFront(label)
        }
    }

    private func makeHeader(_ section: Int) -> UILabel {
        let label = HeaderLabel()
        label.text = dataSource?.tableView(self, titleForHeaderInSection: section)
        label.font = .boldSystemFont(ofSize: 15)
        label.backgroundColor = UIColor(rgb: 0xF2F2F7)
        headers[section] = label
        addSubview(label)
        return label
    }
}

/// A plain section header: its title inset 16 pt from the leading edge.
@MainActor
final class HeaderLabel: UILabel {
    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        canvas.saveState()
        canvas.translateBy(x: 16, y: 0)
        super.draw(rect)
        canvas.restoreState()
    }
}
