import Foundation

/// A timing function mapping linear progress in [0, 1] to eased progress, as Core Animation's
/// `CAMediaTimingFunction` control points (ease-in-out is (0.42, 0, 0.58, 1)).
public struct TimingCurve: Sendable, Hashable {
    /// The first control point.
    public var c1: CGPoint
    /// The second control point.
    public var c2: CGPoint

    /// A cubic Bézier timing curve through (0,0), `c1`, `c2`, (1,1).
    public init(_ c1: CGPoint, _ c2: CGPoint) { self.c1 = c1; self.c2 = c2 }

    /// Even speed.
    public static let linear = TimingCurve(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    /// Slow start (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    /// Slow end (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    /// Slow start and end (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    private func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// Eased progress for linear progress `x` (clamped to [0, 1]).
    public func value(at x: CGFloat) -> CGFloat {
        let x = min(max(x.finiteOr(1), 0), 1)
        if self == .linear || x == 0 || x == 1 { return x }
        // Bisection on the x(t) polynomial: monotone, 30 steps ≈ 1e-9.
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<30 {
            let mid = (lo + hi) / 2
            if bezier(mid, c1.x, c2.x) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, c1.y, c2.y)
    }
}

/// A value moving from `from` to `to` over `duration` seconds along a timing curve.
public struct TimedTransition: Sendable, Equatable {
    /// The value at the start.
    public var from: CGFloat
    /// The value at the end.
    public var to: CGFloat
    /// When it starts, on the frame clock.
    public var startTime: TimeInterval
    /// How long it lasts, seconds.
    public var duration: TimeInterval
    /// How the value moves in time.
    public var curve: TimingCurve

    /// Creates a transition; a non-positive or non-finite duration jumps straight to `to`.
    public init(from: CGFloat, to: CGFloat, startTime: TimeInterval, duration: TimeInterval,
                curve: TimingCurve = .easeInOut) {
        self.from = from.finiteOr(to.finiteOr(0))
        self.to = to.finiteOr(0)
        self.startTime = startTime
        self.duration = (duration.isFinite && duration > 0) ? duration : 0
        self.curve = curve
    }

    /// When the transition ends.
    public var endTime: TimeInterval { startTime + duration }

    /// Linear progress at `t` in [0, 1].
    public func progress(at t: TimeInterval) -> CGFloat {
        guard duration > 0 else { return 1 }
        return CGFloat(min(max((t - startTime) / duration, 0), 1))
    }

    /// The value at `t`.
    public func value(at t: TimeInterval) -> CGFloat {
        let p = curve.value(at: progress(at: t))
        return p >= 1 ? to : from + (to - from) * p
    }
}
