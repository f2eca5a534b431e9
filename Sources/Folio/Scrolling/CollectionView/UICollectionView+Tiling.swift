import Foundation
import FolioCore

extension UICollectionView {
    /// Puts a view on every element the layout places in the visible rectangle (asking the data
    /// source only for elements that just came into view) and hands the views of elements that
    /// left back to their pools.
    func tile() {
        guard dataSource != nil else { return }
        let rows = collectionViewLayout.orthogonalRows
        syncScrollers(rows)
        let visibleRect = CGRect(origin: contentOffset, size: bounds.size)
        let attributes = collectionViewLayout.layoutAttributesForElements(in: visibleRect) ?? []
        var cells: [(IndexPath, UICollectionViewLayoutAttributes)] = []
        var views: [(ElementKey, UICollectionViewLayoutAttributes)] = []
        var decorations: [(ElementKey, UICollectionViewLayoutAttributes)] = []
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for a in attributes {
            switch a.representedElementCategory {
            case .cell where containsItem(a.indexPath):
                if let scroller = orthogonalScrollers[a.indexPath.section] {
                    // A row that scrolls across shows what its scroller shows.
                    let x = scroller.contentOffset.x
                    guard a.frame.maxX > x, a.frame.minX < x + scroller.bounds.width else { continue }
                }
                cells.append((a.indexPath, a))
                bySection[a.indexPath.section, default: []].append(a)
            case .supplementaryView: if let kind = a.representedElementKind { views.append((ElementKey(kind: kind, indexPath: a.indexPath), a)) }
            case .decorationView: if let kind = a.representedElementKind { decorations.append((ElementKey(kind: kind, indexPath: a.indexPath), a)) }
            default: break
            }
        }
        let wantedCells = Set(cells.map(\.0)), wantedViews = Set(views.map(\.0))
        for (indexPath, cell) in visibleItems where !wantedCells.contains(indexPath) {
            visibleItems[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementary where !wantedViews.contains(key) {
            visibleSupplementary[key] = nil
            recycle(view)
        }
        for (key, a) in views {
            guard let view = visibleSupplementary[key] ?? obtainSupplementary(key) else { continue }
            visibleSupplementary[key] = view
            if let scroller = orthogonalScrollers[key.indexPath.section], let row = rows[key.indexPath.section],
               a.frame.midY > row.band.minY, a.frame.midY < row.band.maxY {
                // A badge on a card of a row that scrolls across moves with the card.
                adopt(view, into: scroller, zIndex: a.zIndex)
                place(view, a, shiftedBy: CGPoint(x: 0, y: -row.band.minY))
            } else {
                adopt(view, into: self, zIndex: a.zIndex)
                place(view, a)
            }
        }
        for (section, list) in bySection {
            let offset = orthogonalScrollers[section]?.contentOffset ?? contentOffset
            collectionViewLayout.adjustVisibleItems(list, inSection: section, offset: offset)
        }
        for (indexPath, a) in cells {
            guard let cell = visibleItems[indexPath] ?? obtainCell(for: indexPath) else { continue }
            visibleItems[indexPath] = cell
            if let scroller = orthogonalScrollers[indexPath.section], let row = rows[indexPath.section] {
                if cell.superview !== scroller { scroller.addSubview(cell) }
                place(cell, a, shiftedBy: CGPoint(x: 0, y: -row.band.minY))
            } else {
                if cell.superview !== self { insertSubview(cell, at: 0) }
                place(cell, a)
            }
        }
        // Decorations last: sent behind the cells placed above.
        tileDecorations(decorations)
    }

    /// The layout's decoration views: made from the classes it registered, reused by kind,
    /// behind the cells (lower `zIndex` further back).
    private func tileDecorations(_ decorations: [(ElementKey, UICollectionViewLayoutAttributes)]) {
        let wanted = Set(decorations.map(\.0))
        for (key, view) in visibleDecorations where !wanted.contains(key) {
            visibleDecorations[key] = nil
            view.removeFromSuperview()
            decorationPool[key.kind, default: []].append(view)
        }
        for (key, a) in decorations.sorted(by: { $0.1.zIndex > $1.1.zIndex }) {
            guard let view = visibleDecorations[key] ?? makeDecoration(key.kind) else { continue }
            visibleDecorations[key] = view
            if view.superview !== self { addSubview(view) }
            sendSubviewToBack(view)
            place(view, a)
        }
    }

    private func makeDecoration(_ kind: String) -> UICollectionReusableView? {
        if let reused = decorationPool[kind]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            UICollectionView.collectionLog.error("the layout placed a decoration view of kind '\(kind)' it registered no class for; nothing is shown")
            return nil
        }
        return type.init(frame: .zero)
    }

    /// Whether the layout's attributes are mirrored for the layout direction
    /// (`flipsHorizontallyInOppositeLayoutDirection`).
    var flipsLayout: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != collectionViewLayout.developmentLayoutDirection
    }

    /// Gives a view its attributes: frame, transform, alpha, hidden, then `apply(_:)`.
    func place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes, shiftedBy shift: CGPoint = .zero) {
        guard a.frame.isFinite else {
            UICollectionView.collectionLog.error("the layout placed the element at \(a.indexPath) at \(a.frame); hiding it")
            view.isHidden = true
            return
        }
        view.transform = .identity
        var frame = a.frame
        if flipsLayout { frame.origin.x = max(contentSize.width, bounds.width) - frame.maxX }
        view.frame = frame.offsetBy(dx: shift.x, dy: shift.y)
        view.transform3D = a.transform3D
        view.alpha = a.alpha
        view.isHidden = a.isHidden
        (view as? UICollectionViewListCell)?.listRow = a.listRow
        view.apply(a)
    }

    /// Asks the data source for an item's cell and checks it is one this collection view may show.
    private func obtainCell(for indexPath: IndexPath) -> UICollectionViewCell? {
        guard let source = dataSource else { return nil }
        var cell = source.collectionView(self, cellForItemAt: indexPath)
        if cell.owner !== self {
            UICollectionView.collectionLog.error("the data source returned a cell it did not dequeue from this collection view for item \(indexPath.item) in section \(indexPath.section); showing an empty cell")
            cell = UICollectionViewCell(frame: .zero)
            cell.owner = self
        } else if visibleItems.values.contains(where: { $0 === cell }) {
            UICollectionView.collectionLog.error("the data source returned a cell already shown for another item at item \(indexPath.item) in section \(indexPath.section); showing an empty cell")
            cell = UICollectionViewCell(frame: .zero)
            cell.owner = self
        }
        cell.isSelected = selected.contains(indexPath)
        cell.updateConfigurationIfNeeded()
        measure(cell, at: indexPath)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        return cell
    }

    /// Measures the cells on screen again (their content changed size: a new text size).
    func remeasureVisibleCells() {
        collectionViewLayout.forgetMeasuredSizes()
        for (indexPath, cell) in visibleItems.sorted(by: { $0.key < $1.key }) {
            measure(cell, at: indexPath)   // tiling puts it back in place
        }
        collectionViewLayout.invalidateLayout()
    }

    /// A self-sizing cell, before it is shown (outside any view tree), is asked for its size; a
    /// new one lays the items out again.
    private func measure(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard collectionViewLayout.selfSizingFit(for: indexPath) != nil,
              let original = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return }
        if cell.superview != nil { cell.removeFromSuperview() }
        cell.bounds.size = original.frame.size
        let preferred = UIView.measuring(with: window?.textEngine) { cell.preferredLayoutAttributesFitting((original.copy() as? UICollectionViewLayoutAttributes) ?? original) }
        let layout = collectionViewLayout
        // The cell joins the view tree at the size it asked for, not at the estimate.
        if preferred.frame.size.isFinite, preferred.frame.width >= 0, preferred.frame.height >= 0 { cell.bounds.size = preferred.frame.size }
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateInLayoutPass(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
    }

    /// Puts a supplementary view into `container`: above the cells when its z-index is above
    /// theirs (a badge), behind them otherwise (a header).
    private func adopt(_ view: UICollectionReusableView, into container: UIView, zIndex: Int) {
        guard view.superview !== container else { return }
        if zIndex > 0 { container.addSubview(view) } else { container.insertSubview(view, at: 0) }
    }

    private func obtainSupplementary(_ key: ElementKey) -> UICollectionReusableView? {
        guard let source = dataSource else { return nil }
        let view = source.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        view.isHidden = false
        return view
    }

    /// Takes a cell off screen, into its pool.
    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        guard let id = cell.reuseIdentifier, cell.owner === self else { return }
        cellPool[id, default: []].append(cell)
    }

    /// Takes a header or footer off screen, into its pool.
    func recycle(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let id = view.reuseIdentifier, let kind = view.elementKind, view.owner === self else { return }
        supplementaryPool[SupplementaryKey(kind: kind, identifier: id), default: []].append(view)
    }
}
