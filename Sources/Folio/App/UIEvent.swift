import Foundation

/// A set of touches delivered together: UIKit's `UIEvent`.
@MainActor
public final class UIEvent {
    /// The kind of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Sendable { case touches, motion, remoteControl, presses }

    /// The kind of event.
    public let type: EventType
    /// When the event happened, seconds on the application's clock.
    public let timestamp: TimeInterval
    /// Every touch of the event.
    public let allTouches: Set<UITouch>?

    init(type: EventType = .touches, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        self.allTouches = touches
    }

    /// The touches that began in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches of `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The touches a gesture recognizer receives.
    public func touches(for recognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { $0.gestureRecognizers.contains { $0 === recognizer } }
    }
}
