import Foundation

/// A path built from lines, curves and arcs in view coordinates: UIKit's `UIBezierPath`, for
/// shapes handed to layers (`layer.shadowPath = UIBezierPath(roundedRect:cornerRadius:).cgPath`).
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// The path built so far.
    public private(set) var cgPath: CGPath
    /// The width `stroke()` draws with. Default 1.
    open var lineWidth: CGFloat = 1
    /// The line ends `stroke()` draws.
    open var lineCapStyle: CGLineCap = .butt
    /// The corners `stroke()` draws.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (a ring). Default false.
    open var usesEvenOddFillRule = false
    /// The dash pattern `setLineDash(_:count:phase:)` set.
    var dashes: (lengths: [CGFloat], phase: CGFloat) = ([], 0)
    /// An empty path.
    public override init() { cgPath = CanvasPath(); super.init() }
    /// A rectangle.
    public init(rect: CGRect) { cgPath = CanvasPath(rect: rect) }
    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { cgPath = CanvasPath(ellipseIn: rect) }
    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { cgPath = CanvasPath(roundedRect: rect, cornerRadius: cornerRadius) }
    /// A rectangle rounded only at `corners`, by `cornerRadii.width` (UIKit's form for cards
    /// rounded on top, chat bubbles).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CanvasPath(roundedRect: rect, radius: cornerRadii.width, topLeft: corners.contains(.topLeft), topRight: corners.contains(.topRight),
                            bottomRight: corners.contains(.bottomRight), bottomLeft: corners.contains(.bottomLeft))
    }
    /// A circular arc as its own subpath.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { cgPath.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    /// A cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `endPoint` (raised to a cubic one).
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let start = cgPath.currentPoint ?? endPoint
        cgPath.addCurve(to: endPoint,
                        control1: CGPoint(x: start.x + 2 / 3 * (controlPoint.x - start.x), y: start.y + 2 / 3 * (controlPoint.y - start.y)),
                        control2: CGPoint(x: endPoint.x + 2 / 3 * (controlPoint.x - endPoint.x), y: endPoint.y + 2 / 3 * (controlPoint.y - endPoint.y)))
    }
    /// A circular arc; `clockwise` on screen (y down), as in UIKit.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle)
        } else {
            cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, counterClockwise: true)
        }
    }
    /// Closes the current subpath.
    open func close() { cgPath.close() }
    /// Appends another path's subpaths.
    open func append(_ path: UIBezierPath) { cgPath.append(path.cgPath) }

    /// The dash pattern: `count` lengths from `pattern` (dash, gap, …), starting `phase` in
    /// (nil or 0 lengths: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dashes = ([], 0); return }
        dashes = ((0..<count).map { pattern[$0] }, phase)
    }
    /// The style `stroke()` draws in.
    var strokeStyle: CanvasStrokeStyle {
        CanvasStrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                          dashes: dashes.lengths, dashPhase: dashes.phase)
    }

    /// Fills the path with the current context's fill colour (`UIColor.setFill()`), inside `draw(_:)`.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fillShape(cgPath, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// Strokes the path with the current context's stroke colour (`UIColor.setStroke()`) in its own
    /// line width, caps, joins and dashes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.stroke(cgPath, with: context.faded(context.state.stroke), style: strokeStyle)
    }
    /// Clips the current context to the path.
    open func addClip() {
        UIGraphicsGetCurrentContext()?.clip(to: cgPath, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

}

/// Corners of a rectangle, UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path stands in an animation's values for its `cgPath`.
extension UIBezierPath: LayerPathConvertible {
    nonisolated package var layerPath: CanvasPath { mainActorUnchecked { cgPath } }
}
