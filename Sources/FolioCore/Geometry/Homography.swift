import Foundation
import FolioGeometry

/// A projective map of the plane, the 3 × 3 matrix H with `[x y 1] · H = [X Y W]` and the image
/// point `(X / W, Y / W)` — what a `CATransform3D` does to the plane z = 0 (rows 1, 2 and 4,
/// columns 1, 2 and 4), in Core Animation's row-vector order.
public struct Homography: Sendable, Equatable {
    /// The matrix, row by row.
    public var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

    /// The map of the plane z = 0 through `t`.
    public init(_ t: CATransform3D) {
        m = (t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
    }

    /// The affine map `t`.
    public init(_ t: CGAffineTransform) {
        m = (t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1)
    }

    /// A map from its nine entries, row by row.
    public init(_ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat,
                _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat) {
        m = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    public static func == (a: Homography, b: Homography) -> Bool {
        a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4
            && a.m.5 == b.m.5 && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
    }

    /// `(x, y)` in homogeneous coordinates.
    public func apply(_ x: CGFloat, _ y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (x * m.0 + y * m.3 + m.6, x * m.1 + y * m.4 + m.7, x * m.2 + y * m.5 + m.8)
    }

    /// The image of `point`; nil when it lies on or behind the eye (w ≤ 10⁻⁶) or is not finite.
    public func project(_ point: CGPoint) -> CGPoint? {
        let p = apply(point.x, point.y)
        guard p.w > 1e-6 else { return nil }
        let result = CGPoint(x: p.x / p.w, y: p.y / p.w)
        return result.x.isFinite && result.y.isFinite ? result : nil
    }

    /// This map, then `next`.
    public func concatenating(_ next: Homography) -> Homography {
        let a = m, b = next.m
        return Homography(a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
                          a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
                          a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8)
    }

    /// The inverse map; nil when the matrix is singular or not finite.
    public var inverted: Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let c11 = e * i - f * h, c12 = -(d * i - f * g), c13 = d * h - e * g
        let det = a * c11 + b * c12 + c * c13
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let r = 1 / det
        return Homography(c11 * r, -(b * i - c * h) * r, (b * f - c * e) * r,
                          c12 * r, (a * i - c * g) * r, -(a * f - c * d) * r,
                          c13 * r, -(a * h - b * g) * r, (a * e - b * d) * r)
    }
}
