import Foundation

/// Fills made ready and drawn together: a page curl's pieces drawn by bands of rows on both cores.
extension AffineBlit {
    /// A fill made ready to draw: the convex polygon `shape` filled with `source` under
    /// `tint`, composited over what is there, in the rows and columns it can reach. Positions are
    /// device pixels — the whole surface's, whatever part of it `destination` holds: its first
    /// pixel lies at `origin` — so a pixel comes out the same drawn through any part, and in any
    /// band of rows. A class: a frame holds hundreds, each drawn in several bands, and a copy of
    /// one would hold each of its arrays again.
    final class Job: @unchecked Sendable {
        let shape: ConvexPolygon
        let source: Source?
        let tint: Tint?
        let destination: PixelBuffer
        let origin: (x: Int, y: Int)
        /// The device rows and columns the polygon reaches inside the clip.
        let rows: ClosedRange<Int>
        let columns: (left: Int, right: Int)
        /// About how many pixels it covers.
        let area: Double

        /// The job for the polygon inside `clip` (device pixels); nil when it draws nothing there.
        init?(_ shape: ConvexPolygon, source: Source?, tint: Tint?, into destination: PixelBuffer, at origin: (x: Int, y: Int),
              clip: CGRect, polygon: [(x: Double, y: Double)]) {
            let bounds = CGRect(x: origin.x, y: origin.y, width: destination.width, height: destination.height).intersection(clip)
            guard !bounds.isNull, !bounds.isEmpty, source != nil || tint != nil, let extent = ConvexPolygon.extent(of: polygon)
            else { return nil }
            let xs = extent.xs
            let left = max(Int(bounds.minX.rounded(.down)), Int(max(xs.lowerBound - 1, -1e9).rounded(.down)))
            let right = min(Int(bounds.maxX.rounded(.up)) - 1, Int(min(xs.upperBound + 1, 1e9).rounded(.up)))
            guard left <= right else { return nil }
            // The rows where the polygon reaches these columns (a slanted strip crosses a narrow
            // clip in a few of its rows); all of its rows when it lies within them.
            let (from, to) = (Double(left) - 1, Double(right) + 2)
            let within = xs.lowerBound >= from && xs.upperBound <= to
            guard let ys = within ? extent.ys : ConvexPolygon.rows(of: polygon, from: from, to: to) else { return nil }
            let top = max(Int(bounds.minY.rounded(.down)), Int(max(ys.lowerBound - 1, -1e9).rounded(.down)))
            let bottom = min(Int(bounds.maxY.rounded(.up)) - 1, Int(min(ys.upperBound + 1, 1e9).rounded(.up)))
            guard top <= bottom else { return nil }
            (self.shape, self.source, self.tint, self.destination, self.origin) = (shape, source, tint, destination, origin)
            rows = top...bottom
            columns = (left, right)
            area = shape.estimatedArea(top, bottom)
        }

        /// Draws the job's part of `band` (device rows), an image read turned `atATime` columns
        /// of every row at a time, eight pixels at a time where the processor can unless `wide`
        /// is false (the pixels are the same either way, and however many columns).
        func draw(_ band: ClosedRange<Int>, atATime: Int = columnsAtATime, wide: Bool = true) {
            guard band.overlaps(rows) else { return }
            let rows = band.clamped(to: self.rows)
            switch source?.sampling {
            case .bilinear?:
                fillRows(rows, columns, shape, Bilinear(source!.pixels), source!.map, tint, destination, origin, atATime: atATime, wide: wide)
            case .nearest?:
                fillRows(rows, columns, shape, Nearest(source!.pixels), source!.map, tint, destination, origin, atATime: atATime, wide: wide)
            case nil:
                // No image: a job has a tint then.
                if let tint { fillTintRows(rows, columns, shape, tint, destination, origin, wide: wide) }
            }
        }
    }

    /// Draws `jobs` in order. Where they cover enough pixels to pay for handing work over, both
    /// cores share them by bands of rows, each band drawing every job's rows in it in order: a
    /// pixel is worked out the same way and composited in the same order either way.
    static func draw(_ jobs: [Job]) {
        guard let top = jobs.lazy.map(\.rows.lowerBound).min(), let bottom = jobs.lazy.map(\.rows.upperBound).max() else { return }
        let band = 32, bands = (bottom - top) / band + 1
        guard bands > 1, jobs.reduce(0, { $0 + $1.area }) > 64_000 else {
            for job in jobs { job.draw(job.rows) }
            return
        }
        // Each band looks only at the jobs reaching it (a frame's boxes of damage make many jobs,
        // each in a few bands), without copying the others.
        let reaches = jobs.map(\.rows)
        DispatchQueue.concurrentPerform(iterations: bands) { index in
            let first = top + index * band, rows = first...min(first + band - 1, bottom)
            for i in reaches.indices where reaches[i].overlaps(rows) { jobs[i].draw(rows) }
        }
    }
}
