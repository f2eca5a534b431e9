import Foundation
import FolioCore

extension UICollectionView {
    /// How far a finger may move and still select the item it lifts on.
    static let tapSlop: CGFloat = 10

    /// The selected items, in the order they were selected; nil when none is (UIKit's answer).
    public var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

    /// Selects an item in code (no delegate calls, as in UIKit) and scrolls it to `scrollPosition`;
    /// nil deselects everything. Without multiple selection the previous item is deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selected { deselectItem(at: item, animated: animated) }
            return
        }
        guard containsItem(indexPath) else {
            UICollectionView.collectionLog.error("selectItem(at: \(indexPath)): no such item")
            return
        }
        if !allowsMultipleSelection {
            for item in selected where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code (no delegate calls).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let i = selected.firstIndex(of: indexPath) else { return }
        selected.remove(at: i)
        cellForItem(at: indexPath)?.isSelected = false
    }

    func keepOneSelected() {
        guard selected.count > 1 else { return }
        for item in selected.dropLast() { deselectItem(at: item, animated: false) }
    }

    /// A tap on an item: with multiple selection it toggles; else it selects the item, deselecting
    /// the previous one. The delegate may refuse either (`shouldSelectItemAt`, `shouldDeselectItemAt`).
    func userTap(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        if allowsMultipleSelection, selected.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Touches

    /// A finger down on an item highlights it (not when the touch only stops a fling).
    func touchDownOnItem(_ touches: Set<UITouch>) {
        if case .touching(interrupted: true) = phase { return }
        guard allowsSelection, let p = touches.first?.location(in: self), let item = indexPathForItem(at: p) else { return }
        pendingTouch = (item, p)
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true else { return }
        cellForItem(at: item)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: item)
    }

    /// A finger that wanders off (a drag no recognizer took) is not a tap.
    func touchMovedOnItem(_ touches: Set<UITouch>) {
        guard let (item, start) = pendingTouch, let p = touches.first?.location(in: self) else { return }
        if hypot(p.x - start.x, p.y - start.y) > UICollectionView.tapSlop { endTouch(item) }
    }

    /// A lift on the same item selects (or, with multiple selection, toggles) it.
    func touchUpOnItem(_ touches: Set<UITouch>) {
        guard let (item, _) = pendingTouch else { return }
        endTouch(item)
        guard let p = touches.first?.location(in: self), indexPathForItem(at: p) == item else { return }
        if let cell = cellForItem(at: item) as? UICollectionViewListCell,
           let accessory = cell.actingAccessory(at: cell.convert(p, from: self)) {
            // A tap on an outline disclosure or a delete control acts; it does not select the row.
            if let action = accessory.actionHandler { action() } else if case .outline = accessory.kind {
                (dataSource as? OutlineExpanding)?.toggleOutline(at: item, in: self)
            }
            return
        }
        userTap(item)
    }

    /// A scroll that takes the touch over removes the highlight.
    func touchCancelledOnItem(_ touches: Set<UITouch>) {
        if let (item, _) = pendingTouch { endTouch(item) }
    }

    private func endTouch(_ item: IndexPath) {
        pendingTouch = nil
        guard let cell = cellForItem(at: item), cell.isHighlighted else { return }
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }
}
