import Foundation

// Core Graphics' equality functions, as Swift on Apple platforms names them
// (`size.equalTo(otherSize)`); Foundation on Linux has `==` only.

extension CGPoint {
    /// Whether the two points are the same (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size once standardized
    /// (`CGRectEqualToRect`: a rectangle with a negative width equals its standardized self).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
