import Foundation
import FolioCore
import FolioGraphics

/// A basic animation moved by a damped spring, Core Animation's `CASpringAnimation`: the value
/// follows a mass on a spring (`mass`, `stiffness`, `damping`, `initialVelocity` toward the end in
/// whole distances per second) in real seconds; `duration` only cuts it off, so set it to
/// `settlingDuration` to see the spring come to rest. The timing function is not used.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass, > 0. Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness, > 0. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping, ≥ 0. Default 10.
    open var damping: CGFloat = 10
    /// The speed toward the end at the start, whole distances per second. Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether a spring that would overshoot is held at the end instead (iOS 17). Default false.
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds and bounces by `bounce`
    /// (0: none, toward 1: more), iOS 17's `init(perceptualDuration:bounce:)`.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let b = bounce.isFinite ? min(max(bounce, -1), 1) : 0
        stiffness = CGFloat(pow(2 * Double.pi / duration, 2))
        let ratio = b >= 0 ? 1 - Double(b) : 1 / (1 + Double(b))
        damping = CGFloat(4 * Double.pi * ratio / duration)
        self.duration = spring.settlingDuration
    }

    package var spring: PhysicalSpring {
        PhysicalSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest, seconds.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    package override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity; allowsOverdamping = other.allowsOverdamping
    }

    package override func curveValue(at progress: Double, localTime: Double) -> Double {
        let v = spring.value(at: progress * effectiveDuration)
        return allowsOverdamping ? min(v, 1) : v
    }
}
