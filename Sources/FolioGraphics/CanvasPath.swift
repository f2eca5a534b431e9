import Foundation

/// The shape type of layers (`CALayer.shadowPath`): in Folio a `CanvasPath`.
public typealias CGPath = CanvasPath

/// A vector path: what `Canvas` fills and strokes.
public struct CanvasPath: Sendable, Hashable {
    /// One path element.
    public enum Element: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
        /// An arc the other way round: angles decreasing (counterclockwise on screen).
        case arcCounterClockwise(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat)
        case close
    }

    /// The elements in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// An ellipse inscribed in `rect` (a circle when square).
    public init(ellipseIn rect: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rectangle with circular corners; the radius is limited to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), min(rect.width, rect.height) / 2)
        self.init()
        guard r > 0 else { self = CanvasPath(rect: rect); return }
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -half, endAngle: 0)
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: half)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: half, endAngle: 2 * half)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: 2 * half, endAngle: 3 * half)
        close()
    }

    /// A rectangle with circular corners of `radius` only at the corners named (top-left,
    /// top-right, bottom-right, bottom-left); the radius is limited to half the shorter side.
    public init(roundedRect rect: CGRect, radius: CGFloat, topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool) {
        let r = min(max(radius.isFinite ? radius : 0, 0), min(rect.width, rect.height) / 2)
        self.init()
        let half = CGFloat.pi / 2
        func corner(_ rounded: Bool, _ point: CGPoint, center: CGPoint, from angle: CGFloat) {
            if rounded && r > 0 {
                addArc(center: center, radius: r, startAngle: angle, endAngle: angle + half)
            } else if elements.isEmpty {
                move(to: point)
            } else {
                addLine(to: point)
            }
        }
        corner(topLeft, CGPoint(x: rect.minX, y: rect.minY), center: CGPoint(x: rect.minX + r, y: rect.minY + r), from: 2 * half)
        corner(topRight, CGPoint(x: rect.maxX, y: rect.minY), center: CGPoint(x: rect.maxX - r, y: rect.minY + r), from: 3 * half)
        corner(bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), from: 0)
        corner(bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), center: CGPoint(x: rect.minX + r, y: rect.maxY - r), from: half)
        close()
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    /// A straight line to `p`.
    public mutating func addLine(to p: CGPoint) { elements.append(.line(p)) }
    /// A cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(p, control1: control1, control2: control2))
    }
    /// A clockwise arc (y down) from `startAngle` to `endAngle`, radians; counterclockwise when asked.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, counterClockwise: Bool = false) {
        elements.append(counterClockwise
            ? .arcCounterClockwise(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle)
            : .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    /// Appends `other`'s elements.
    public mutating func append(_ other: CanvasPath) { elements += other.elements }
    /// Where the path ends: the last point drawn to (an arc's end point); nil when empty.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .curve(let p, _, _): current = p
            case let .arc(c, r, _, a1), let .arcCounterClockwise(c, r, _, a1):
                current = CGPoint(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            case .close: current = start
            }
        }
        return current
    }
    /// The box holding every point of the path, control points and whole arc circles included
    /// (`.null` when empty), as Core Graphics' `CGPath.boundingBox`.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case let .arc(c, r, _, _), let .arcCounterClockwise(c, r, _, _):
                box = box.union(CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
            case .close: break
            }
        }
        return box
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }
}
