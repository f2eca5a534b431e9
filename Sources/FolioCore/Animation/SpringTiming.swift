import Foundation

/// A damped spring's progress from 0 to 1 over a fixed duration: the unit step response of a
/// spring with damping ratio `dampingRatio` and initial velocity `initialVelocity` (in units of
/// the whole distance per duration), settled (within 0.001) at the end.
public struct SpringTiming: Sendable, Hashable {
    /// The damping ratio, 0.05 … 1 (1: no overshoot).
    public let dampingRatio: CGFloat
    /// The initial velocity, distances per duration.
    public let initialVelocity: CGFloat

    /// A spring; a damping ratio outside 0.05 … 1 or not finite is clamped (1 when not finite),
    /// a velocity not finite is 0.
    public init(dampingRatio: CGFloat, initialVelocity: CGFloat = 0) {
        self.dampingRatio = dampingRatio.isFinite ? min(max(dampingRatio, 0.05), 1) : 1
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The progress at `x` (0 … 1 of the duration): 0 at 0, 1 from 1 on.
    public func value(at x: CGFloat) -> CGFloat {
        let x = min(max(x.isFinite ? x : 1, 0), 1)
        if x >= 1 { return 1 }
        let zeta = dampingRatio
        // e^{-ζωT} = 0.001 at the end (T = 1).
        let omega = log(1000) / zeta
        // y(t) = 1 − e^{−ζωt} (A cos ω_d t + B sin ω_d t), y(0) = 0, y′(0) = v₀.
        let v0 = initialVelocity
        if zeta >= 1 {
            // Critically damped: y = 1 − e^{−ωt} (1 + (ω − v₀) t).
            return 1 - exp(-omega * x) * (1 + (omega - v0) * x)
        }
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let b = (zeta * omega - v0) / wd
        return 1 - exp(-zeta * omega * x) * (cos(wd * x) + b * sin(wd * x))
    }
}
