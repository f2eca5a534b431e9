import Foundation

extension UIApplication {
    /// What `sendEvent(_:)` does: touches to their window's `sendEvent(_:)`, motion and
    /// remote-control events to the key window's first responder (see `UIWindow`'s rules).
    func dispatch(_ event: UIEvent) {
        switch event.type {
        case .touches:
            event.allTouches?.first?.window?.sendEvent(event)
        case .motion, .remoteControl:
            keyWindow?.deliverSystemEvent(event)
        case .presses:
            break
        }
    }

    /// Starts delivering remote-control events (the media keys) to the first responder — UIKit
    /// delivers none until an app asks.
    public func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Stops delivering remote-control events.
    public func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }
}
