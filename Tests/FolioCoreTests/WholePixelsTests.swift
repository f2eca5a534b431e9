import Foundation
import Testing
import FolioCore

@Suite("Whole pixels inside a rectangle")
struct WholePixelsTests {
    @Test("edges move inward to pixel boundaries, at the scale and offset the transform gives", arguments: [
        (CGRect(x: 0.25, y: 0.25, width: 10.5, height: 10.5), CGAffineTransform(scaleX: 2, y: 2), CGRect(x: 0.5, y: 0.5, width: 10, height: 10)),
        (CGRect(x: 0, y: 0, width: 320.25, height: 100), CGAffineTransform(scaleX: 2, y: 2), CGRect(x: 0, y: 0, width: 320, height: 100)),
        (CGRect(x: 0, y: 0, width: 10, height: 10), CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0.5, ty: 0), CGRect(x: 1.0 / 6, y: 0, width: 29.0 / 3, height: 10)),
        (CGRect(x: 0.1, y: 0, width: 0.2, height: 3), CGAffineTransform(scaleX: 3, y: 3), CGRect(x: 1.0 / 3, y: 0, width: 0, height: 3)),
    ])
    func interior(rect: CGRect, toPixels: CGAffineTransform, expected: CGRect) {
        guard expected.width > 0 else {
            #expect(rect.wholePixelInterior(through: toPixels) == nil)   // no whole pixel inside
            return
        }
        let got = rect.wholePixelInterior(through: toPixels)
        #expect(got.map { abs($0.minX - expected.minX) < 1e-9 && abs($0.maxX - expected.maxX) < 1e-9
                          && abs($0.minY - expected.minY) < 1e-9 && abs($0.maxY - expected.maxY) < 1e-9 } == true, "\(String(describing: got))")
    }

    @Test("an edge a rounding error short of a boundary is on it")
    func arithmeticSlack() {
        let r = CGRect(x: 0.1 * 3, y: 0, width: 0.7 * 3 - 0.1 * 3, height: 1)   // 0.30000000000000004 … 2.0999999999999996
        #expect(r.wholePixelInterior(through: CGAffineTransform(scaleX: 10, y: 1)) == CGRect(x: 0.3, y: 0, width: 1.8, height: 1))
    }

    @Test("a turned, mirrored or not finite case has no whole pixels")
    func refused() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.wholePixelInterior(through: CGAffineTransform(rotationAngle: 0.3)) == nil)
        #expect(r.wholePixelInterior(through: CGAffineTransform(scaleX: -1, y: 1)) == nil)
        #expect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).wholePixelInterior(through: .identity) == nil)
        #expect(CGRect.null.wholePixelInterior(through: .identity) == nil)
    }

    @Test("the hull: edges move outward to pixel boundaries; one a rounding error past a boundary is on it; bad cases have none")
    func hull() {
        let twice = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGRect(x: 0.3, y: 1.2, width: 10.1, height: 0.1).wholePixelHull(through: twice) == CGRect(x: 0, y: 1, width: 10.5, height: 0.5))
        #expect(CGRect(x: 1, y: 1, width: 2, height: 2).wholePixelHull(through: twice) == CGRect(x: 1, y: 1, width: 2, height: 2))
        let r = CGRect(x: 0.1 * 3, y: 0, width: 0.7 * 3 - 0.1 * 3, height: 1)   // 0.30000000000000004 … 2.0999999999999996
        #expect(r.wholePixelHull(through: CGAffineTransform(scaleX: 10, y: 1)) == CGRect(x: 0.3, y: 0, width: 1.8, height: 1))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).wholePixelHull(through: CGAffineTransform(rotationAngle: 0.3)) == nil)
        #expect(CGRect(x: 0, y: 0, width: 0, height: 10).wholePixelHull(through: twice) == nil)
        #expect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1).wholePixelHull(through: twice) == nil)
        #expect(CGRect.null.wholePixelHull(through: twice) == nil)
    }
}
