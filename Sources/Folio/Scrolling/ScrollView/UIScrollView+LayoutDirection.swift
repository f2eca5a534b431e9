import Foundation
import FolioCore

/// Right to left, a horizontally paging scroll view counts its pages from the right: the
/// leading page is the rightmost one (where a right-to-left layout puts its first page), the
/// content starts there, and a size change or a flipped direction keeps the page shown.
extension UIScrollView {
    var pagesFromRight: Bool { isPagingEnabled && pageOwner == nil && effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The horizontal page index counted from the leading end.
    func leadingPageIndex(offsetX: CGFloat, pageWidth: CGFloat, upperBound: CGFloat) -> Int {
        PagingMath.pageIndex(offset: pagesFromRight ? upperBound - offsetX : offsetX, pageSize: pageWidth)
    }

    /// The offset of horizontal page `page` counted from the leading end, in `range`.
    func horizontalOffset(ofLeadingPage page: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
        let w = bounds.width
        let last = floor((range.upperBound - range.lowerBound) / w)
        let p = min(page, last)
        return pagesFromRight ? max(range.lowerBound, range.upperBound - p * w) : max(range.lowerBound, p * w)
    }

    /// Content arrived or grew while the view rested on its leading end (nothing scrolled yet):
    /// right to left, it stays on the leading (rightmost) page.
    func keepLeadingEnd(previousContentSize old: CGSize) {
        guard pagesFromRight, pageAnchor == nil, !isDragging, !isDecelerating else { return }
        let inset = adjustedContentInset
        let oldUpper = max(-inset.left, old.width + inset.right - bounds.width)
        guard abs(contentOffset.x - oldUpper) < 0.5 else { return }
        pageAnchor = CGPoint(x: 0, y: CGFloat(PagingMath.pageIndex(offset: contentOffset.y, pageSize: bounds.height)))
    }

    /// The direction flipped: the content mirrors, so the same page is shown where it now lies.
    func mirrorOffsetForNewDirection() {
        guard isPagingEnabled, pageOwner == nil, bounds.width > 0 else { return }
        stopMotion()
        let range = contentOffsetRange(.horizontal)
        let mirrored = range.lowerBound + range.upperBound - contentOffset.x
        applyOffset(CGPoint(x: min(max(mirrored, range.lowerBound), range.upperBound), y: contentOffset.y))
    }
}
