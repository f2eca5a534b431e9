import Foundation
import Folio

extension HeadlessApp {
    /// Taps the centre of `view` (a scripted finger: down, then up 0.05 s later).
    public func tap(_ view: UIView) {
        let r = view.convert(view.bounds, to: nil)
        tap(at: CGPoint(x: r.midX, y: r.midY))
    }

    /// The front-most shown button in the window whose title is `title` (bar buttons, alert
    /// actions, form buttons), nil when none is.
    public func button(titled title: String) -> UIButton? {
        func search(_ v: UIView) -> UIButton? {
            guard !v.isHidden, v.alpha > 0.01 else { return nil }
            for sub in v.subviews.reversed() { if let found = search(sub) { return found } }
            if let b = v as? UIButton, b.currentTitle == title { return b }
            return nil
        }
        return search(window)
    }
}

extension HeadlessApp {
    /// Shakes the device: `motionBegan` then `motionEnded` (`.motionShake`), one frame each.
    public func shake() {
        application.enqueue(.system(.motionShake, phase: .began, timestamp: clock.now))
        tick()
        application.enqueue(.system(.motionShake, phase: .ended, timestamp: clock.now))
        tick()
    }

    /// Sends a remote-control command (a media key) and runs a frame.
    public func sendRemoteControl(_ command: UIEvent.EventSubtype) {
        application.enqueue(.system(command, phase: .ended, timestamp: clock.now))
        tick()
    }

    /// Simulates a memory warning (every controller's `didReceiveMemoryWarning()`) and runs a frame.
    public func simulateMemoryWarning() {
        application.receiveMemoryWarning()
        tick()
    }
}
