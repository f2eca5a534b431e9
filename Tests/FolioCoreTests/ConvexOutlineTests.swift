import Foundation
import Testing
@testable import FolioCore

@Suite("Convex outlines in common")
struct ConvexOutlineTests {
    let square = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]

    private func bounds(_ polygon: [CGPoint]) -> CGRect {
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test("two outlines have their overlap in common, drawn in from every edge of both, whichever way they turn")
    func overlapInset() {
        let shifted = square.reversed().map { CGPoint(x: $0.x + 60, y: $0.y + 30) }   // turning the other way
        let both = ConvexOutline.common([square, shifted])
        #expect(bounds(both) == CGRect(x: 60, y: 30, width: 40, height: 70))
        let inset = ConvexOutline.common([square, shifted], inset: 5)
        let b = bounds(inset)
        #expect(abs(b.minX - 65) < 1e-9 && abs(b.minY - 35) < 1e-9 && abs(b.maxX - 95) < 1e-9 && abs(b.maxY - 95) < 1e-9)
        // A slanted side: every corner kept lies at least the inset inside it.
        let wedge = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)]
        for p in ConvexOutline.common([wedge], inset: 10) {
            #expect((100 - p.x - p.y) / 2.0.squareRoot() >= 10 - 1e-9 && p.x >= 10 - 1e-9 && p.y >= 10 - 1e-9)
        }
    }

    @Test("outlines apart, an inset past the middle, too few corners or a point not finite: nothing in common")
    func nothingInCommon() {
        let far = square.map { CGPoint(x: $0.x + 500, y: $0.y) }
        #expect(ConvexOutline.common([square, far]).isEmpty)
        #expect(ConvexOutline.common([square], inset: 51).isEmpty)
        #expect(ConvexOutline.common([Array(square.prefix(2))]).isEmpty)
        #expect(ConvexOutline.common([square + [CGPoint(x: CGFloat.nan, y: 0)]]).isEmpty)
        #expect(ConvexOutline.common([]).isEmpty)
        #expect(ConvexOutline.common([square], inset: .infinity).isEmpty)
    }
}
