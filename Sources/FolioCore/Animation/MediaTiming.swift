import Foundation

/// Core Animation's timing model (`CAMediaTiming`) as a value: where an animation stands at a
/// given time of its parent.
///
/// ```
///  parent time ──(t − beginTime)·speed + timeOffset──► local time
///  local time  ──repeats, autoreverses──► progress 0…1 in the current iteration
///
///  duration 1, repeatCount 2, autoreverses:
///  local  0 ─── 1 ─── 2 ─── 3 ─── 4
///  prog   0 ↗   1 ↘   0 ↗   1 ↘   0    then filled (forwards) or removed
/// ```
public struct MediaTiming: Sendable, Hashable {
    /// What shows outside the active time: Core Animation's fill modes.
    public enum Fill: Sendable, Hashable {
        /// Nothing: the animation has no effect before it starts or after it ends.
        case removed
        /// The end value stays after the end.
        case forwards
        /// The start value shows before the start (during a delayed begin).
        case backwards
        /// Both.
        case both
    }

    /// Where the animation stands at a time.
    public enum Sample: Sendable, Hashable {
        /// Before its start with no backwards fill: no effect.
        case waiting
        /// Running: `progress` (0…1, before the timing function) in iteration `iteration` (0-based).
        case active(progress: Double, iteration: Int)
        /// Outside the active time, showing `progress` by its fill mode.
        case filled(progress: Double, iteration: Int, ended: Bool)
        /// After its end with no forwards fill: no effect.
        case ended

        /// Whether the active time is over.
        public var isOver: Bool {
            switch self {
            case .ended: return true
            case .filled(_, _, let ended): return ended
            case .waiting, .active: return false
            }
        }

        /// The progress to show, if any.
        public var progress: Double? {
            switch self {
            case .waiting, .ended: return nil
            case .active(let p, _), .filled(let p, _, _): return p
            }
        }

        /// The iteration the progress belongs to (0 when none shows).
        public var iteration: Int {
            switch self {
            case .waiting, .ended: return 0
            case .active(_, let i), .filled(_, let i, _): return i
            }
        }
    }

    /// When the animation starts, in its parent's time.
    public var beginTime: Double
    /// One iteration, seconds (a non-positive or non-finite one counts as 0: it ends at once).
    public var duration: Double
    /// How fast local time runs against the parent's (0 stops it; negative runs it backwards).
    public var speed: Double
    /// Added to local time.
    public var timeOffset: Double
    /// How many iterations (fractions allowed, `.infinity` forever); 0 means one.
    public var repeatCount: Double
    /// How long the repeats last, seconds; 0 means as `repeatCount` says.
    public var repeatDuration: Double
    /// Whether each iteration runs back after it runs forward.
    public var autoreverses: Bool
    /// What shows outside the active time.
    public var fill: Fill

    /// A timing; every number that is not finite (or negative where that makes no sense) falls back
    /// to its default, so a NaN duration ends at once instead of poisoning the values.
    public init(beginTime: Double = 0, duration: Double, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fill: Fill = .removed) {
        self.beginTime = beginTime.isFinite ? beginTime : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.speed = speed.isFinite ? speed : 1
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.repeatCount = repeatCount.isNaN || repeatCount < 0 ? 0 : repeatCount
        self.repeatDuration = repeatDuration.isFinite && repeatDuration > 0 ? repeatDuration : 0
        self.autoreverses = autoreverses
        self.fill = fill
    }

    /// One forward (and, autoreversing, backward) pass.
    public var cycle: Double { autoreverses ? 2 * duration : duration }

    /// The whole active time in local seconds (`.infinity` for endless repeats).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        if count.isInfinite { return .infinity }
        return count * cycle
    }

    /// Local time for a time of the parent.
    public func localTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Where the animation stands at `parentTime`.
    public func sample(at parentTime: Double) -> Sample {
        let local = localTime(parentTime)
        let active = activeDuration
        if local < 0 || (local == 0 && speed < 0) {
            return fill == .backwards || fill == .both ? .filled(progress: 0, iteration: 0, ended: false) : .waiting
        }
        if local >= active {
            guard fill == .forwards || fill == .both else { return .ended }
            return .filled(progress: endProgress, iteration: endIteration, ended: true)
        }
        guard duration > 0 else { return .active(progress: 1, iteration: 0) }
        let cycles = (local / cycle).rounded(.down)
        let inCycle = local - cycles * cycle
        let progress = inCycle <= duration ? inCycle / duration : (cycle - inCycle) / duration
        return .active(progress: min(max(progress, 0), 1), iteration: Int(min(cycles, Double(Int32.max))))
    }

    /// The progress the active time ends on.
    private var endProgress: Double {
        guard duration > 0 else { return 1 }
        let active = activeDuration
        guard active.isFinite else { return 1 }
        let last = active / cycle
        var fraction = last - last.rounded(.down)
        if fraction == 0 { fraction = 1 }
        let inCycle = fraction * cycle
        return inCycle <= duration ? inCycle / duration : (cycle - inCycle) / duration
    }

    private var endIteration: Int {
        guard duration > 0, activeDuration.isFinite else { return 0 }
        let last = activeDuration / cycle
        let whole = last.rounded(.down)
        return Int(min(last == whole ? max(whole - 1, 0) : whole, Double(Int32.max)))
    }
}
