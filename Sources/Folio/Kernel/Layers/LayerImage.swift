import Foundation
import FolioGraphics

/// Pixels a layer keeps of how it looked (a transition's old look): image storage at a size in
/// points and a scale.
struct LayerImage {
    let storage: ImageStorage
    let size: CGSize
    let scale: CGFloat
}

/// A value that stands for a path in an animation's values (UIKit's `UIBezierPath`).
protocol LayerPathConvertible {
    var layerPath: CanvasPath { get }
}
