import Foundation
import FolioCore
import CFolioPixels

/// Fills a convex polygon straight into premultiplied 32-bit pixels with an image placed by an
/// affine map, a tint over it (one colour or a linear gradient), or the tint alone — a page
/// curl's pieces and shadows.
///
/// Cairo fills a slanted polygon with a composite for every band of rows (`fillInSlices`); a
/// curl's roll is a dozen thin strips slanted across the whole page, and those composites were
/// most of its frame. Here every destination pixel is worked out once, from its own position
/// alone, so a frame drawn through part of the surface gives that part's pixels of the whole
/// drawing; the pixels beside the edges are covered as `ConvexPolygon` says.
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
        static func gradient(_ start: Color, _ end: Color) -> [UInt32] {
            gradient([(0, start), (1, end)], steps: gradientSteps)
        }

        /// A colour's components, 0 … 1, not premultiplied.
        typealias Color = (r: Double, g: Double, b: Double, a: Double)

        /// The colours `stops` give (locations 0 … 1 in order; the first colour before them, the
        /// last after) in `steps` steps from t = 0 to t = 1, each mixed unpremultiplied between
        /// the stops around it and then premultiplied.
        static func gradient(_ stops: [(location: Double, color: Color)], steps: Int) -> [UInt32] {
            guard !stops.isEmpty else { return [0] }
            let steps = max(steps, 2), last = Double(steps - 1)
            var stop = 0
            return [UInt32](unsafeUninitializedCapacity: steps) { colors, count in
                for i in 0..<steps {
                    let t = Double(i) / last
                    while stop + 1 < stops.count - 1, stops[stop + 1].location <= t { stop += 1 }
                    let (l0, start) = stops[stop], (l1, end) = stops[min(stop + 1, stops.count - 1)]
                    let u = l1 > l0 ? min(max((t - l0) / (l1 - l0), 0), 1) : (t < l0 ? 0 : 1)
                    colors[i] = premultiplied(start.r + (end.r - start.r) * u, start.g + (end.g - start.g) * u,
                                              start.b + (end.b - start.b) * u, start.a + (end.a - start.a) * u)
                }
                count = steps
            }
        }

        /// One premultiplied pixel of a colour (components 0 … 1).
        static func premultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> UInt32 {
            func byte(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * 255 + 0.5) }
            let alpha = min(max(a, 0), 1)
            return byte(alpha) << 24 | byte(r * alpha) << 16 | byte(g * alpha) << 8 | byte(b * alpha)
        }
    }

    /// How many columns of every row are drawn before going on to the next row when the image
    /// is read turned: along a turned row the reads cross the image's rows, and a whole row at a
    /// time would read image rows far apart for each (as `ProjectedBlit.columnsAtATime`).
    static let columnsAtATime = 64

    /// Fills `rows` with the image under the tint (a tint alone: `fillTintRows`): per row, the
    /// pixels with any coverage, of them those every side leaves whole, and the rest by their
    /// coverage — a few columns of every row at a time where the image is read turned, whole
    /// rows otherwise. A pixel is worked out from its own position alone, so it comes out the
    /// same however a row is cut.
    @inline(__always)
    static func fillRows<S: Sampler>(_ rows: ClosedRange<Int>, _ columns: (left: Int, right: Int), _ shape: ConvexPolygon,
                                     _ sampler: S, _ map: CGAffineTransform, _ tint: Tint?,
                                     _ destination: PixelBuffer, _ origin: (x: Int, y: Int), atATime: Int = columnsAtATime,
                                     wide: Bool = true) {
        let sides = shape.sides.count
        let turned = map.b != 0 || map.c != 0
        let chunk = turned ? max(atATime, 1) : max(columns.right - columns.left + 1, 1)
        let colors = tint?.colors ?? []
        let gradient = colors.count > 1, isTinted = !colors.isEmpty
        let steps = Double(max(colors.count - 1, 0)), lastStep = max(colors.count - 1, 0)
        // The gradient's step at pixel x: (gx · (x + ½) + gy · y + g0) · steps, rounded, in 16.16
        // fixed point along the row.
        let stepAlong = Int(min(max((tint?.gx ?? 0) * steps * 65536, -1e12), 1e12).rounded())
        let fixed = Fixed(map)
        colors.withUnsafeBufferPointer { palette in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: rows.count * sides) { offsets in
                withUnsafeTemporaryAllocation(of: (y: Int, crossing: ConvexPolygon.RowCrossing).self, capacity: rows.count) { crossings in
                    /// Fills the pixels within `window` of the first `count` rows in `crossings` that the
                    /// shape covers: one call for all of them, so nothing is passed again for each row.
                    @inline(__always)
                    func fillWindow(_ window: ClosedRange<Int>, rows count: Int) {
                        for i in 0..<count {
                            let (y, crossing) = crossings[i]
                            let offsets = UnsafePointer(offsets.baseAddress! + i &* sides)
                            let yc = Double(y) + 0.5
                            let lo = max(crossing.lo, window.lowerBound), hi = min(crossing.hi, window.upperBound)
                            guard lo <= hi else { continue }
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
                                guard gradient else { return palette[0] }
                                let step = (stepAlong &* x &+ rowStep) &>> 16
                                return palette[step < 0 ? 0 : step > lastStep ? lastStep : step]
                            }
                            /// The pixel `x` as drawn, before its coverage.
                            @inline(__always) func drawn(_ x: Int) -> UInt32 {
                                guard isTinted else { return sampled(x) }
                                let color = tinted(x)
                                return color &+ PackedPixel.scaled(sampled(x), by: 255 &- (color >> 24))
                            }
                            @inline(__always) func put(_ pixel: UInt32, _ x: Int) { PackedPixel.composite(pixel, onto: row + x) }
                            @inline(__always) func edge(_ from: Int, _ to: Int) {
                                guard from <= to else { return }
                                for x in from...to {
                                    let coverage = shape.coverage(at: x, on: crossing, offsets: offsets)
                                    guard coverage > 0 else { continue }
                                    let pixel = drawn(x)
                                    put(coverage < 255 ? PackedPixel.scaled(pixel, by: coverage) : pixel, x)
                                }
                            }
                            let first = max(crossing.wholeLo, lo), last = min(crossing.wholeHi, hi)
                            guard first <= last else {
                                // No whole pixel here: the window lies before or after them, or the row has none.
                                edge(lo, hi)
                                continue
                            }
                            edge(lo, first - 1)
                            // The whole pixels: an opaque image one for one, untinted, is copied row by row.
                            if isTinted || !sampler.copy(first...last, rowU: rowU, rowV: rowV, step: (fixed.a, fixed.b), into: row) {
                                // Eight at a time where the processor can, every read inside the image and
                                // the tint's steps at both ends held in 32 bits (so between them too: both
                                // lie along the row in whole steps); then four at a time. The same arithmetic
                                // as one at a time (`put`), lane by lane, so a pixel comes out the same.
                                var x = first
                                if wide, last &- first >= 7 {
                                    @inline(__always) func at(_ x: Int) -> (u: Int, v: Int, step: Int) {
                                        let fixedX = x &* 65536 &+ 32768
                                        return ((fixed.a &* fixedX) &>> 16 &+ rowU, (fixed.b &* fixedX) &>> 16 &+ rowV,
                                                stepAlong &* x &+ rowStep)
                                    }
                                    let start = at(first), end = at(last)
                                    // Steps held in 32-bit lanes (past the table's ends, its ends).
                                    let stepsFit = !gradient || (abs(start.step) < 1 << 30 && abs(end.step) < 1 << 30)
                                    // Positions held in 32-bit lanes.
                                    let fits = sampler.image.width < 32_000 && sampler.image.height < 32_000
                                    if stepsFit, fits, sampler.readsInside(u: start.u, v: start.v), sampler.readsInside(u: end.u, v: end.v),
                                       abs(fixed.a) < 1 << 24, abs(fixed.b) < 1 << 24, abs(stepAlong) < 1 << 24 {
                                        let image = sampler.image
                                        x &+= Int(folio_affine_span(image.base, image.rowLength, S.wideSampling,
                                                                    Int32(truncatingIfNeeded: start.u), Int32(truncatingIfNeeded: start.v),
                                                                    Int32(truncatingIfNeeded: fixed.a), Int32(truncatingIfNeeded: fixed.b),
                                                                    palette.baseAddress, Int32(palette.count),
                                                                    Int32(truncatingIfNeeded: start.step), Int32(truncatingIfNeeded: stepAlong),
                                                                    row + first, Int32(truncatingIfNeeded: last &- first &+ 1)))
                                    }
                                }
                                let lanes = SIMD4(0, 1, 2, 3)
                                while x &+ 3 <= last {
                                    let fixedX = (SIMD4(repeating: x) &+ lanes) &* 65536 &+ 32768
                                    var pixels = sampler.sample(u: (fixed.a &* fixedX) &>> 16 &+ rowU, v: (fixed.b &* fixedX) &>> 16 &+ rowV)
                                    if isTinted {
                                        let colors = SIMD4(tinted(x), tinted(x &+ 1), tinted(x &+ 2), tinted(x &+ 3))
                                        pixels = colors &+ PackedPixel.scaled(pixels, by: 255 &- (colors &>> 24))
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
                            edge(last + 1, hi)
                        }
                    }

                    var count = 0
                    for y in rows {
                        guard let crossing = shape.row(y, within: columns, offsets: offsets.baseAddress! + count * sides) else { continue }
                        crossings[count] = (y, crossing)
                        count += 1
                    }
                    guard count > 0 else { return }
                    var left = Int.max, right = Int.min
                    for i in 0..<count {
                        left = min(left, crossings[i].crossing.lo)
                        right = max(right, crossings[i].crossing.hi)
                    }
                    var start = left
                    while start <= right {
                        let window = start...min(start &+ chunk &- 1, right)
                        fillWindow(window, rows: count)
                        start = window.upperBound &+ 1
                    }
                }
            }
        }
    }

    /// An affine map's entries in 16.16 fixed point.
    private struct Fixed {
        var a, b, c, d, tx, ty: Int
        init(_ m: CGAffineTransform) {
            func f(_ v: CGFloat) -> Int { Int((Double(v) * 65536).rounded()) }
            (a, b, c, d, tx, ty) = (f(m.a), f(m.b), f(m.c), f(m.d), f(m.tx), f(m.ty))
        }
    }
}
