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
    /// The bounding box of the rectangle's four corners mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if t.isIdentity { return self }
        let r = standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
