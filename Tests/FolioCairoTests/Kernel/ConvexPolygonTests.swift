import Foundation
import Testing
@testable import FolioCairo

/// How the blits see a convex polygon row by row: which pixels a row crosses, which it leaves
/// whole, and how much of each pixel beside an edge it covers.
@Suite("Convex polygons as the blits fill them")
struct ConvexPolygonTests {
    /// Shapes with every kind of row: a thin slanted strip (no whole pixel on many rows), a wide
    /// quadrilateral, a triangle with a sharp tip, sides nearly along the rows, a strip a pixel
    /// and a half wide, a square on whole pixels.
    static let shapes: [[(x: Double, y: Double)]] = [
        [(10.3, 2.1), (13.9, 2.4), (48.2, 60.7), (44.1, 60.2)],
        [(5.5, 4.25), (70.8, 9.6), (64.2, 50.1), (2.7, 41.9)],
        [(30.0, 1.2), (58.6, 55.5), (3.4, 48.8)],
        [(2.2, 10.0), (80.4, 10.003), (80.4, 19.7), (2.2, 19.6999)],
        [(20.25, 0.5), (21.75, 0.5), (41.75, 40.5), (40.25, 40.5)],
        [(8, 8), (24, 8), (24, 24), (8, 24)],
    ]

    @Test("beside a row's whole pixels, the sides bounding the row there alone give the coverage every side gives, whatever the columns")
    func edgeCoverageFromItsOwnSides() throws {
        var edges = 0, wholes = 0
        for polygon in Self.shapes {
            let shape = try #require(ConvexPolygon(polygon))
            let offsets = UnsafeMutablePointer<Double>.allocate(capacity: shape.sides.count)
            defer { offsets.deallocate() }
            for y in 0..<64 {
                guard let row = shape.row(y, within: (left: -100, right: 200), offsets: offsets) else { continue }
                // A narrower window over the row sees the same whole pixels of its own (and puts
                // the same offsets).
                let middle = (row.lo + row.hi) / 2
                if let part = shape.row(y, within: (left: middle, right: middle + 1), offsets: offsets) {
                    #expect(part.ownWholeLo == row.ownWholeLo && part.ownWholeHi == row.ownWholeHi)
                }
                for x in row.lo...row.hi where x < row.ownWholeLo || x > row.ownWholeHi {
                    let asked = shape.coverage(at: x, on: row, offsets: offsets)
                    let every = shape.coverage(Double(x) + 0.5, offsets: offsets)
                    #expect(asked == every, "row \(y), pixel \(x) of \(polygon)")
                    edges += 1
                }
                let first = max(row.lo, row.ownWholeLo), last = min(row.hi, row.ownWholeHi)
                for x in first...max(first, last) where first <= last {
                    #expect(shape.coverage(Double(x) + 0.5, offsets: offsets) == 255, "row \(y), whole pixel \(x)")
                    wholes += 1
                }
            }
        }
        #expect(edges > 500 && wholes > 2_000)
    }

    @Test("the rows a polygon's part between two columns reaches are those of the part itself, also past its sides and at its corners")
    func rowsBetweenColumns() {
        var compared = 0
        for polygon in Self.shapes {
            // Columns everywhere round it: through it, at its corners, wholly to one side, narrow.
            let corners = polygon.map(\.x)
            for x0 in [-10.0, 3.4, 8, 10.3, 20.25, 29.5, 44.1, 90] + corners {
                for width in [0.5, 1, 7.5, 25, 200] {
                    let part = ConvexPolygon.part(of: polygon, from: x0, to: x0 + width)
                    let rows = ConvexPolygon.rows(of: polygon, from: x0, to: x0 + width)
                    guard let made = ConvexPolygon.extent(of: part)?.ys else {
                        #expect(rows == nil || rows!.upperBound - rows!.lowerBound < 1e-9, "\(polygon) \(x0) +\(width)")
                        continue
                    }
                    let found = try? #require(rows, "\(polygon) \(x0) +\(width)")
                    #expect(abs((found?.lowerBound ?? .nan) - made.lowerBound) < 1e-9 && abs((found?.upperBound ?? .nan) - made.upperBound) < 1e-9,
                            "\(polygon) \(x0) +\(width): \(String(describing: found)) against \(made)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }
}
