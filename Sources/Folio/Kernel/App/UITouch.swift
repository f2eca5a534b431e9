import Foundation

/// One finger on the screen: UIKit's `UITouch`.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// The phase of a touch, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable, Hashable { case began, moved, stationary, ended, cancelled }

    /// The current phase.
    public internal(set) var phase: Phase
    /// Time of the last change, seconds on the application's clock.
    public internal(set) var timestamp: TimeInterval
    /// Number of quick taps at about the same place this touch continues (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in (hit-tested once, when it began).
    public internal(set) weak var view: UIView?
    /// The window the touch belongs to.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] {
        get { recognizerRefs.compactMap(\.recognizer) }
        set { recognizerRefs = newValue.map { WeakRecognizer(recognizer: $0) } }
    }
    /// Held weakly: a recognizer holds its touches, and a view owns its recognizers — a touch
    /// left down when its app goes away must not keep the two alive in a cycle.
    private var recognizerRefs: [WeakRecognizer] = []

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Set once the touch's view received `touchesCancelled` (a recognizer took it).
    var isCancelledForView = false
    /// View deliveries held back while a recognizer decides: the phase and when it happened (not
    /// the event, which holds this touch — a touch left held when its app goes away must not keep
    /// itself alive; the delivery makes a new event).
    var delayedPhases: [(phase: Phase, timestamp: TimeInterval)] = []
    /// Whether the view was sent `touchesBegan` for this touch.
    var viewReceivedBegan = false
    let identifier: Int
    /// When the finger came down.
    let beganTimestamp: TimeInterval

    init(identifier: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?, tapCount: Int) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = timestamp
        beganTimestamp = timestamp
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
        self.tapCount = tapCount
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

}
