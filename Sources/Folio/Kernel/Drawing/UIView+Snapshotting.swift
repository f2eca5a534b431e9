import Foundation
import FolioCore

extension UIView {
    /// Draws the view and its subviews, as they look now, into the current context scaled to fill
    /// `rect`, UIKit's `drawHierarchy(in:afterScreenUpdates:)` (with `afterUpdates`, pending
    /// layout is done first). False when there is no current context or `rect` cannot be drawn.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), rect.isFinite, rect.width > 0, rect.height > 0,
              bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        context.saveState()
        context.concatenate(CGAffineTransform(a: rect.width / bounds.width, b: 0, c: 0, d: rect.height / bounds.height,
                                              tx: rect.minX - bounds.minX * rect.width / bounds.width,
                                              ty: rect.minY - bounds.minY * rect.height / bounds.height))
        ViewRenderer.render(self, in: context)
        context.restoreState()
        return true
    }
}

extension CALayer {
    /// Draws the layer and its sublayers (a view's layer: the view's tree) into `ctx` in the
    /// layer's own coordinates, Core Animation's `render(in:)`.
    public func render(in ctx: CGContext) { ViewRenderer.render(self, in: ctx) }
}
