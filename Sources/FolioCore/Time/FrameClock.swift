import Foundation

/// The source of time for a Folio application: seconds on a monotonic time line.
///
/// Nothing in Folio reads a clock on its own; hosts pass `now` to `UIApplication.tick(at:)`.
public protocol FrameClock {
    /// The current time in seconds.
    var now: TimeInterval { get }
}

/// A clock that only moves when told to: tests and headless runs.
public struct ManualFrameClock: FrameClock, Sendable {
    /// The current time in seconds. Starts at `start`.
    public private(set) var now: TimeInterval

    /// Creates a clock reading `start` seconds.
    public init(start: TimeInterval = 0) { now = start }

    /// Moves the clock forward; negative or non-finite steps are ignored (time never runs back).
    public mutating func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}
