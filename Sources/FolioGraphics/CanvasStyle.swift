import Foundation

/// How a path's inside is decided: Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: a point is inside when the path winds around it.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times (rings).
    case evenOdd
}

/// How the ends of a stroked line look: Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How the corners of a stroked path look: Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// How a line is stroked: width, ends, corners, dashes.
public struct CanvasStrokeStyle: Sendable, Hashable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// The ends.
    public var lineCap: CGLineCap
    /// The corners.
    public var lineJoin: CGLineJoin
    /// The longest miter before a corner is bevelled, in line widths.
    public var miterLimit: CGFloat
    /// Dash and gap lengths (empty: a solid line).
    public var dashes: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A style; a solid one-point line with butt ends and mitred corners by default.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dashes: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dashes = dashes; self.dashPhase = dashPhase
    }
}

/// A gradient to fill with: colour stops along a line or between two circles.
public struct CanvasGradient: Sendable, Hashable {
    /// Where the colours run.
    public enum Geometry: Sendable, Hashable {
        /// From `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// From the circle at `startCenter` to the one at `endCenter`.
        case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
    }
    /// The colours with their locations (0…1), in order.
    public var stops: [(location: CGFloat, color: UIColor)] {
        get { zip(locations, colors).map { ($0, $1) } }
        set { locations = newValue.map(\.location); colors = newValue.map(\.color) }
    }
    package var locations: [CGFloat]
    package var colors: [UIColor]
    /// Where the colours run.
    public var geometry: Geometry
    /// Whether the first colour continues before the start.
    public var extendsBefore: Bool
    /// Whether the last colour continues past the end.
    public var extendsAfter: Bool

    /// A gradient of `stops` along `geometry`.
    public init(stops: [(location: CGFloat, color: UIColor)], geometry: Geometry, extendsBefore: Bool = false, extendsAfter: Bool = false) {
        locations = stops.map(\.location); colors = stops.map(\.color)
        self.geometry = geometry; self.extendsBefore = extendsBefore; self.extendsAfter = extendsAfter
    }
}
