import Foundation

/// What one axis of a scroll view does when no finger holds it.
///
/// A state machine: `coasting` past an edge turns into `settling` back to that edge, a settled
/// spring or a finished animation turns into `resting`. `advanced(to:)` returns the next state.
public enum AxisMotion: Sendable, Equatable {
    /// Not moving.
    case resting(at: CGFloat)
    /// Free momentum that bounces back (spring) when it leaves `bounds`.
    case coasting(Deceleration, bounds: ClosedRange<CGFloat>)
    /// A spring to a target: a page, or an edge after a bounce.
    case settling(SpringCurve)
    /// A timed programmatic animation.
    case animating(TimedTransition)

    /// The offset at `t`.
    public func position(at t: TimeInterval) -> CGFloat {
        switch self {
        case .resting(let x): return x
        case .coasting(let d, _): return d.position(at: t)
        case .settling(let s): return s.position(at: t)
        case .animating(let a): return a.value(at: t)
        }
    }

    /// True when the axis no longer moves.
    public var isResting: Bool { if case .resting = self { return true } else { return false } }

    /// The state at `t` (after bounces, rests and ends that happened before `t`).
    public func advanced(to t: TimeInterval) -> AxisMotion {
        switch self {
        case .resting:
            return self
        case let .coasting(d, bounds):
            let start = d.position(at: d.startTime)
            // Already outside (released while rubber-banding): spring back at once.
            if start < bounds.lowerBound || start > bounds.upperBound {
                let edge = min(max(start, bounds.lowerBound), bounds.upperBound)
                return AxisMotion.settling(SpringCurve(from: start, to: edge, velocity: d.velocity,
                                                       startTime: d.startTime)).advanced(to: t)
            }
            let edge = d.velocity > 0 ? bounds.upperBound : bounds.lowerBound
            if let hit = d.time(reaching: edge), hit <= t {
                // Crossed the edge: a spring pulls it back, starting with the velocity at the crossing.
                let spring = SpringCurve(from: edge, to: edge, velocity: d.velocity(at: hit), startTime: hit)
                return AxisMotion.settling(spring).advanced(to: t)
            }
            if t >= d.restTime { return .resting(at: d.position(at: d.restTime)) }
            return self
        case .settling(let s):
            return s.isSettled(at: t) ? .resting(at: s.target) : self
        case .animating(let a):
            return t >= a.endTime ? .resting(at: a.to) : self
        }
    }
}

extension AxisMotion {
    /// The same motion moved by `delta`: every position it passes through, its target and its
    /// bounds (content moved under a moving view, as a pager re-centring its pages does).
    public func shifted(by delta: CGFloat) -> AxisMotion {
        switch self {
        case .resting(let x):
            return .resting(at: x + delta)
        case let .coasting(d, bounds):
            var moved = d
            moved.origin += delta
            return .coasting(moved, bounds: (bounds.lowerBound + delta)...(bounds.upperBound + delta))
        case .settling(let s):
            var moved = s
            moved.target += delta
            return .settling(moved)
        case .animating(let a):
            var moved = a
            moved.from += delta
            moved.to += delta
            return .animating(moved)
        }
    }
}
