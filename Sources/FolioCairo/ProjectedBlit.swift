import Foundation
import FolioCore
import CPrefetch

/// Draws a premultiplied ARGB32 image through a plane projection into another, as a layer turned
/// in 3-D with perspective is drawn: every destination pixel whose centre lies inside the
/// projected image takes the image pixel under it (nearest sampling, perspective-correct every few
/// pixels and linear between, a quarter pixel apart at most), composited over what is there; drawn
/// in bands of rows that both cores share.
/// Edges are not antialiased, as Core Animation leaves a layer's edges unless
/// `allowsEdgeAntialiasing` is set.
enum ProjectedBlit {
    /// The fewest and most pixels between exact perspective divisions along a row.
    static let minSpan = 4, maxSpan = 64

    typealias Pixels = PixelBuffer

    /// Draws `source` into `destination` through `toDestination` (source pixel coordinates →
    /// destination pixel coordinates, pixel centres at +0.5), only inside `clip` (destination
    /// pixels). Returns false, drawing nothing, when part of the image lies behind the eye or the
    /// map cannot be inverted. Each band of rows is drawn `columns` columns of every row at a
    /// time (`columnsAtATime`); the pixels come out the same however many.
    @discardableResult
    static func draw(_ source: Pixels, through toDestination: Homography, into destination: Pixels, clip: CGRect,
                     columns: Int = columnsAtATime) -> Bool {
        let w = CGFloat(source.width), h = CGFloat(source.height)
        guard source.width > 0, source.height > 0,
              let a = toDestination.project(CGPoint(x: 0, y: 0)), let b = toDestination.project(CGPoint(x: w, y: 0)),
              let c = toDestination.project(CGPoint(x: w, y: h)), let d = toDestination.project(CGPoint(x: 0, y: h)),
              let back = toDestination.inverted else { return false }
        let quad = [a, b, c, d]
        let bounds = CGRect(x: 0, y: 0, width: destination.width, height: destination.height).intersection(clip)
        guard !bounds.isNull, !bounds.isEmpty else { return true }
        let top = max(Int(bounds.minY.rounded(.down)), Int((quad.map(\.y).min()! - 0.5).rounded(.up)))
        let bottom = min(Int(bounds.maxY.rounded(.up)) - 1, Int((quad.map(\.y).max()! - 0.5).rounded(.down)))
        guard top <= bottom else { return true }
        let clipLeft = Int(bounds.minX.rounded(.down)), clipRight = Int(bounds.maxX.rounded(.up)) - 1

        // Bands of 32 rows are independent (each writes its own rows): both cores take turns at them.
        let band = 32
        let bands = (bottom - top) / band + 1
        let clipRange = (left: clipLeft, right: clipRight)
        let work: @Sendable (Int) -> Void = { index in
            let bandTop = top + index * band
            drawBand(bandTop...min(bandTop + band - 1, bottom), quad: quad, clip: clipRange,
                     source: source, back: back, into: destination, columns: max(1, columns))
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
    private static func drawBand(_ rows: ClosedRange<Int>, quad: [CGPoint], clip: (left: Int, right: Int),
                                 source: Pixels, back: Homography, into destination: Pixels, columns: Int) {
        var walks: [RowWalk] = []
        walks.reserveCapacity(rows.count)
        for y in rows {
            let yc = CGFloat(y) + 0.5
            // Where the row's centre line crosses the convex quad.
            var lo = CGFloat.infinity, hi = -CGFloat.infinity
            for i in 0..<4 {
                let p = quad[i], q = quad[(i + 1) & 3]
                guard (p.y <= yc && q.y > yc) || (q.y <= yc && p.y > yc) else { continue }
                let x = p.x + (yc - p.y) * (q.x - p.x) / (q.y - p.y)
                lo = min(lo, x); hi = max(hi, x)
            }
            guard lo <= hi else { continue }
            let first = max(clip.left, Int((lo - 0.5).rounded(.up))), last = min(clip.right, Int((hi - 0.5).rounded(.down)))
            if first <= last { walks.append(RowWalk(y, from: first, to: last, source: source, back: back, into: destination)) }
        }
        guard let left = walks.lazy.map(\.x).min(), let right = walks.lazy.map(\.last).max() else { return }
        for i in walks.indices { walks[i].prefetch(before: left &+ columns, source: source, back: back) }
        for stop in stride(from: left &+ columns, through: right &+ columns, by: columns) {
            for i in walks.indices {
                walks[i].draw(before: stop, source: source, back: back)
                walks[i].prefetch(before: stop &+ columns, source: source, back: back)
            }
        }
    }
}

/// One row of a projected image being drawn, left to right, in as many goes as it takes: the
/// source position exact at every `span`th pixel (the perspective division), linear in 16.16
/// fixed point between.
private struct RowWalk {
    let row: UnsafeMutablePointer<UInt32>
    let last: Int, span: Int
    /// Homogeneous source coordinates at the row's pixel centre x = 0 (they are linear in x).
    let u0: CGFloat, v0: CGFloat, w0: CGFloat
    let limitU: CGFloat, limitV: CGFloat
    /// The next pixel, the end of the linear piece it lies in, the source position there and the
    /// step per pixel (16.16), and the exact source position at the piece's end.
    var x: Int, end: Int
    var u = 0, v = 0, du = 0, dv = 0
    var endU = 0, endV = 0

    init(_ y: Int, from first: Int, to last: Int, source: ProjectedBlit.Pixels, back: Homography, into destination: ProjectedBlit.Pixels) {
        let (n11, n12, n13, n21, n22, n23, n31, n32, n33) = back.m
        let yc = CGFloat(y) + 0.5
        let (u0, v0, w0) = (yc * n21 + n31, yc * n22 + n32, yc * n23 + n33)
        (self.u0, self.v0, self.w0) = (u0, v0, w0)
        limitU = CGFloat(source.width - 1) + 0.99; limitV = CGFloat(source.height - 1) + 0.99
        row = destination.base + y &* destination.rowLength
        self.last = last
        // Between exact divisions the position is linear; the chord of the projection over n
        // pixels strays from it by about n² · |du/dx| · |dw/dx| / (4w): n keeps that under a
        // quarter pixel (4 … 64). Along the row w is linear in x, so that is largest at one of
        // its ends: the span fits both.
        func curving(at x: Int) -> CGFloat {
            let xc = CGFloat(x) + 0.5, w = xc * n13 + w0
            let slope = max(abs(n11 - n13 * (xc * n11 + u0) / w), abs(n12 - n13 * (xc * n12 + v0) / w)) / max(abs(w), 1e-12)
            return slope * abs(n13) / max(abs(w), 1e-12)
        }
        let curve = max(curving(at: first), curving(at: last))
        let fit = curve > 0 ? (1 / curve).squareRoot() : CGFloat(ProjectedBlit.maxSpan)
        span = fit.isFinite ? min(max(Int(fit), ProjectedBlit.minSpan), ProjectedBlit.maxSpan) : ProjectedBlit.minSpan
        x = first; end = first
        (endU, endV) = sourceAt(first, back)
    }

    /// The source position (16.16, inside the image) under the centre of pixel `x`.
    @inline(__always)
    func sourceAt(_ x: Int, _ back: Homography) -> (Int, Int) {
        let xc = CGFloat(x) + 0.5
        let ww = xc * back.m.2 + w0
        let r = ww > 1e-12 ? 1 / ww : 0
        let u = (xc * back.m.0 + u0) * r, v = (xc * back.m.1 + v0) * r
        guard u.isFinite, v.isFinite else { return (0, 0) }
        return (Int(min(max(u, 0), limitU) * 65536), Int(min(max(v, 0), limitV) * 65536))
    }

    /// Asks for the image lines the row's pixels before column `stop` read: those along the
    /// source positions from here to there. Called a go ahead, so they arrive while the band's
    /// other rows are drawn (asking for the row's own lines too measured no faster).
    @inline(__always)
    func prefetch(before stop: Int, source: ProjectedBlit.Pixels, back: Homography) {
        let stop = min(stop, last &+ 1)
        guard x < stop else { return }
        let (fromU, fromV) = x == end ? (endU, endV) : (u, v)
        let (toU, toV) = sourceAt(stop, back)
        // One address for each 16 image pixels (a 64-byte line) along the way.
        let lines = min((abs(toU &- fromU) &>> 20) &+ 1, 16)
        for i in 0...lines {
            let pu = fromU &+ (toU &- fromU) / lines &* i, pv = fromV &+ (toV &- fromV) / lines &* i
            folio_prefetch_read(source.base + ((pv &>> 16) &* source.rowLength &+ (pu &>> 16)))
        }
    }

    /// Draws the row's pixels before column `stop`.
    @inline(__always)
    mutating func draw(before stop: Int, source: ProjectedBlit.Pixels, back: Homography) {
        let stop = min(stop, last &+ 1)
        let pixels = source.base, rowLength = source.rowLength
        while x < stop {
            if x == end {
                (u, v) = (endU, endV)
                end = min(x &+ span, last &+ 1)
                (endU, endV) = sourceAt(end, back)
                let n = end &- x
                du = (endU &- u) / n; dv = (endV &- v) / n
            }
            let upTo = min(end, stop)
            var px = x, u = self.u, v = self.v
            // Both ends of the piece lie inside the image, so every point between them does.
            if source.opaque {
                while px < upTo {
                    row[px] = pixels[(v &>> 16) &* rowLength &+ (u &>> 16)]
                    u &+= du; v &+= dv; px &+= 1
                }
            }
            while px < upTo {
                let s = pixels[(v &>> 16) &* rowLength &+ (u &>> 16)]
                let alpha = s &>> 24
                if alpha == 255 {
                    row[px] = s
                } else if alpha != 0 {
                    row[px] = PackedPixel.over(s, row[px], alpha: alpha)
                }
                u &+= du; v &+= dv; px &+= 1
            }
            (x, self.u, self.v) = (upTo, u, v)
        }
    }
}
