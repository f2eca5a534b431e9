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

        /// `start` at t ≤ 0 to `end` at t ≥ 1, mixed unpremultiplied and then premultiplied (as
        /// cairo's gradients are), in 256 steps. Components 0 … 1.
        static func gradient(_ start: (r: Double, g: Double, b: Double, a: Double),
                             _ end: (r: Double, g: Double, b: Double, a: Double)) -> [UInt32] {
            (0..<256).map { i in
                let t = Double(i) / 255
                func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
                return premultiplied(mix(start.r, end.r), mix(start.g, end.g), mix(start.b, end.b), mix(start.a, end.a))
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
    /// there, inside `clip`. Positions are device pixels — the whole surface's, whatever part of it
    /// `destination` holds: its first pixel lies at `origin` — so a pixel comes out the same drawn
    /// through any part. Large areas are drawn in bands of rows both cores share.
    static func fill(_ sides: [Side], source: Source?, tint: Tint?, into destination: PixelBuffer, at origin: (x: Int, y: Int),
                     clip: CGRect, rows: ClosedRange<Double>) {
        let bounds = CGRect(x: origin.x, y: origin.y, width: destination.width, height: destination.height).intersection(clip)
        guard !bounds.isNull, !bounds.isEmpty, source != nil || tint != nil,
              rows.lowerBound.isFinite, rows.upperBound.isFinite else { return }
        let top = max(Int(bounds.minY.rounded(.down)), Int(max(rows.lowerBound - 1, -1e9).rounded(.down)))
        let bottom = min(Int(bounds.maxY.rounded(.up)) - 1, Int(min(rows.upperBound + 1, 1e9).rounded(.up)))
        guard top <= bottom else { return }
        let columns = (left: Int(bounds.minX.rounded(.down)), right: Int(bounds.maxX.rounded(.up)) - 1)
        let facing = facingPairs(sides)
        let band = 32, bands = (bottom - top) / band + 1
        let work: @Sendable (Int) -> Void = { index in
            let first = top + index * band
            let rows = first...min(first + band - 1, bottom)
            switch source?.sampling {
            case .bilinear?: fillRows(rows, columns, sides, facing, Bilinear(source!.pixels), source!.map, tint, destination, origin)
            case .nearest?: fillRows(rows, columns, sides, facing, Nearest(source!.pixels), source!.map, tint, destination, origin)
            case nil: fillRows(rows, columns, sides, facing, Clear(), .identity, tint, destination, origin)
            }
        }
        // Parallel only where it pays for handing the work over.
        if bands > 1 && Double(bottom - top) * Double(columns.right - columns.left) > 200_000 && estimatedArea(sides, top, bottom) > 120_000 {
            DispatchQueue.concurrentPerform(iterations: bands, execute: work)
        } else {
            for index in 0..<bands { work(index) }
        }
    }

    /// Pairs of sides that face each other (a strip's two long sides): a pixel between them
    /// holds no more than the width they leave.
    private static func facingPairs(_ sides: [Side]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for i in sides.indices {
            for j in sides.indices where j > i && sides[i].a * sides[j].a + sides[i].b * sides[j].b < -0.9 {
                pairs.append((i, j))
            }
        }
        return pairs
    }

    /// The polygon's area between two rows, roughly (its widest row times the rows).
    private static func estimatedArea(_ sides: [Side], _ top: Int, _ bottom: Int) -> Double {
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
    private static func fillRows<S: Sampler>(_ rows: ClosedRange<Int>, _ columns: (left: Int, right: Int), _ sides: [Side],
                                             _ facing: [(Int, Int)], _ sampler: S, _ map: CGAffineTransform, _ tint: Tint?,
                                             _ destination: PixelBuffer, _ origin: (x: Int, y: Int)) {
        let colors = tint?.colors ?? []
        let gradient = colors.count > 1, tinted = !colors.isEmpty
        let steps = Double(max(colors.count - 1, 0))
        let fixed = Fixed(map)
        withUnsafeTemporaryAllocation(of: Double.self, capacity: sides.count) { rowOffsets in
            for y in rows {
                let yc = Double(y) + 0.5
                // The pixels with any coverage (every side's distance above −½) and those every
                // side leaves whole (every distance at least ½): x is a pixel, its centre x + ½.
                var lo = columns.left, hi = columns.right
                var wholeLo = Int.min, wholeHi = Int.max
                var empty = false
                for (i, side) in sides.enumerated() {
                    let k = side.b * yc + side.c
                    rowOffsets[i] = k
                    if abs(side.a) < 1e-12 {
                        if k <= -0.5 { empty = true }
                        if k < 0.5 { wholeLo = Int.max }
                        continue
                    }
                    let outer = clamped((-0.5 - k) / side.a - 0.5), inner = clamped((0.5 - k) / side.a - 0.5)
                    if side.a > 0 {
                        lo = max(lo, Int(outer.rounded(.down)) + 1)
                        wholeLo = max(wholeLo, Int(inner.rounded(.up)))
                    } else {
                        hi = min(hi, Int(outer.rounded(.up)) - 1)
                        wholeHi = min(wholeHi, Int(inner.rounded(.down)))
                    }
                }
                guard !empty, lo <= hi else { continue }
                // Indexed by device column.
                let row = destination.base + ((y &- origin.y) &* destination.rowLength &- origin.x)
                // In 16.16 fixed point from the pixel centre, as pixman reads an image.
                let fixedY = y &* 65536 &+ 32768
                let rowU = (fixed.c &* fixedY) &>> 16 &+ fixed.tx, rowV = (fixed.d &* fixedY) &>> 16 &+ fixed.ty
                let rowT = tint.map { $0.gy * yc + $0.g0 } ?? 0, dt = tint?.gx ?? 0

                /// The pixel `x` as drawn, before its coverage.
                @inline(__always) func drawn(_ x: Int) -> UInt32 {
                    let fixedX = x &* 65536 &+ 32768
                    let pixel = sampler.sample(u: (fixed.a &* fixedX) &>> 16 &+ rowU, v: (fixed.b &* fixedX) &>> 16 &+ rowV)
                    guard tinted else { return pixel }
                    let color: UInt32
                    if gradient {
                        let t = dt * (Double(x) + 0.5) + rowT
                        color = colors[Int((t.isNaN ? 0 : min(max(t, 0), 1)) * steps + 0.5)]
                    } else {
                        color = colors[0]
                    }
                    return S.isClear ? color : color &+ PackedPixel.scaled(pixel, by: 255 &- (color >> 24))
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
                if tinted || !sampler.copy(first...last, rowU: rowU, rowV: rowV, step: (fixed.a, fixed.b), into: row) {
                    for x in first...last { put(drawn(x), x) }
                }
                if last < hi { edge((last + 1)...hi) }
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

    /// A distance kept where it converts to an integer.
    @inline(__always)
    private static func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -1e9), 1e9) }
}

/// Reads an image at a point (image pixels; pixel centres at +½).
private protocol Sampler {
    /// No image: the tint alone is drawn.
    static var isClear: Bool { get }
    /// The image at (u, v), 16.16 fixed point.
    func sample(u: Int, v: Int) -> UInt32
    /// Copies the pixels `columns` of a row (its start `rowU`, `rowV` and step along it, fixed
    /// point) into `row` when they read an opaque image one for one; false, touching nothing,
    /// when they do not.
    func copy(_ columns: ClosedRange<Int>, rowU: Int, rowV: Int, step: (Int, Int), into row: UnsafeMutablePointer<UInt32>) -> Bool
}

extension Sampler {
    func copy(_ columns: ClosedRange<Int>, rowU: Int, rowV: Int, step: (Int, Int), into row: UnsafeMutablePointer<UInt32>) -> Bool {
        false
    }
}

private struct Clear: Sampler {
    static var isClear: Bool { true }
    @inline(__always) func sample(u: Int, v: Int) -> UInt32 { 0 }
}

private struct Nearest: Sampler {
    let pixels: PixelBuffer
    init(_ pixels: PixelBuffer) { self.pixels = pixels }
    static var isClear: Bool { false }

    func copy(_ columns: ClosedRange<Int>, rowU: Int, rowV: Int, step: (Int, Int), into row: UnsafeMutablePointer<UInt32>) -> Bool {
        guard pixels.opaque, step == (65536, 0) else { return false }
        // Pixel x reads column (x·65536 + 32768 + rowU − 1) >> 16 of row (rowV − 1) >> 16.
        let shift = (32768 &+ rowU &- 1) &>> 16, y = (rowV &- 1) &>> 16
        let from = max(columns.lowerBound, -shift), to = min(columns.upperBound, pixels.width - 1 - shift)
        if y >= 0, y < pixels.height, from <= to {
            (row + from).update(from: pixels.base + (y &* pixels.rowLength &+ from &+ shift), count: to - from + 1)
        }
        return true
    }

    @inline(__always) func sample(u: Int, v: Int) -> UInt32 {
        // As pixman rounds a sample falling exactly between two pixels: to the one before.
        let x = (u &- 1) &>> 16, y = (v &- 1) &>> 16
        guard x >= 0, y >= 0, x < pixels.width, y < pixels.height else { return 0 }
        return pixels.base[y &* pixels.rowLength &+ x]
    }
}

/// Cairo's bilinear filter: the four pixels round the sample mixed in 128ths; past the image's
/// edge, transparent.
private struct Bilinear: Sampler {
    let pixels: PixelBuffer
    init(_ pixels: PixelBuffer) { self.pixels = pixels }
    static var isClear: Bool { false }

    @inline(__always) func sample(u: Int, v: Int) -> UInt32 {
        let iu = u &- 32768, iv = v &- 32768
        guard iu > -65536, iv > -65536, iu < pixels.width &* 65536, iv < pixels.height &* 65536 else { return 0 }
        let x0 = iu >> 16, y0 = iv >> 16
        let wx = UInt32((iu >> 9) & 127), wy = UInt32((iv >> 9) & 127)
        let base = pixels.base, stride = pixels.rowLength
        let tl, tr, bl, br: UInt32
        if x0 >= 0 && y0 >= 0 && x0 < pixels.width - 1 && y0 < pixels.height - 1 {
            let p = base + (y0 &* stride &+ x0)
            tl = p[0]; tr = p[1]; bl = p[stride]; br = p[stride &+ 1]
        } else {
            func at(_ x: Int, _ y: Int) -> UInt32 {
                x >= 0 && y >= 0 && x < pixels.width && y < pixels.height ? base[y &* stride &+ x] : 0
            }
            tl = at(x0, y0); tr = at(x0 + 1, y0); bl = at(x0, y0 + 1); br = at(x0 + 1, y0 + 1)
        }
        return PackedPixel.mix(PackedPixel.mix(tl, tr, wx), PackedPixel.mix(bl, br, wx), wy)
    }
}
