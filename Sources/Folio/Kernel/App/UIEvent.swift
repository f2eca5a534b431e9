import Foundation

/// A set of touches delivered together: UIKit's `UIEvent`.
@preconcurrency @MainActor
public final class UIEvent: NSObject {
    /// The kind of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Sendable { case touches, motion, remoteControl, presses }

    /// What kind of motion or remote-control command, UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// Touches have no subtype.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Seeking backward began.
        case remoteControlBeginSeekingBackward = 106
        /// Seeking backward ended.
        case remoteControlEndSeekingBackward = 107
        /// Seeking forward began.
        case remoteControlBeginSeekingForward = 108
        /// Seeking forward ended.
        case remoteControlEndSeekingForward = 109

        /// Whether it is a remote-control command (else a motion).
        var isRemoteControl: Bool { rawValue >= 100 }
    }

    /// The kind of event.
    public let type: EventType
    /// The motion or command; `.none` for touches.
    public let subtype: EventSubtype
    /// When the event happened, seconds on the application's clock.
    public let timestamp: TimeInterval
    /// Every touch of the event.
    public let allTouches: Set<UITouch>?

    /// For a motion: whether it began, ended or was cancelled (which `motion…` method it reaches).
    var motionPhase: SystemEventPhase = .ended

    init(type: EventType = .touches, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.subtype = subtype
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
