import Foundation
@_spi(Rendering) import FolioGraphics

/// A view is its layer's delegate: the layer's `display()` makes a backing store of the view's
/// bounds at its `contentScaleFactor` and asks the view to draw into it — `draw(_:)` runs in the
/// frame's display pass, once per `setNeedsDisplay()`, and the frames show what it drew
/// (stretched by `contentMode` when the bounds change, drawn again under `.redraw`).
extension UIView {
    /// Draws the view's content into its layer's backing store: `draw(_:)` with `ctx` as the
    /// current context (UIKit's `draw(_:in:)`).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        traitCollection.performAsCurrent { draw(bounds) }
        UIGraphicsPopContext()
    }

    /// Whether the view draws onto each frame instead of into its backing store: the toolkit's
    /// own controls, whose look follows state a frame reads (they say so); every other view
    /// draws once per `setNeedsDisplay()`.
    package var drawsContentEachFrame: Bool { type(of: self).drawsOntoEachFrame }

    /// Marks `rects` (bounds coordinates) to be drawn again, as `setNeedsDisplay(_:)` marks each,
    /// the way to the window worked out once for them all: a view that damages many rectangles a
    /// frame (a page curl's bands).
    package func setNeedsDisplay(_ rects: [CGRect]) {
        guard !rects.isEmpty else { return }
        displayStorage.stamp = UIView.nextDisplayStamp()
        layer.markNeedsDisplay()
        guard let window else { return }
        let toWindow = transformToRoot.concatenating(window.transformToRoot.inverted())
        for rect in rects { window.damage(rect.standardized.applying(toWindow)) }
    }
}
