import Foundation
import FolioCore
import FolioGraphics

/// Core Animation's time type.
public typealias CFTimeInterval = TimeInterval

/// The timing both layers and animations have, Core Animation's `CAMediaTiming`: local time is
/// `(parent time − beginTime) · speed + timeOffset`, repeated and reversed as asked.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When it starts in its parent's time (an animation added with 0 starts now).
    var beginTime: CFTimeInterval { get set }
    /// One iteration, seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs (0 stops it). Default 1.
    var speed: Float { get set }
    /// Added to local time. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations (`.infinity`: forever). Default 0 (one).
    var repeatCount: Float { get set }
    /// How long to repeat, seconds. Default 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration runs back after it runs forward. Default false.
    var autoreverses: Bool { get set }
    /// What shows outside the active time. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, Core Animation's fill modes.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    package var fill: MediaTiming.Fill {
        switch self {
        case .forwards: return .forwards
        case .backwards: return .backwards
        case .both: return .both
        default: return .removed
        }
    }
}

/// The current media time, seconds: Core Animation's `CACurrentMediaTime()`. Folio's comes from the
/// frame clock of the application that ran the last frame — the host's monotonic clock in a window, virtual time in headless
/// runs — so animations begun at `CACurrentMediaTime() + delay` replay the same in tests. Callable
/// from code of any isolation, as UIKit's C function is (the clock itself is the main thread's).
public func CACurrentMediaTime() -> CFTimeInterval {
    mainActorUnchecked { LayerAnimationEngine.fallback()?.clock?.currentTime ?? 0 }
}
