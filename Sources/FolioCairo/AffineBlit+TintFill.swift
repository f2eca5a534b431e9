import Foundation
import CFolioPixels

/// Fills with a tint alone — a curl's plain-paper strips and its shadows, a few pixels across and
/// a thousand rows tall: per row, its crossing, the pixels beside the edges by their coverage and
/// the whole pixels between, with nothing of an image to carry from row to row. The same pixels
/// as `fillRows` draws for the tint over a clear image (the same arithmetic, pixel for pixel); a
/// walk of its own because the rows are many and short, and that walk's state (the image's map,
/// the windows of a turned read) cost more a row than the pixels did.
extension AffineBlit {
    static func fillTintRows(_ rows: ClosedRange<Int>, _ columns: (left: Int, right: Int), _ shape: ConvexPolygon, _ tint: Tint,
                             _ destination: PixelBuffer, _ origin: (x: Int, y: Int), wide: Bool) {
        let sides = shape.sides.count
        let lastStep = max(tint.colors.count - 1, 0), steps = Double(lastStep)
        let gradient = lastStep > 0
        // The gradient's step at pixel x: (gx · (x + ½) + gy · y + g0) · steps, rounded, in 16.16
        // fixed point along the row (as `fillRows`).
        let stepAlong = Int(min(max(tint.gx * steps * 65536, -1e12), 1e12).rounded())
        let stepsFit = !gradient || abs(stepAlong) < 1 << 24
        tint.colors.withUnsafeBufferPointer { palette in
            guard let colors = palette.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: Double.self, capacity: max(sides, 1)) { offsets in
                let offsets = offsets.baseAddress!
                for y in rows {
                    guard let crossing = shape.row(y, within: columns, offsets: offsets) else { continue }
                    let row = destination.base + ((y &- origin.y) &* destination.rowLength &- origin.x)
                    let rowT = ((tint.gx * 0.5 + tint.gy * (Double(y) + 0.5) + tint.g0) * steps + 0.5) * 65536
                    let rowStep = rowT.isNaN ? 0 : Int(min(max(rowT, -1e15), 1e15))

                    /// The tint at pixel `x`.
                    @inline(__always) func tinted(_ x: Int) -> UInt32 {
                        guard gradient else { return colors[0] }
                        let step = (stepAlong &* x &+ rowStep) &>> 16
                        return colors[step < 0 ? 0 : step > lastStep ? lastStep : step]
                    }
                    @inline(__always) func put(_ pixel: UInt32, _ x: Int) { PackedPixel.composite(pixel, onto: row + x) }
                    @inline(__always) func edge(_ from: Int, _ to: Int) {
                        var x = from
                        while x <= to {
                            let coverage = shape.coverage(at: x, on: crossing, offsets: offsets)
                            if coverage > 0 {
                                let pixel = tinted(x)
                                put(coverage < 255 ? PackedPixel.scaled(pixel, by: coverage) : pixel, x)
                            }
                            x &+= 1
                        }
                    }
                    let first = crossing.wholeLo, last = crossing.wholeHi
                    guard first <= last else {
                        edge(crossing.lo, crossing.hi)
                        continue
                    }
                    edge(crossing.lo, first &- 1)
                    var x = first
                    // Eight at a time where the processor can and the steps fit in 32-bit lanes.
                    if wide, last &- first >= 7, stepsFit {
                        let start = stepAlong &* first &+ rowStep, end = stepAlong &* last &+ rowStep
                        if !gradient || (abs(start) < 1 << 30 && abs(end) < 1 << 30) {
                            x &+= Int(folio_affine_span(nil, 0, 0, 0, 0, 0, 0, colors, Int32(palette.count),
                                                        Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: stepAlong),
                                                        row + first, Int32(truncatingIfNeeded: last &- first &+ 1)))
                        }
                    }
                    while x <= last {
                        put(tinted(x), x)
                        x &+= 1
                    }
                    edge(last &+ 1, crossing.hi)
                }
            }
        }
    }
}
