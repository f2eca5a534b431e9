import Foundation

/// Convex polygons laid side by side across the lines where a gradient's level
/// `t = gx·x + gy·y + g0` (device pixels) is constant — a rolled page's strips, each between two
/// such lines, neighbours meeting or overlapping — cut into fills by rows: where neighbouring
/// strips are each whole across their part of the band on a row (nothing but those lines bounds
/// them there), one polygon between their outer lines fills them all — a crossing a row, not one
/// a strip, and no edges where they meet; a strip's ends (the page's edges) are filled on their own.
///
/// ```
///    ___
///   |   |___              a strip's end: on its own
///   |---|   |___
///   |       |   |         two strips whole: one polygon
///   |-------+---|
///   |           |         all whole: one polygon
/// ```
struct StripChain: Sendable {
    /// A polygon (device pixels) to fill in some rows (all when nil).
    struct Fill: @unchecked Sendable {
        var polygon: [(x: Double, y: Double)]
        var rows: ClosedRange<Int>?
    }

    /// The fills, which together cover the strips' pixels.
    let fills: [Fill]

    /// The chain of `strips` (device pixels) across the levels of `level`.
    init(_ strips: [[(x: Double, y: Double)]], level: (gx: Double, gy: Double, g0: Double)) {
        fills = Self.fills(strips, level) ?? strips.map { Fill(polygon: $0, rows: nil) }
    }

    /// How far inside a side a pixel's centre lies to be left whole by it (half a pixel, and a
    /// little for rounding).
    private static let whole = 0.5 + 1e-3

    /// A strip's levels and the rows where only its lines of one level bound it.
    private struct Strip {
        var index: Int
        var lo, hi: Double
        var whole: ClosedRange<Int>?
    }

    /// The fills, or nil when the strips are not a chain (then each is filled on its own).
    private static func fills(_ strips: [[(x: Double, y: Double)]], _ level: (gx: Double, gy: Double, g0: Double)) -> [Fill]? {
        let (gx, gy, g0) = level
        let slope = (gx * gx + gy * gy).squareRoot()
        // The lines of one level must cross the rows (not lie along them).
        guard strips.count >= 2, slope.isFinite, slope > 1e-12, abs(gx) > 0.05 * slope else { return nil }
        // A thousandth of a pixel, in levels.
        let tolerance = 1e-3 * slope
        var chain: [Strip] = []
        for (index, strip) in strips.enumerated() {
            guard let made = Self.strip(strip, level, tolerance: tolerance) else { return nil }
            chain.append(Strip(index: index, lo: made.lo, hi: made.hi, whole: made.whole))
        }
        chain.sort { $0.lo < $1.lo }
        /// The column of level `t` on the row edge `y`.
        func x(_ t: Double, _ y: Double) -> Double { (t - g0 - gy * y) / gx }
        // Rows cut where any strip starts or stops being whole: in each stretch, runs of
        // neighbouring whole strips are one band; every other strip is filled on its own.
        let cuts = Set(chain.compactMap(\.whole).flatMap { [$0.lowerBound, $0.upperBound + 1] }).sorted()
        var stretches: [ClosedRange<Int>?] = []
        if cuts.isEmpty {
            stretches = [nil]
        } else {
            stretches.append(Int.min...(cuts[0] - 1))
            for (a, b) in zip(cuts, cuts.dropFirst()) { stretches.append(a...(b - 1)) }
            stretches.append(cuts[cuts.count - 1]...Int.max)
        }
        var fills: [Fill] = []
        // Where each strip's own fill is, to carry it on through the next stretch.
        var own: [Int: Int] = [:]
        func alone(_ strip: Int, _ rows: ClosedRange<Int>?) {
            if let rows, let at = own[strip], let before = fills[at].rows, before.upperBound == rows.lowerBound - 1 {
                fills[at].rows = before.lowerBound...rows.upperBound
            } else {
                own[strip] = fills.count
                fills.append(Fill(polygon: strips[strip], rows: rows))
            }
        }
        for rows in stretches {
            // Strips whole in these rows, in runs reaching from one to the next; the others on their own.
            var run: (near: Double, far: Double, first: Int, count: Int)?
            func close() {
                guard let made = run, let rows else { return }
                if made.count == 1 {
                    alone(made.first, rows)
                } else {
                    let y0 = Double(rows.lowerBound), y1 = Double(rows.upperBound + 1)
                    fills.append(Fill(polygon: [(x(made.near, y0), y0), (x(made.far, y0), y0), (x(made.far, y1), y1),
                                                (x(made.near, y1), y1)], rows: rows))
                }
                run = nil
            }
            for strip in chain {
                guard let rows, let whole = strip.whole, whole.contains(rows.lowerBound) else {
                    alone(strip.index, rows)
                    continue
                }
                if let made = run, strip.lo <= made.far + tolerance {
                    run = (made.near, max(made.far, strip.hi), made.first, made.count + 1)
                } else {
                    close()
                    run = (strip.lo, strip.hi, strip.index, 1)
                }
            }
            close()
        }
        return fills
    }

    /// A strip's lowest and highest levels and the rows where its other sides leave whole every
    /// pixel of its band and beside it (none: nil); nil when it is no strip (no area, not finite).
    private static func strip(_ strip: [(x: Double, y: Double)], _ level: (gx: Double, gy: Double, g0: Double), tolerance: Double)
        -> (lo: Double, hi: Double, whole: ClosedRange<Int>?)? {
        let (gx, gy, g0) = level
        guard strip.count >= 3, strip.allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e9 && abs($0.y) < 1e9 }) else { return nil }
        let levels = strip.map { gx * $0.x + gy * $0.y + g0 }
        guard let lo = levels.min(), let hi = levels.max(), hi - lo > tolerance else { return nil }
        var area = 0.0
        for i in strip.indices {
            let p = strip[i], q = strip[(i + 1) % strip.count]
            area += p.x * q.y - q.x * p.y
        }
        guard abs(area) > 1e-9 else { return nil }
        let turn = area > 0 ? 1.0 : -1.0
        // A pixel beside a line of one level on a row lies within this many columns of it.
        let reach = 0.5 * (gx * gx + gy * gy).squareRoot() / abs(gx) + 1
        let outward = gx > 0 ? 1.0 : -1.0
        var top = -Double.infinity, bottom = Double.infinity
        for i in strip.indices {
            let j = (i + 1) % strip.count
            // A side along a line of one level is the strip's own side of the band.
            if abs(levels[i] - lo) < tolerance && abs(levels[j] - lo) < tolerance { continue }
            if abs(levels[i] - hi) < tolerance && abs(levels[j] - hi) < tolerance { continue }
            let p = strip[i], q = strip[j]
            let dx = q.x - p.x, dy = q.y - p.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            // How far inside the side a point lies: a·x + b·y + c.
            let a = -dy / length * turn, b = dx / length * turn, c = -(a * p.x + b * p.y)
            // The rows where it leaves whole every pixel of the band and beside it: along a row
            // its distance is linear, least at one end — the column of level lo or hi on the
            // row's centre y, `(t − g0 − gy·y) / gx`, `reach` outward.
            for (t, out) in [(lo, -outward), (hi, outward)] {
                let k = b - a * gy / gx, m = a * ((t - g0) / gx + out * reach) + c
                guard abs(k) > 1e-12 else {
                    if m < whole { return (lo, hi, nil) }
                    continue
                }
                if k > 0 { top = max(top, (whole - m) / k) } else { bottom = min(bottom, (whole - m) / k) }
            }
        }
        // The rows whose centres (y + ½) lie between `top` and `bottom`.
        guard top.isFinite, bottom.isFinite, abs(top) < 1e9, abs(bottom) < 1e9 else { return (lo, hi, nil) }
        let first = Int((top - 0.5).rounded(.up)), last = Int((bottom - 0.5).rounded(.down))
        return (lo, hi, first <= last ? first...last : nil)
    }
}
