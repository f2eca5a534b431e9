import Foundation
import FolioCore

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
    /// map cannot be inverted.
    @discardableResult
    static func draw(_ source: Pixels, through toDestination: Homography, into destination: Pixels, clip: CGRect) -> Bool {
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
                     source: source, back: back, into: destination)
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

    /// Draws the rows `rows` of the quad, each whole: a row's exact divisions are few and its
    /// source reads run along the image (tiles of 64 columns measured 12–20 % slower: each piece
    /// of row paid the row's set-up again).
    private static func drawBand(_ rows: ClosedRange<Int>, quad: [CGPoint], clip: (left: Int, right: Int),
                                 source: Pixels, back: Homography, into destination: Pixels) {
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
            if first <= last { drawRow(y, from: first, to: last, source: source, back: back, into: destination) }
        }
    }

    /// Draws pixels `first` … `last` of row `y`: the source position exact at every `span`th
    /// pixel (the perspective division), linear in 16.16 fixed point between.
    @inline(__always)
    private static func drawRow(_ y: Int, from first: Int, to last: Int, source: Pixels, back: Homography, into destination: Pixels) {
        let (n11, n12, n13, n21, n22, n23, n31, n32, n33) = back.m
        let maxU = source.width - 1, maxV = source.height - 1
        let yc = CGFloat(y) + 0.5
        // Homogeneous source coordinates along the row are linear in x.
        let u0 = yc * n21 + n31, v0 = yc * n22 + n32, w0 = yc * n23 + n33
        let limitU = CGFloat(maxU) + 0.99, limitV = CGFloat(maxV) + 0.99
        func sourceAt(_ x: Int) -> (Int, Int) {
            let xc = CGFloat(x) + 0.5
            let ww = xc * n13 + w0
            let r = ww > 1e-12 ? 1 / ww : 0
            let u = (xc * n11 + u0) * r, v = (xc * n12 + v0) * r
            guard u.isFinite, v.isFinite else { return (0, 0) }
            // 16.16 fixed point, kept inside the image.
            return (Int(min(max(u, 0), limitU) * 65536), Int(min(max(v, 0), limitV) * 65536))
        }
        let row = destination.base + y &* destination.rowLength
        let pixels = source.base, rowLength = source.rowLength
        // Between exact divisions the position is linear; the chord of the projection over n
        // pixels strays from it by about n² · |du/dx| · |dw/dx| / (4w): n keeps that under a
        // quarter pixel (4 … 64).
        let xc = CGFloat(first) + 0.5, wStart = xc * n13 + w0
        let slope = max(abs(n11 - n13 * (xc * n11 + u0) / wStart), abs(n12 - n13 * (xc * n12 + v0) / wStart)) / max(abs(wStart), 1e-12)
        let bend = abs(n13) / max(abs(wStart), 1e-12)
        let fit = slope * bend > 0 ? (1 / (slope * bend)).squareRoot() : CGFloat(maxSpan)
        let span = fit.isFinite ? min(max(Int(fit), minSpan), maxSpan) : minSpan
        var x = first
        var (fu, fv) = sourceAt(x)
        while x <= last {
            let end = min(x &+ span, last &+ 1)
            let (eu, ev) = sourceAt(end)
            let n = end &- x
            let du = (eu &- fu) / n, dv = (ev &- fv) / n
            var u = fu, v = fv
            var px = x
            // Both ends lie inside the image, so every point between them does.
            if source.opaque {
                while px < end {
                    row[px] = pixels[(v &>> 16) &* rowLength &+ (u &>> 16)]
                    u &+= du; v &+= dv; px &+= 1
                }
            }
            while px < end {
                let s = pixels[(v &>> 16) &* rowLength &+ (u &>> 16)]
                let alpha = s &>> 24
                if alpha == 255 {
                    row[px] = s
                } else if alpha != 0 {
                    row[px] = PackedPixel.over(s, row[px], alpha: alpha)
                }
                u &+= du; v &+= dv; px &+= 1
            }
            x = end
            fu = eu; fv = ev
        }
    }
}
