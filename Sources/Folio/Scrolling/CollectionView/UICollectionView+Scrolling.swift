import Foundation
import FolioCore

extension UICollectionView {
    /// Scrolls so the item sits at `scrollPosition` (one vertical and one horizontal position at
    /// most; none: as little scrolling as shows it whole), within the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard containsItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame, frame.isFinite else {
            UICollectionView.collectionLog.error("scrollToItem(at: \(indexPath)): no such item")
            return
        }
        // Asked before its first layout pass (in `viewDidLoad`, or right after a reload), the
        // content size is brought up to the layout's first, or the scroll would be held at zero.
        let size = collectionViewLayout.collectionViewContentSize
        if size.isFinite, contentSize != size { contentSize = size }
        let inset = adjustedContentInset
        func target(_ axis: Axis, lead: ScrollPosition, centre: ScrollPosition, trail: ScrollPosition) -> CGFloat {
            let vertical = axis == .vertical
            let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
            let viewport = (vertical ? bounds.height : bounds.width) - before - after
            let minEdge = vertical ? frame.minY : frame.minX, maxEdge = vertical ? frame.maxY : frame.maxX
            let current = contentOffset[axis]
            var t: CGFloat
            if scrollPosition.contains(lead) { t = minEdge - before }
            else if scrollPosition.contains(centre) { t = (minEdge + maxEdge) / 2 - before - viewport / 2 }
            else if scrollPosition.contains(trail) { t = maxEdge - before - viewport }
            else {
                let top = current + before
                t = minEdge < top ? minEdge - before : maxEdge > top + viewport ? maxEdge - before - viewport : current
            }
            let range = contentOffsetRange(axis)
            return min(max(t, range.lowerBound), range.upperBound)
        }
        let x = target(.horizontal, lead: .left, centre: .centeredHorizontally, trail: .right)
        let y = target(.vertical, lead: .top, centre: .centeredVertically, trail: .bottom)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }
}
