import Foundation

/// A rectangle with holes cut out of it, as rectangles: what is left of a background once the
/// opaque views drawn over it are taken away.
public enum RectangleCut {
    /// What is left of `rect` once every rectangle of `holes` is taken out of it, as rectangles
    /// that do not overlap (each cut splits a piece into at most four: above, below, left and
    /// right of the hole). Every piece's edges are edges of `rect` or of a hole. Nil when more
    /// than `limit` pieces would be left (the caller then draws `rect` whole); empty holes and
    /// non-finite ones are ignored.
    public static func remainder(of rect: CGRect, cutting holes: [CGRect], limit: Int = 32) -> [CGRect]? {
        guard rect.isFinite, !rect.isNull, !rect.isEmpty else { return [] }
        var pieces = [rect.standardized]
        for hole in holes where hole.isFinite && !hole.isNull && !hole.isEmpty {
            let hole = hole.standardized
            var next: [CGRect] = []
            next.reserveCapacity(pieces.count + 3)
            for piece in pieces {
                guard piece.intersects(hole) else { next.append(piece); continue }
                let top = max(piece.minY, hole.minY), bottom = min(piece.maxY, hole.maxY)
                if hole.minY > piece.minY {
                    next.append(CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: hole.minY - piece.minY))
                }
                if hole.maxY < piece.maxY {
                    next.append(CGRect(x: piece.minX, y: hole.maxY, width: piece.width, height: piece.maxY - hole.maxY))
                }
                if hole.minX > piece.minX {
                    next.append(CGRect(x: piece.minX, y: top, width: hole.minX - piece.minX, height: bottom - top))
                }
                if hole.maxX < piece.maxX {
                    next.append(CGRect(x: hole.maxX, y: top, width: piece.maxX - hole.maxX, height: bottom - top))
                }
            }
            guard next.count <= limit else { return nil }
            pieces = next
        }
        return pieces
    }
}
