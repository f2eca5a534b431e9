import Foundation

/// The roll cut into pieces a 2-D renderer can draw: each piece is the page mapped by one affine
/// transform and shown only inside one band across the roll's axis.
///
/// Points of the page move only along `direction`, by a distance that depends on how far past
/// the axis they are, `s`; the shown distance is `s` on the flat front, `r·sin(s/r)` round the
/// cylinder and `π·r − s` on the flat back. A piece covers a range of `s` where that is (nearly)
/// linear — the flat front and the flat back exactly, the cylinder in strips — so drawing
/// the page image through `transform`, clipped to `band`, puts every point where `place(_:)` says.
///
/// Pieces come bottom to top: the flat front, the cylinder's front strips (turning away), its
/// back strips, the flat back lying on top.
extension PageRoll {
    /// One drawable piece of the rolled page.
    public struct Piece: Sendable, Equatable {
        /// Maps a page point of this piece to where it is shown (page coordinates).
        public var transform: CGAffineTransform
        /// Where the piece is shown: a quadrilateral across the whole page, between two shown
        /// distances from the axis (page coordinates).
        public var band: [CGPoint]
        /// The side facing the viewer.
        public var side: Side
        /// How far round the cylinder the piece's middle is: 0 flat front … π flat back.
        public var angle: CGFloat
        /// The range of `s` (distance past the axis on the flat page) the piece shows.
        public var range: ClosedRange<CGFloat>
        /// The piece as shown: the page mapped by `transform`, within the band widened by the
        /// overlap `pieces(tolerance:overlap:)` was given (a convex polygon, page coordinates).
        public var shape: [CGPoint]
    }

    /// The least stretch along the roll a piece's map has (see `pieces(tolerance:overlap:)`).
    public static let minimumSlope: CGFloat = 0.05

    /// The shown distance past the axis of a page point `s` past it.
    public func shownDistance(_ s: CGFloat) -> CGFloat {
        if s <= 0 { return s }
        if radius <= 0 { return -s }
        if s <= .pi * radius { return radius * sin(s / radius) }
        return .pi * radius - s
    }

    /// How far past the axis the page point `p` lies, before rolling (negative: flat front).
    public func distancePastAxis(_ p: CGPoint) -> CGFloat {
        direction.x * p.x + direction.y * p.y - pageAxisOffset
    }

    /// The axis's position along `direction` in page coordinates.
    var pageAxisOffset: CGFloat {
        let origin = frame.fromCanonical(.zero)
        return direction.x * origin.x + direction.y * origin.y + canonicalOffset
    }

    /// The drawable pieces, bottom to top; the cylinder in strips no longer than keeps each
    /// strip's chord within `tolerance` points of the arc (long where the roll is nearly flat,
    /// short toward its crest). A flat page is one piece.
    ///
    /// Each piece's `shape` reaches `overlap` points past its band on either side, so that
    /// neighbouring pieces drawn with soft edges leave no seam.
    ///
    /// With `opaque`, the cylinder's front is left out where its back hides it: a front strip
    /// from `s0` past the axis lies under the back wherever, across the axis, the page reaches
    /// `π·r − s0` (the back point shown over its start), a point inside that stretch. Such a strip
    /// comes as up to two pieces, one either side of the stretch, in its place in the order.
    public func pieces(tolerance: CGFloat = 0.25, overlap: CGFloat = 0, opaque: Bool = false) -> [Piece] {
        let tolerance = min(max(0.01, tolerance.finiteOr(0.25)), 4)
        let overlap = max(0, overlap.finiteOr(0))
        let corners = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                       CGPoint(x: 0, y: size.height)]
        let past = corners.map(distancePastAxis)
        let lowest = past.min() ?? 0, highest = past.max() ?? 0
        guard canonicalOffset < .greatestFiniteMagnitude / 2, highest > 0 else {
            // Flat: the page as it lies.
            return [Piece(transform: .identity, band: corners, side: .front, angle: 0, range: -CGFloat.infinity...CGFloat.infinity,
                          shape: corners)]
        }
        var result: [Piece] = []
        if lowest < 0 {
            result.append(piece(s0: lowest, s1: 0, from: lowest, to: 0, angle: 0, overlap: overlap))
        }
        let half = CGFloat.pi * radius
        if radius > 0 {
            // Front strips up to the crest (π/2), then back strips to π: each strip is monotone.
            for (start, end) in [(CGFloat(0), half / 2), (half / 2, half)] {
                let a = max(start, lowest), b = min(end, highest)
                guard b > a else { continue }
                var s0 = a
                while s0 < b {
                    let s1 = min(b, s0 + stripLength(from: s0, tolerance: tolerance))
                    result.append(piece(s0: s0, s1: b - s1 < 1e-6 ? b : s1, from: shownDistance(s0), to: shownDistance(s1),
                                        angle: (s0 + s1) / 2 / radius, overlap: overlap))
                    s0 = b - s1 < 1e-6 ? b : s1
                }
            }
        }
        if opaque, radius > 0 {
            result = result.flatMap { piece in
                guard piece.angle > 0, piece.angle < .pi / 2,
                      let hidden = stretchReaching(half - piece.range.lowerBound, margin: 1) else { return [piece] }
                return [clip(piece.shape) { hidden.lowerBound - across($0) }, clip(piece.shape) { across($0) - hidden.upperBound }]
                    .filter { $0.count >= 3 }
                    .map { var part = piece; part.shape = $0; return part }
            }
        }
        if highest > half {
            let s0 = max(half, lowest)
            result.append(piece(s0: s0, s1: highest, from: shownDistance(s0), to: shownDistance(highest), angle: .pi,
                                overlap: overlap))
        }
        return result
    }

    /// Where a point lies along the axis (the axis's own direction; rolling keeps it).
    private func across(_ p: CGPoint) -> CGFloat { -direction.y * p.x + direction.x * p.y }

    /// The stretch along the axis where the page reaches `distance` past it, narrowed by
    /// `margin` at both ends; nil when the page does not reach that far.
    private func stretchReaching(_ distance: CGFloat, margin: CGFloat) -> ClosedRange<CGFloat>? {
        let far = region(from: distance)
        guard far.count >= 3 else { return nil }
        let along = far.map(across)
        guard let lo = along.min(), let hi = along.max(), hi - lo > 2 * margin else { return nil }
        return (lo + margin)...(hi - margin)
    }

    /// How long a strip starting `s` past the axis may be for its chord to stay within
    /// `tolerance` of the arc: the shown distance `r·sin(s/r)` bends by at most `|sin θ|/r` per
    /// point², so a chord of length Δ is off by Δ²·|sin θ|/(8r).
    private func stripLength(from s: CGFloat, tolerance: CGFloat) -> CGFloat {
        let cap = CGFloat.pi * radius / 6
        var length = cap
        for _ in 0..<2 {   // the bend is largest toward the crest: measure it where the strip gets closest
            let theta0 = s / radius, theta1 = (s + length) / radius
            let bend = theta0 < .pi / 2 && theta1 > .pi / 2 ? 1 : max(abs(sin(theta0)), abs(sin(theta1)))
            length = min(cap, (8 * radius * tolerance / max(bend, 1e-3)).squareRoot())
        }
        return max(length, 0.25)
    }

    /// The piece showing page distances `s0…s1` at shown distances `from…to` (linear between).
    private func piece(s0: CGFloat, s1: CGFloat, from: CGFloat, to: CGFloat, angle: CGFloat, overlap: CGFloat) -> Piece {
        let n = direction
        var k = s1 > s0 ? (to - from) / (s1 - s0) : 1
        // Where a strip stands nearly on edge (the crest of the roll) it shows a sliver: keep its
        // map well conditioned (a renderer samples through the inverse), off by at most a tenth
        // of a point.
        if abs(k) < Self.minimumSlope { k = k < 0 ? -Self.minimumSlope : Self.minimumSlope }
        let a = pageAxisOffset
        // shown = p + n·(from − k·s0 + (k − 1)·s), with s = n·p − a.
        let shift = from - k * s0 - (k - 1) * a
        let transform = CGAffineTransform(a: 1 + (k - 1) * n.x * n.x, b: (k - 1) * n.x * n.y,
                                          c: (k - 1) * n.x * n.y, d: 1 + (k - 1) * n.y * n.y,
                                          tx: n.x * shift, ty: n.y * shift)
        let lo = min(from, to) - overlap, hi = max(from, to) + overlap
        let page = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                    CGPoint(x: 0, y: size.height)].map { $0.applying(transform) }
        let shape = clip(clip(page) { distancePastAxis($0) - lo }) { hi - distancePastAxis($0) }
        return Piece(transform: transform, band: band(from: min(from, to), to: max(from, to)),
                     side: angle <= .pi / 2 ? .front : .back, angle: angle, range: s0...s1, shape: shape)
    }

    /// The quadrilateral of points shown between distances `from` and `to` past the axis, wide
    /// enough across to cover the page (page coordinates).
    public func band(from: CGFloat, to: CGFloat) -> [CGPoint] {
        let n = direction, t = CGPoint(x: -n.y, y: n.x)
        let a = pageAxisOffset
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let across = t.x * centre.x + t.y * centre.y
        let span = size.width + size.height
        func at(_ d: CGFloat, _ side: CGFloat) -> CGPoint {
            CGPoint(x: n.x * (a + d) + t.x * (across + side * span), y: n.y * (a + d) + t.y * (across + side * span))
        }
        return [at(from, -1), at(to, -1), at(to, 1), at(from, 1)]
    }

    /// The part of the page's rectangle between distances `from` and `to` past the axis, as it
    /// lies (a convex polygon, page coordinates; empty when none): `from: 0` is where the turn
    /// uncovers the page below, `to: 0` where the turning page still lies flat.
    public func region(from: CGFloat = -.infinity, to: CGFloat = .infinity) -> [CGPoint] {
        let page = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                    CGPoint(x: 0, y: size.height)]
        guard canonicalOffset < .greatestFiniteMagnitude / 2 else { return from <= 0 && to >= 0 ? page : [] }
        var shape = page
        if from > -.infinity { shape = clip(shape) { distancePastAxis($0) - from } }
        if to < .infinity { shape = clip(shape) { to - distancePastAxis($0) } }
        return shape.count >= 3 ? shape : []
    }

    /// What the turn uncovers or covers again since `earlier`: the parts of the page past one
    /// roll's axis and not past the other's (convex polygons with area, page coordinates; none
    /// when either lies flat — then all of it may change). The rest of the uncovered page shows the same.
    public func uncoveredChange(since earlier: PageRoll) -> [[CGPoint]] {
        guard canonicalOffset < .greatestFiniteMagnitude / 2, earlier.canonicalOffset < .greatestFiniteMagnitude / 2,
              size == earlier.size else { return [] }
        let page = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                    CGPoint(x: 0, y: size.height)]
        let uncovered = clip(clip(page) { distancePastAxis($0) }) { -earlier.distancePastAxis($0) }
        let covered = clip(clip(page) { earlier.distancePastAxis($0) }) { -distancePastAxis($0) }
        return [uncovered, covered].filter { ConvexOutline.area($0) > 1e-9 }
    }

    /// The outline of the lifted part as seen from above — the cylinder's and the flat back's
    /// shapes — for the shadow the roll casts; empty while the page is flat.
    public var liftedOutline: [[CGPoint]] {
        guard canonicalOffset < .greatestFiniteMagnitude / 2 else { return [] }
        let page = [CGPoint.zero, CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                    CGPoint(x: 0, y: size.height)]
        let half = CGFloat.pi * radius
        var shapes: [[CGPoint]] = []
        // The cylinder seen from above spans the axis to its crest (the front's first quarter turn).
        let cylinder = clip(clip(page, keepingAtMost: half / 2), keepingAtLeast: 0)
        if cylinder.count >= 3 { shapes.append(cylinder.map { place($0).point }) }
        let flap = clip(page, keepingAtLeast: half)
        if flap.count >= 3 { shapes.append(flap.map { place($0).point }) }
        return shapes
    }

    /// The part of the convex `polygon` at least `limit` past the axis.
    private func clip(_ polygon: [CGPoint], keepingAtLeast limit: CGFloat) -> [CGPoint] {
        clip(polygon) { distancePastAxis($0) - limit }
    }

    /// The part of the convex `polygon` at most `limit` past the axis.
    private func clip(_ polygon: [CGPoint], keepingAtMost limit: CGFloat) -> [CGPoint] {
        clip(polygon) { limit - distancePastAxis($0) }
    }

    /// The part of `polygon` where `inside` is ≥ 0 (one half-plane).
    func clip(_ polygon: [CGPoint], _ inside: (CGPoint) -> CGFloat) -> [CGPoint] { ConvexOutline.clip(polygon, inside) }
}
