import Foundation
import FolioCore
import Logging

/// Animates view changes that can be driven by hand, UIKit's `UIViewPropertyAnimator`: the
/// animator an interactive transition or a drag scrubs (`fractionComplete`), pauses, reverses
/// (`isReversed`) and lets go (`continueAnimation(withTimingParameters:durationFactor:)`).
///
/// The animations closures set the views' end values, as in `UIView.animate`; the animator moves
/// what is drawn (the presentation) from the start values to them on the application's frame
/// clock. Completions hear where the animations ended. Setting an animated property outside the
/// animator, or animating it again, takes it away from the animator (as in UIKit).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    static var log: Logger { Logger(label: "folio.animation") }

    /// One property of one view the animator moves: the driver of the layer animations that show
    /// it (as in UIKit, an animator's animations are animations of the views' layers).
    final class Change: AnimationDriver, ViewAnimationOwner {
        /// Weak: the layer's animations hold the change.
        weak var view: UIView?
        let property: AnimatedProperty
        let from: LayerValue
        let to: LayerValue
        /// The share of the duration that passes before it starts (`addAnimations(_:delayFactor:)`).
        let delay: CGFloat
        weak var animator: UIViewPropertyAnimator?
        init(view: UIView, property: AnimatedProperty, from: LayerValue, to: LayerValue, delay: CGFloat,
             animator: UIViewPropertyAnimator) {
            self.view = view; self.property = property; self.from = from; self.to = to; self.delay = delay
            self.animator = animator
        }
        var progress: Double { Double(animator?.progress(of: self) ?? 1) }
        var allowsUserInteraction: Bool { animator?.isUserInteractionEnabled ?? true }
        /// Whether its animations still show the property (no later animation took it over).
        var isOwned: Bool { view?.layer.hasAnimations(drivenBy: self) ?? false }
    }

    /// The duration, seconds.
    public let duration: TimeInterval
    /// The delay before the animations start, seconds.
    public private(set) var delay: TimeInterval = 0
    /// The timing.
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// Whether the animator may be paused, scrubbed and stopped. Default true.
    open var isInterruptible = true
    /// Whether touches reach the animated views meanwhile. Default true.
    open var isUserInteractionEnabled = true
    /// Whether a paused animator shows its fraction on a linear curve (scrubbing). Default true.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when its animations complete.
    /// Default false.
    open var pausesOnCompletion = false

    /// Where the animator stands: inactive, active (running or paused) or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive
    private var pendingAnimations: [(() -> Void, CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var changes: [Change] = []
    private weak var application: UIApplication?
    /// Running: the time and fraction it resumed from, and the seconds the rest takes.
    private var run: (time: TimeInterval, fraction: CGFloat, seconds: TimeInterval)?
    private var fraction: CGFloat = 0
    private var waitingUntil: TimeInterval?

    // MARK: Making one

    /// An animator of `duration` seconds with `parameters`' timing (required, so that
    /// `runningPropertyAnimator` makes the class it is called on).
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        if !duration.isFinite { Self.log.warning("UIViewPropertyAnimator: duration \(duration) not finite; taken as 0") }
        timingParameters = parameters
        super.init()
        (parameters as? UISpringTimingParameters)?.duration = self.duration
    }
    /// An animator on a built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    /// An animator on a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    /// An animator on a spring of `ratio` (1: no overshoot).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already started, as `UIView.animate` would run: UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds animations: before the start they run with the others; while active they run from
    /// what is on screen over the time left.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0 … 1) of the duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let d = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        switch state {
        case .inactive: pendingAnimations.append((animation, d))
        case .active: record(animation, delay: max(d, fraction))
        case .stopped: Self.log.warning("addAnimations: the animator is stopped; the animations are not added")
        }
    }

    /// Records `animations` at once into an active animator (an interactive transition's
    /// `UIView.animate` calls, taken over while its animator is paused at the start).
    func recordNow(_ animations: () -> Void, delayFactor: CGFloat) {
        if state == .inactive { activate() }
        guard state == .active else { return }
        record(animations, delay: delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0)
    }

    /// Adds a block run when the animations end, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs `animations` recording the changes, and takes them over.
    private func record(_ animations: () -> Void, delay: CGFloat) {
        let recorder = AnimationRecorder()
        AnimationRecorder.stack.append(recorder)
        animations()
        AnimationRecorder.stack.removeLast()
        for recorded in recorder.changes {
            guard let view = recorded.view else { continue }
            if application == nil { application = view.window?.application }
            let change = Change(view: view, property: recorded.property, from: recorded.from,
                                to: view.modelValue(recorded.property), delay: delay, animator: self)
            for part in recorded.property.animations(from: change.from, to: change.to) {
                let animation = CABasicAnimation(keyPath: part.key)
                animation.fromValue = part.from.boxed
                animation.toValue = part.to.boxed
                animation.duration = duration > 0 ? duration : ViewAnimationBlock.instant
                animation.driver = change
                view.layer.removeViewAnimations(forKeys: [part.key])
                view.layer.add(animation, forKey: part.key)
            }
            changes.append(change)
        }
    }

    /// Sets up the animations added so far: the animator becomes active.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        fraction = 0
        let pending = pendingAnimations
        pendingAnimations = []
        for (animation, delay) in pending { record(animation, delay: delay) }
        show()
    }

    // MARK: UIViewAnimating

    /// Whether the animations move now.
    public var isRunning: Bool { run != nil || waitingUntil != nil }

    /// Whether the animations run back toward their start; settable while paused or running
    /// (a running animator turns around where it is).
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, let r = run, let now = application?.currentTime else { return }
            // Keep the fraction (reached going the old way), run the other way over the time it took to get here.
            fraction = currentFraction(at: now, r, reversed: oldValue)
            run = (now, fraction, duration * Double(isReversed ? fraction : 1 - fraction))
        }
    }

    /// How far along the animations are: 0 at the start, 1 at the end. Setting it (paused, or
    /// inactive: which sets the animations up paused) shows that point — on a linear curve
    /// while `scrubsLinearly`.
    open var fractionComplete: CGFloat {
        get {
            if let r = run, let now = application?.currentTime { return currentFraction(at: now, r) }
            return fraction
        }
        set {
            guard newValue.isFinite else { Self.log.warning("fractionComplete \(newValue) not finite; ignored"); return }
            guard isInterruptible else { Self.log.warning("fractionComplete: the animator is not interruptible"); return }
            guard run == nil else { Self.log.warning("fractionComplete: the animator is running; pause it to scrub"); return }
            if state == .inactive { activate() }
            guard state == .active else { return }
            fraction = min(max(newValue, 0), 1)
            show()
        }
    }

    /// Starts the animations now (resuming a paused animator from its fraction).
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { Self.log.warning("startAnimation: the animator is stopped; finish it first"); return }
        guard run == nil else { return }
        if state == .inactive { activate() }
        self.delay = delay.isFinite ? max(0, delay) : 0
        guard let app = application else {
            // Nothing on screen to move: the animations are done at once.
            fraction = isReversed ? 0 : 1
            complete(at: isReversed ? .start : .end)
            return
        }
        let remaining = isReversed ? fraction : 1 - fraction
        if self.delay > 0 {
            waitingUntil = app.currentTime + self.delay
            run = nil
        } else {
            run = (app.currentTime, fraction, duration * Double(remaining))
        }
        app.addAnimator(self)
        show()
    }

    /// Pauses the animations where they are (an inactive animator is set up, paused at its start).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        guard isInterruptible || state == .inactive else { Self.log.warning("pauseAnimation: the animator is not interruptible"); return }
        if state == .inactive { activate(); return }
        if let r = run, let now = application?.currentTime { fraction = currentFraction(at: now, r) }
        run = nil
        waitingUntil = nil
        show()
    }

    /// Stops the animations where they are: the views keep what is on screen as their values.
    /// Without finishing, the animator is inactive and no completion runs; else it is stopped,
    /// waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if let r = run, let now = application?.currentTime { fraction = currentFraction(at: now, r) }
        run = nil
        waitingUntil = nil
        settleModel(at: .current)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views take the end, start or current values and the
    /// completions run with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Self.log.warning("finishAnimation(at:): the animator is \(state), not stopped; nothing done")
            return
        }
        settleModel(at: finalPosition)
        let done = completions
        reset()
        for c in done { c(finalPosition) }
    }

    /// Resumes a paused animator with new timing (nil: its own) over `durationFactor` times the
    /// time its rest would take (0: that time).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, run == nil else { return }
        if let parameters {
            timingParameters = parameters
            (parameters as? UISpringTimingParameters)?.duration = duration
        }
        guard let app = application else { startAnimation(); return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        let remaining = Double(isReversed ? fraction : 1 - fraction)
        run = (app.currentTime, fraction, duration * remaining * factor)
        app.addAnimator(self)
        show()
    }

    // MARK: Moving

    private func currentFraction(at time: TimeInterval, _ r: (time: TimeInterval, fraction: CGFloat, seconds: TimeInterval),
                                 reversed: Bool? = nil) -> CGFloat {
        let target: CGFloat = (reversed ?? isReversed) ? 0 : 1
        guard r.seconds > 0 else { return target }
        let u = CGFloat(min(max((time - r.time) / r.seconds, 0), 1))
        return r.fraction + (target - r.fraction) * u
    }

    /// The progress a change shows now (its delay taken off; eased unless scrubbed linearly).
    func progress(of change: Change) -> CGFloat {
        let fraction = fractionComplete
        let local = change.delay >= 1 ? (fraction >= 1 ? 1 : 0) : min(max((fraction - change.delay) / (1 - change.delay), 0), 1)
        if run == nil && scrubsLinearly { return local }
        return timingParameters?.progress(at: local) ?? local
    }

    /// Shows the current fraction: the layers evaluate the animations the changes drive.
    private func show() {
        var shown: Set<ObjectIdentifier> = []
        for change in changes {
            guard let layer = change.view?.layer, shown.insert(ObjectIdentifier(layer)).inserted else { continue }
            layer.refreshPresentation()
        }
    }

    /// Gives each view's property its value at `position` and ends what the animator shows.
    private func settleModel(at position: UIViewAnimatingPosition) {
        for change in changes where change.isOwned {
            guard let view = change.view else { continue }
            let layer = view.layer
            let value: LayerValue
            switch position {
            case .end: value = change.to
            case .start: value = change.from
            case .current:
                layer.refreshPresentation()
                value = layer.presentedValue(change.property.layerProperty) ?? change.to
            }
            layer.removeAnimations(drivenBy: change)
            UIView.performWithoutAnimation { view.setModelValue(value, for: change.property) }
            view.setNeedsRedraw()
        }
    }

    /// Back to inactive: the animations and completions are spent.
    private func reset() {
        state = .inactive
        changes = []
        completions = []
        run = nil
        waitingUntil = nil
        fraction = 0
        isReversed = false
    }

    private func complete(at position: UIViewAnimatingPosition) {
        if pausesOnCompletion {
            run = nil
            show()
            return
        }
        settleModel(at: position)
        let done = completions
        reset()
        for c in done { c(position) }
    }
}

extension UIViewPropertyAnimator: FrameAnimating {
    /// Moves the animations on the frame clock; returns whether they still run.
    public func advance(to time: TimeInterval) -> Bool {
        if let start = waitingUntil {
            guard time >= start else { return true }
            waitingUntil = nil
            run = (start, fraction, duration * Double(isReversed ? fraction : 1 - fraction))
        }
        guard let r = run else { return false }
        fraction = currentFraction(at: time, r)
        let finished = time >= r.time + r.seconds
        if finished {
            fraction = isReversed ? 0 : 1
            run = nil
            complete(at: isReversed ? .start : .end)
            return false
        }
        show()
        return true
    }
}
