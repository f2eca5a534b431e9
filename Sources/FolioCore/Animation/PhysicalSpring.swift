import Foundation

/// A mass on a spring, Core Animation's `CASpringAnimation` model: the progress from 0 to 1 of a
/// damped harmonic oscillator in real seconds (not stretched to a duration), and how long it takes
/// to settle.
///
/// `m·x″ + c·x′ + k·x = 0` for the remaining distance `x = 1 − progress`, starting at `x = 1` with
/// velocity `initialVelocity` toward the end (in whole distances per second).
public struct PhysicalSpring: Sendable, Hashable {
    /// The mass, > 0. Default 1.
    public let mass: Double
    /// The spring's stiffness, > 0. Default 100.
    public let stiffness: Double
    /// The damping coefficient, ≥ 0. Default 10.
    public let damping: Double
    /// Speed toward the end at the start, distances per second. Default 0.
    public let initialVelocity: Double

    /// A spring; a parameter that is not finite or out of range takes Core Animation's default.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The damping ratio ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress `t` seconds after the start (0 at 0; overshoots above 1 when under-damped).
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let t = t.isFinite ? t : 1e9
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let x0 = 1.0, v0 = -initialVelocity
        let x: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * w0 * x0) / wd
            x = exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            x = exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + s, r2 = -zeta * w0 - s
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 - x
    }

    /// Seconds until the spring stays within 0.1 % of the distance from the end (Core Animation's
    /// `settlingDuration`), searched in steps of a sixtieth of a second up to a minute.
    public var settlingDuration: Double {
        let step = 1.0 / 60, limit = 60.0, tolerance = 0.001
        var lastOutside = 0.0
        var t = 0.0
        while t <= limit {
            if abs(1 - value(at: t)) > tolerance { lastOutside = t }
            // Past the envelope's own bound nothing can leave the band again.
            if t - lastOutside > 1, envelope(at: t) < tolerance { break }
            t += step
        }
        return min(lastOutside + step, limit)
    }

    /// An upper bound of the remaining distance's size at `t`.
    private func envelope(at t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let decay = zeta < 1 ? zeta * w0 : w0 * (zeta - (zeta * zeta - 1).squareRoot())
        let amplitude = 1 + abs(initialVelocity) / max(w0 * (zeta < 1 ? (1 - zeta * zeta).squareRoot() : 1), 1e-9) + 1
        return amplitude * (1 + w0 * t) * exp(-decay * t)
    }
}
