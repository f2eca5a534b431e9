import Foundation

/// Page arithmetic for paged scrolling, guarded against zero, NaN and infinite sizes.
///
/// ```
///  offset:   0        w/2        w        3w/2       2w
///  page:     |--- 0 ---|---------- 1 ---------|--- 2 …
/// ```
public enum PagingMath {
    /// The page shown at `offset` for pages `pageSize` wide — seed 000's rule
    /// `floor((x − w/2) / w) + 1`. Returns 0 when the size is zero, negative or not finite, or
    /// the offset is not finite.
    public static func pageIndex(offset: CGFloat, pageSize: CGFloat) -> Int {
        guard pageSize.isFinite, pageSize > 0, offset.isFinite else { return 0 }
        let raw = floor((offset - pageSize / 2) / pageSize) + 1
        guard raw.isFinite, abs(raw) < CGFloat(Int.max / 2) else { return 0 }
        return Int(raw)
    }

    /// Continuous progress (page index + fraction) at `offset`; 0 when the size is unusable.
    public static func progress(offset: CGFloat, pageSize: CGFloat) -> CGFloat {
        guard pageSize.isFinite, pageSize > 0, offset.isFinite else { return 0 }
        return offset / pageSize
    }

    /// The number of pages `contentLength` holds for pages `pageSize` long (at least 1).
    public static func pageCount(contentLength: CGFloat, pageSize: CGFloat) -> Int {
        guard pageSize.isFinite, pageSize > 0, contentLength.isFinite, contentLength > 0 else { return 1 }
        return max(1, Int(saturating: ceil(contentLength / pageSize - 0.001)))
    }

    /// The page a paged drag settles on when released.
    ///
    /// - A release faster than `ScrollPhysics.pagingFlickSpeed` goes to the next page in the
    ///   direction of motion (never more than one page from `startPage`, the page under the finger
    ///   when the drag began).
    /// - A slower release goes to the nearest page: a drag past the middle changes page, a short
    ///   slow drag comes back.
    ///
    /// - Parameters:
    ///   - offset: the offset at release.
    ///   - velocity: offset velocity at release, points per second (positive = offset increasing).
    ///   - startPage: the page when the drag began.
    ///   - pageSize: page length along the axis.
    ///   - pageCount: number of pages; the result is clamped to `0..<pageCount`.
    public static func targetPage(offset: CGFloat, velocity: CGFloat, startPage: Int,
                                  pageSize: CGFloat, pageCount: Int, committedPage: Int? = nil) -> Int {
        guard pageSize.isFinite, pageSize > 0, offset.isFinite, pageCount > 0 else { return 0 }
        // A drag that caught a settle on its way to `committedPage`: a flick goes one page on from
        // that page (or one back), so quick swipes add up.
        if let committed = committedPage, abs(velocity.finiteOr(0)) >= ScrollPhysics.pagingFlickSpeed {
            return min(max(committed + (velocity > 0 ? 1 : -1), 0), pageCount - 1)
        }
        // Clamped before any Int conversion: a huge offset cannot overflow.
        let position = min(max(offset / pageSize, -1), CGFloat(pageCount))
        var target: Int
        let v = velocity.finiteOr(0)
        if abs(v) >= ScrollPhysics.pagingFlickSpeed {
            target = v > 0 ? Int(floor(position)) + 1 : Int(ceil(position)) - 1
            target = min(max(target, startPage - 1), startPage + 1)
        } else {
            target = Int((position).rounded())
        }
        return min(max(target, 0), pageCount - 1)
    }
}
