import Foundation

/// A convex polygon in device pixels as the blits fill it (`AffineBlit`, `ProjectedBlit`): its
/// sides facing inward, where each row of pixels crosses it, and how much of a pixel beside an
/// edge it covers — how far the pixel's centre lies inside each side, a ramp one pixel wide
/// (within about 4 % of the exact area along a straight edge). Two sides facing each other, as a
/// thin strip's, share a pixel between them (a strip narrower than a pixel covers what its width
/// does).
///
/// ```
///        ___________
///       /:|       |:\      a row: the pixels every side leaves whole, and the few beside the
///      /::|       |::\     edges (:) that it covers in part
/// ```
struct ConvexPolygon: Sendable {
    /// A side: how far inside it a point lies, a·x + b·y + c (a² + b² = 1).
    struct Side: Sendable {
        var a, b, c: Double
    }

    /// Where a row of pixels crosses the polygon: the pixels with any coverage and, of them,
    /// those every side leaves whole (empty when `whole.lowerBound > whole.upperBound`).
    struct RowCrossing {
        var lo, hi: Int
        /// The whole pixels within the columns: `ownWholeLo/Hi` clamped to `lo … hi`, kept rather
        /// than worked out at each use (derived, a damage frame of the curl ran 1.6 % more
        /// instructions).
        var wholeLo, wholeHi: Int
        /// The pixels every side leaves whole on the whole row, whatever the columns (none when
        /// `ownWholeLo > ownWholeHi`).
        var ownWholeLo, ownWholeHi: Int
    }

    let sides: [Side]
    /// Pairs of sides facing each other (a strip's two long sides).
    let facing: [(Int, Int)]
    /// The slanted sides bounding a row on its left (a > 0) and on its right (a < 0), a bit a
    /// side (none past 64 sides).
    private let leftSides: UInt64, rightSides: UInt64
    /// Where on a row each side's distance is −½ and +½.
    private let bounds: [RowBound]

    /// The polygon with these corners (device pixels, either turn); nil when it is not convex or
    /// has no area.
    init?(_ polygon: [(x: Double, y: Double)]) {
        guard polygon.count >= 3 else { return nil }
        var area = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area.isFinite, abs(area) > 1e-9 else { return nil }
        let turn = area > 0 ? 1.0 : -1.0
        var sides: [Side] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let dx = q.x - p.x, dy = q.y - p.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            let a = -dy / length * turn, b = dx / length * turn
            sides.append(Side(a: a, b: b, c: -(a * p.x + b * p.y)))
        }
        // Convex: every vertex inside (or on) every side.
        for side in sides {
            for p in polygon where side.a * p.x + side.b * p.y + side.c < -1e-6 { return nil }
        }
        guard sides.count >= 3 else { return nil }
        self.sides = sides
        var pairs: [(Int, Int)] = []
        for i in sides.indices {
            for j in sides.indices where j > i && sides[i].a * sides[j].a + sides[i].b * sides[j].b < -0.9 {
                pairs.append((i, j))
            }
        }
        facing = pairs
        bounds = sides.map(RowBound.init)
        var left: UInt64 = 0, right: UInt64 = 0
        for (i, bound) in bounds.enumerated() where sides.count <= 64 && bound.slanted {
            if sides[i].a > 0 { left |= 1 << i } else { right |= 1 << i }
        }
        (leftSides, rightSides) = (left, right)
    }

    /// The columns and rows `polygon` reaches; nil when it has no corners or one is not finite.
    static func extent(of polygon: [(x: Double, y: Double)]) -> (xs: ClosedRange<Double>, ys: ClosedRange<Double>)? {
        guard let first = polygon.first else { return nil }
        var (left, right, top, bottom) = (first.x, first.x, first.y, first.y)
        for p in polygon {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            (left, right, top, bottom) = (min(left, p.x), max(right, p.x), min(top, p.y), max(bottom, p.y))
        }
        return (left...right, top...bottom)
    }

    /// The rows the part of the convex `polygon` between the columns `x0` and `x1` reaches (those
    /// of `part(of:from:to:)`, without making it): its corners between them and where its sides
    /// cross them; nil when none of it lies between them.
    static func rows(of polygon: [(x: Double, y: Double)], from x0: Double, to x1: Double) -> ClosedRange<Double>? {
        guard x0 <= x1 else { return nil }
        var top = Double.infinity, bottom = -Double.infinity
        func reach(_ y: Double) { (top, bottom) = (min(top, y), max(bottom, y)) }
        for i in polygon.indices {
            let p = polygon[i], q = polygon[i + 1 == polygon.count ? 0 : i + 1]
            if p.x >= x0, p.x <= x1 { reach(p.y) }
            if (p.x >= x0) != (q.x >= x0) { reach(p.y + (q.y - p.y) * ((x0 - p.x) / (q.x - p.x))) }
            if (p.x >= x1) != (q.x >= x1) { reach(p.y + (q.y - p.y) * ((x1 - p.x) / (q.x - p.x))) }
        }
        return top <= bottom ? top...bottom : nil
    }

    /// The part of `polygon` between the columns `x0` and `x1`.
    static func part(of polygon: [(x: Double, y: Double)], from x0: Double, to x1: Double) -> [(x: Double, y: Double)] {
        cut(cut(polygon) { $0.x - x0 }) { x1 - $0.x }
    }

    /// The part of `polygon` inside `rect` (its edges may lie inside pixels: the sides they add
    /// cover the pixels they cross in part, as every side does).
    static func part(of polygon: [(x: Double, y: Double)], within rect: CGRect) -> [(x: Double, y: Double)] {
        let (x0, x1, y0, y1) = (Double(rect.minX), Double(rect.maxX), Double(rect.minY), Double(rect.maxY))
        return cut(cut(part(of: polygon, from: x0, to: x1)) { $0.y - y0 }) { y1 - $0.y }
    }

    /// The part of `polygon` where `inside` is ≥ 0 (one half-plane, Sutherland–Hodgman): a bound
    /// along one of its sides leaves it as it was.
    private static func cut(_ polygon: [(x: Double, y: Double)], _ inside: ((x: Double, y: Double)) -> Double) -> [(x: Double, y: Double)] {
        guard !polygon.isEmpty else { return [] }
        var kept: [(x: Double, y: Double)] = []
        kept.reserveCapacity(polygon.count + 2)
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let dp = inside(p), dq = inside(q)
            if dp >= 0 { kept.append(p) }
            if (dp >= 0) != (dq >= 0) {
                let t = dp / (dp - dq)
                kept.append((p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
            }
        }
        return kept
    }

    /// The polygon's area between two rows, roughly (its widest row times the rows).
    func estimatedArea(_ top: Int, _ bottom: Int) -> Double {
        func width(_ y: Int) -> Double { span(y: Double(y) + 0.5, slack: 0.5).map { $0.upperBound - $0.lowerBound } ?? 0 }
        return max(width(top), width((top + bottom) / 2), width(bottom)) * Double(bottom - top + 1)
    }

    /// Where on the row at `y` every side's distance exceeds −`slack`: pixel centres strictly
    /// inside that stretch (nil when none).
    private func span(y: Double, slack: Double) -> ClosedRange<Double>? {
        var lo = -1e9, hi = 1e9
        for side in sides {
            let k = side.b * y + side.c
            if abs(side.a) < 1e-12 {
                if k <= -slack { return nil }
                continue
            }
            let x = (-slack - k) / side.a
            if side.a > 0 { lo = max(lo, x) } else { hi = min(hi, x) }
        }
        return lo < hi ? lo...hi : nil
    }

    /// Where the row `y` crosses the polygon within `columns` (x is a pixel, its centre x + ½);
    /// nil when no pixel there is covered. Puts each side's offset on the row (b·y + c at the
    /// row's centre) in `offsets`, for `coverage`.
    @inline(__always)
    func row(_ y: Int, within columns: (left: Int, right: Int), offsets: UnsafeMutablePointer<Double>) -> RowCrossing? {
        let yc = Double(y) + 0.5
        var lo = columns.left, hi = columns.right
        var wholeLo = Int.min, wholeHi = Int.max
        var empty = false
        for i in sides.indices {
            let side = sides[i], bound = bounds[i]
            offsets[i] = side.b * yc + side.c
            guard bound.slanted else {
                if offsets[i] <= -0.5 { empty = true }
                if offsets[i] < 0.5 { wholeLo = Int.max }
                continue
            }
            let shift = bound.step * yc
            let outer = Self.clamped(bound.outer - shift), inner = Self.clamped(bound.inner - shift)
            if side.a > 0 {
                lo = max(lo, Self.floor(outer) &+ 1)
                wholeLo = max(wholeLo, Self.ceiling(inner))
            } else {
                hi = min(hi, Self.ceiling(outer) &- 1)
                wholeHi = min(wholeHi, Self.floor(inner))
            }
        }
        guard !empty, lo <= hi else { return nil }
        return RowCrossing(lo: lo, hi: hi, wholeLo: max(lo, wholeLo), wholeHi: min(hi, wholeHi), ownWholeLo: wholeLo, ownWholeHi: wholeHi)
    }

    /// How much of pixel `x` on the row `crossing` describes the polygon covers, 0 … 255 (the
    /// sides' offsets on the row in `offsets`). On a row with whole pixels, a pixel before them
    /// lies at least half a pixel inside every side but those bounding the row on the left —
    /// the others leave it whole, as they leave the whole pixels — and one after them likewise
    /// on the right: only those sides are asked (`coverage(_:offsets:)` asks all, and the facing
    /// pairs). A pixel's coverage comes from its own position alone, whatever the columns drawn.
    @inline(__always)
    func coverage(at x: Int, on crossing: RowCrossing, offsets: UnsafePointer<Double>) -> UInt32 {
        guard crossing.ownWholeLo <= crossing.ownWholeHi, leftSides | rightSides != 0 else {
            return coverage(Double(x) + 0.5, offsets: offsets)
        }
        let xc = Double(x) + 0.5
        var product = 1.0
        var asked = x < crossing.ownWholeLo ? leftSides : x > crossing.ownWholeHi ? rightSides : 0
        while asked != 0 {
            let i = asked.trailingZeroBitCount
            asked &= asked &- 1
            product *= min(max(0.5 + sides[i].a * xc + offsets[i], 0), 1)
        }
        return UInt32(product * 255 + 0.5)
    }

    /// How much of the pixel centred at `xc` (on the row whose side offsets `row` put in
    /// `offsets`) the polygon covers, 0 … 255.
    @inline(__always)
    func coverage(_ xc: Double, offsets: UnsafePointer<Double>) -> UInt32 {
        var product = 1.0
        for i in sides.indices {
            product *= min(max(0.5 + sides[i].a * xc + offsets[i], 0), 1)
        }
        for (i, j) in facing {
            let ci = min(max(0.5 + sides[i].a * xc + offsets[i], 0), 1), cj = min(max(0.5 + sides[j].a * xc + offsets[j], 0), 1)
            product = min(product, max(ci + cj - 1, 0))
        }
        return UInt32(product * 255 + 0.5)
    }

    /// Where a side's distance is −½ and +½ along a row: pixel x (centre x + ½) at
    /// `outer − step · y` and `inner − step · y` for the row's centre y.
    private struct RowBound: Sendable {
        var outer = 0.0, inner = 0.0, step = 0.0
        /// Not along the rows (a side along them covers a row whole or not at all).
        var slanted = false
        init(_ side: Side) {
            guard abs(side.a) >= 1e-12 else { return }
            slanted = true
            outer = (-0.5 - side.c) / side.a - 0.5
            inner = (0.5 - side.c) / side.a - 0.5
            step = side.b / side.a
        }
    }

    /// The largest whole number not above `v` (|v| ≤ 1e9), without a call into the C library.
    @inline(__always)
    private static func floor(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) > v ? i &- 1 : i
    }

    /// The smallest whole number not below `v` (|v| ≤ 1e9).
    @inline(__always)
    private static func ceiling(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) < v ? i &+ 1 : i
    }

    /// A distance kept where it converts to an integer.
    @inline(__always)
    private static func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -1e9), 1e9) }
}
