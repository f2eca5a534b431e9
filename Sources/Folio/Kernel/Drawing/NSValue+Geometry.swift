import Foundation

/// UIKit's geometry boxes: older Core Animation code passes points, sizes and rectangles to
/// `fromValue`/`toValue` as `NSValue(cgPoint:)`; Foundation on Linux names them `point`, `size`
/// and `rect`.
extension NSValue {
    /// A box holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
}
