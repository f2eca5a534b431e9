import Foundation
import FolioCore
import FolioGraphics

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation's progress is paced: a cubic Bézier from (0, 0) to (1, 1), Core Animation's
/// `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    package let curve: TimingCurve

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(curve: .easeIn)
        case .easeOut: self.init(curve: .easeOut)
        case .easeInEaseOut: self.init(curve: .easeInOut)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(curve: .linear)
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y). The x values are clamped
    /// to 0…1 (as Core Animation requires); a NaN makes the curve linear.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y]
        if values.allSatisfy(\.isFinite) {
            curve = TimingCurve(CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y)),
                                CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y)))
        } else {
            curve = .linear
        }
        super.init()
    }

    package init(curve: TimingCurve) { self.curve = curve; super.init() }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) into `values`.
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, curve.c1, curve.c2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(index) else { return }
        ptr[0] = Float(points[index].x); ptr[1] = Float(points[index].y)
    }

    /// Eased progress for linear progress `x`.
    package func value(at x: Double) -> Double { Double(curve.value(at: CGFloat(x))) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CAMediaTimingFunction)?.curve == curve }
    open override var hash: Int { curve.hashValue }
}
