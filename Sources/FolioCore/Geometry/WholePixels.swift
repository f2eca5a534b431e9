import Foundation

extension CGRect {
    /// The part of the rectangle made of whole device pixels, where `toPixels` takes its
    /// coordinates to pixels: each edge moved inward to the nearest pixel boundary (an edge
    /// within a millionth of a pixel of a boundary is on it — arithmetic, not coverage). Nil when
    /// no whole pixel lies inside, when the rectangle is not finite, or when `toPixels` turns,
    /// shears or mirrors.
    public func wholePixelInterior(through toPixels: CGAffineTransform) -> CGRect? {
        let t = toPixels
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.a.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
              isFinite, !isNull else { return nil }
        let slack: CGFloat = 1e-6
        let left = (minX * t.a + t.tx - slack).rounded(.up), right = (maxX * t.a + t.tx + slack).rounded(.down)
        let top = (minY * t.d + t.ty - slack).rounded(.up), bottom = (maxY * t.d + t.ty + slack).rounded(.down)
        guard right > left, bottom > top else { return nil }
        return CGRect(x: (left - t.tx) / t.a, y: (top - t.ty) / t.d, width: (right - left) / t.a, height: (bottom - top) / t.d)
    }

    /// The smallest rectangle of whole device pixels holding the rectangle, where `toPixels`
    /// takes its coordinates to pixels: each edge moved outward to the nearest pixel boundary
    /// (an edge within a millionth of a pixel of a boundary is on it). Nil as for
    /// `wholePixelInterior(through:)`, and for an empty rectangle.
    public func wholePixelHull(through toPixels: CGAffineTransform) -> CGRect? {
        let t = toPixels
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.a.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
              isFinite, !isNull, !isEmpty else { return nil }
        let slack: CGFloat = 1e-6
        let left = (minX * t.a + t.tx + slack).rounded(.down), right = (maxX * t.a + t.tx - slack).rounded(.up)
        let top = (minY * t.d + t.ty + slack).rounded(.down), bottom = (maxY * t.d + t.ty - slack).rounded(.up)
        guard right > left, bottom > top else { return nil }
        return CGRect(x: (left - t.tx) / t.a, y: (top - t.ty) / t.d, width: (right - left) / t.a, height: (bottom - top) / t.d)
    }
}
