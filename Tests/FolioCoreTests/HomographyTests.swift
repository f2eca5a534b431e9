import Foundation
import Testing
@testable import FolioCore

@Suite("Homography")
struct HomographyTests {
    @Test("a 3-D transform's map of the plane projects as the transform does; the inverse takes the point back")
    func roundTrip() throws {
        var t = CATransform3DMakeRotation(0.6, 0, 1, 0)
        t.m34 = -1.0 / 500
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(30, -10, 0))
        let h = Homography(t)
        let p = CGPoint(x: 120, y: -45)

        let projected = try #require(h.project(p))
        let q = t.apply(x: p.x, y: p.y, z: 0)
        #expect(abs(projected.x - q.x / q.w) < 1e-9 && abs(projected.y - q.y / q.w) < 1e-9)
        let back = try #require(h.inverted?.project(projected))
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }

    @Test("concatenating maps applies the first, then the second, as CATransform3DConcat does")
    func concatenation() throws {
        let a = CATransform3DMakeScale(2, 3, 1), b = CATransform3DMakeTranslation(5, 7, 0)
        let p = try #require(Homography(a).concatenating(Homography(b)).project(CGPoint(x: 1, y: 1)))
        #expect(p == CGPoint(x: 7, y: 10))
        #expect(Homography(CATransform3DConcat(a, b)) == Homography(a).concatenating(Homography(b)))
    }

    @Test("a singular map has no inverse; a point behind the eye has no image")
    func degenerate() {
        #expect(Homography(CGAffineTransform(scaleX: 0, y: 1)).inverted == nil)
        #expect(Homography(1, 0, -1, 0, 1, 0, 0, 0, 1).project(CGPoint(x: 2, y: 0)) == nil, "w = 1 − x: behind the eye at x = 2")
    }
}
