import Foundation
import FolioGraphics
import FolioCore

/// Pixels a layer keeps of how it looked (a transition's old look): image storage at a size in
/// points and a scale.
package struct LayerImage {
    package let storage: ImageStorage
    package let size: CGSize
    package let scale: CGFloat
    package init(storage: ImageStorage, size: CGSize, scale: CGFloat) {
        self.storage = storage; self.size = size; self.scale = scale
    }
}

/// A value that stands for a path in an animation's values (UIKit's `UIBezierPath`).
package protocol LayerPathConvertible {
    var layerPath: CanvasPath { get }
}
