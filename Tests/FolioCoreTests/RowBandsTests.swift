import Foundation
import Testing
@testable import FolioCore

@Suite("Row bands over slanted shapes")
struct RowBandsTests {
    /// A strip 40 points wide lying across an 800 × 600 page from corner to corner.
    let strip = [CGPoint(x: 760, y: 0), CGPoint(x: 800, y: 0), CGPoint(x: 40, y: 600), CGPoint(x: 0, y: 600)]

    @Test("the bands cover every point of the shapes, meet without overlapping and hold far less than one box")
    func coverSlantedStrip() {
        let corner = [CGPoint(x: 700, y: 500), CGPoint(x: 790, y: 590), CGPoint(x: 700, y: 590)]
        let bands = RowBands.covering([strip, corner], count: 8, margin: 5)
        #expect(!bands.isEmpty && bands.count <= 16, "eight bands, the strip and the corner apart in some")
        for (i, a) in bands.enumerated() {
            for b in bands.dropFirst(i + 1) {
                let both = a.intersection(b)
                #expect(both.isNull || both.width * both.height == 0, "\(a) and \(b) do not overlap")
                #expect(a.maxY <= b.minY || (a.minY == b.minY && a.maxY == b.maxY), "bands meet without overlapping")
            }
        }
        for band in bands {
            #expect(band.minY == band.minY.rounded() && band.maxY == band.maxY.rounded(), "whole points")
        }
        // Points inside either shape, and 5 points beside the strip's edges, lie in a band.
        for i in 0...600 {
            let y = CGFloat(i)
            let centre = 780 - 760 * y / 600
            for x in [centre - 20 - 4.9, centre, centre + 20 + 4.9] where y > 0 && y < 600 {
                #expect(bands.contains { $0.contains(CGPoint(x: x, y: y)) }, "(\(x), \(y)) is covered")
            }
        }
        #expect(bands.contains { $0.contains(CGPoint(x: 750, y: 580)) }, "the corner is covered")
        let area = bands.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < 0.4 * 810 * 610, "a box per band follows the strip: \(area) of \(810 * 610)")
    }

    @Test("a band no shape reaches is left out; nothing to cover or bad input gives no bands")
    func gapsAndBadInput() {
        let top = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 10), CGPoint(x: 0, y: 10)]
        let bottom = top.map { CGPoint(x: $0.x, y: $0.y + 790) }
        let bands = RowBands.covering([top, bottom], count: 8)
        #expect(bands.count == 2, "the six bands between the two shapes are left out: \(bands)")
        #expect(RowBands.covering([], count: 8).isEmpty)
        #expect(RowBands.covering([strip], count: 0).isEmpty)
        #expect(RowBands.covering([[CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]], count: 8).isEmpty)
        #expect(RowBands.covering([strip], count: 8, margin: -1).isEmpty)
        #expect(RowBands.covering([strip], count: .max).count <= 64)
        // So far out that one more point is lost in rounding: one band, not a loop without end.
        let far = strip.map { CGPoint(x: $0.x, y: $0.y / 600 * 32 + 1e17) }
        #expect(RowBands.covering([far], count: 8).count == 1)
    }

    @Test("shapes far apart in a band get a rectangle each, and the stretch every row of a band has inside the hole is left out")
    func runsAndHole() {
        // Two upright bars 300 points apart, and a wide quad between and over them.
        let left = [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 400), CGPoint(x: 0, y: 400)]
        let right = left.map { CGPoint(x: $0.x + 320, y: $0.y) }
        let apart = RowBands.covering([left, right], count: 4, margin: 5)
        #expect(apart.count == 8, "two rectangles a band: \(apart)")
        #expect(!apart.contains { $0.contains(CGPoint(x: 170, y: 200)) }, "the gap between the bars is not covered")
        for p in [CGPoint(x: 10, y: 200), CGPoint(x: 330, y: 200), CGPoint(x: -4, y: 1), CGPoint(x: 344, y: 399)] {
            #expect(apart.contains { $0.contains(p) }, "\(p) is covered")
        }
        let wide = [CGPoint(x: 0, y: 0), CGPoint(x: 340, y: 0), CGPoint(x: 340, y: 400), CGPoint(x: 0, y: 400)]
        let hole = [CGPoint(x: 40, y: -50), CGPoint(x: 300, y: -50), CGPoint(x: 300, y: 450), CGPoint(x: 40, y: 450)]
        let spared = RowBands.covering([wide], count: 4, margin: 5, sparing: hole)
        #expect(spared.count == 8)
        #expect(!spared.contains { $0.contains(CGPoint(x: 170, y: 200)) }, "inside the hole is left out")
        #expect(spared.contains { $0.contains(CGPoint(x: 39, y: 200)) } && spared.contains { $0.contains(CGPoint(x: 301, y: 200)) },
                "outside it is covered")
        // A hole that does not reach across a band's rows spares nothing of it.
        let short = [CGPoint(x: 40, y: 150), CGPoint(x: 300, y: 150), CGPoint(x: 300, y: 250), CGPoint(x: 40, y: 250)]
        #expect(RowBands.covering([wide], count: 4, margin: 5, sparing: short).count == 4)
    }

    @Test("coverings on one grid of rows meet band for band, carried on past the grid where a shape reaches further")
    func sharedGrid() {
        let high = [CGPoint(x: 0, y: 13), CGPoint(x: 50, y: 13), CGPoint(x: 50, y: 170), CGPoint(x: 0, y: 170)]
        let low = [CGPoint(x: 300, y: 260), CGPoint(x: 350, y: 260), CGPoint(x: 350, y: 430), CGPoint(x: 300, y: 430)]
        let grid: ClosedRange<CGFloat> = 0...400
        let bands = RowBands.covering([high], count: 8, grid: grid) + RowBands.covering([low], count: 8, grid: grid)
        #expect(bands.allSatisfy { $0.minY.truncatingRemainder(dividingBy: 50) == 0 }, "every band starts on the grid's 50-point rows: \(bands)")
        #expect(bands.allSatisfy { $0.maxY.truncatingRemainder(dividingBy: 50) == 0 || $0.maxY == 170 || $0.maxY == 430 },
                "and ends on them or where the shape does")
        #expect(bands.contains { $0.minY == 400 && $0.maxY == 430 }, "past the grid, bands of the same height go on")
        let alone = RowBands.covering([high], count: 8)
        #expect(alone.first?.minY == 13, "without a grid, the bands start at the shape")
        // A shape reaching over far more rows than the grid: bands of its own, as without one.
        let tall = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 5000), CGPoint(x: 0, y: 5000)]
        #expect(RowBands.covering([tall], count: 8, grid: grid) == RowBands.covering([tall], count: 8))
    }
}
