import Foundation
import Logging
import FolioCore

/// Recognizes a gesture from touches and sends actions to its targets: UIKit's `UIGestureRecognizer`.
///
/// Its `state` is a state machine with UIKit's rules: continuous gestures go
/// possible → began → changed… → ended | cancelled; discrete ones possible → recognized (ended);
/// possible → failed when the touches do not match. Leaving `.possible` asks the delegate, waits
/// for the recognizers this one requires to fail (`require(toFail:)`), and makes the others that
/// share its touches fail unless they may recognize simultaneously.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's recognizer states. `recognized` is `ended`.
    public enum State: Int, Sendable, Hashable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same as `ended`).
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }
        /// Ended, cancelled or failed.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The current state. Subclasses set it; see `transition(to:)` for what follows.
    public var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    var currentState: State = .possible
    /// A recognition held back until the recognizers this one requires to fail have failed.
    var pendingState: State?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Disabled recognizers receive no touches; disabling one mid-gesture cancels it. Default true.
    open var isEnabled = true {
        didSet { if !isEnabled, isActive { failOrCancel() } }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits until the gesture fails. Default false.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until the gesture fails. Default true.
    open var delaysTouchesEnded = true
    /// The delegate, held weakly.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    public var name: String?

    private final var targets: [(id: ObjectIdentifier?, action: @MainActor (UIGestureRecognizer) -> Void)] = []
    /// Touches the recognizer currently tracks.
    var trackedTouches: Set<UITouch> = []
    var currentEvent: UIEvent?
    var lastLocation: CGPoint?
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// Recognizers waiting for this one to fail.
    var dependents: [WeakRecognizer] = []
    var timer: RecognizerTimer?

    /// Creates a recognizer with no target.
    public override init() { super.init() }

    // Values associated with it (`objc_setAssociatedObject`) go with it.
    deinit { AssociationTable.shared.removeAll(of: ObjectIdentifier(self)) }

    /// Creates a recognizer that calls `action` on `target` (held weakly), e.g.
    /// `UIPanGestureRecognizer(target: self, action: DrawerController.pan)` — the form `folio-port`
    /// writes for `#selector(pan(_:))`.
    @preconcurrency public convenience init<Target: AnyObject, Recognizer>(
        target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action takes no argument (`#selector(toggle)`).
    @preconcurrency public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer with no action yet, as UIKit's `init(target: nil, action: nil)`.
    public convenience init(target: AnyObject?, action: Never?) {
        self.init()
    }

    /// Adds a target-action pair; the target is held weakly. Several targets are called in order.
    /// The action's argument may be declared as the recognizer's class, a superclass, `Any` or
    /// `AnyObject`.
    @preconcurrency public func addTarget<Target: AnyObject, Recognizer>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void) {
        targets.append((ObjectIdentifier(target), { [weak target] recognizer in
            guard let target, let r = recognizer as? Recognizer else { return }
            action(target)(r)
        }))
    }

    /// Adds a target-action pair whose action takes no argument.
    @preconcurrency public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        targets.append((ObjectIdentifier(target), { [weak target] _ in
            guard let target else { return }
            action(target)()
        }))
    }

    /// Creates a recognizer whose target is not main-actor code (a coordinating object that is a
    /// plain `NSObject`, as paging libraries write them). The method may throw: its error is
    /// logged. (Typed throwing so that this overload and the main-actor one stay apart.)
    public convenience init<Target: AnyObject, Recognizer>(target: Target, action: @escaping (Target) -> (Recognizer) throws -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair whose target is not main-actor code (held weakly).
    public func addTarget<Target: AnyObject, Recognizer>(_ target: Target, action: @escaping (Target) -> (Recognizer) throws -> Void) {
        nonisolated(unsafe) weak let held = target
        nonisolated(unsafe) let action = action
        targets.append((ObjectIdentifier(target), { recognizer in
            guard let target = held, let r = recognizer as? Recognizer else { return }
            do { try action(target)(r) } catch { Logger(label: "folio.gestures").error("gesture target threw \(error)") }
        }))
    }

    /// Adds a closure action.
    public final func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append((nil, action))
    }

    /// Removes every action of `target` (nil: all targets).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targets.removeAll(); return }
        targets.removeAll { $0.id == ObjectIdentifier(target) }
    }

    func sendActions() { for t in targets { t.action(self) } }

    /// Number of touches tracked.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (the last one when none).
    public func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        let pts = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: pts.map(\.x).reduce(0, +) / CGFloat(pts.count), y: pts.map(\.y).reduce(0, +) / CGFloat(pts.count))
    }

    /// The location of one tracked touch (by index, in a stable order) in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        let ordered = orderedTouches
        guard ordered.indices.contains(index) else { return location(in: view) }
        return ordered[index].location(in: view)
    }

    /// Tracked touches in the order they began.
    var orderedTouches: [UITouch] { trackedTouches.sorted { $0.identifier < $1.identifier } }

    /// True while the recognizer is possible, began or changed.
    var isActive: Bool { state == .possible || state == .began || state == .changed }

    // MARK: Subclass hooks (UIKit's names)

    /// Touches began. Subclasses call super.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default cancels a gesture in progress, else fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { failOrCancel() }
    /// Returns to `.possible` after the gesture ended, failed or was cancelled. Subclasses call super.
    open func reset() {}
    /// Whether a recognizer still in `.possible` keeps waiting after its touches ended (a tap
    /// waiting for its next tap). Default false: it fails.
    var waitsAfterTouchesEnded: Bool { false }
    /// The deadline set with `setDeadline(_:)` passed. Default: nothing.
    func deadlinePassed() {}

    /// Asks for `deadlinePassed()` at `time` on the application's clock (nil cancels).
    func setDeadline(_ time: TimeInterval?) {
        if let time, let app = view?.window?.application {
            let t = timer ?? RecognizerTimer(recognizer: self)
            t.deadline = time
            timer = t
            app.addAnimator(t)
        } else if let t = timer {
            t.deadline = nil
            view?.window?.application?.removeAnimator(t)
        }
    }

    /// The current time on the application's clock.
    public var currentTime: TimeInterval { view?.window?.application?.currentTime ?? 0 }

    /// Fails a gesture that has not begun; cancels one in progress.
    func failOrCancel() {
        switch state {
        case .possible: pendingState = nil; state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
}

/// A weak reference to a recognizer, for failure requirements.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// Wakes a recognizer at its deadline on the frame clock.
@MainActor
final class RecognizerTimer: FrameAnimating {
    weak var recognizer: UIGestureRecognizer?
    var deadline: TimeInterval?
    init(recognizer: UIGestureRecognizer) { self.recognizer = recognizer }

    func advance(to time: TimeInterval) -> Bool {
        guard let recognizer, let d = deadline else { return false }
        guard time >= d else { return true }
        deadline = nil
        recognizer.deadlinePassed()
        return deadline != nil
    }
}
