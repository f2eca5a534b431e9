import Foundation
import FolioCore

/// Fills a convex polygon straight into premultiplied 32-bit pixels with an image placed by an
/// affine map, a tint over it (one colour or a linear gradient), or the tint alone — a page
/// curl's pieces and shadows.
///
/// Cairo fills a slanted polygon with a composite for every band of rows (`fillInSlices`); a
/// curl's roll is a dozen thin strips slanted across the whole page, and those composites were
/// most of its frame. Here every destination pixel is worked out once, from its own position
/// alone, so a frame drawn through part of the surface gives that part's pixels of the whole
/// drawing. An edge pixel is covered by how far its centre lies inside each side (a ramp one
/// pixel wide: within about 4 % of the exact area along a straight edge); two sides facing each
/// other, as a thin strip's, share the pixel between them (a strip narrower than a pixel covers
/// what its width does).
///
/// ```
///        ___________
///       /:|       |:\      a row: the pixels every side leaves whole are drawn as they are,
///      /::|       |::\     the few beside the edges (:) by their coverage
/// ```
enum AffineBlit {
    /// How the image is read.
    enum Sampling: Sendable {
        /// Four pixels mixed by where the sample falls between them (cairo's bilinear filter).
        case bilinear
        /// The pixel under the sample (exact for an image placed at whole pixels, unscaled).
        case nearest
    }

    /// The image and where it lies: a destination pixel centre (x, y) reads the image at
    /// u = a·x + c·y + tx, v = b·x + d·y + ty (image pixels). Outside the image is transparent.
    struct Source: Sendable {
        var pixels: PixelBuffer
        var map: CGAffineTransform
        var sampling: Sampling
    }

    /// A premultiplied tint: `colors[i]` at t = i / (count − 1) along t = gx·x + gy·y + g0
    /// (clamped to 0 … 1); one colour when there is one entry.
    struct Tint: Sendable {
        var colors: [UInt32]
        var gx = 0.0, gy = 0.0, g0 = 0.0

        /// The steps of a gradient's table: a step of a tint whose alpha changes by Δ is Δ/63,
        /// under a level of 255 for the curl's tints.
        static let gradientSteps = 64

        /// `start` at t ≤ 0 to `end` at t ≥ 1, mixed unpremultiplied and then premultiplied (as
        /// cairo's gradients are), in `gradientSteps` steps. Components 0 … 1.
        static func gradient(_ start: (r: Double, g: Double, b: Double, a: Double),
                             _ end: (r: Double, g: Double, b: Double, a: Double)) -> [UInt32] {
            let last = Double(gradientSteps - 1)
            return [UInt32](unsafeUninitializedCapacity: gradientSteps) { colors, count in
                for i in 0..<gradientSteps {
                    let t = Double(i) / last
                    colors[i] = premultiplied(start.r + (end.r - start.r) * t, start.g + (end.g - start.g) * t,
                                              start.b + (end.b - start.b) * t, start.a + (end.a - start.a) * t)
                }
                count = gradientSteps
            }
        }

        /// One premultiplied pixel of a colour (components 0 … 1).
        static func premultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
            func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
            let alpha = min(max(a, 0), 1)
            return byte(alpha) << 24 | byte(r * alpha) << 16 | byte(g * alpha) << 8 | byte(b * alpha)
        }
    }

    /// A side of the polygon: how far inside it a point lies, a·x + b·y + c (a² + b² = 1).
    struct Side: Sendable {
        var a, b, c: Double
    }

    /// The polygon's sides facing inward; nil when it is not a convex polygon with some area.
    static func sides(of polygon: [(x: Double, y: Double)]) -> [Side]? {
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
        return sides.count >= 3 ? sides : nil
    }

    /// Fills the polygon bounded by `sides` with `source` under `tint`, composited over what is
    /// there, inside `clip` (see `Job`).
    static func fill(_ sides: [Side], source: Source?, tint: Tint?, into destination: PixelBuffer, at origin: (x: Int, y: Int),
                     clip: CGRect, polygon: [(x: Double, y: Double)]) {
        guard let job = Job(sides, source: source, tint: tint, into: destination, at: origin, clip: clip, polygon: polygon) else { return }
        draw([job])
    }

    /// The part of `polygon` between the columns `x0` and `x1`.
    static func part(of polygon: [(x: Double, y: Double)], from x0: Double, to x1: Double) -> [(x: Double, y: Double)] {
        var shape = polygon
        for (bound, keepRight) in [(x0, true), (x1, false)] {
            var cut: [(x: Double, y: Double)] = []
            for i in shape.indices {
                let p = shape[i], q = shape[(i + 1) % shape.count]
                let dp = keepRight ? p.x - bound : bound - p.x, dq = keepRight ? q.x - bound : bound - q.x
                if dp >= 0 { cut.append(p) }
                if (dp >= 0) != (dq >= 0) {
                    let t = dp / (dp - dq)
                    cut.append((p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
                }
            }
            shape = cut
            if shape.isEmpty { break }
        }
        return shape
    }

    /// Pairs of sides that face each other (a strip's two long sides): a pixel between them
    /// holds no more than the width they leave.
    static func facingPairs(_ sides: [Side]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for i in sides.indices {
            for j in sides.indices where j > i && sides[i].a * sides[j].a + sides[i].b * sides[j].b < -0.9 {
                pairs.append((i, j))
            }
        }
        return pairs
    }

    /// The polygon's area between two rows, roughly (its widest row times the rows).
    static func estimatedArea(_ sides: [Side], _ top: Int, _ bottom: Int) -> Double {
        var widest = 0.0
        for y in [top, (top + bottom) / 2, bottom] {
            if let span = span(sides, y: Double(y) + 0.5, slack: 0.5) { widest = max(widest, span.upperBound - span.lowerBound) }
        }
        return widest * Double(bottom - top + 1)
    }

    /// Where on the row at `y` every side's distance exceeds −`slack`: pixel centres strictly
    /// inside that stretch (nil when none).
    private static func span(_ sides: [Side], y: Double, slack: Double) -> ClosedRange<Double>? {
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

    /// Fills `rows`: per row, the pixels with any coverage, of them those every side leaves
    /// whole, and the rest by their coverage.
    @inline(__always)
    static func fillRows<S: Sampler>(_ rows: ClosedRange<Int>, _ columns: (left: Int, right: Int), _ sides: [Side],
                                             _ facing: [(Int, Int)], _ sampler: S, _ map: CGAffineTransform, _ tint: Tint?,
                                             _ destination: PixelBuffer, _ origin: (x: Int, y: Int)) {
        let colors = tint?.colors ?? []
        let gradient = colors.count > 1, isTinted = !colors.isEmpty
        let steps = Double(max(colors.count - 1, 0)), lastStep = max(colors.count - 1, 0)
        // The gradient's step at pixel x: (gx · (x + ½) + gy · y + g0) · steps, rounded, in 16.16
        // fixed point along the row.
        let stepAlong = Int(min(max((tint?.gx ?? 0) * steps * 65536, -1e12), 1e12).rounded())
        let fixed = Fixed(map)
        // Where on a row each side's distance is −½ (outer) and +½ (inner): linear in the row.
        let bounds = sides.map(RowBound.init)
        colors.withUnsafeBufferPointer { palette in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: sides.count) { rowOffsets in
                for y in rows {
                    let yc = Double(y) + 0.5
                    // The pixels with any coverage (every side's distance above −½) and those every
                    // side leaves whole (every distance at least ½): x is a pixel, its centre x + ½.
                    var lo = columns.left, hi = columns.right
                    var wholeLo = Int.min, wholeHi = Int.max
                    var empty = false
                    for i in sides.indices {
                        let side = sides[i], bound = bounds[i]
                        rowOffsets[i] = side.b * yc + side.c
                        guard bound.slanted else {
                            if rowOffsets[i] <= -0.5 { empty = true }
                            if rowOffsets[i] < 0.5 { wholeLo = Int.max }
                            continue
                        }
                        let shift = bound.step * yc
                        let outer = clamped(bound.outer - shift), inner = clamped(bound.inner - shift)
                        if side.a > 0 {
                            lo = max(lo, floor(outer) &+ 1)
                            wholeLo = max(wholeLo, ceiling(inner))
                        } else {
                            hi = min(hi, ceiling(outer) &- 1)
                            wholeHi = min(wholeHi, floor(inner))
                        }
                    }
                    guard !empty, lo <= hi else { continue }
                    // Indexed by device column.
                    let row = destination.base + ((y &- origin.y) &* destination.rowLength &- origin.x)
                    // In 16.16 fixed point from the pixel centre, as pixman reads an image.
                    let fixedY = y &* 65536 &+ 32768
                    let rowU = (fixed.c &* fixedY) &>> 16 &+ fixed.tx, rowV = (fixed.d &* fixedY) &>> 16 &+ fixed.ty
                    let rowT = tint.map { (($0.gx * 0.5 + $0.gy * yc + $0.g0) * steps + 0.5) * 65536 } ?? 0
                    let rowStep = rowT.isNaN ? 0 : Int(min(max(rowT, -1e15), 1e15))

                    /// The image at pixel `x`.
                    @inline(__always) func sampled(_ x: Int) -> UInt32 {
                        let fixedX = x &* 65536 &+ 32768
                        return sampler.sample(u: (fixed.a &* fixedX) &>> 16 &+ rowU, v: (fixed.b &* fixedX) &>> 16 &+ rowV)
                    }
                    /// The tint at pixel `x` (when there is one).
                    @inline(__always) func tinted(_ x: Int) -> UInt32 {
                        guard gradient else { return colors[0] }
                        let step = (stepAlong &* x &+ rowStep) &>> 16
                        return palette[step < 0 ? 0 : step > lastStep ? lastStep : step]
                    }
                    /// The pixel `x` as drawn, before its coverage.
                    @inline(__always) func drawn(_ x: Int) -> UInt32 {
                        guard isTinted else { return sampled(x) }
                        let color = tinted(x)
                        return S.isClear ? color : color &+ PackedPixel.scaled(sampled(x), by: 255 &- (color >> 24))
                    }
                    @inline(__always) func put(_ pixel: UInt32, _ x: Int) {
                        let alpha = pixel >> 24
                        if alpha == 255 {
                            row[x] = pixel
                        } else if pixel != 0 {
                            row[x] = PackedPixel.over(pixel, row[x], alpha: alpha)
                        }
                    }
                    @inline(__always) func edge(_ range: ClosedRange<Int>) {
                        for x in range {
                            let coverage = Self.coverage(Double(x) + 0.5, sides, rowOffsets, facing)
                            guard coverage > 0 else { continue }
                            let pixel = drawn(x)
                            put(coverage < 255 ? PackedPixel.scaled(pixel, by: coverage) : pixel, x)
                        }
                    }
                    let first = max(lo, wholeLo), last = min(hi, wholeHi)
                    guard first <= last else {
                        edge(lo...hi)
                        continue
                    }
                    if lo < first { edge(lo...(first - 1)) }
                    // The whole pixels: an opaque image one for one, untinted, is copied row by row.
                    if isTinted || !sampler.copy(first...last, rowU: rowU, rowV: rowV, step: (fixed.a, fixed.b), into: row) {
                        // Four at a time: the same arithmetic as one at a time (`put`), lane by lane,
                        // so a pixel comes out the same either way.
                        var x = first
                        let lanes = SIMD4(0, 1, 2, 3)
                        while x &+ 3 <= last {
                            let fixedX = (SIMD4(repeating: x) &+ lanes) &* 65536 &+ 32768
                            var pixels = S.isClear ? .zero : sampler.sample(u: (fixed.a &* fixedX) &>> 16 &+ rowU,
                                                                            v: (fixed.b &* fixedX) &>> 16 &+ rowV)
                            if isTinted {
                                let colors = SIMD4(tinted(x), tinted(x &+ 1), tinted(x &+ 2), tinted(x &+ 3))
                                pixels = S.isClear ? colors : colors &+ PackedPixel.scaled(pixels, by: 255 &- (colors &>> 24))
                            }
                            let target = UnsafeMutableRawPointer(row + x)
                            if pixels &>> 24 != SIMD4(repeating: 255) {
                                pixels &+= PackedPixel.scaled(target.loadUnaligned(as: SIMD4<UInt32>.self), by: 255 &- (pixels &>> 24))
                            }
                            target.storeBytes(of: pixels, as: SIMD4<UInt32>.self)
                            x &+= 4
                        }
                        while x <= last {
                            put(drawn(x), x)
                            x &+= 1
                        }
                    }
                    if last < hi { edge((last + 1)...hi) }
                }
            }
        }
    }

    /// How much of the pixel centred at `xc` (on the row whose side offsets are `offsets`) the
    /// polygon covers, 0 … 255.
    @inline(__always)
    private static func coverage(_ xc: Double, _ sides: [Side], _ offsets: UnsafeMutableBufferPointer<Double>,
                                 _ facing: [(Int, Int)]) -> UInt32 {
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

    /// An affine map's entries in 16.16 fixed point.
    private struct Fixed {
        var a, b, c, d, tx, ty: Int
        init(_ m: CGAffineTransform) {
            func f(_ v: CGFloat) -> Int { Int((Double(v) * 65536).rounded()) }
            (a, b, c, d, tx, ty) = (f(m.a), f(m.b), f(m.c), f(m.d), f(m.tx), f(m.ty))
        }
    }

    /// Where a side's distance is −½ and +½ along a row: pixel x (centre x + ½) at
    /// `outer − step · y` and `inner − step · y` for the row's centre y.
    private struct RowBound {
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
