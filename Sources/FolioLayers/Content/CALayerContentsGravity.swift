import Foundation

/// Where a layer's contents sit in its bounds, Core Animation's `CALayerContentsGravity`: scaled
/// to fill (`resize`, the default), to fit or to cover keeping their aspect, or unscaled at the
/// centre, an edge or a corner.
///
/// As in Core Animation, the vertical names follow the layer's vertical axis: for a standalone
/// layer on iOS `top` is the edge at the bounds' maximum y (the bottom of the screen) and `bottom`
/// the minimum y, unless `isGeometryFlipped` is set; a view's layer is flipped by its view
/// (`contentsAreFlipped()`), so there `top` is the top of the screen.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Unscaled, in the middle.
    public static let center = Self(rawValue: "center")
    /// Unscaled, centred on the top edge.
    public static let top = Self(rawValue: "top")
    /// Unscaled, centred on the bottom edge.
    public static let bottom = Self(rawValue: "bottom")
    /// Unscaled, centred on the left edge.
    public static let left = Self(rawValue: "left")
    /// Unscaled, centred on the right edge.
    public static let right = Self(rawValue: "right")
    /// Unscaled, in the top-left corner.
    public static let topLeft = Self(rawValue: "topLeft")
    /// Unscaled, in the top-right corner.
    public static let topRight = Self(rawValue: "topRight")
    /// Unscaled, in the bottom-left corner.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// Unscaled, in the bottom-right corner.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Scaled to fill the bounds, its aspect not kept (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit inside the bounds, its aspect kept.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, its aspect kept (what overflows is shown unless the layer masks).
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// The rectangle contents of `size` points take in `bounds`; `flipped`: the layer's vertical
    /// axis points up the screen's (a view's layer), so `top` is the minimum y.
    package func placement(of size: CGSize, in bounds: CGRect, flipped: Bool) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = rawValue.lowercased()
            let x = name.hasSuffix("left") || name == "left" ? bounds.minX
                : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            // "top" is the maximum y of an unflipped layer, the minimum y of a flipped one.
            let atMaxY = flipped ? name.hasPrefix("bottom") : name.hasPrefix("top")
            let atMinY = flipped ? name.hasPrefix("top") : name.hasPrefix("bottom")
            let y = atMinY ? bounds.minY : atMaxY ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            return bounds
        }
    }
}
