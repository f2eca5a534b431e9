import Foundation

/// A 2-D affine transform with Core Graphics' layout and API.
///
/// Maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as `CGAffineTransform` does.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix `[a b 0; c d 0; tx ty 1]`, as Core Graphics stores it.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates the identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (positive is clockwise on screen, y pointing down).
    public init(rotationAngle angle: CGFloat) {
        let cosA = cos(angle), sinA = sin(angle)
        self.init(a: cosA, b: sinA, c: -sinA, d: cosA, tx: 0, ty: 0)
    }

    /// True for the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2` (Core Graphics' `concatenating`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or `self` unchanged when the transform is not invertible (as Core Graphics).
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through the linear part of `t` (no translation), as Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the rectangle's four corners mapped through `t` (the null rectangle
    /// stays null).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity || isNull { return self }
        let r = standardized
        if t.b == 0, t.c == 0 {   // no rotation or shear: two corners tell it
            let x0 = t.a * r.minX + t.tx, x1 = t.a * r.maxX + t.tx
            let y0 = t.d * r.minY + t.ty, y1 = t.d * r.maxY + t.ty
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let p0 = CGPoint(x: r.minX, y: r.minY).applying(t), p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t), p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = min(p0.x, p1.x, p2.x, p3.x), minY = min(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: max(p0.x, p1.x, p2.x, p3.x) - minX, height: max(p0.y, p1.y, p2.y, p3.y) - minY)
    }
}
