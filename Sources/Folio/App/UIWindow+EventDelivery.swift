import Foundation
import FolioCore

extension UIWindow {
    /// Delivers an event: gesture recognizers first, then `touchesBegan/Moved/Ended/Cancelled`
    /// to each touch's view (and up the responder chain), as UIKit's `sendEvent(_:)`.
    public func sendEvent(_ event: UIEvent) {
        guard let touches = event.allTouches else { return }
        for touch in touches where touch.phase == .began { attachRecognizers(to: touch, event: event) }

        // 1. Gesture recognizers, in the order they were collected (innermost view first).
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for r in touch.gestureRecognizers where !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
        }
        for r in recognizers {
            let mine = touches.filter { $0.gestureRecognizers.contains { $0 === r } }
            r.deliver(mine, event: event)
        }

        // 2. Views, grouped by phase and view, skipping touches a recognizer took.
        for phase in [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled] {
            var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
            var order: [ObjectIdentifier] = []
            for t in touches where t.phase == phase && !t.isCancelledForView {
                guard let v = t.view else { continue }
                let key = ObjectIdentifier(v)
                if byView[key] == nil { byView[key] = (v, []); order.append(key) }
                byView[key]!.1.insert(t)
            }
            for key in order {
                let (view, set) = byView[key]!
                switch phase {
                case .began:
                    set.forEach { $0.viewReceivedBegan = true }
                    view.touchesBegan(set, with: event)
                case .moved, .stationary: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                case .cancelled: view.touchesCancelled(set, with: event)
                }
            }
        }

        // 3. Recognizers whose touches are all gone start over.
        for r in recognizers { r.resetIfTouchesEnded(event: event) }
    }

    private func attachRecognizers(to touch: UITouch, event: UIEvent) {
        let hit = hitTest(touch.locationInWindow, with: event)
        touch.view = hit
        var list: [UIGestureRecognizer] = []
        var v: UIView? = hit
        while let current = v {
            for r in current.gestureRecognizers ?? [] where r.isEnabled && r.shouldReceive(touch) {
                list.append(r)
            }
            v = current.superview
        }
        touch.gestureRecognizers = list
    }

    /// Called when a recognizer recognizes: other recognizers sharing its touches fail unless
    /// their delegates allow simultaneous recognition, and the touches' views get
    /// `touchesCancelled` when it `cancelsTouchesInView`.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer, touches: Set<UITouch>, event: UIEvent?) {
        for touch in touches {
            for other in touch.gestureRecognizers where other !== recognizer && other.isActive {
                if !recognizer.canRecognizeSimultaneously(with: other) { other.failOrCancel() }
            }
        }
        guard recognizer.cancelsTouchesInView else { return }
        let taken = touches.filter { !$0.isCancelledForView }
        taken.forEach { $0.isCancelledForView = true }
        var byView: [ObjectIdentifier: (UIView, Set<UITouch>)] = [:]
        for t in taken where t.viewReceivedBegan {
            guard let v = t.view else { continue }
            byView[ObjectIdentifier(v), default: (v, [])].1.insert(t)
        }
        for (_, (view, set)) in byView.sorted(by: { $0.value.1.count > $1.value.1.count }) {
            view.touchesCancelled(set, with: event)
        }
    }
}
