import Foundation
import FolioCore

extension UIWindow {
    /// Delivers an event: gesture recognizers first, then `touchesBegan/Moved/Ended/Cancelled`
    /// to each touch's view (and up the responder chain), as UIKit's `sendEvent(_:)`.
    ///
    /// A view's `touchesBegan` (with `delaysTouchesBegan`) or `touchesEnded` (with
    /// `delaysTouchesEnded`) waits while a recognizer of the touch is undecided; it is delivered
    /// when they fail and replaced by `touchesCancelled` when one recognizes.
    public func sendEvent(_ event: UIEvent) {
        guard let all = event.allTouches else { return }
        let changed = all.filter { $0.phase != .stationary && $0.window === self }
        for touch in changed where touch.phase == .began { attachRecognizers(to: touch, event: event) }

        // 1. Gesture recognizers, in the order they were collected (innermost view first).
        var recognizers: [UIGestureRecognizer] = []
        for touch in changed.sorted(by: { $0.identifier < $1.identifier }) {
            for r in touch.gestureRecognizers where !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
        }
        for r in recognizers {
            let mine = all.filter { $0.gestureRecognizers.contains { $0 === r } && $0.window === self }
            r.deliver(mine, event: event)
        }

        // 2. Views, phase by phase, skipping touches a recognizer took.
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for touch in changed.sorted(by: { $0.identifier < $1.identifier }) where touch.phase == phase {
                deliverToView(touch, phase: phase, event: event)
            }
        }

        // 3. Recognizers whose touches are all gone start over.
        for r in recognizers { r.resetIfTouchesEnded(event: event) }
    }

    private func deliverToView(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        guard !touch.isCancelledForView, touch.view != nil else { return }
        let delaying = touch.gestureRecognizers.contains { $0.delays(phase, of: touch) }
        if delaying || !touch.delayedPhases.isEmpty {
            touch.delayedPhases.append((phase, event.timestamp))
            return
        }
        send(phase, of: touch, event: event)
    }

    private func send(_ phase: UITouch.Phase, of touch: UITouch, event: UIEvent?) {
        guard let view = touch.view else { return }
        UIWindow.touchDeliveryProbe?(view, self, phase)
        switch phase {
        case .began:
            // An ancestor may keep the touch from its content (a scroll view's touchesShouldBegin).
            var ancestor = view.superview
            while let a = ancestor {
                guard a.allowsTouchesToBegin([touch], with: event, in: view) else { return }
                ancestor = a.superview
            }
            touch.viewReceivedBegan = true
            view.touchesBegan([touch], with: event)
        case .moved, .stationary: if touch.viewReceivedBegan { view.touchesMoved([touch], with: event) }
        case .ended: if touch.viewReceivedBegan { view.touchesEnded([touch], with: event) }
        case .cancelled: if touch.viewReceivedBegan { view.touchesCancelled([touch], with: event) }
        }
    }

    /// Sees every touch delivered to a view, before the view's `touches…` method runs (the
    /// fuzzer checks that only views in the window receive touches).
    @_spi(Testing) public static var touchDeliveryProbe: (@MainActor (UIView, UIWindow, UITouch.Phase) -> Void)?

    /// `view` is leaving the window: each touch it (or a view inside it) is handling gets
    /// `touchesCancelled` now, while it is still in the window, and no more of that touch — as
    /// UIKit cancels a touch sequence when "the view handling the touch events is removed from its
    /// window". Gesture recognizers keep following the finger.
    func cancelTouches(leaving view: UIView) {
        guard let touches = application?.allActiveTouches, !touches.isEmpty else { return }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where !touch.isCancelledForView {
            guard let target = touch.view, target.isDescendant(of: view) else { continue }
            touch.isCancelledForView = true
            touch.delayedPhases.removeAll()
            send(.cancelled, of: touch, event: nil)
        }
    }

    private func attachRecognizers(to touch: UITouch, event: UIEvent) {
        let hit = hitTest(touch.locationInWindow, with: event)
        touch.view = hit
        var list: [UIGestureRecognizer] = []
        var v: UIView? = hit
        while let current = v {
            for r in current.gestureRecognizers ?? [] where r.isEnabled && !(r is UIHoverGestureRecognizer) && r.shouldReceive(touch) {
                list.append(r)
            }
            v = current.superview
        }
        // Edge pans go first (UIKit lets them win over the views' own pans).
        touch.gestureRecognizers = list.filter { $0 is UIScreenEdgePanGestureRecognizer }
            + list.filter { !($0 is UIScreenEdgePanGestureRecognizer) }
    }

    /// Called when a recognizer recognizes: other recognizers sharing its touches fail unless
    /// their delegates allow simultaneous recognition, and the touches' views get
    /// `touchesCancelled` when it `cancelsTouchesInView`.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer, touches: Set<UITouch>, event: UIEvent?) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            for other in touch.gestureRecognizers where other !== recognizer && other.isActive {
                if !recognizer.canRecognizeSimultaneously(with: other) { other.failOrCancel() }
            }
        }
        guard recognizer.cancelsTouchesInView else { return }
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where !touch.isCancelledForView {
            touch.isCancelledForView = true
            touch.delayedPhases.removeAll()
            send(.cancelled, of: touch, event: event)
        }
    }

    /// Called when a recognizer fails: deliveries it held back go out once no recognizer of the
    /// touch is left undecided.
    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for touch in application?.touchesAwaitingDelivery ?? [] where touch.gestureRecognizers.contains(where: { $0 === recognizer }) {
            flushDelayed(touch)
        }
    }

    func flushDelayed(_ touch: UITouch) {
        guard !touch.isCancelledForView, !touch.delayedPhases.isEmpty else { return }
        let stillDelaying = touch.gestureRecognizers.contains { r in
            touch.delayedPhases.contains { r.delays($0.phase, of: touch) }
        }
        guard !stillDelaying else { return }
        let queued = touch.delayedPhases
        touch.delayedPhases.removeAll()
        for (phase, timestamp) in queued { send(phase, of: touch, event: UIEvent(timestamp: timestamp, touches: [touch])) }
    }
}
