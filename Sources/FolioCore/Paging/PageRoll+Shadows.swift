import Foundation

/// Where the rolled page throws its shadows, as shapes a renderer fills with a linear gradient
/// (dark at `from`, clear at `to`): soft edges without a blur.
extension PageRoll {
    /// A shadow: `shape` (a convex polygon, page coordinates) shaded from `from` to `to`.
    public struct Shade: Sendable, Equatable {
        /// The shadow's outline, a convex polygon in page coordinates.
        public var shape: [CGPoint]
        /// Where the gradient is darkest.
        public var from: CGPoint
        /// Where the gradient has faded to clear.
        public var to: CGPoint
    }

    /// The shadow the roll casts on the page it uncovers: a band `depth` wide beside the roll's
    /// far edge, across the whole page; nil while the page is flat.
    public func rollShadow(depth: CGFloat) -> Shade? {
        guard canonicalOffset < .greatestFiniteMagnitude / 2, depth.isFinite, depth > 0 else { return nil }
        let edge = max(radius, 0)
        let shape = region(from: edge, to: edge + depth)
        guard shape.count >= 3 else { return nil }
        return Shade(shape: shape, from: pointAlongRoll(edge), to: pointAlongRoll(edge + depth))
    }

    /// The shadows the part lying back over the page casts on its flat front: a band `width`
    /// wide outside each edge of the flap that does not run along the axis, on the front only.
    public func flapShadows(width: CGFloat) -> [Shade] {
        guard width.isFinite, width > 0, canonicalOffset < .greatestFiniteMagnitude / 2 else { return [] }
        let flap = region(from: .pi * max(radius, 0)).map { place($0).point }
        let front = region(to: 0)
        guard front.count >= 3, flap.count >= 3 else { return [] }
        // Outward normals of the edges (the flap is convex), and at each corner the mitre the
        // two bands meet along, so neighbouring bands neither overlap nor gap.
        let area2 = zip(flap, flap.dropFirst() + [flap[0]]).reduce(CGFloat(0)) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        let turn: CGFloat = area2 >= 0 ? 1 : -1
        let normals: [CGPoint] = flap.indices.map { i in
            let p = flap[i], q = flap[(i + 1) % flap.count]
            let length = max(hypot(q.x - p.x, q.y - p.y), 1e-9)
            return CGPoint(x: turn * (q.y - p.y) / length, y: -turn * (q.x - p.x) / length)
        }
        func onAxis(_ i: Int) -> Bool {
            abs(distancePastAxis(flap[i])) < 0.01 && abs(distancePastAxis(flap[(i + 1) % flap.count])) < 0.01
        }
        func mitre(_ vertex: Int, edge: Int) -> CGPoint {
            let other = edge == vertex ? (vertex + flap.count - 1) % flap.count : vertex   // the edge on the vertex's other side
            let a = normals[edge]
            guard !onAxis(other) else { return CGPoint(x: a.x * width, y: a.y * width) }
            let b = normals[other]
            let sum = CGPoint(x: a.x + b.x, y: a.y + b.y), dot = sum.x * a.x + sum.y * a.y
            guard dot > 0.2 else { return CGPoint(x: a.x * width, y: a.y * width) }
            return CGPoint(x: sum.x * width / dot, y: sum.y * width / dot)
        }
        var shades: [Shade] = []
        for i in flap.indices where !onAxis(i) {
            let j = (i + 1) % flap.count
            let p = flap[i], q = flap[j]
            guard hypot(q.x - p.x, q.y - p.y) > 0.01 else { continue }
            let mp = mitre(i, edge: i), mq = mitre(j, edge: i)
            var band = [p, q, CGPoint(x: q.x + mq.x, y: q.y + mq.y), CGPoint(x: p.x + mp.x, y: p.y + mp.y)]
            band = Self.intersect(band, withConvex: front)
            guard ConvexOutline.area(band) > 0.5 else { continue }   // an edge along the page's border casts off it
            let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2), n = normals[i]
            shades.append(Shade(shape: band, from: mid, to: CGPoint(x: mid.x + n.x * width, y: mid.y + n.y * width)))
        }
        return shades
    }

    /// The point `d` past the axis on the line through the page's centre along `direction` (a
    /// renderer's gradient runs between two of them).
    public func pointAlongRoll(_ d: CGFloat) -> CGPoint {
        let n = direction, centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let along = distancePastAxis(centre)
        return CGPoint(x: centre.x + n.x * (d - along), y: centre.y + n.y * (d - along))
    }

    /// `polygon` cut to the inside of the convex polygon `convex` (either winding).
    static func intersect(_ polygon: [CGPoint], withConvex convex: [CGPoint]) -> [CGPoint] {
        ConvexOutline.cut(polygon, toInsideOf: convex)
    }
}
