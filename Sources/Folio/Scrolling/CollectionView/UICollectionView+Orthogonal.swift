import Foundation
import FolioCore

/// A section's row that scrolls across: where it lies in the content, how long it is, its
/// groups (for snapping) and how it scrolls.
struct OrthogonalRow {
    /// The band the row covers (content coordinates, below any header).
    var band: CGRect
    /// The row's length, trailing inset included.
    var rowLength: CGFloat
    /// The groups' frames in the row (x from the row's start).
    var groups: [CGRect]
    var leadingInset: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
}

/// The scroll view a row scrolls in; its cells are its subviews. Touches on them go on up the
/// responder chain to the collection view, which highlights and selects as anywhere else.
@MainActor
final class OrthogonalScroller: UIScrollView {
    let snapper = OrthogonalSnapper()
    override var sweepsContentWhenScrolled: Bool { true }
}

/// Where a row's scroller comes to rest, by its behaviour, and a new tiling as it moves.
@MainActor
final class OrthogonalSnapper: UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    var row: OrthogonalRow?
    /// The offset the drag started from.
    private var start: CGFloat = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { collectionView?.setNeedsLayout() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { start = scrollView.contentOffset.x }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let row, !row.groups.isEmpty else { return }
        let width = scrollView.bounds.width
        let stops: [CGFloat]
        switch row.behavior {
        case .continuousGroupLeadingBoundary, .groupPaging: stops = row.groups.map { $0.minX - row.leadingInset }
        case .groupPagingCentered: stops = row.groups.map { $0.midX - width / 2 }
        default: return
        }
        let range = scrollView.contentOffsetRange(.horizontal)
        func nearest(to x: CGFloat) -> Int { stops.indices.min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? 0 }
        var index: Int
        if row.behavior == .continuousGroupLeadingBoundary {
            index = nearest(to: targetContentOffset.pointee.x)
        } else {
            // A group at a time: from the group the drag started on, one on in the fling's
            // direction, else the nearest to where the finger left it.
            let from = nearest(to: start)
            if velocity.x > 0.3 { index = min(from + 1, stops.count - 1) }
            else if velocity.x < -0.3 { index = max(from - 1, 0) }
            else { index = nearest(to: scrollView.contentOffset.x) }
        }
        targetContentOffset.pointee.x = min(max(stops[index], range.lowerBound), range.upperBound)
    }
}

extension OrthogonalScroller {
    /// With `.groupPagingCentered`, insets that let the first and last groups rest in the middle,
    /// and the first group centred while the row has not been scrolled, as on iOS.
    func centre(_ row: OrthogonalRow) {
        var inset = UIEdgeInsets.zero
        if row.behavior == .groupPagingCentered, let first = row.groups.first, let last = row.groups.last {
            let half = row.band.width / 2
            inset.left = max(0, half - first.midX)
            inset.right = max(0, last.midX + half - contentSize.width)
        }
        guard inset != contentInset else { return }
        let atStart = contentOffset.x == -contentInset.left
        contentInset = inset
        if atStart { contentOffset.x = -inset.left }
    }
}

extension UICollectionView {
    /// One scroller per row that scrolls across, kept in step with the layout's rows.
    func syncScrollers(_ rows: [Int: OrthogonalRow]) {
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, row) in rows {
            let scroller = orthogonalScrollers[section] ?? makeScroller(section)
            scroller.snapper.row = row
            if scroller.frame != row.band { scroller.frame = row.band }
            let size = CGSize(width: max(row.rowLength, row.band.width), height: row.band.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = row.behavior == .paging
            scroller.centre(row)
        }
    }

    private func makeScroller(_ section: Int) -> OrthogonalScroller {
        let scroller = OrthogonalScroller()
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scroller.contentInsetAdjustmentBehavior = .never
        scroller.snapper.collectionView = self
        scroller.delegate = scroller.snapper
        scroller.backgroundColor = nil
        insertSubview(scroller, at: 0)
        orthogonalScrollers[section] = scroller
        return scroller
    }

    /// A point of the content in the layout's unscrolled coordinates: inside a row that scrolls
    /// across, shifted by the row's scroll.
    func layoutPoint(_ point: CGPoint) -> CGPoint {
        for scroller in orthogonalScrollers.values where scroller.frame.contains(point) {
            return CGPoint(x: point.x - scroller.frame.minX + scroller.contentOffset.x, y: point.y)
        }
        return point
    }
}
