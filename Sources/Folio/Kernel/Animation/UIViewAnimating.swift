import Foundation

/// Where an animator stands, UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not set up.
    case inactive
    /// Started or paused: the animations are set up.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended, UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values (a reversed animation).
    case start
    /// Where it was stopped.
    case current
}

/// An object that runs view animations that can be started, paused, scrubbed, reversed and
/// stopped, UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animator stands.
    var state: UIViewAnimatingState { get }
    /// Whether the animations move now.
    var isRunning: Bool { get }
    /// Whether the animations run back toward their start.
    var isReversed: Bool { get set }
    /// How far along the animations are (0 … 1 of the duration).
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; without finishing, the animator becomes inactive
    /// and no completion runs, else it waits for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at a position: the completions run.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that animations can be added to while it runs, UIKit's
/// `UIViewImplicitlyAnimating` (a `UIViewPropertyAnimator` is one; transition coordinators hand
/// one to interruptible transitions).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run from now on.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds work for when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with other timing, over `durationFactor` of its duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
