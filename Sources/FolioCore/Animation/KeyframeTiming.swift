import Foundation

/// Where a keyframe animation stands between its values: Core Animation's `keyTimes`,
/// `calculationMode` and per-segment `timingFunctions`, as a pure function of progress.
///
/// ```
///  values    v0 ────── v1 ── v2 ──────────── v3
///  keyTimes  0        0.3   0.4              1
///  progress 0.35 → segment 1, fraction 0.5
/// ```
public struct KeyframeTiming: Sendable, Hashable {
    /// How the values are joined in time.
    public enum Mode: Sendable, Hashable {
        /// Straight from one value to the next at `keyTimes` (even spacing when none).
        case linear
        /// Each value held until the next key time (n + 1 key times for n values).
        case discrete
        /// Even speed: key times from the distances between values (`keyTimes` ignored).
        case paced
        /// A smooth curve through the values (Catmull–Rom), at `keyTimes`.
        case cubic
        /// A smooth curve at even speed.
        case cubicPaced
    }

    /// A point in the keyframes: the segment from value `index` to `index + 1`, `fraction` along it.
    public struct Position: Sendable, Hashable {
        /// The segment: from value `index` to `index + 1`.
        public var index: Int
        /// How far along the segment, eased, 0…1.
        public var fraction: Double
    }

    /// The time of each value, 0…1, non-decreasing.
    public let keyTimes: [Double]
    /// How the values are joined.
    public let mode: Mode
    /// The easing in each segment (one fewer than the values; missing ones are linear).
    public let curves: [TimingCurve]
    private let count: Int

    /// Keyframe timing for `count` values. `keyTimes` that do not fit (wrong count, out of order,
    /// out of 0…1, not finite) are replaced by even spacing; paced modes space by `distances`
    /// (between consecutive values).
    public init(count: Int, keyTimes: [Double]?, mode: Mode, curves: [TimingCurve] = [], distances: [Double] = []) {
        self.count = max(count, 0)
        self.mode = mode
        self.curves = curves
        let needed = mode == .discrete ? self.count + 1 : self.count
        let spacedEvenly = needed > 1 ? (0..<needed).map { Double($0) / Double(needed - 1) } : Array(repeating: 0.0, count: needed)
        if mode == .paced || mode == .cubicPaced {
            let d = distances.count == self.count - 1 ? distances.map { $0.isFinite ? max($0, 0) : 0 } : []
            let total = d.reduce(0, +)
            if self.count > 1, total > 0 {
                var times = [0.0], sum = 0.0
                for step in d { sum += step; times.append(sum / total) }
                self.keyTimes = times
            } else {
                self.keyTimes = spacedEvenly
            }
        } else if let given = keyTimes, KeyframeTiming.fits(given, count: needed) {
            self.keyTimes = given
        } else {
            self.keyTimes = spacedEvenly
        }
    }

    private static func fits(_ times: [Double], count: Int) -> Bool {
        guard times.count == count, times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return false }
        return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The segment and eased fraction at linear progress `progress` (0…1).
    public func position(at progress: Double) -> Position {
        guard count > 1 else { return Position(index: 0, fraction: 0) }
        let p = min(max(progress.isFinite ? progress : 1, 0), 1)
        if mode == .discrete {
            // Value i shows from keyTimes[i] until keyTimes[i + 1].
            var i = 0
            while i + 1 < count, keyTimes[i + 1] <= p { i += 1 }
            return Position(index: i, fraction: 0)
        }
        if p <= keyTimes[0] { return Position(index: 0, fraction: 0) }
        if p >= keyTimes[count - 1] { return Position(index: count - 2, fraction: 1) }
        var i = 0
        while i + 2 < count, keyTimes[i + 1] <= p { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        let linear = span > 0 ? (p - keyTimes[i]) / span : 1
        let curve = i < curves.count ? curves[i] : .linear
        return Position(index: i, fraction: Double(curve.value(at: CGFloat(linear))))
    }

    /// Catmull–Rom weights of the four values around a segment (`i−1, i, i+1, i+2`) at `fraction`.
    public static func catmullRomWeights(_ fraction: Double) -> (Double, Double, Double, Double) {
        let t = fraction, t2 = t * t, t3 = t2 * t
        return (-0.5 * t3 + t2 - 0.5 * t,
                1.5 * t3 - 2.5 * t2 + 1,
                -1.5 * t3 + 2 * t2 + 0.5 * t,
                0.5 * t3 - 0.5 * t2)
    }
}
