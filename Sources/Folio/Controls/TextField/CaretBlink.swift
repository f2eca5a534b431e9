import Foundation

/// The caret's blink, as on iOS: solid when editing begins and after every move or edit, then
/// half a second shown, half a second hidden.
struct CaretBlink {
    /// How long the caret stays shown, then hidden (seconds).
    static let phase: TimeInterval = 0.5
    /// When the caret last moved or the text changed (the application's clock).
    private(set) var start: TimeInterval = 0
    /// Whether the caret is drawn.
    private(set) var isShown = true

    /// The caret moved or the text changed at `time`: it shows, and blinks from there.
    mutating func restart(at time: TimeInterval) {
        start = time
        isShown = true
    }

    /// Follows the clock; returns whether the caret appeared or disappeared.
    mutating func advance(to time: TimeInterval) -> Bool {
        guard time.isFinite, time >= start else { return false }
        let shown = Int(((time - start) / Self.phase).rounded(.down)) % 2 == 0
        guard shown != isShown else { return false }
        isShown = shown
        return true
    }
}
