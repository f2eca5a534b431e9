import Foundation
import FolioCore
import FolioGraphics

/// The view a layer backs, as the layer knows it — Core Animation knows a view only as its
/// layer's delegate. A backing layer's geometry and appearance *are* its host's (reading one reads
/// the other, setting one sets the other); the host draws again when the layer asks, leaves its
/// superview when the layer leaves its superlayer, and names the animation engine of the
/// application that shows it.
@MainActor
package protocol LayerHost: CALayerDelegate {
    var bounds: CGRect { get set }
    var center: CGPoint { get set }
    var anchorPoint: CGPoint { get set }
    var frame: CGRect { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var isHidden: Bool { get set }
    var alpha: CGFloat { get set }
    var clipsToBounds: Bool { get set }
    /// The background colour as the layer holds it.
    var layerBackgroundColor: CGColor? { get set }
    /// Asks for a redraw on the next frame (the look changed, not the drawn content).
    func setNeedsRedraw()
    /// Whether the host draws its content onto each frame itself (the toolkit's own controls)
    /// rather than into its layer's backing store once per `setNeedsDisplay()`.
    var drawsContentEachFrame: Bool { get }
    /// The scale of the layer's backing store (a view's `contentScaleFactor`).
    var contentScaleFactor: CGFloat { get set }
    /// Leaves the superview (the layer left its superlayer).
    func removeFromSuperview()
    /// The engine of the application showing the host; nil while it is in no window.
    var layerAnimationEngine: LayerAnimationEngine? { get }
}
