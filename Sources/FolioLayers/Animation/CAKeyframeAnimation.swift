import Foundation
import FolioCore
import FolioGraphics

/// How keyframe values are joined in time, Core Animation's calculation modes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values at `keyTimes` (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moved along a path turns with it, Core Animation's rotation modes.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned along the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the path's direction, then half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path), Core Animation's `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values in order.
    open var values: [Any]?
    /// A path a point moves along (for `position`); when set, `values` are ignored.
    open var path: CGPath?
    /// When each value is reached, 0…1 (n + 1 of them for `.discrete`); nil: evenly spaced.
    open var keyTimes: [NSNumber]?
    /// The easing between each pair of values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are joined. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moved along `path` turns with it (kept; Folio does not turn it).
    open var rotationMode: CAAnimationRotationMode?
    /// Tension, continuity and bias of cubic segments (kept; Folio's curve is Catmull–Rom).
    open var tensionValues: [NSNumber]?, continuityValues: [NSNumber]?, biasValues: [NSNumber]?

    package override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; rotationMode = other.rotationMode
        tensionValues = other.tensionValues; continuityValues = other.continuityValues; biasValues = other.biasValues
    }

    /// The values as Folio reads them: the path's points when there is a path.
    private var frames: [LayerValue] {
        if let path { return path.flattenedPoints().map { .point($0) } }
        return (values ?? []).compactMap(LayerValue.init)
    }

    private var mode: KeyframeTiming.Mode {
        if path != nil, calculationMode == .linear || calculationMode == .cubic { return .paced }
        switch calculationMode {
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        case .cubicPaced: return .cubicPaced
        default: return .linear
        }
    }

    package override func value(at progress: Double, localTime: Double, base: LayerValue) -> LayerValue? {
        let frames = self.frames
        guard !frames.isEmpty else { return nil }
        let mode = self.mode
        let distances = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
        let timing = KeyframeTiming(count: frames.count, keyTimes: keyTimes?.map(\.doubleValue), mode: mode,
                                    curves: (timingFunctions ?? []).map(\.curve), distances: distances)
        // The animation's own timing function warps the whole run, as in Core Animation.
        let position = timing.position(at: eased(progress))
        let i = position.index
        guard frames.count > 1 else { return frames[0] }
        if mode == .discrete { return frames[min(i, frames.count - 1)] }
        let t = position.fraction
        if mode == .cubic || mode == .cubicPaced {
            let w = KeyframeTiming.catmullRomWeights(t)
            let around = [frames[max(i - 1, 0)], frames[i], frames[i + 1], frames[min(i + 2, frames.count - 1)]]
            if let v = LayerValue.weighted(around, [w.0, w.1, w.2, w.3].map { CGFloat($0) }) { return v }
        }
        return frames[i].interpolated(to: frames[i + 1], CGFloat(t))
    }

    package override func iterationDelta(base: LayerValue) -> LayerValue? {
        let frames = self.frames
        guard let first = frames.first, let last = frames.last else { return nil }
        return last.adding(first, times: -1)
    }
}
