import Foundation

/// Insets for the edges of a rectangle, shaped like UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle (`CGRect.inset(by:)`), as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge. Default 0.
    public var top: CGFloat
    /// The inset at the left edge. Default 0.
    public var left: CGFloat
    /// The inset at the bottom edge. Default 0.
    public var bottom: CGFloat
    /// The inset at the right edge. Default 0.
    public var right: CGFloat

    /// Creates insets with the given edge values (UIKit's `UIEdgeInsetsMake`).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// Sum of the left and right insets.
    public var horizontal: CGFloat { left + right }
    /// Sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// True when every edge is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
