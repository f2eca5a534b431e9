import Foundation

/// How a rectangle drawn through a 3-D transform with perspective is drawn with affine pieces:
/// the rectangle is cut into cells, each drawn through the affine map that agrees with the
/// projection at three of its corners and clipped to its four projected corners, the cells made
/// smaller where the projection bends until the affine map is within `tolerance` of it.
public enum PerspectiveMesh {
    /// One cell: the affine map of its points and its projected outline.
    public struct Piece: Sendable, Equatable {
        /// Maps the rectangle's points to the target's, within the tolerance inside `outline`.
        public var transform: CGAffineTransform
        /// The cell's corners, projected: top-left, top-right, bottom-right, bottom-left.
        public var outline: [CGPoint]
    }

    /// `point` (z = 0) through `m`, divided by w; nil behind the eye (w too small).
    public static func project(_ point: CGPoint, through m: CATransform3D) -> CGPoint? {
        let p = m.apply(x: point.x, y: point.y, z: 0)
        guard p.w > 1e-6, p.x.isFinite, p.y.isFinite else { return nil }
        return CGPoint(x: p.x / p.w, y: p.y / p.w)
    }

    /// The point of the plane z = 0 that `m` projects onto `point` (a touch on a turned view);
    /// nil when there is none.
    public static func unproject(_ point: CGPoint, through m: CATransform3D) -> CGPoint? {
        guard let inverse = Homography(m).inverted else { return nil }
        let p = inverse.apply(point.x, point.y)
        guard abs(p.w) > 1e-12 else { return nil }
        let result = CGPoint(x: p.x / p.w, y: p.y / p.w)
        return result.x.isFinite && result.y.isFinite ? result : nil
    }

    /// Whether the rectangle shows its front through `m` (its corners keep their turning
    /// direction): a layer that is not double-sided is not drawn from behind.
    public static func showsFront(_ rect: CGRect, through m: CATransform3D) -> Bool {
        guard let a = project(CGPoint(x: rect.minX, y: rect.minY), through: m),
              let b = project(CGPoint(x: rect.maxX, y: rect.minY), through: m),
              let c = project(CGPoint(x: rect.minX, y: rect.maxY), through: m) else { return false }
        return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0
    }

    /// The pieces that draw `rect` through `m`; cells partly behind the eye are left out. Each
    /// outline reaches `overlap` points past the cell's corners, so neighbours' soft edges leave
    /// no seam (the rectangle's own edges grow by as much).
    public static func pieces(of rect: CGRect, through m: CATransform3D, tolerance: CGFloat = 0.25, overlap: CGFloat = 0.35,
                              maxDepth: Int = 6) -> [Piece] {
        guard rect.isFinite, rect.width > 0, rect.height > 0, m.isFinite else { return [] }
        var result: [Piece] = []
        func cell(_ r: CGRect, depth: Int) {
            guard let p00 = project(CGPoint(x: r.minX, y: r.minY), through: m),
                  let p10 = project(CGPoint(x: r.maxX, y: r.minY), through: m),
                  let p01 = project(CGPoint(x: r.minX, y: r.maxY), through: m),
                  let p11 = project(CGPoint(x: r.maxX, y: r.maxY), through: m),
                  let mid = project(CGPoint(x: r.midX, y: r.midY), through: m) else {
                if depth < maxDepth { split(r, depth) }
                return
            }
            // The affine map through the three corners: (x, y) ↦ p00 + u·(p10 − p00) + v·(p01 − p00).
            let ax = (p10.x - p00.x) / r.width, ay = (p10.y - p00.y) / r.width
            let bx = (p01.x - p00.x) / r.height, by = (p01.y - p00.y) / r.height
            let t = CGAffineTransform(a: ax, b: ay, c: bx, d: by, tx: p00.x - ax * r.minX - bx * r.minY, ty: p00.y - ay * r.minX - by * r.minY)
            let far = CGPoint(x: r.maxX, y: r.maxY).applying(t), centre = CGPoint(x: r.midX, y: r.midY).applying(t)
            let error = max(hypot(far.x - p11.x, far.y - p11.y), hypot(centre.x - mid.x, centre.y - mid.y))
            if error > tolerance && depth < maxDepth { split(r, depth); return }
            let corners = [p00, p10, p11, p01]
            let cx = corners.reduce(0) { $0 + $1.x } / 4, cy = corners.reduce(0) { $0 + $1.y } / 4
            let grown = corners.map { p -> CGPoint in
                let dx = p.x - cx, dy = p.y - cy, length = hypot(dx, dy)
                return length > 0 ? CGPoint(x: p.x + dx / length * overlap, y: p.y + dy / length * overlap) : p
            }
            result.append(Piece(transform: t, outline: grown))
        }
        func split(_ r: CGRect, _ depth: Int) {
            let w = r.width / 2, h = r.height / 2
            for (x, y) in [(r.minX, r.minY), (r.minX + w, r.minY), (r.minX, r.minY + h), (r.minX + w, r.minY + h)] {
                cell(CGRect(x: x, y: y, width: w, height: h), depth: depth + 1)
            }
        }
        cell(rect, depth: 0)
        return result
    }
}
