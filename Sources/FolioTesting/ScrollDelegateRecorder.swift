import Foundation
import Folio

/// A scroll view delegate that records every call in order, for ordered-log assertions.
@MainActor
public final class ScrollDelegateRecorder: UIScrollViewDelegate {
    /// One delegate call.
    public enum Call: Equatable, CustomStringConvertible {
        case willBeginDragging
        case didScroll
        case willEndDragging(velocity: CGPoint, target: CGPoint)
        case didEndDragging(willDecelerate: Bool)
        case willBeginDecelerating
        case didEndDecelerating
        case didEndScrollingAnimation

        public var description: String {
            switch self {
            case .willBeginDragging: return "willBeginDragging"
            case .didScroll: return "didScroll"
            case let .willEndDragging(v, t): return "willEndDragging(v: \(v), target: \(t))"
            case let .didEndDragging(d): return "didEndDragging(\(d))"
            case .willBeginDecelerating: return "willBeginDecelerating"
            case .didEndDecelerating: return "didEndDecelerating"
            case .didEndScrollingAnimation: return "didEndScrollingAnimation"
            }
        }
    }

    /// Every call, in order.
    public private(set) var calls: [Call] = []
    /// Offsets seen by `scrollViewDidScroll`, in order.
    public private(set) var offsets: [CGPoint] = []
    /// When set, `scrollViewWillEndDragging` replaces the target with this offset.
    public var overrideTarget: CGPoint?
    /// Runs on every `scrollViewDidScroll`.
    public var onScroll: ((UIScrollView) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Forgets the calls so far.
    public func clear() { calls.removeAll(); offsets.removeAll() }

    /// The calls with runs of `didScroll` folded into one — the shape of the sequence.
    public var shape: [Call] {
        calls.reduce(into: []) { out, c in if !(c == .didScroll && out.last == .didScroll) { out.append(c) } }
    }

    /// How many times `call` happened.
    public func count(_ call: Call) -> Int { calls.filter { $0 == call }.count }

    /// The velocity reported by the last `willEndDragging`.
    public var lastReleaseVelocity: CGPoint? {
        for c in calls.reversed() { if case let .willEndDragging(v, _) = c { return v } }
        return nil
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append(.didScroll)
        offsets.append(scrollView.contentOffset)
        onScroll?(scrollView)
    }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append(.willBeginDragging) }
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append(.willEndDragging(velocity: velocity, target: targetContentOffset.pointee))
        if let overrideTarget { targetContentOffset.pointee = overrideTarget }
    }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append(.didEndDragging(willDecelerate: decelerate))
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append(.willBeginDecelerating) }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append(.didEndDecelerating) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append(.didEndScrollingAnimation) }
}
