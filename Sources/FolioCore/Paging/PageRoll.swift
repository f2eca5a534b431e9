import Foundation

/// A page lifted by a finger and rolled around a cylinder: where every point of the page goes.
///
/// The page is attached along its spine edge. The finger grabbed the page at `grab` and is now at
/// `finger`; the page rolls so that the grabbed point lies under the finger, as paper does:
///
/// - the roll's axis is perpendicular to the finger's pull `grab − finger`; pulled from an edge
///   (the grab not near a corner) the pull counts only across the spine, so the axis stays parallel
///   to it; grabbed at a corner, the axis turns with the pull, at the angle from the corner to the
///   finger;
/// - page points before the axis stay flat; the next `π·radius` wrap the cylinder (front side,
///   turning away from the viewer); beyond, the sheet lies back over itself, back side up, at
///   height `2·radius`;
/// - the radius shrinks as the turn completes (`maximumRadius` at the start, 40 % of it at the end)
///   and never exceeds `|grab − finger| / π`, so the grabbed point always lies on the flat back,
///   nor lets the roll reach the spine (at the paper's full reach the fold is sharp);
/// - paper does not stretch: the finger is held within reach of the spine (no farther from each
///   spine corner than the grabbed point is, and no farther from the spine), so the spine never
///   lifts.
///
/// Coordinates are the page's own: origin top-left, y down, the page `size` big.
public struct PageRoll: Sendable, Equatable {
    /// The edge the page is bound along.
    public enum Spine: Sendable, Equatable, CaseIterable {
        case left, right, top, bottom
    }

    /// Which side of the sheet a point shows.
    public enum Side: Sendable, Equatable {
        case front, back
    }

    /// Where a page point is shown.
    public struct Placement: Sendable, Equatable {
        /// Its position seen from above, in page coordinates.
        public var point: CGPoint
        /// Its height above the page below, points (0 flat, `2·radius` on the back's flat part).
        public var height: CGFloat
        /// The side facing the viewer.
        public var side: Side
        /// How far round the cylinder the point is, 0 (flat, facing up) … π (facing up again, on
        /// the back); a renderer shades by it (dark where the sheet turns away, light at the crest).
        public var angle: CGFloat
    }

    /// The page's size.
    public let size: CGSize
    /// The bound edge.
    public let spine: Spine
    /// Where the page was grabbed.
    public let grab: CGPoint
    /// Where the finger is, held within the paper's reach.
    public let finger: CGPoint
    /// Whether the grab was at a corner (the axis may turn) rather than along the edge.
    public let isCornerGrab: Bool
    /// The unit direction across the axis toward the lifted part (from the finger toward the grab).
    public let direction: CGPoint
    /// The cylinder's radius.
    public let radius: CGFloat
    /// How far the turn has gone: 0 flat … 1 laid over onto the other side of the spine.
    public let progress: CGFloat

    /// The fraction of the edge length, from each end, that counts as a corner.
    public static let cornerZone: CGFloat = 0.2

    /// The roll for a page of `size` bound along `spine`, grabbed at `grab`, the finger now at
    /// `finger`. Non-finite or empty input gives a flat page (progress 0).
    public init(size: CGSize, spine: Spine, grab: CGPoint, finger: CGPoint, maximumRadius: CGFloat = 30) {
        let size = CGSize(width: max(0, size.width.finiteOr(0)), height: max(0, size.height.finiteOr(0)))
        self.size = size
        self.spine = spine
        let frame = Frame(spine: spine, size: size)
        let g = frame.toCanonical(grab.isFinite ? grab : .zero)
        var f = frame.toCanonical(finger.isFinite ? finger : (grab.isFinite ? grab : .zero))
        let w = frame.width, h = frame.height
        let corner = h > 0 && (g.y < h * Self.cornerZone || g.y > h * (1 - Self.cornerZone))
        isCornerGrab = corner
        if !corner { f.y = g.y }   // an edge pull: only the part across the spine counts
        f.x = min(f.x, g.x)        // nor can the page be pulled away from its spine
        // Paper does not stretch: no farther from either spine corner than the grabbed point.
        for anchor in [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: h)] {
            let reach = hypot(g.x - anchor.x, g.y - anchor.y)
            let dx = f.x - anchor.x, dy = f.y - anchor.y, d = hypot(dx, dy)
            if d > reach, d > 0 { f = CGPoint(x: anchor.x + dx * reach / d, y: anchor.y + dy * reach / d) }
        }
        let pull = CGPoint(x: g.x - f.x, y: g.y - f.y)
        let distance = hypot(pull.x, pull.y)
        let turned = w > 0 ? min(max((g.x - f.x) / (2 * max(g.x, 1e-9)), 0), 1) : 0
        progress = distance > 1e-9 ? turned : 0
        let n = distance > 1e-9 ? CGPoint(x: pull.x / distance, y: pull.y / distance) : CGPoint(x: 1, y: 0)
        let cap = max(0, maximumRadius.finiteOr(30)) * (1 - 0.6 * progress)
        // The roll must leave the spine down: its axis (which a radius moves toward the finger)
        // stays past both spine corners.
        let spineReach = max(0, n.y * h)
        let room = max(0, ((n.x * f.x + n.y * f.y) + (n.x * g.x + n.y * g.y) - 2 * spineReach) / .pi)
        let r = min(cap, distance / .pi, room)
        radius = r
        // The grabbed point, past the cylinder on the flat back, lands on the finger:
        // a = (n·f + n·g − π r) / 2.
        let offset = distance > 1e-9 ? ((n.x * f.x + n.y * f.y) + (n.x * g.x + n.y * g.y) - .pi * r) / 2
                                     : CGFloat.greatestFiniteMagnitude   // flat: nothing lies past the axis
        self.finger = frame.fromCanonical(f)
        direction = frame.directionFromCanonical(n)
        canonicalDirection = n
        canonicalOffset = offset
        self.frame = frame
        self.grab = grab.isFinite ? grab : .zero
    }

    let frame: Frame
    /// `direction` and the axis's position along it, with the spine on the left.
    let canonicalDirection: CGPoint
    let canonicalOffset: CGFloat

    /// Where the page point `p` is shown.
    public func place(_ p: CGPoint) -> Placement {
        let c = frame.toCanonical(p)
        let n = canonicalDirection
        let s = n.x * c.x + n.y * c.y - canonicalOffset   // distance past the axis
        guard s > 0 else { return Placement(point: p, height: 0, side: .front, angle: 0) }
        if radius <= 0 {   // a sharp fold: mirrored over the axis
            let moved = CGPoint(x: c.x - 2 * s * n.x, y: c.y - 2 * s * n.y)
            return Placement(point: frame.fromCanonical(moved), height: 0, side: .back, angle: .pi)
        }
        let half = CGFloat.pi * radius
        let moved: CGPoint, height: CGFloat, side: Side, angle: CGFloat
        if s <= half {
            let theta = s / radius
            let along = radius * sin(theta) - s          // how far the point moves along n
            moved = CGPoint(x: c.x + n.x * along, y: c.y + n.y * along)
            height = radius * (1 - cos(theta))
            side = theta <= .pi / 2 ? .front : .back
            angle = theta
        } else {
            let along = -(s - half) - s                    // back over the axis: at axis − (s − πr)
            moved = CGPoint(x: c.x + n.x * along, y: c.y + n.y * along)
            height = 2 * radius
            side = .back
            angle = .pi
        }
        return Placement(point: frame.fromCanonical(moved), height: height, side: side, angle: angle)
    }

    /// The axis line across the page (where the sheet leaves the page below), as two points on
    /// the page's bounding box; nil while the page is flat.
    public var foldLine: (CGPoint, CGPoint)? {
        guard canonicalOffset < .greatestFiniteMagnitude / 2 else { return nil }
        let n = canonicalDirection
        let t = CGPoint(x: -n.y, y: n.x)
        let base = CGPoint(x: n.x * canonicalOffset, y: n.y * canonicalOffset)
        let span = frame.width + frame.height
        return (frame.fromCanonical(CGPoint(x: base.x - t.x * span, y: base.y - t.y * span)),
                frame.fromCanonical(CGPoint(x: base.x + t.x * span, y: base.y + t.y * span)))
    }

    /// The page seen with its spine on the left, x growing toward the free edge.
    struct Frame: Sendable, Equatable {
        let spine: Spine
        let size: CGSize
        var width: CGFloat { spine == .left || spine == .right ? size.width : size.height }
        var height: CGFloat { spine == .left || spine == .right ? size.height : size.width }

        func toCanonical(_ p: CGPoint) -> CGPoint {
            switch spine {
            case .left: return p
            case .right: return CGPoint(x: size.width - p.x, y: p.y)
            case .top: return CGPoint(x: p.y, y: p.x)
            case .bottom: return CGPoint(x: size.height - p.y, y: p.x)
            }
        }

        func fromCanonical(_ c: CGPoint) -> CGPoint {
            switch spine {
            case .left: return c
            case .right: return CGPoint(x: size.width - c.x, y: c.y)
            case .top: return CGPoint(x: c.y, y: c.x)
            case .bottom: return CGPoint(x: c.y, y: size.height - c.x)
            }
        }

        func directionFromCanonical(_ n: CGPoint) -> CGPoint {
            switch spine {
            case .left: return n
            case .right: return CGPoint(x: -n.x, y: n.y)
            case .top: return CGPoint(x: n.y, y: n.x)
            case .bottom: return CGPoint(x: n.y, y: -n.x)
            }
        }
    }
}
