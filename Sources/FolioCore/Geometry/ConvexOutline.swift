import Foundation

/// Convex polygons cut by half-planes: what two outlines have in common, drawn in from its edges.
public enum ConvexOutline {
    /// The part of `polygon` where `inside` is ≥ 0 (one half-plane, Sutherland–Hodgman).
    public static func clip(_ polygon: [CGPoint], _ inside: (CGPoint) -> CGFloat) -> [CGPoint] {
        var out: [CGPoint] = []
        out.reserveCapacity(polygon.count + 1)   // a convex polygon gains at most one corner
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            let dp = inside(p), dq = inside(q)
            if dp >= 0 { out.append(p) }
            if (dp >= 0) != (dq >= 0) {
                let t = dp / (dp - dq)
                out.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
            }
        }
        return out
    }

    /// The points inside every one of the convex `polygons` at least `inset` from all their
    /// edges (either turn); empty when there are none, a polygon has fewer than three corners
    /// or a point is not finite.
    public static func common(_ polygons: [[CGPoint]], inset: CGFloat = 0) -> [CGPoint] {
        guard var kept = polygons.first, polygons.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return [] }
        for polygon in polygons {
            kept = cut(kept, toInsideOf: polygon, inset: inset)
            if kept.isEmpty { return [] }
        }
        return kept
    }

    /// `polygon` cut to the points at least `inset` inside every edge of the convex `convex`
    /// (either turn); empty when fewer than three corners are left, `convex` has fewer than
    /// three or `inset` is not finite.
    public static func cut(_ polygon: [CGPoint], toInsideOf convex: [CGPoint], inset: CGFloat = 0) -> [CGPoint] {
        guard convex.count >= 3, inset.isFinite else { return [] }
        let turn: CGFloat = signedArea(convex) >= 0 ? 1 : -1
        var kept = polygon
        for (i, p) in convex.enumerated() where kept.count >= 3 {
            let q = convex[(i + 1) % convex.count]
            let dx = q.x - p.x, dy = q.y - p.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            // How far a point lies inside this edge (positive inside).
            kept = clip(kept) { turn * (dx * ($0.y - p.y) - dy * ($0.x - p.x)) / length - inset }
        }
        return kept.count >= 3 ? kept : []
    }

    /// The area a polygon encloses (either turn; 0 with fewer than three corners).
    static func area(_ polygon: [CGPoint]) -> CGFloat {
        polygon.count >= 3 ? abs(signedArea(polygon)) / 2 : 0
    }

    /// Twice the signed area (positive when the corners turn from +x toward +y).
    static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var twice: CGFloat = 0
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            twice += p.x * q.y - q.x * p.y
        }
        return twice
    }
}
