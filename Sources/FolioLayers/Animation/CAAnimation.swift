import Foundation
import FolioCore
import Logging
import FolioGraphics

/// Something a layer runs when a property changes, Core Animation's `CAAction`: an animation
/// (which adds itself to the layer) or `NSNull` (nothing: the change is not animated).
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a property's key) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: an `NSNull` in `actions` turns a property's implicit animation off.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Told when an animation starts and stops (Core Animation's `CAAnimationDelegate`; both optional).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation a layer runs, Core Animation's abstract `CAAnimation`.
///
/// `CALayer.add(_:forKey:)` adds a copy: changing the object afterwards changes nothing that runs.
/// The delegate is kept strongly, as in Core Animation. Extra values set with `setValue(_:forKey:)`
/// travel with the copy (the usual way to tell animations apart in the delegate).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
    package static var log: Logger { Logger(label: "folio.animation") }

    /// A new animation (Core Animation's `animation()` class method makes the same).
    public required override init() { super.init() }

    /// A new animation of this class.
    public class func animation() -> Self { self.init() }

    /// How progress is paced; nil: linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; kept strongly.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves the layer when it ends. Default true.
    open var isRemovedOnCompletion = true

    /// When the animation starts, in its layer's time; 0 (the default): when it is added.
    open var beginTime: CFTimeInterval = 0
    /// One iteration, seconds; 0 (the default) means 0.25. A NaN or infinite value is refused.
    open var duration: CFTimeInterval = 0 {
        didSet {
            if !duration.isFinite || duration < 0 {
                CAAnimation.log.warning("refused duration \(duration) of an animation: must be finite and not negative")
                duration = oldValue
            }
        }
    }
    /// How fast the animation's time runs against its layer's. Default 1.
    open var speed: Float = 1
    /// Added to the animation's local time. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// How many iterations (`.infinity`: forever); 0 (the default) means one.
    open var repeatCount: Float = 0
    /// How long the repeats last, seconds; 0 (the default): as `repeatCount` says.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration runs back after it runs forward. Default false.
    open var autoreverses = false
    /// What shows outside the active time. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed

    private var extraValues: [String: Any] = [:]
    /// Moves the animation by hand instead of by the clock (a property animator's); nil: the clock.
    package var driver: (any AnimationDriver)?

    /// A value stored under `key` (Core Animation's key-value coding on animations).
    open func value(forKey key: String) -> Any? { extraValues[key] }
    /// Stores `value` under `key`; it travels with the copy the layer runs.
    open func setValue(_ value: Any?, forKey key: String) { extraValues[key] = value }

    /// The default value of a property (nil here).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Adds a copy of the animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.copySettings(from: self)
        return c
    }

    /// Copies this class's settings from `other` (each subclass adds its own, then calls super).
    package func copySettings(from other: CAAnimation) {
        timingFunction = other.timingFunction; delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        extraValues = other.extraValues
        driver = other.driver
    }

    /// The duration that runs: 0 means Core Animation's 0.25 s.
    package var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The timing as a value.
    package var timing: MediaTiming {
        MediaTiming(beginTime: beginTime, duration: effectiveDuration, speed: Double(speed), timeOffset: timeOffset,
                    repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
                    fill: fillMode.fill)
    }

    /// Eased progress for linear progress `p`.
    package func eased(_ p: Double) -> Double { timingFunction?.value(at: p) ?? p }

    /// Writes the animation's effect at `progress` of iteration `iteration` into `presentation`
    /// (what it shows over what lies below it). The base class shows nothing.
    package func apply(progress: Double, iteration: Int, localTime: Double, to presentation: inout LayerPresentation, layer: CALayer) {}
}
