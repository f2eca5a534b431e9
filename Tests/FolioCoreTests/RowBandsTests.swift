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
        #expect(!bands.isEmpty && bands.count <= 8)
        for (a, b) in zip(bands, bands.dropFirst()) {
            #expect(a.maxY <= b.minY, "bands meet without overlapping")
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
}
