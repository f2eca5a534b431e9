import Foundation
import FolioCore
import CFolioPixels

/// Draws a premultiplied ARGB32 image through a plane projection into another, as a layer turned
/// in 3-D with perspective is drawn: every destination pixel reads the image under its centre
/// with the bilinear filter (the four image pixels round that point, mixed by where it falls
/// between them — no stair-steps along the image's edges or inside it), perspective-correct every
/// few pixels and linear between, an eighth of an image pixel apart at most; the pixels along the
/// projected outline by how much of them it covers (`ConvexPolygon`), so the outline is smooth
/// too; all composited over what is there, in bands of rows that both cores share.
enum ProjectedBlit {
    /// The fewest and most pixels between exact perspective divisions along a row.
    static let minSpan = 4, maxSpan = 64

    typealias Pixels = PixelBuffer

    /// Whether `draw` can draw `source` through `toDestination`: every corner of the image in
    /// front of the eye and the map invertible — the same for every clip it is drawn through.
    static func canDraw(_ source: Pixels, through toDestination: Homography) -> Bool {
        let w = CGFloat(source.width), h = CGFloat(source.height)
        return source.width > 0 && source.height > 0 && toDestination.inverted != nil
            && [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)].allSatisfy { toDestination.project($0) != nil }
    }

    /// Draws `source` into `destination` through `toDestination` (source pixel coordinates →
    /// destination pixel coordinates, pixel centres at +0.5), only inside `clip` (destination
    /// pixels, whole) and, when given, `cut` (its edges may lie inside pixels). Returns false,
    /// drawing nothing, when part of the image lies behind the eye or the map cannot be inverted.
    /// Each band of rows is drawn `columns` columns of every row at a time (`columnsAtATime`),
    /// eight pixels at a time where the processor can (`folio_bilinear_span`) unless `wide` is
    /// false; the pixels come out the same either way, and however many columns.
    @discardableResult
    static func draw(_ source: Pixels, through toDestination: Homography, into destination: Pixels, clip: CGRect,
                     cut: CGRect? = nil, columns: Int = columnsAtATime, wide: Bool = true) -> Bool {
        let w = CGFloat(source.width), h = CGFloat(source.height)
        guard source.width > 0, source.height > 0,
              let a = toDestination.project(CGPoint(x: 0, y: 0)), let b = toDestination.project(CGPoint(x: w, y: 0)),
              let c = toDestination.project(CGPoint(x: w, y: h)), let d = toDestination.project(CGPoint(x: 0, y: h)),
              let back = toDestination.inverted else { return false }
        let quad = [a, b, c, d]
        let bounds = CGRect(x: 0, y: 0, width: destination.width, height: destination.height).intersection(clip)
        guard !bounds.isNull, !bounds.isEmpty else { return true }
        // A quad with no area covers nothing.
        // A clip whose edges lie inside pixels cuts the outline, which covers them in part.
        var outline = quad.map { (x: Double($0.x), y: Double($0.y)) }
        if let cut { outline = ConvexPolygon.part(of: outline, within: cut) }
        guard let shape = ConvexPolygon(outline) else { return true }
        // Rows and columns whose pixels the outline reaches (a pixel half outside is covered in part).
        let top = max(Int(bounds.minY.rounded(.down)), Int((quad.map(\.y).min()! - 1).rounded(.down)))
        let bottom = min(Int(bounds.maxY.rounded(.up)) - 1, Int((quad.map(\.y).max()! + 1).rounded(.up)))
        guard top <= bottom else { return true }
        let clipLeft = max(Int(bounds.minX.rounded(.down)), Int((quad.map(\.x).min()! - 1).rounded(.down)))
        let clipRight = min(Int(bounds.maxX.rounded(.up)) - 1, Int((quad.map(\.x).max()! + 1).rounded(.up)))
        guard clipLeft <= clipRight else { return true }

        // Bands of 32 rows are independent (each writes its own rows): both cores take turns at them.
        let band = 32
        let bands = (bottom - top) / band + 1
        let clipRange = (left: clipLeft, right: clipRight)
        let work: @Sendable (Int) -> Void = { index in
            let bandTop = top + index * band
            drawBand(bandTop...min(bandTop + band - 1, bottom), shape: shape, clip: clipRange,
                     source: source, back: back, into: destination, columns: max(1, columns), wide: wide)
        }
        let xs = quad.map(\.x)
        let area = CGFloat(bottom - top) * (xs.max()! - xs.min()!)
        if bands > 1 && area > 100_000 {
            DispatchQueue.concurrentPerform(iterations: bands, execute: work)
        } else {
            for index in 0..<bands { work(index) }
        }
        return true
    }

    /// Whether the image's positions (16.16) fit in 32-bit vector lanes.
    @inline(__always)
    static func fitsInLanes(_ source: Pixels) -> Bool { source.width < 32_000 && source.height < 32_000 }

    /// The fewest image columns one destination pixel along a row spans anywhere in the drawn
    /// image (0 when that cannot be known). Along a row it changes one way only (the image's
    /// column is a ratio of two linear functions of x, its slope a constant over the square of the
    /// denominator), so it is least on the outline, where it is sampled.
    static func leastColumnsPerPixel(width: Int, height: Int, through toDestination: Homography) -> CGFloat {
        guard width > 0, height > 0, let back = toDestination.inverted else { return 0 }
        let (n11, _, n13, n21, _, n23, n31, _, n33) = back.m
        let w = CGFloat(width), h = CGFloat(height)
        var least = CGFloat.infinity
        for i in 0...16 {
            let t = CGFloat(i) / 16
            for point in [CGPoint(x: t * w, y: 0), CGPoint(x: t * w, y: h), CGPoint(x: 0, y: t * h), CGPoint(x: w, y: t * h)] {
                guard let q = toDestination.project(point) else { return 0 }
                let u = q.x * n11 + q.y * n21 + n31, ww = q.x * n13 + q.y * n23 + n33
                guard abs(ww) > 1e-12 else { return 0 }
                least = min(least, abs(n11 * ww - u * n13) / (ww * ww))
            }
        }
        return least.isFinite ? least : 0
    }

    /// How many columns a band draws of each of its rows before going on to the next row: along a
    /// slanted row the source position crosses a source row every few pixels, so a whole row at a
    /// time reads image rows far apart for each; columns at a time keep the band's reads
    /// within a small part of it (the cube turning, steady: 3.1 → 2.2 ms a frame, measured
    /// interleaved; 32 and 128 columns measured alike). Each row goes on from where it stopped
    /// (`RowWalk`), so no row's set-up is paid again.
    static let columnsAtATime = 64

    /// Draws the rows `rows` of the quad, a few columns of every row at a time.
    private static func drawBand(_ rows: ClosedRange<Int>, shape: ConvexPolygon, clip: (left: Int, right: Int),
                                 source: Pixels, back: Homography, into destination: Pixels, columns: Int, wide: Bool) {
        let sides = shape.sides.count
        withUnsafeTemporaryAllocation(of: Double.self, capacity: rows.count * sides) { offsets in
            // The rows' walks in place (each go changes a walk where it lies, not a copy of it).
            withUnsafeTemporaryAllocation(of: RowWalk.self, capacity: rows.count) { storage in
                var count = 0
                for y in rows {
                    let rowOffsets = offsets.baseAddress! + count * sides
                    guard let crossing = shape.row(y, within: clip, offsets: rowOffsets) else { continue }
                    (storage.baseAddress! + count).initialize(to: RowWalk(y, crossing, offsets: rowOffsets, source: source, back: back,
                                                                          into: destination))
                    count += 1
                }
                let walks = UnsafeMutableBufferPointer(rebasing: storage[..<count])
                defer { _ = walks.deinitialize() }
                guard let left = walks.lazy.map(\.x).min(), let right = walks.lazy.map(\.last).max() else { return }
                for stop in stride(from: left &+ columns, through: right &+ columns, by: columns) {
                    for i in walks.indices {
                        walks[i].draw(before: stop, shape: shape, source: source, wide: wide)
                    }
                }
            }
        }
    }
}

/// One row of a projected image being drawn, left to right, in as many goes as it takes: the
/// source position exact at every `span`th pixel (the perspective division), linear in 16.16
/// fixed point between.
private struct RowWalk {
    let last: Int
    /// Where the row crosses the outline: the pixels it leaves whole, the others covered in part.
    let crossing: ConvexPolygon.RowCrossing
    var wholeLo: Int { crossing.wholeLo }
    var wholeHi: Int { crossing.wholeHi }
    /// The sides' offsets on this row (`ConvexPolygon.row`).
    let offsets: UnsafePointer<Double>
    /// What stays the same along the row, as the C walk takes it too (`folio_projected_pieces`):
    /// the image, the homogeneous source coordinates at the row's pixel centre x = 0 and their
    /// change a pixel (they are linear in x), the row in the destination, the pixels between
    /// exact divisions. A variable only so the C walk can be handed it where it lies, not a copy.
    private(set) var line: folio_projected_row
    /// Where the walk stands (`x`, `end`, …).
    var walk = folio_projected_walk()
    /// The offsets of a piece's four lanes from the first (16.16), when it reads only pixels with
    /// a right and a lower neighbour (`read4Inside`).
    var laneU = SIMD4<Int32>(), laneV = SIMD4<Int32>()

    var row: UnsafeMutablePointer<UInt32> { line.target }
    var span: Int { line.span }
    /// The image's last pixel centres (16.16). The source positions read are held between the
    /// first pixel centres and these: what lies past the image's edge reads its edge pixels, so
    /// an edge pixel is faded once, by its coverage (the walk itself is not held, so a piece that
    /// runs past the edge is not bent). A position short of them has a right and a lower neighbour.
    var limitU: Int { line.limit_u }
    var limitV: Int { line.limit_v }
    /// The next pixel, the end of the linear piece it lies in, the source position there and the
    /// step per pixel (16.16), and the exact source position at the piece's end.
    var x: Int { get { walk.x } set { walk.x = newValue } }
    var end: Int { get { walk.end } set { walk.end = newValue } }
    var u: Int { get { walk.u } set { walk.u = newValue } }
    var v: Int { get { walk.v } set { walk.v = newValue } }
    var du: Int { get { walk.du } set { walk.du = newValue } }
    var dv: Int { get { walk.dv } set { walk.dv = newValue } }
    var endU: Int { get { walk.end_u } set { walk.end_u = newValue } }
    var endV: Int { get { walk.end_v } set { walk.end_v = newValue } }

    init(_ y: Int, _ crossing: ConvexPolygon.RowCrossing, offsets: UnsafePointer<Double>, source: ProjectedBlit.Pixels, back: Homography,
         into destination: ProjectedBlit.Pixels) {
        let first = crossing.lo, last = crossing.hi
        (self.crossing, self.offsets) = (crossing, offsets)
        let (n11, n12, n13, n21, n22, n23, n31, n32, n33) = back.m
        let yc = CGFloat(y) + 0.5
        let (u0, v0, w0) = (yc * n21 + n31, yc * n22 + n32, yc * n23 + n33)
        self.last = last
        // Between exact divisions the position is linear; the chord of the projection over n
        // pixels strays from it by about n² · |du/dx| · |dw/dx| / (4w): n keeps that under an
        // eighth of an image pixel (4 … 64; a quarter showed as a shift of a steep edge through
        // the filter). Along the row w is linear in x, so that is largest at one of its ends: the
        // span fits both.
        func curving(at x: Int) -> CGFloat {
            let xc = CGFloat(x) + 0.5, w = xc * n13 + w0
            let slope = max(abs(n11 - n13 * (xc * n11 + u0) / w), abs(n12 - n13 * (xc * n12 + v0) / w)) / max(abs(w), 1e-12)
            return slope * abs(n13) / max(abs(w), 1e-12)
        }
        let curve = max(curving(at: first), curving(at: last))
        let fit = curve > 0 ? (0.5 / curve).squareRoot() : CGFloat(ProjectedBlit.maxSpan)
        // A whole number of eights (of fours when shorter), so a piece is read eight or four
        // pixels at a time to its end.
        let fitting = fit.isFinite ? min(max(Int(fit), ProjectedBlit.minSpan), ProjectedBlit.maxSpan) : ProjectedBlit.minSpan
        let span = fitting >= 8 ? fitting & ~7 : fitting & ~3
        line = folio_projected_row(source: source.base, row_length: source.rowLength, opaque: source.opaque ? 1 : 0,
                                   fits: ProjectedBlit.fitsInLanes(source) ? 1 : 0,
                                   limit_u: source.width &* 65536 &- 32768, limit_v: source.height &* 65536 &- 32768,
                                   u0: u0, v0: v0, w0: w0, du: n11, dv: n12, dw: n13, target: destination.base + y &* destination.rowLength,
                                   whole_hi: crossing.wholeHi, span: span)
        // The pieces start where the whole pixels do.
        x = first; end = crossing.wholeLo
        if end <= crossing.wholeHi { (endU, endV) = line.sourceAt(end) }
    }

    /// (u, v) held between the first pixel centres and (`limitU`, `limitV`).
    @inline(__always)
    static func held(_ u: Int, _ v: Int, _ limitU: Int, _ limitV: Int) -> (Int, Int) {
        (min(max(u, 32768), limitU), min(max(v, 32768), limitV))
    }

    /// Draws the row's pixels before column `stop`, or a few past it to finish a piece (the
    /// pixels are the same however the row is cut).
    @inline(__always)
    mutating func draw(before stop: Int, shape: ConvexPolygon, source: ProjectedBlit.Pixels, wide: Bool) {
        let stop = min(stop, last &+ 1)
        let sampler = AffineBlit.Bilinear(source)
        // The pixels the outline covers in part before the whole ones, each read where it lies;
        while x < stop && x < wholeLo {
            let pixel = line.exactly(x, sampler)
            edge(x, pixel, shape)
            x &+= 1
        }
        // the whole ones, by pieces: eight pixels at a time where the processor can, four at a
        // time otherwise and for what it leaves (the same arithmetic as one at a time);
        while x < stop && x <= wholeHi {
            if wide {
                withUnsafeMutablePointer(to: &line) { line in folio_projected_pieces(line, &walk, stop) }
                // What it left of a piece it began is finished here, past `stop` too.
                guard x < stop || x != end, x <= wholeHi else { break }
            }
            if x == end {
                (u, v) = (endU, endV)
                end = min(x &+ span, wholeHi &+ 1)
                (endU, endV) = line.sourceAt(end)
                let n = end &- x
                du = (endU &- u) / n; dv = (endV &- v) / n
            }
            // Every position read from here lies between the piece's ends.
            let inside = line.fits != 0 && min(u, endU) >= 32768 && max(u, endU) < limitU
                && min(v, endV) >= 32768 && max(v, endV) < limitV
            if inside {
                laneU = SIMD4(0, Int32(truncatingIfNeeded: du), Int32(truncatingIfNeeded: du &* 2), Int32(truncatingIfNeeded: du &* 3))
                laneV = SIMD4(0, Int32(truncatingIfNeeded: dv), Int32(truncatingIfNeeded: dv &* 2), Int32(truncatingIfNeeded: dv &* 3))
            }
            var px = x, u = self.u, v = self.v
            while px &+ 3 < end {
                var pixels = inside ? Self.read4Inside(u, v, lanes: laneU, laneV, source)
                    : Self.read4(u, v, step: du, dv, limits: limitU, limitV, source)
                let target = UnsafeMutableRawPointer(row + px)
                if !source.opaque && pixels &>> 24 != SIMD4(repeating: 255) {
                    pixels &+= PackedPixel.scaled(target.loadUnaligned(as: SIMD4<UInt32>.self), by: 255 &- (pixels &>> 24))
                }
                target.storeBytes(of: pixels, as: SIMD4<UInt32>.self)
                u &+= du &* 4; v &+= dv &* 4; px &+= 4
            }
            while px < end {
                let (hu, hv) = line.held(u, v)
                put(sampler.sample(u: hu, v: hv), px)
                u &+= du; v &+= dv; px &+= 1
            }
            (x, self.u, self.v) = (end, u, v)
        }
        // and those after them.
        while x < stop {
            let pixel = line.exactly(x, sampler)
            edge(x, pixel, shape)
            x &+= 1
        }
    }

    /// The image at the four positions from (u, v) on, a step (du, dv) apart, through the
    /// bilinear filter: what `AffineBlit.Bilinear` reads at each, the positions and addresses
    /// worked out lane by lane in whole numbers (vector lanes of 64 bits cost several
    /// instructions an operation here), the mixing in 16-bit lanes. Static, so a call copies
    /// nothing of the walk.
    @inline(__always)
    static func read4(_ u: Int, _ v: Int, step du: Int, _ dv: Int, limits limitU: Int, _ limitV: Int,
                      _ source: ProjectedBlit.Pixels) -> SIMD4<UInt32> {
        let base = source.base, stride = source.rowLength, lastX = source.width &- 1, lastY = source.height &- 1
        /// The top-left pixel round (u, v), the steps to its neighbours and the weights.
        @inline(__always) func tap(_ u: Int, _ v: Int) -> (p: UnsafeMutablePointer<UInt32>, right: Int, below: Int, wx: UInt32, wy: UInt32) {
            let (hu, hv) = held(u, v, limitU, limitV)
            let iu = hu &- 32768, iv = hv &- 32768
            let x0 = iu &>> 16, y0 = iv &>> 16
            // On the last column or row the weight across or down is 0: the pixel stands in for its neighbour.
            return (base + (y0 &* stride &+ x0), x0 < lastX ? 1 : 0, y0 < lastY ? stride : 0,
                    UInt32(truncatingIfNeeded: (iu &>> 9) & 127), UInt32(truncatingIfNeeded: (iv &>> 9) & 127))
        }
        // Each vector made from its four values at once (built lane by lane in memory, a vector
        // waits for the four stores to reach it).
        let a = tap(u, v), b = tap(u &+ du, v &+ dv), c = tap(u &+ 2 &* du, v &+ 2 &* dv), d = tap(u &+ 3 &* du, v &+ 3 &* dv)
        return PackedPixel.bilinear(
            SIMD4(a.p[0], b.p[0], c.p[0], d.p[0]),
            SIMD4(a.p[a.right], b.p[b.right], c.p[c.right], d.p[d.right]),
            SIMD4(a.p[a.below], b.p[b.below], c.p[c.below], d.p[d.below]),
            SIMD4(a.p[a.below &+ a.right], b.p[b.below &+ b.right], c.p[c.below &+ c.right], d.p[d.below &+ d.right]),
            SIMD4(a.wx, b.wx, c.wx, d.wx), SIMD4(a.wy, b.wy, c.wy, d.wy))
    }

    /// `read4` where every position read has a right and a lower neighbour in the image: the
    /// positions and weights worked in 32-bit vector lanes, each pixel and its right neighbour
    /// read in one load.
    @inline(__always)
    static func read4Inside(_ u: Int, _ v: Int, lanes laneU: SIMD4<Int32>, _ laneV: SIMD4<Int32>,
                            _ source: ProjectedBlit.Pixels) -> SIMD4<UInt32> {
        let iu = SIMD4(repeating: Int32(truncatingIfNeeded: u &- 32768)) &+ laneU
        let iv = SIMD4(repeating: Int32(truncatingIfNeeded: v &- 32768)) &+ laneV
        let x0 = iu &>> 16, y0 = iv &>> 16
        let wx = SIMD4<UInt32>(truncatingIfNeeded: (iu &>> 9) & 127), wy = SIMD4<UInt32>(truncatingIfNeeded: (iv &>> 9) & 127)
        let base = UnsafeRawPointer(source.base), stride = source.rowLength
        @inline(__always) func pairs(_ k: Int) -> (top: UInt64, bottom: UInt64) {
            let p = base + 4 &* (Int(y0[k]) &* stride &+ Int(x0[k]))
            return (p.loadUnaligned(as: UInt64.self), (p + 4 &* stride).loadUnaligned(as: UInt64.self))
        }
        let a = pairs(0), b = pairs(1), c = pairs(2), d = pairs(3)
        // Each pair is a pixel (low half) and its right neighbour (high half).
        let top = unsafeBitCast(SIMD4(a.top, b.top, c.top, d.top), to: SIMD8<UInt32>.self)
        let bottom = unsafeBitCast(SIMD4(a.bottom, b.bottom, c.bottom, d.bottom), to: SIMD8<UInt32>.self)
        return PackedPixel.bilinear(top.evenHalf, top.oddHalf, bottom.evenHalf, bottom.oddHalf, wx, wy)
    }

    /// Composites `pixel` over the row's pixel `x`.
    @inline(__always)
    func put(_ pixel: UInt32, _ x: Int) {
        let alpha = pixel &>> 24
        if alpha == 255 {
            row[x] = pixel
        } else if alpha != 0 {
            row[x] = PackedPixel.over(pixel, row[x], alpha: alpha)
        }
    }

    /// Composites `pixel`, scaled by how much of pixel `x` the outline covers, over it.
    @inline(__always)
    func edge(_ x: Int, _ pixel: UInt32, _ shape: ConvexPolygon) {
        let coverage = shape.coverage(at: x, on: crossing, offsets: offsets)
        guard coverage > 0 else { return }
        put(coverage < 255 ? PackedPixel.scaled(pixel, by: coverage) : pixel, x)
    }
}

/// What a row's walk reads the image by, worked out from the row alone (so a call from a walk
/// passes the row where it lies, not a copy of the walk).
private extension folio_projected_row {
    /// The source position (16.16) under the centre of pixel `x`.
    @inline(__always)
    func sourceAt(_ x: Int) -> (Int, Int) {
        let xc = CGFloat(x) + 0.5
        let ww = xc * dw + w0
        let r = ww > 1e-12 ? 1 / ww : 0
        let u = (xc * du + u0) * r, v = (xc * dv + v0) * r
        guard u.isFinite, v.isFinite else { return (0, 0) }
        return (Int(min(max(u, -1e9), 1e9) * 65536), Int(min(max(v, -1e9), 1e9) * 65536))
    }

    /// A source position held inside the image's pixel centres.
    @inline(__always)
    func held(_ u: Int, _ v: Int) -> (Int, Int) { RowWalk.held(u, v, limit_u, limit_v) }

    /// The image under the centre of pixel `x`, its position worked out exactly.
    @inline(__always)
    func exactly(_ x: Int, _ sampler: AffineBlit.Bilinear) -> UInt32 {
        let (u, v) = sourceAt(x)
        let (hu, hv) = held(u, v)
        return sampler.sample(u: hu, v: hv)
    }
}
