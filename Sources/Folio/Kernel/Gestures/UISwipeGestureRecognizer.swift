import Foundation

/// A discrete flick in one direction: UIKit's `UISwipeGestureRecognizer`.
///
/// Recognizes when the fingers travel 50 points in an allowed direction within 0.5 s while
/// straying less than half as far across it. One recognizer per direction is the usual set-up
/// (a set of directions is allowed, as in UIKit).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions, UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A swipe toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions. Default `.right`.
    open var direction: Direction = .right
    /// Fingers needed. Default 1.
    open var numberOfTouchesRequired = 1
    /// Distance to travel, points.
    public static let minimumDistance: CGFloat = 50
    /// Time allowed, seconds.
    public static let maximumDuration: TimeInterval = 0.5
    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = (location(in: nil), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, trackedTouches.count == numberOfTouchesRequired else { return }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let moved: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
        if along > Self.allowableStray && !direction.contains(moved) { state = .failed; return }
        if across > Self.minimumDistance / 2 { state = .failed; return }
        if along >= Self.minimumDistance, direction.contains(moved) { state = .ended }
    }

    private static let allowableStray: CGFloat = 10

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
