import Foundation
import Testing
@testable import FolioCore

@Suite("CATransform3D and the perspective mesh")
struct Transform3DTests {
    func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("a rotation about z is CGAffineTransform's; translate, scale and rotate apply before the transform they are given")
    func basics() {
        let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(CATransform3DIsAffine(r))
        let g = CATransform3DGetAffineTransform(r)
        #expect(abs(g.a - affine.a) < 1e-12 && abs(g.b - affine.b) < 1e-12 && abs(g.c - affine.c) < 1e-12)
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        let p = t.apply(x: 0, y: 0, z: 0)
        #expect(p.x == 20 && p.y == 0, "translated by 10, then scaled by 2")
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)) == t)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis, no rotation")
    }

    @Test("the inverse undoes a transform with perspective; a singular transform comes back unchanged")
    func invert() {
        var m = CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 5), 0.7, 0.2, 1, 0.3)
        m.m34 = -1.0 / 500
        let round = CATransform3DConcat(m, CATransform3DInvert(m))
        for (a, b) in zip(round.entries, CATransform3DIdentity.entries) { #expect(abs(a - b) < 1e-9) }
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("perspective: a card turned about its vertical axis shows its near edge taller than its far one")
    func perspective() throws {
        // As apps write it: perspective first, then the turn applied before it.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let m = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let near = try #require(PerspectiveMesh.project(CGPoint(x: -100, y: -100), through: m))
        let nearBottom = try #require(PerspectiveMesh.project(CGPoint(x: -100, y: 100), through: m))
        let far = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: -100), through: m))
        let farBottom = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 100), through: m))
        #expect(nearBottom.y - near.y > farBottom.y - far.y + 20, "near \(nearBottom.y - near.y), far \(farBottom.y - far.y)")
        #expect(PerspectiveMesh.showsFront(CGRect(x: -100, y: -100, width: 200, height: 200), through: m))
        #expect(!PerspectiveMesh.showsFront(CGRect(x: -100, y: -100, width: 200, height: 200),
                                            through: CATransform3DRotate(perspective, .pi * 0.9, 0, 1, 0)), "turned past 90°: its back")
    }

    @Test("the mesh's pieces agree with the projection within the tolerance, and cover the projected rectangle")
    func mesh() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        let m = CATransform3DRotate(perspective, 1.1, 0.3, 1, 0)
        let rect = CGRect(x: -150, y: -100, width: 300, height: 200)
        let pieces = PerspectiveMesh.pieces(of: rect, through: m, tolerance: 0.25)
        #expect(pieces.count > 4, "a strong perspective needs cells: \(pieces.count)")
        for piece in pieces {
            // Sample inside the cell: its outline's corners, mapped back, give the cell.
            let corners = piece.outline
            let inverse = piece.transform.inverted()
            let a = corners[0].applying(inverse), c = corners[2].applying(inverse)
            for (u, v) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.3), (0.2, 0.8)] as [(CGFloat, CGFloat)] {
                let p = CGPoint(x: a.x + (c.x - a.x) * u, y: a.y + (c.y - a.y) * v)
                let exact = try #require(PerspectiveMesh.project(p, through: m))
                let approx = p.applying(piece.transform)
                #expect(hypot(exact.x - approx.x, exact.y - approx.y) <= 0.3)
            }
        }
        #expect(PerspectiveMesh.pieces(of: rect, through: CATransform3DMakeScale(.nan, 1, 1)).isEmpty)
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 500
        let behind = CATransform3DTranslate(eye, 0, 0, 600)
        #expect(PerspectiveMesh.pieces(of: rect, through: behind).isEmpty, "behind the eye: nothing drawn")
    }
}

@Suite("Interpolating 3-D transforms")
struct TransformInterpolationTests {
    func near(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-6) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("the ends come back as they were: turns, scales, moves and perspective")
    func ends() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let samples = [
            CATransform3DIdentity,
            CATransform3DMakeRotation(0.7, 0.2, 1, 0.3),
            CATransform3DTranslate(CATransform3DMakeScale(1.5, 0.8, 1), 10, -4, 3),
            CATransform3DRotate(perspective, 1.2, 0, 1, 0),
            CATransform3DMakeRotation(.pi * 0.9, 0, 0, 1),
        ]
        for a in samples {
            for b in samples {
                #expect(near(TransformInterpolation.interpolate(a, b, 0), a, 1e-6), "\(a)")
                #expect(near(TransformInterpolation.interpolate(a, b, 1), b, 1e-6), "\(b)")
            }
        }
    }

    @Test("halfway through a quarter turn is an eighth turn; a half turn passes edge-on at its middle, not shrunk")
    func middles() {
        let quarter = TransformInterpolation.interpolate(CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0.5)
        #expect(near(quarter, CATransform3DMakeRotation(.pi / 4, 0, 1, 0), 1e-9))
        let flip = TransformInterpolation.interpolate(CATransform3DIdentity, CATransform3DMakeRotation(.pi * 0.999, 0, 1, 0), 0.5)
        let p = flip.apply(x: 100, y: 0, z: 0)
        #expect(abs(p.x) < 1 && abs(abs(p.z) - 100) < 1, "edge-on: \(p)")
        let moved = TransformInterpolation.interpolate(CATransform3DIdentity, CATransform3DMakeTranslation(40, 0, 0), 0.25)
        #expect(near(moved, CATransform3DMakeTranslation(10, 0, 0)))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(TransformInterpolation.interpolate(singular, CATransform3DIdentity, 0.4) == singular, "no decomposition: the nearer end")
    }
}
