import Foundation
import FolioCore

extension UIView {
    /// A new view that shows how this one looks now (an image of it, at its size), UIKit's
    /// `snapshotView(afterScreenUpdates:)`: what custom transitions animate in place of the real
    /// view. Nil when the view has no area.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0, bounds.isFinite else { return nil }
        let format = UIGraphicsImageRendererFormat()
        if let scale = window?.screen.scale { format.scale = scale }
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: afterUpdates)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: frame.origin, size: bounds.size)
        return snapshot
    }
}
