import Foundation
import FolioCore
import FolioGraphics

/// Core Animation's layer geometry: how bounds, position, anchor point and transform place a layer.
package enum LayerGeometry {
    /// Maps bounds coordinates to the parent's: `position + transform · (p − anchor point of bounds)`.
    package static func transformToParent(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -(bounds.minX + anchor.x * bounds.width), y: -(bounds.minY + anchor.y * bounds.height))
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The bounding box of the transformed bounds in the parent.
    package static func frame(bounds: CGRect, position: CGPoint, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        CGRect(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width, height: bounds.height)
            .applying(transform).offsetBy(dx: position.x, dy: position.y)
    }
}
