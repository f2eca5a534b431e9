import Foundation
import FolioCore

/// Item and section changes gathered until the outermost batch ends.
struct CollectionBatch {
    var depth = 0
    var update = BatchUpdate()
    var completions: [@MainActor (Bool) -> Void] = []
}

extension UICollectionView {
    /// How long items take to move, come and go.
    static let updateDuration: TimeInterval = 0.3

    /// Applies the changes `updates` records (after the data source has changed) together,
    /// animated: items that stay move to their new places, deleted ones fade out, inserted ones
    /// fade in; the selection follows its items. The data source's new counts must add up with
    /// the changes (UIKit's "Invalid update" otherwise — logged here, and the collection view
    /// reloads instead of crashing; the completion then hears `false`).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        gather {
            updates?()
            if let completion { batch.completions.append(completion) }
        }
    }

    /// Inserts items the data source now has.
    public func insertItems(at indexPaths: [IndexPath]) { gather { batch.update.insertedItems += indexPaths.map(\.position) } }
    /// Deletes items the data source no longer has.
    public func deleteItems(at indexPaths: [IndexPath]) { gather { batch.update.deletedItems += indexPaths.map(\.position) } }
    /// Asks the data source again for these items' cells.
    public func reloadItems(at indexPaths: [IndexPath]) { gather { batch.update.reloadedItems += indexPaths.map(\.position) } }
    /// Moves an item (the data source has moved it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        gather { batch.update.movedItems.append(.init(from: indexPath.position, to: newIndexPath.position)) }
    }
    /// Inserts sections the data source now has.
    public func insertSections(_ sections: IndexSet) { gather { batch.update.insertedSections += Array(sections) } }
    /// Deletes sections the data source no longer has.
    public func deleteSections(_ sections: IndexSet) { gather { batch.update.deletedSections += Array(sections) } }

    /// Runs `body` inside a batch, applying the batch when the outermost one ends.
    private func gather(_ body: () -> Void) {
        batch.depth += 1
        body()
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        let pending = batch
        batch = CollectionBatch()
        apply(pending)
    }

    private func apply(_ pending: CollectionBatch) {
        let completions = pending.completions
        guard let old = itemCounts else {     // nothing loaded yet: the next layout loads it all
            completions.forEach { $0(true) }
            return
        }
        let update = pending.update
        loadCounts()
        let new = itemCounts ?? []
        if let problem = update.problem(oldCounts: old, newCounts: new) {
            UICollectionView.collectionLog.error("Invalid update: \(problem); reloading the collection view instead")
            reloadData()
            completions.forEach { $0(false) }
            return
        }
        let map = update.mapping(oldCounts: old, newCounts: new)
        // Measured sizes follow their items; reloaded items are measured again.
        collectionViewLayout.moveMeasuredSizes { indexPath in
            update.reloadedItems.contains(indexPath.position) ? nil : map[indexPath.position].map(IndexPath.init)
        }
        let sections = update.sectionMap(oldCount: old.count, newCount: new.count)
        selected = selected.compactMap { map[$0.position].map(IndexPath.init) }
        let animated = window?.application != nil
        let reloaded = Set(update.reloadedItems)
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var oldFrames: [IndexPath: CGRect] = [:]
        var leaving: [(UICollectionViewCell, IndexPath)] = []
        for indexPath in visibleItems.keys.sorted() {
            let cell = visibleItems[indexPath]!
            if let target = map[indexPath.position], !reloaded.contains(indexPath.position) {
                let to = IndexPath(target)
                kept[to] = cell
                oldFrames[to] = cell.frame
                cell.isSelected = selected.contains(to)
            } else if animated {
                leaving.append((cell, indexPath))
                departing.append(cell)
            } else {
                recycle(cell, at: indexPath)
            }
        }
        visibleItems = kept
        var keptViews: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementary {
            if sections.indices.contains(key.indexPath.section), let s = sections[key.indexPath.section] {
                keptViews[ElementKey(kind: key.kind, indexPath: IndexPath(item: 0, section: s))] = view
            } else {
                recycle(view)
            }
        }
        visibleSupplementary = keptViews
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        let x = contentOffsetRange(.horizontal), y = contentOffsetRange(.vertical)
        let clamped = CGPoint(x: min(max(contentOffset.x, x.lowerBound), x.upperBound), y: min(max(contentOffset.y, y.lowerBound), y.upperBound))
        if clamped != contentOffset { applyOffset(clamped) }
        tileSettlingSizes()
        guard animated else {
            completions.forEach { $0(true) }
            return
        }
        // One animation: the items that stay slide from their old places, new ones fade in, the
        // deleted fade out (and go back to the pool at the end); the completions run at its end.
        let inserted = Set(update.insertedItems)
        var slides: [(UICollectionViewCell, CGRect)] = [], arrivals: [UICollectionViewCell] = []
        for (indexPath, cell) in visibleItems {
            if let from = oldFrames[indexPath] {
                if from != cell.frame { slides.append((cell, cell.frame)); cell.frame = from }
            } else if inserted.contains(indexPath.position) {
                cell.alpha = 0
                arrivals.append(cell)
            }
        }
        UIView.animate(withDuration: UICollectionView.updateDuration, animations: {
            for (cell, final) in slides { cell.frame = final }
            for cell in arrivals { cell.alpha = 1 }
            for (cell, _) in leaving { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            if let self {
                for (cell, indexPath) in leaving {
                    self.departing.removeAll { $0 === cell }
                    cell.alpha = 1
                    self.recycle(cell, at: indexPath)
                }
            }
            completions.forEach { $0(finished) }
        })
    }
}
