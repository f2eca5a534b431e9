import Foundation

/// A pan that starts at an edge of the screen: UIKit's `UIScreenEdgePanGestureRecognizer`
/// (the navigation controller's interactive pop). It sees touches before the recognizers of the
/// views under the finger, so an edge drag wins over a scroll view's pan, as in UIKit.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Edges of the screen, UIKit's `UIRectEdge`.
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Edges(rawValue: 1 << 0)
        /// The left edge.
        public static let left = Edges(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Edges(rawValue: 1 << 2)
        /// The right edge.
        public static let right = Edges(rawValue: 1 << 3)
    }

    /// The edges a drag may start from. Default none.
    open var edges: Edges = []
    /// How close to the edge a touch must begin, points.
    public static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let window = view?.window, let touch = touches.first else { return }
        let p = touch.location(in: nil), b = window.bounds, w = Self.edgeWidth
        let near = (edges.contains(.left) && p.x <= b.minX + w) || (edges.contains(.right) && p.x >= b.maxX - w)
            || (edges.contains(.top) && p.y <= b.minY + w) || (edges.contains(.bottom) && p.y >= b.maxY - w)
        if !near, state == .possible { state = .failed }
    }
}
