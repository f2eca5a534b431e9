import Foundation

/// A critically damped spring pulling an offset to `target` — no oscillation, fastest settle.
///
/// Displacement `d(t) = (d₀ + (v₀ + ω·d₀)·t)·e^{−ωt}`.
public struct SpringCurve: Sendable, Equatable {
    /// Where the spring comes to rest.
    public var target: CGFloat
    /// Displacement from `target` at `startTime`.
    public var initialDisplacement: CGFloat
    /// Velocity at `startTime`, points per second.
    public var initialVelocity: CGFloat
    /// Angular frequency ω (1/s).
    public var stiffness: CGFloat
    /// When the spring was released, seconds.
    public var startTime: TimeInterval

    /// Creates a spring from `position` to `target`.
    ///
    /// The initial velocity is limited so the spring never overshoots its target: a page settles on
    /// the page, never beyond it.
    public init(from position: CGFloat, to target: CGFloat, velocity: CGFloat,
                stiffness: CGFloat = ScrollPhysics.settleStiffness, startTime: TimeInterval) {
        let target = target.finiteOr(0)
        let d0 = position.finiteOr(target) - target
        let omega = (stiffness.isFinite && stiffness > 0) ? stiffness : ScrollPhysics.settleStiffness
        var v0 = velocity.finiteOr(0)
        // Overshoot happens when v₀ + ω·d₀ has the sign opposite to d₀; cap the speed towards the target.
        let towards = -d0 * v0 > 0
        if towards && abs(v0) > omega * abs(d0) { v0 = -omega * d0 }
        self.target = target
        self.initialDisplacement = d0
        self.initialVelocity = v0
        self.stiffness = omega
        self.startTime = startTime
    }

    /// Displacement from the target at `t`.
    public func displacement(at t: TimeInterval) -> CGFloat {
        let dt = CGFloat(max(0, t - startTime))
        let b = initialVelocity + stiffness * initialDisplacement
        return (initialDisplacement + b * dt) * exp(-stiffness * dt)
    }

    /// Position at `t`.
    public func position(at t: TimeInterval) -> CGFloat { target + displacement(at: t) }

    /// Velocity at `t`, points per second.
    public func velocity(at t: TimeInterval) -> CGFloat {
        let dt = CGFloat(max(0, t - startTime))
        let b = initialVelocity + stiffness * initialDisplacement
        return (b - stiffness * (initialDisplacement + b * dt)) * exp(-stiffness * dt)
    }

    /// True once the spring is within `ScrollPhysics.settleDistance` and slow.
    public func isSettled(at t: TimeInterval) -> Bool {
        abs(displacement(at: t)) < ScrollPhysics.settleDistance
            && abs(velocity(at: t)) < ScrollPhysics.settleSpeed
    }
}
