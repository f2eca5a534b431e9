import Foundation
import Logging

/// An interaction controller that scrubs a transition's animations by a percentage, UIKit's
/// `UIPercentDrivenInteractiveTransition`: a gesture calls `update(_:)` as the finger moves, then
/// `finish()` (the rest runs on) or `cancel()` (everything runs back; the controllers' appearance
/// calls balance). The animator's `UIView.animate` calls in `animateTransition(using:)` are what it
/// scrubs.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs once let go. Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve the rest runs on once let go. Default ease in-out.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing the rest runs on (wins over `completionCurve`). Default nil.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts driven by hand. Default true.
    open var wantsInteractiveStart = true

    /// How far the transition is, 0 … 1.
    open private(set) var percentComplete: CGFloat = 0
    /// The transition's duration, seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(driver?.duration ?? 0) }

    private var context: (any UIViewControllerContextTransitioning)?
    private var driver: UIViewPropertyAnimator?
    static var log: Logger { Logger(label: "folio.presentation") }

    /// A percent-driven interaction controller.
    public override init() { super.init() }

    /// Sets the transition's animations up, paused at the current percentage.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let context = transitionContext as? TransitionContext else {
            Self.log.error("startInteractiveTransition: a context Folio did not make; nothing to drive")
            return
        }
        let animator = context.animator
        let driver = UIViewPropertyAnimator(duration: animator.transitionDuration(using: context), curve: .linear)
        self.driver = driver
        driver.pauseAnimation()   // active, paused at the start: the animations are recorded into it
        AnimationCapture(driver).capturing { context.runAnimations() }
        driver.fractionComplete = percentComplete
        if !wantsInteractiveStart { finish() }
    }

    /// Moves the transition to `percentComplete` (0 … 1).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { Self.log.warning("update(_:): \(percentComplete) is not finite; ignored"); return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        driver?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses a transition that runs on (a finger back on the screen).
    open func pause() {
        driver?.pauseAnimation()
        if let driver { percentComplete = driver.fractionComplete }
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition finish from where it is.
    open func finish() {
        context?.finishInteractiveTransition()
        runOn()
    }

    /// Rolls the transition back from where it is.
    open func cancel() {
        context?.cancelInteractiveTransition()
        driver?.isReversed = true
        runOn()
    }

    private func runOn() {
        guard let driver else { return }
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        driver.continueAnimation(withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
                                 durationFactor: 1 / speed)
    }
}
