import Foundation
import FolioCore
import Logging

extension UIView {
    /// Options for `animate`, UIKit's `UIView.AnimationOptions` (the ones Folio honours).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Views stay touchable while they animate (by default they are not, as in UIKit).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen (Folio always does; kept for UIKit code).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Slow at both ends (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Lay out subviews as the animation commits (kept for UIKit code; layout runs each frame).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Repeat forever (the completion runs only when the animation is stopped).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards (the model value shows when it ends).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration (kept for UIKit code).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve (kept for UIKit code).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A transition's changes animate too, instead of applying at once.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options (kept for UIKit code).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip about the vertical axis, left edge first (drawn here as a cross-dissolve).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis, right edge first (drawn here as a cross-dissolve).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up (drawn here as a cross-dissolve).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down (drawn here as a cross-dissolve).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old look fades out over the new one.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis, top edge first (drawn here as a cross-dissolve).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis, bottom edge first (drawn here as a cross-dissolve).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// Whether the options name a transition.
        var hasTransition: Bool { (rawValue >> 20) & 7 != 0 }
        /// The options without their transition.
        var withoutTransition: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 20)) }

        /// The curve the options name.
        var animationCurve: UIView.AnimationCurve {
            switch (rawValue >> 16) & 3 {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
        var curve: TimingCurve { animationCurve.timingCurve }
    }

    /// Animates the changes `animations` makes to center, bounds, frame, transform, alpha and
    /// backgroundColor of views in a window. Model values change at once; each change becomes a
    /// Core Animation animation of the view's layer under UIKit's key (`position`, `bounds.origin`,
    /// `bounds.size`, `transform`, `opacity`, `backgroundColor`) from the value on screen, so
    /// `layer.presentation()` shows where the view is and `layer.removeAllAnimations()` stops it.
    /// `completion` gets true when the animations ran to their end, false when one was removed or
    /// another change to the same property took it over (told on the next frame). With no duration,
    /// or no view in a window, changes apply at once and `completion(true)` runs before this returns.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, timing: .curve(options.curve), options: options,
            animations: animations, completion: completion)
    }

    /// UIKit's `animate(withDuration:animations:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// UIKit's `animate(withDuration:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The spring variant: `dampingRatio` 1 settles without overshoot, lower values bounce.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.05), 1) : 1
        run(duration: duration, delay: delay, timing: .spring(damping: ratio, velocity: velocity), options: options,
            animations: animations, completion: completion)
    }

    /// Performs `changes` without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        AnimationRecorder.stack.append(nil)
        changes()
        AnimationRecorder.stack.removeLast()
    }

    private enum Timing { case curve(TimingCurve), spring(damping: CGFloat, velocity: CGFloat) }

    private static func run(duration: TimeInterval, delay: TimeInterval, timing: Timing,
                            options: AnimationOptions, animations: @MainActor () -> Void,
                            completion: (@MainActor (Bool) -> Void)?) {
        let d = duration.isFinite ? max(0, duration) : 0
        let wait = delay.isFinite ? max(0, delay) : 0
        if let top = AnimationRecorder.stack.last, top == nil {
            // Inside performWithoutAnimation: the changes apply at once and the animation is done.
            animations()
            completion?(true)
            return
        }
        if let capture = AnimationCapture.current {
            // An interactive transition's animations: its animator runs them, scrubbed by hand.
            capture.take(animations: animations, delay: wait, completion: completion)
            return
        }
        if !duration.isFinite || !delay.isFinite {
            UIView.log.warning("UIView.animate: duration \(duration) / delay \(delay) not finite; applied at once")
        }
        let recorder = AnimationRecorder()
        AnimationRecorder.stack.append(recorder)
        animations()
        AnimationRecorder.stack.removeLast()
        guard d + wait > 0, let app = recorder.changes.lazy.compactMap({ $0.view?.window?.application }).first else {
            completion?(true)
            return
        }
        // Each change becomes an animation of the view's layer under UIKit's key, from what was on
        // screen to the new model value; the block is their delegate and hears when they stop.
        let block = ViewAnimationBlock(allowsUserInteraction: options.contains(.allowUserInteraction), completion: completion)
        for change in recorder.changes {
            guard let view = change.view, view.window?.application === app else { continue }
            let layer = view.layer
            let begin = layer.convertedTime(app.currentTime, from: nil) + wait
            let target = view.modelValue(change.property)
            // Position and bounds animate additively, as UIKit's have since iOS 8: from the old model
            // value's difference to nothing, over the animations already running (which run on and
            // complete), unless one that is not additive runs (a property animator's).
            let additive = change.property.isAdditive
                && change.property.keys.allSatisfy { layer.runningViewAnimations(forKey: $0).allSatisfy(\.isAdditive) }
            let parts = change.property.animations(from: additive ? change.model : change.from, to: target)
            for part in parts {
                let animation = makeAnimation(timing, duration: d)
                animation.keyPath = part.key
                if additive, let difference = part.from.adding(part.to, times: -1) {
                    animation.isAdditive = true
                    animation.fromValue = difference.boxed
                    animation.toValue = LayerKeyPath.neutral(like: difference).boxed
                } else {
                    animation.fromValue = part.from.boxed
                    animation.toValue = part.to.boxed
                    layer.removeViewAnimations(forKeys: [part.key])
                }
                animation.beginTime = begin
                animation.fillMode = .backwards
                if options.contains(.repeat) { animation.repeatCount = .infinity }
                animation.autoreverses = options.contains(.autoreverse)
                animation.delegate = block
                block.willAdd()
                layer.add(animation, forKey: layer.unusedViewAnimationKey(part.key))
            }
            layer.refreshPresentation()
        }
        if block.isEmpty { block.complete() }
    }

    /// The layer animation of one change: a basic animation on the block's curve, or a spring
    /// that settles by the end of the duration.
    private static func makeAnimation(_ timing: Timing, duration: TimeInterval) -> CABasicAnimation {
        let length = duration > 0 ? duration : ViewAnimationBlock.instant
        switch timing {
        case .curve(let curve):
            let animation = CABasicAnimation()
            animation.timingFunction = CAMediaTimingFunction(curve: curve)
            animation.duration = length
            return animation
        case let .spring(zeta, velocity):
            // A unit step response with damping ratio ζ that has settled (e^{-ζωt} = 0.001) by the end.
            let spring = CASpringAnimation()
            let omega = Foundation.log(1000) / zeta / CGFloat(length)
            spring.mass = 1
            spring.stiffness = omega * omega
            spring.damping = 2 * zeta * omega
            spring.initialVelocity = velocity.isFinite ? velocity : 0
            spring.duration = length
            return spring
        }
    }
}

/// Collects the property changes made inside an animation block.
@MainActor
final class AnimationRecorder {
    static var stack: [AnimationRecorder?] = []
    static var current: AnimationRecorder? { stack.last ?? nil }
    /// Each change: the view, the property, what was on screen and the model value before it.
    var changes: [(view: UIView?, property: AnimatedProperty, from: LayerValue, model: LayerValue)] = []

    func record(_ view: UIView, _ property: AnimatedProperty, from: LayerValue, model: LayerValue) {
        if changes.contains(where: { $0.view === view && $0.property == property }) { return }
        changes.append((view, property, from, model))
    }
}
