import Foundation

/// Rectangles that cover convex polygons band by band: a slanted shape's bounding box holds
/// much it does not cover (a page curl's roll lies across the page), while a box per band of
/// rows follows it.
public enum RowBands {
    /// At most `count` (≤ 64) rectangles, bands of rows of equal height (whole numbers of points) over
    /// the polygons' rows, each reaching `margin` past every polygon in it on every side; the
    /// bands meet without overlapping, and a band no polygon reaches is left out. Empty when
    /// there is nothing to cover or an input is not finite.
    public static func covering(_ polygons: [[CGPoint]], count: Int, margin: CGFloat = 0) -> [CGRect] {
        let points = polygons.joined()
        guard count > 0, margin >= 0, margin.isFinite, !points.isEmpty,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              let low = points.lazy.map(\.y).min(), let high = points.lazy.map(\.y).max()
        else { return [] }
        let top = (low - margin).rounded(.down), bottom = (high + margin).rounded(.up)
        let height = max(((bottom - top) / CGFloat(min(count, 64))).rounded(.up), 1)
        var bands: [CGRect] = []
        var y = top
        while y < bottom {
            // Rows so far out that a band's height is lost in rounding: one band holds the rest.
            let end = y + height > y ? min(y + height, bottom) : bottom
            // What the polygons reach within the band and `margin` either side of it.
            var left = CGFloat.infinity, right = -CGFloat.infinity
            for polygon in polygons {
                guard let reach = reach(of: polygon, from: y - margin, to: end + margin) else { continue }
                left = min(left, reach.lowerBound)
                right = max(right, reach.upperBound)
            }
            if left <= right {
                bands.append(CGRect(x: left - margin, y: y, width: right - left + 2 * margin, height: end - y))
            }
            y = end
        }
        return bands
    }

    /// The columns a convex polygon reaches between rows `y0` and `y1`; nil when it lies outside.
    static func reach(of polygon: [CGPoint], from y0: CGFloat, to y1: CGFloat) -> ClosedRange<CGFloat>? {
        var left = CGFloat.infinity, right = -CGFloat.infinity
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            // The part of the side p → q within the rows.
            let lo = max(min(p.y, q.y), y0), hi = min(max(p.y, q.y), y1)
            guard lo <= hi else { continue }
            let xs = p.y == q.y ? [p.x, q.x]
                : [lo, hi].map { p.x + (q.x - p.x) * ($0 - p.y) / (q.y - p.y) }
            left = min(left, xs[0], xs[1])
            right = max(right, xs[0], xs[1])
        }
        return left <= right ? left...right : nil
    }
}
