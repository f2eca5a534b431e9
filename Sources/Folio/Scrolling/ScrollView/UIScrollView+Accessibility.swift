import Foundation
import FolioCore

extension UIScrollView {
    /// Pages one screen `direction` (`.left` / `.next` shows what lies to the right, as the
    /// three-finger swipe left does), animated, and posts `.pageScrolled` with "Page N of M";
    /// false at the edge.
    func scrollOnePage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let axis: Axis = switch direction {
        case .left, .right: .horizontal
        case .up, .down: .vertical
        case .next, .previous: canScroll(.horizontal) ? .horizontal : .vertical
        }
        let forward = direction == .left || direction == .up || direction == .next
        let size = bounds.size[axis]
        let range = contentOffsetRange(axis)
        guard size > 0, canScroll(axis) else { return false }
        var target = contentOffset
        target[axis] = min(max(contentOffset[axis] + (forward ? size : -size), range.lowerBound), range.upperBound)
        guard abs(target[axis] - contentOffset[axis]) > 0.5 else { return false }
        setContentOffset(target, animated: true)
        let pages = PagingMath.pageCount(contentLength: contentSize[axis], pageSize: size)
        let page = PagingMath.pageIndex(offset: target[axis], pageSize: size)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page + 1) of \(pages)")
        return true
    }
}
