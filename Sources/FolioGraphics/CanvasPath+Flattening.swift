import Foundation

extension CanvasPath {
    /// The path as polylines, one per subpath (curves and arcs cut into pieces under 2 points or
    /// 5°), each with whether it was closed.
    package func flattenedSubpaths() -> [(points: [CGPoint], closed: Bool)] {
        var out: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && !closed) { out.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false); current = [p]
            case .line(let p):
                current.append(p)
            case let .curve(p, c1, c2):
                let p0 = current.last ?? p
                let length = hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p.x - c2.x, p.y - c2.y)
                let steps = max(4, min(256, Int((length / 2).rounded(.up))))
                for s in 1...steps {
                    let t = CGFloat(s) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case let .arc(center, r, a0, a1), let .arcCounterClockwise(center, r, a0, a1):
                var sweep = a1 - a0
                if case .arc = element { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
                guard sweep.isFinite, r.isFinite else { continue }
                let steps = max(2, min(720, Int((abs(sweep) / (.pi / 36)).rounded(.up))))
                let start = CGPoint(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
                if current.isEmpty { current = [start] } else { current.append(start) }
                for s in 1...steps {
                    let a = a0 + sweep * CGFloat(s) / CGFloat(steps)
                    current.append(CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)))
                }
            case .close:
                if let first = current.first { current.append(first) }
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return out
    }

    /// Every point of the flattened path, subpath after subpath.
    package func flattenedPoints() -> [CGPoint] { flattenedSubpaths().flatMap(\.points) }

    /// The part of the path from `start` to `end` of its length (0…1), as Core Animation's
    /// `strokeStart`/`strokeEnd` cut a shape layer's stroke. The whole path when 0…1.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CanvasPath {
        let start = min(max(start.isFinite ? start : 0, 0), 1), end = min(max(end.isFinite ? end : 1, 0), 1)
        if start <= 0, end >= 1 { return self }
        guard end > start else { return CanvasPath() }
        let lines = flattenedSubpaths()
        let total = lines.reduce(0) { sum, line in
            sum + zip(line.points, line.points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        guard total > 0 else { return CanvasPath() }
        let from = start * total, to = end * total
        var out = CanvasPath()
        var walked: CGFloat = 0
        for line in lines {
            var drawing = false
            for (a, b) in zip(line.points, line.points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                let segStart = walked, segEnd = walked + length
                walked = segEnd
                guard segEnd > from, segStart < to, length > 0 else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let k = min(max((distance - segStart) / length, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k)
                }
                if !drawing { out.move(to: point(at: max(from, segStart))); drawing = true }
                out.addLine(to: point(at: min(to, segEnd)))
            }
        }
        return out
    }
}
