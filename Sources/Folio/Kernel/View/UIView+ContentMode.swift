import Foundation

extension UIView {
    /// How content of a given size is placed in a view's bounds: UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds.
        case scaleToFill
        /// Scaled to fit inside, keeping its aspect ratio (letterboxed).
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping its aspect ratio (cropped by `clipsToBounds`).
        case scaleAspectFill
        /// Redrawn on bounds changes; placed as `.scaleToFill`.
        case redraw
        /// Centred, unscaled.
        case center
        /// Unscaled, at the top centre.
        case top
        /// Unscaled, at the bottom centre.
        case bottom
        /// Unscaled, at the left middle.
        case left
        /// Unscaled, at the right middle.
        case right
        /// Unscaled, at the top-left corner.
        case topLeft
        /// Unscaled, at the top-right corner.
        case topRight
        /// Unscaled, at the bottom-left corner.
        case bottomLeft
        /// Unscaled, at the bottom-right corner.
        case bottomRight

        /// The layer's contents gravity that places content as this mode does.
        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }

        /// Where content of `size` goes in `bounds`.
        public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0, size.isFinite else { return .zero }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let sx = bounds.width / size.width, sy = bounds.height / size.height
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                let w = size.width * s, h = size.height * s
                return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
            default:
                let x: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                let y: CGFloat
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(origin: CGPoint(x: x, y: y), size: size)
            }
        }
    }
}
