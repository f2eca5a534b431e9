import Foundation
import FolioGraphics

/// What a layer asks of its delegate, Core Animation's `CALayerDelegate`: its content
/// (`display(_:)`, or `draw(_:in:)` into the backing store the layer makes), the layout of its
/// sublayers and the actions of its properties. Every method is optional: one a delegate does
/// not write does what Core Animation does without it. A view is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Sets `layer.contents` itself; the layer then makes no backing store and draws nothing.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, the layer's new backing store (its bounds, at its
    /// `contentsScale`, origin at the top left).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`, with the backing store not yet made.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers (`layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull()` for none (the search stops), or
    /// nil to let the layer look further (its `actions`, then `defaultAction(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Not written by the delegate: the layer draws its content itself.
    public func display(_ layer: CALayer) { layer.delegateDeclinedDisplay = true }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Nothing to prepare.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Leaves the sublayers where they are.
    public func layoutSublayers(of layer: CALayer) {}
    /// No opinion: the layer looks further.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
