import Foundation
import FolioCore

extension UIApplication {
    /// Updates the touches of one moment and sends them to `window` in one event; the other fingers
    /// on the screen ride along as `.stationary`.
    func deliverTouches(_ changes: [(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval)],
                        window: UIWindow) {
        var changed: [UITouch] = []
        for change in changes {
            if let touch = update(id: change.id, phase: change.phase, location: change.location,
                                  timestamp: change.timestamp, window: window) {
                changed.append(touch)
            }
        }
        guard let timestamp = changes.first?.timestamp, !changed.isEmpty else { return }
        for other in activeTouches.values where !changed.contains(where: { $0 === other }) { other.phase = .stationary }
        sendEvent(UIEvent(timestamp: timestamp, touches: Set(activeTouches.values)))
        for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
            activeTouches[touch.identifier] = nil
            if !touch.delayedPhases.isEmpty { heldTouches.append(touch) }
        }
        heldTouches.removeAll { $0.delayedPhases.isEmpty || $0.isCancelledForView }
    }

    /// The touch `id` after this change; nil (with a diagnostic) for input that makes no sense.
    private func update(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval,
                        window: UIWindow) -> UITouch? {
        guard location.isFinite else {
            UIApplication.log.warning("dropped a touch at \(location): location not finite")
            return nil
        }
        if phase == .began {
            if let existing = activeTouches[id] {
                UIApplication.log.warning("touch \(id) began twice: treating the second as a move")
                move(existing, to: location, phase: .moved, timestamp: timestamp)
                return existing
            }
            let touch = UITouch(identifier: id, location: location, timestamp: timestamp, window: window,
                                tapCount: nextTapCount(at: location, time: timestamp))
            activeTouches[id] = touch
            return touch
        }
        guard let touch = activeTouches[id] else {
            UIApplication.log.warning("dropped touch \(id) \(phase): it never began")
            return nil
        }
        move(touch, to: location, phase: phase, timestamp: timestamp)
        return touch
    }

    private func move(_ touch: UITouch, to location: CGPoint, phase: UITouch.Phase, timestamp: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.timestamp = timestamp
        touch.phase = phase
    }

    private func nextTapCount(at location: CGPoint, time: TimeInterval) -> Int {
        var count = 1
        if let last = lastTap, time - last.time < 0.35,
           hypot(location.x - last.location.x, location.y - last.location.y) < 20 {
            count = last.count + 1
        }
        lastTap = (location, time, count)
        return count
    }
}
