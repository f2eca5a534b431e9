import Foundation
import FolioCore

extension UIView {
    /// A built-in timing curve, UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even.
        case linear

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// What kind of timing a provider gives, UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Timing for a property animator, UIKit's `UITimingCurveProvider`: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind it is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, when it is a curve.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, when it is a spring.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// Progress (0 … 1) at a share of the duration.
    func progress(at x: CGFloat) -> CGFloat {
        if let spring = springTimingParameters { return spring.curve.value(at: x) }
        return (cubicTimingParameters?.curve ?? .easeInOut).value(at: x)
    }
}

/// A cubic Bézier timing curve, UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    let curve: TimingCurve
    /// The built-in curve it is, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    open var controlPoint1: CGPoint { curve.c1 }
    /// The second control point.
    open var controlPoint2: CGPoint { curve.c2 }

    /// Ease in, ease out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    /// A built-in curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        self.curve = curve.timingCurve
        animationCurve = curve
        super.init()
    }
    /// A curve through two control points (x within 0 … 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func clamp(_ p: CGPoint) -> CGPoint { CGPoint(x: min(max(p.x.isFinite ? p.x : 0, 0), 1), y: p.y.isFinite ? p.y : 0) }
        curve = TimingCurve(clamp(point1), clamp(point2))
        animationCurve = .easeInOut
        super.init()
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing, UIKit's `UISpringTimingParameters`: a damping ratio and an initial velocity
/// (in distances per second, as the animation's `dx` and `dy`; Folio uses one value, the larger).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    let dampingRatio: CGFloat
    /// The initial velocity.
    public let initialVelocity: CGVector
    /// The duration the initial velocity is relative to (the animator's).
    var duration: TimeInterval = 1

    /// Critically damped, at rest.
    public override convenience init() { self.init(dampingRatio: 1) }
    /// A spring of `ratio` (1: no overshoot), at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }
    /// A spring of `ratio` starting at `velocity` (distances per second: a finger's speed divided
    /// by the distance left).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }
    /// A spring of physical parameters: its damping ratio is `damping / (2·√(stiffness·mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = mass > 0 && stiffness > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        self.init(dampingRatio: ratio, initialVelocity: velocity)
    }

    var curve: SpringTiming {
        let v = abs(initialVelocity.dx) > abs(initialVelocity.dy) ? initialVelocity.dx : initialVelocity.dy
        return SpringTiming(dampingRatio: dampingRatio, initialVelocity: v * CGFloat(duration))
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
