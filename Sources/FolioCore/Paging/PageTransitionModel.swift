import Foundation

/// The three slots a paging container keeps alive: the page before, the page shown, the page after.
public enum PageSlot: Int, Sendable, Hashable, CaseIterable {
    case previous = 0, current = 1, next = 2
}

/// The pure model of a page transition, fed a continuous progress value and answering with
/// commands — it knows no views (the paging engine of DESIGN §5).
///
/// Progress is measured in slots: 1 shows the current page, 0 the previous, 2 the next. A
/// transition begins when progress leaves 1, reverses when it crosses to the other side, and when
/// the motion comes to rest it completes (progress on a neighbour) or is cancelled (back on 1).
/// Scroll and page-curl transitions differ only in how they produce progress.
public struct PageTransitionModel: Sendable, Equatable {
    /// What the model is doing.
    public enum State: Sendable, Equatable {
        case idle
        case moving(toward: PageSlot)
    }

    /// What the owner must do.
    public enum Command: Sendable, Equatable {
        /// The page in this slot starts coming in (willTransition, appearance begins).
        case begin(toward: PageSlot)
        /// The transition toward this slot was abandoned (appearance unwinds).
        case cancel(toward: PageSlot)
        /// The page in this slot is now the current one (recentre, appearance ends).
        case complete(toward: PageSlot)
    }

    /// The current state.
    public private(set) var state: State = .idle
    /// Progress closer to a slot than this counts as on it.
    public static let tolerance: CGFloat = 0.001

    /// An idle model.
    public init() {}

    /// Feeds progress (slots; NaN and infinities are ignored) and whether the motion is at rest.
    /// With `completesOnArrival` (a scroll pager), reaching a neighbour completes the transition
    /// even while the motion goes on — the owner re-centres, so a fast next swipe runs on into the
    /// page after, and no blank space opens beyond the last slot.
    public mutating func update(progress: CGFloat, atRest: Bool, completesOnArrival: Bool = false) -> [Command] {
        guard progress.isFinite else { return [] }
        var commands: [Command] = []
        let side: PageSlot? = progress > 1 + Self.tolerance ? .next : (progress < 1 - Self.tolerance ? .previous : nil)
        switch (state, side) {
        case (.idle, let s?):
            state = .moving(toward: s)
            commands.append(.begin(toward: s))
        case (.moving(let d), let s?) where s != d:
            commands.append(.cancel(toward: d))
            commands.append(.begin(toward: s))
            state = .moving(toward: s)
        default:
            break
        }
        if case let .moving(d) = state, !atRest, completesOnArrival {
            let arrived = d == .next ? progress >= 2 - Self.tolerance : progress <= Self.tolerance
            if arrived {
                commands.append(.complete(toward: d))
                state = .idle
            }
        }
        if atRest, case let .moving(d) = state {
            let target = CGFloat(d.rawValue)
            if abs(progress - target) <= Self.tolerance {
                commands.append(.complete(toward: d))
                state = .idle
            } else if side == nil {
                commands.append(.cancel(toward: d))
                state = .idle
            }
        }
        return commands
    }

    /// Forgets a transition in flight (the owner replaced the pages).
    public mutating func reset() { state = .idle }
}
