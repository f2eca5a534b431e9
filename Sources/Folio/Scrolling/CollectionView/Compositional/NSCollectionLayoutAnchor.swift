import Foundation
import FolioCore

/// Edges of a rectangle, leading and trailing by layout direction: UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its item: UIKit's `NSCollectionLayoutAnchor`. The edges name
/// a point of the rectangle (`[.top, .trailing]`: the top-trailing corner; one edge: that edge's
/// middle; none or opposite edges: the middle that way), moved by an offset in points
/// (`absoluteOffset`) or in fractions of the supplementary view's size (`fractionalOffset`).
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges that name the anchor point.
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary view's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary view's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset.isFinite ? offset : .zero
        isAbsoluteOffset = absolute
    }
    /// The point the edges name.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, absolute: true) }
    /// The point the edges name, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    /// The point the edges name, moved by `fractionalOffset` of the supplementary view's size
    /// (`(0.5, -0.5)` at the top-trailing corner: a badge half outside its cell).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The point's place in a rectangle in unit coordinates (left-to-right).
    var unitPoint: CGPoint {
        func unit(_ low: NSDirectionalRectEdge, _ high: NSDirectionalRectEdge) -> CGFloat {
            switch (edges.contains(low), edges.contains(high)) {
            case (true, false): 0
            case (false, true): 1
            default: 0.5
            }
        }
        return CGPoint(x: unit(.leading, .trailing), y: unit(.top, .bottom))
    }

    /// The offset in points for a view of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    /// The frame of a view of `size` anchored by this anchor to `container`: the view's own
    /// anchor point (`itemAnchor`, or the same edges when nil — the view inside that corner) on
    /// this anchor's point of the container.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let onContainer = unitPoint, onView = itemAnchor?.unitPoint ?? unitPoint
        let move = points(for: size), back = itemAnchor?.points(for: size) ?? .zero
        return CGRect(x: container.minX + onContainer.x * container.width - onView.x * size.width + move.x - back.x,
                      y: container.minY + onContainer.y * container.height - onView.y * size.height + move.y - back.y,
                      width: size.width, height: size.height)
    }
}
