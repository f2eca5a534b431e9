import Foundation
import FolioCore

/// Recognizes a gesture from touches and sends actions to its targets: UIKit's `UIGestureRecognizer`.
///
/// Its `state` is a state machine with UIKit's rules: continuous gestures go
/// possible → began → changed… → ended | cancelled; discrete ones possible → recognized (ended);
/// possible → failed when the touches do not match.
@MainActor
open class UIGestureRecognizer {
    /// UIKit's recognizer states. `recognized` is `ended`.
    public enum State: Int, Sendable, Hashable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same as `ended`).
        public static let recognized = State.ended
    }

    /// The current state. Subclasses set it; the recognizer then sends its actions (for began,
    /// changed, ended and cancelled) and arbitrates with other recognizers.
    public var state: State = .possible {
        didSet {
            // Every `.changed` is reported, even when the state stays `.changed`.
            guard state != oldValue || state == .changed else { return }
            if oldValue == .possible, state == .began || state == .ended {
                guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
                    state = .failed
                    return
                }
                view?.window?.recognizerDidRecognize(self, touches: trackedTouches, event: currentEvent)
            }
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Disabled recognizers receive no touches; disabling one mid-gesture cancels it. Default true.
    open var isEnabled = true {
        didSet { if !isEnabled, isActive { failOrCancel() } }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether the view's `touchesBegan` waits for the gesture to fail. Default false.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits for the gesture to fail. Default true.
    open var delaysTouchesEnded = true
    /// The delegate, held weakly.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    public var name: String?

    private var targets: [(id: ObjectIdentifier?, action: @MainActor (UIGestureRecognizer) -> Void)] = []
    /// Touches the recognizer currently tracks.
    public internal(set) var trackedTouches: Set<UITouch> = []
    var currentEvent: UIEvent?

    /// Creates a recognizer with no target.
    public init() {}

    /// Creates a recognizer that calls `action` on `target` (held weakly), e.g.
    /// `UIPanGestureRecognizer(target: self, action: DrawerController.pan)`.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair; the target is held weakly.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void) {
        targets.append((ObjectIdentifier(target), { [weak target] recognizer in
            guard let target, let r = recognizer as? Recognizer else { return }
            action(target)(r)
        }))
    }

    /// Adds a closure action.
    public func addAction(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append((nil, action))
    }

    /// Removes every action of `target` (nil: all targets).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targets.removeAll(); return }
        targets.removeAll { $0.id == ObjectIdentifier(target) }
    }

    private func sendActions() { for t in targets { t.action(self) } }

    /// Number of touches tracked.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        let pts = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: pts.map(\.x).reduce(0, +) / CGFloat(pts.count), y: pts.map(\.y).reduce(0, +) / CGFloat(pts.count))
    }
    private var lastLocation: CGPoint?

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

    /// Whether this recognizer may recognize together with `other`. Default false unless a
    /// delegate of either allows it.
    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    func shouldReceive(_ touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    /// Fails a gesture that has not begun; cancels one in progress.
    func failOrCancel() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    func deliver(_ touches: Set<UITouch>, event: UIEvent) {
        guard isEnabled else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let began = touches.filter { $0.phase == .began }
        let moved = touches.filter { $0.phase == .moved }
        let ended = touches.filter { $0.phase == .ended }
        let cancelled = touches.filter { $0.phase == .cancelled }
        trackedTouches.formUnion(began)
        lastLocation = location(in: nil)
        guard isActive else { trackedTouches.subtract(ended.union(cancelled)); return }
        if !began.isEmpty { touchesBegan(began, with: event) }
        if !moved.isEmpty, isActive { touchesMoved(moved, with: event) }
        lastLocation = location(in: nil)
        if !ended.isEmpty, isActive { touchesEnded(ended, with: event) }
        if !cancelled.isEmpty, isActive { touchesCancelled(cancelled, with: event) }
        trackedTouches.subtract(ended.union(cancelled))
    }

    func resetIfTouchesEnded(event: UIEvent) {
        guard trackedTouches.isEmpty else { return }
        if state == .ended || state == .failed || state == .cancelled || state == .possible {
            let wasIdle = state == .possible
            reset()
            if !wasIdle { state = .possible }
        }
    }
}

/// The recognizer's delegate: UIKit's `UIGestureRecognizerDelegate`; every method is optional.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible`. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch`. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether both may recognize at once. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
}
