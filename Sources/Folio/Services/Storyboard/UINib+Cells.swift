import Foundation

extension UICollectionView {
    /// Registers a nib whose views make the cells for `identifier`, UIKit's
    /// `register(_:forCellWithReuseIdentifier:)` with a nib: each new cell is the nib's top-level
    /// cell, or — Folio's nib reader builds plain views — a cell whose content view holds the
    /// nib's first top-level view, filling it. Nil unregisters.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        guard let nib else { cellFactories[identifier] = nil; return }
        cellFactories[identifier] = { NibCells.collectionCell(from: nib) }
    }
}

extension UITableView {
    /// Registers a nib whose views make the cells for `identifier` (see the collection view's).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = nil
        guard let nib else { cellFactories[identifier] = nil; return }
        cellFactories[identifier] = { identifier in NibCells.tableCell(from: nib, identifier: identifier) }
    }
}

/// Cells made from nibs.
@MainActor
enum NibCells {
    static func collectionCell(from nib: UINib) -> UICollectionViewCell {
        let objects = nib.instantiate(withOwner: nil)
        if let cell = objects.first as? UICollectionViewCell { return cell }
        let cell = UICollectionViewCell(frame: .zero)
        if let view = objects.first as? UIView { fill(cell.contentView, with: view) }
        return cell
    }

    static func tableCell(from nib: UINib, identifier: String) -> UITableViewCell {
        let objects = nib.instantiate(withOwner: nil)
        if let cell = objects.first as? UITableViewCell { return cell }
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        if let view = objects.first as? UIView { fill(cell.contentView, with: view) }
        return cell
    }

    private static func fill(_ container: UIView, with view: UIView) {
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }
}
