import Foundation

/// Rectangles that cover convex polygons band by band: a slanted shape's bounding box holds
/// much it does not cover (a page curl's roll lies across the page), while a box per band of
/// rows follows it.
public enum RowBands {
    /// Rectangles in at most `count` (≤ 64) bands of rows of equal height (whole numbers of
    /// points) over the polygons' rows: in each band, a rectangle for every run of polygons that
    /// meet there, reaching `margin` past each of them on every side (shapes far apart in a
    /// band — the two edges of a curl's flap — are not joined across what lies between); bands
    /// meet without overlapping, and a band no polygon reaches is left out. Where every row of a
    /// band (and `margin` either side) crosses the convex `hole`, the stretch they all have
    /// inside it is left out of the band's rectangles. With `grid`, the bands are those `count`
    /// bands of its rows make, carried on past it where a polygon reaches further (coverings made
    /// on one grid meet band for band instead of cutting each other's rectangles apart) unless
    /// the polygons reach over more than twice as many. Empty
    /// when there is nothing to cover or an input is not finite.
    public static func covering(_ polygons: [[CGPoint]], count: Int, margin: CGFloat = 0, sparing hole: [CGPoint] = [],
                                grid: ClosedRange<CGFloat>? = nil) -> [CGRect] {
        let points = polygons.joined()
        guard count > 0, margin >= 0, margin.isFinite, !points.isEmpty,
              points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              let low = points.lazy.map(\.y).min(), let high = points.lazy.map(\.y).max()
        else { return [] }
        let bottom = (high + margin).rounded(.up)
        var top = (low - margin).rounded(.down)
        var height = max(((bottom - top) / CGFloat(min(count, 64))).rounded(.up), 1)
        if let grid, grid.lowerBound.isFinite, grid.upperBound.isFinite {
            let step = max(((grid.upperBound - grid.lowerBound) / CGFloat(min(count, 64))).rounded(.up), 1)
            let first = grid.lowerBound.rounded(.down) + ((top - grid.lowerBound.rounded(.down)) / step).rounded(.down) * step
            // A shape reaching over more than twice the grid's bands gets bands as without it.
            if (bottom - first) / step <= CGFloat(2 * min(count, 64)) { (top, height) = (first, step) }
        }
        // The rows each polygon spans: a band looks only at those reaching it.
        let rows = polygons.map { polygon in
            polygon.dropFirst().reduce((polygon.first?.y ?? 0)...(polygon.first?.y ?? 0)) {
                min($0.lowerBound, $1.y)...max($0.upperBound, $1.y)
            }
        }
        var bands: [CGRect] = []
        var y = top
        while y < bottom {
            // Rows so far out that a band's height is lost in rounding: one band holds the rest.
            let end = y + height > y ? min(y + height, bottom) : bottom
            // What each polygon reaches within the band and `margin` either side of it, left to right.
            let reaches = polygons.indices.compactMap { i in
                rows[i].upperBound < y - margin || rows[i].lowerBound > end + margin ? nil
                    : reach(of: polygons[i], from: y - margin, to: end + margin)
            }
                .map { ($0.lowerBound - margin)...($0.upperBound + margin) }
                .sorted { $0.lowerBound < $1.lowerBound }
            var runs: [ClosedRange<CGFloat>] = []
            for r in reaches {
                if let last = runs.last, r.lowerBound <= last.upperBound {
                    runs[runs.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
                } else {
                    runs.append(r)
                }
            }
            let spared = inside(hole, from: y - margin, to: end + margin)
            for run in runs {
                for part in parts(of: run, leaving: spared) {
                    bands.append(CGRect(x: part.lowerBound, y: y, width: part.upperBound - part.lowerBound, height: end - y))
                }
            }
            y = end
        }
        return bands
    }

    /// `run` without `spared` where that lies inside it (two parts); else the run whole.
    private static func parts(of run: ClosedRange<CGFloat>, leaving spared: ClosedRange<CGFloat>?) -> [ClosedRange<CGFloat>] {
        guard let spared, spared.lowerBound > run.lowerBound, spared.upperBound < run.upperBound else { return [run] }
        return [run.lowerBound...spared.lowerBound, spared.upperBound...run.upperBound]
    }

    /// The columns every row from `y0` to `y1` has inside the convex `polygon` (a convex
    /// polygon's left side lies furthest right, and its right side furthest left, at one of
    /// those rows); nil when a row misses it or nothing is left.
    static func inside(_ polygon: [CGPoint], from y0: CGFloat, to y1: CGFloat) -> ClosedRange<CGFloat>? {
        guard polygon.count >= 3, let top = reach(of: polygon, from: y0, to: y0), let bottom = reach(of: polygon, from: y1, to: y1),
              polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let left = max(top.lowerBound, bottom.lowerBound), right = min(top.upperBound, bottom.upperBound)
        return left < right ? left...right : nil
    }

    /// The columns a convex polygon reaches between rows `y0` and `y1`; nil when it lies outside.
    static func reach(of polygon: [CGPoint], from y0: CGFloat, to y1: CGFloat) -> ClosedRange<CGFloat>? {
        var left = CGFloat.infinity, right = -CGFloat.infinity
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            // The part of the side p → q within the rows.
            let lo = max(min(p.y, q.y), y0), hi = min(max(p.y, q.y), y1)
            guard lo <= hi else { continue }
            let (a, b) = p.y == q.y ? (p.x, q.x)
                : (p.x + (q.x - p.x) * (lo - p.y) / (q.y - p.y), p.x + (q.x - p.x) * (hi - p.y) / (q.y - p.y))
            left = min(left, a, b)
            right = max(right, a, b)
        }
        return left <= right ? left...right : nil
    }
}
