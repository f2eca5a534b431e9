import Foundation

extension CGRect {
    /// The part of the rectangle made of whole device pixels, where `toPixels` takes its
    /// coordinates to pixels: each edge moved inward to the nearest pixel boundary (an edge
    /// within a millionth of a pixel of a boundary is on it — arithmetic, not coverage). Nil when
    /// no whole pixel lies inside, when the rectangle is not finite, or when `toPixels` turns,
    /// shears or mirrors.
    public func wholePixelInterior(through toPixels: CGAffineTransform) -> CGRect? {
        wholePixels(through: toPixels, outward: false)
    }

    /// The smallest rectangle of whole device pixels holding the rectangle, where `toPixels`
    /// takes its coordinates to pixels: each edge moved outward to the nearest pixel boundary
    /// (an edge within a millionth of a pixel of a boundary is on it). Nil as for
    /// `wholePixelInterior(through:)`, and for an empty rectangle.
    public func wholePixelHull(through toPixels: CGAffineTransform) -> CGRect? {
        wholePixels(through: toPixels, outward: true)
    }

    /// The rectangle's edges moved to pixel boundaries, inward or outward.
    private func wholePixels(through t: CGAffineTransform, outward: Bool) -> CGRect? {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.a.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
              isFinite, !isNull, !(outward && isEmpty) else { return nil }
        // An edge a millionth past a boundary, the way it moves, stays on it.
        let slack: CGFloat = outward ? -1e-6 : 1e-6
        let low: FloatingPointRoundingRule = outward ? .down : .up, high: FloatingPointRoundingRule = outward ? .up : .down
        let left = (minX * t.a + t.tx - slack).rounded(low), right = (maxX * t.a + t.tx + slack).rounded(high)
        let top = (minY * t.d + t.ty - slack).rounded(low), bottom = (maxY * t.d + t.ty + slack).rounded(high)
        guard right > left, bottom > top else { return nil }
        return CGRect(x: (left - t.tx) / t.a, y: (top - t.ty) / t.d, width: (right - left) / t.a, height: (bottom - top) / t.d)
    }
}
