import Foundation

/// Where a page-curl turn puts each strip of the turning page (a cylinder model, DESIGN §5).
///
/// Measured along the turning axis from the spine (0) to the free edge (`length`). The page is
/// flat up to the fold, wraps around a cylinder of `radius` there, and what passes over the top of
/// the cylinder lies back down, reversed, as the page's back.
///
/// ```
///  spine                fold   cylinder
///  |====== flat front ====|(  )      free edge lifted over →
///                         |<-- back (reversed) lies on top
/// ```
public struct CurlGeometry: Sendable, Equatable {
    /// Page length along the turning axis.
    public var length: CGFloat
    /// Cylinder radius.
    public var radius: CGFloat
    /// How far the turn has gone, 0 (flat) … 1 (turned over onto the other side).
    public var progress: CGFloat

    /// Creates the geometry; unusable values are clamped (length ≥ 0, radius > 0, progress 0…1).
    public init(length: CGFloat, radius: CGFloat = 24, progress: CGFloat) {
        self.length = max(0, length.finiteOr(0))
        self.radius = max(1, radius.finiteOr(24))
        self.progress = min(max(progress.finiteOr(0), 0), 1)
    }

    /// Where the fold line is: it travels from the free edge to the spine as the turn proceeds.
    public var fold: CGFloat { length * (1 - progress) }

    /// Where a point `d` from the spine on the page ends up, and which side shows.
    public enum Placement: Sendable, Equatable {
        /// Flat, front side up.
        case front(at: CGFloat)
        /// On the cylinder, front side; `shade` in 0…1 grows toward the top of the cylinder.
        case curling(at: CGFloat, shade: CGFloat)
        /// Passed over the cylinder: the back side, lying reversed on top.
        case back(at: CGFloat)
    }

    /// The placement of the page point `d` from the spine.
    public func place(_ d: CGFloat) -> Placement {
        let beyond = d - fold
        if beyond <= 0 { return .front(at: d) }
        let arc = CGFloat.pi * radius
        if beyond <= arc / 2 {
            let angle = beyond / radius
            return .curling(at: fold + radius * sin(angle), shade: angle / (.pi / 2))
        }
        // Past the top of the cylinder the sheet comes back over: reversed, on top.
        let over = beyond - arc / 2
        return .back(at: fold + radius - over)
    }

    /// The farthest screen position the turning page reaches (the cylinder's far side).
    public var reach: CGFloat { min(length, fold + radius) }
}
