import Foundation

/// A first responder whose look follows the clock while it is first responder (a text field's
/// blinking caret): the application tells it every frame's time, after the animations.
@MainActor
protocol ClockFollowing: AnyObject {
    /// The frame's time (seconds on the application's clock).
    func clockDidAdvance(to time: TimeInterval)
}
