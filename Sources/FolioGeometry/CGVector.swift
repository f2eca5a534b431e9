import Foundation

/// A two-dimensional vector, Core Graphics' `CGVector` (a velocity, an offset).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector of these components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector of these components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// The zero vector.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
    public var description: String { "(\(dx), \(dy))" }
}
