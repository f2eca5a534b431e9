import Foundation

/// Free momentum along one axis: velocity decays by `rate` every millisecond.
///
/// Closed form, so the path does not depend on the frame rate:
/// `v(t) = v₀·e^{kt}`, `x(t) = x₀ + v₀·(e^{kt} − 1)/k` with `k = 1000·ln(rate)`.
public struct Deceleration: Sendable, Equatable {
    /// Offset at `startTime`.
    public var origin: CGFloat
    /// Velocity at `startTime`, points per second.
    public var velocity: CGFloat
    /// Velocity kept per millisecond, in (0, 1).
    public var rate: CGFloat
    /// When the motion started, seconds.
    public var startTime: TimeInterval

    /// Creates a deceleration; a rate outside (0, 1) or non-finite input falls back to a resting motion.
    public init(origin: CGFloat, velocity: CGFloat, rate: CGFloat, startTime: TimeInterval) {
        self.origin = origin.finiteOr(0)
        self.velocity = velocity.finiteOr(0)
        self.rate = (rate.isFinite && rate > 0 && rate < 1) ? rate : ScrollPhysics.normalDecelerationRate
        self.startTime = startTime
    }

    /// Decay constant k (per second, negative).
    public var k: CGFloat { 1000 * log(rate) }

    /// Where the motion comes to rest: `x₀ − v₀/k` (UIKit's projection `v·r/(1−r)` in the limit).
    public var projectedEnd: CGFloat { origin - velocity / k }

    /// Offset at time `t`.
    public func position(at t: TimeInterval) -> CGFloat {
        let dt = CGFloat(max(0, t - startTime))
        return origin + velocity * (exp(k * dt) - 1) / k
    }

    /// Velocity at time `t`, points per second.
    public func velocity(at t: TimeInterval) -> CGFloat {
        velocity * exp(k * CGFloat(max(0, t - startTime)))
    }

    /// When the speed drops below `ScrollPhysics.restingSpeed`.
    public var restTime: TimeInterval {
        let speed = abs(velocity)
        guard speed > ScrollPhysics.restingSpeed else { return startTime }
        return startTime + TimeInterval(log(ScrollPhysics.restingSpeed / speed) / k)
    }

    /// The first time the path reaches `bound`, if it does before resting.
    public func time(reaching bound: CGFloat) -> TimeInterval? {
        guard velocity != 0 else { return nil }
        let arg = 1 + k * (bound - origin) / velocity
        guard arg > 0 else { return nil }
        let dt = TimeInterval(log(arg) / k)
        guard dt >= 0, startTime + dt <= restTime else { return nil }
        return startTime + dt
    }
}
