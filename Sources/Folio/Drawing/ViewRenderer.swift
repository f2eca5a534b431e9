import Foundation
import FolioCore

/// Walks a view tree and draws it through a `Canvas`.
///
/// Applies each view's position, transform, alpha and `clipsToBounds`; skips hidden and
/// transparent views and subtrees outside the visible area.
@MainActor
public enum ViewRenderer {
    /// Draws `view` in its own bounds coordinates (its frame and transform are ignored), then its
    /// subviews. `visibleRect` (in `view`'s bounds coordinates) culls subtrees outside it.
    public static func render(_ view: UIView, in canvas: any Canvas, visibleRect: CGRect? = nil) {
        guard !view.isHidden, view.presentationAlpha >= 0.01 else { return }
        drawContent(of: view, in: canvas, visible: visibleRect ?? view.bounds)
        if let window = view as? UIWindow {
            canvas.saveState()
            canvas.translateBy(x: window.bounds.minX, y: window.bounds.minY)
            window.drawStatusBar(in: canvas)
            canvas.restoreState()
        }
    }

    private static func drawContent(of view: UIView, in canvas: any Canvas, visible: CGRect) {
        var visible = visible
        let bounds = view.presentationBounds
        if view.clipsToBounds {
            canvas.clip(to: bounds)
            visible = visible.intersection(bounds)
            if visible.isNull || visible.isEmpty { return }
        }
        if let bg = view.presentationBackgroundColor, bg.alpha > 0 {
            if view.layer.cornerRadius > 0 {
                canvas.fillRoundedRect(bounds, cornerRadius: view.layer.cornerRadius, with: bg)
            } else {
                canvas.fill(bounds, with: bg)
            }
        }
        UIGraphicsContextStack.push(canvas)
        view.draw(bounds)
        UIGraphicsContextStack.pop()
        for sub in view.subviews {
            guard !sub.isHidden, sub.presentationAlpha >= 0.01 else { continue }
            let subVisible: CGRect
            if sub.presentationOverrides.isEmpty && sub.transform.isIdentity {
                // Only subtrees known to stay inside their frame are culled: leaves and clipping views.
                let contained = sub.subviews.isEmpty || sub.clipsToBounds
                guard !contained || sub.frame.intersects(visible) else { continue }
                subVisible = visible.offsetBy(dx: -sub.frame.minX + sub.bounds.minX,
                                              dy: -sub.frame.minY + sub.bounds.minY)
            } else {
                subVisible = sub.bounds
            }
            canvas.saveState()
            canvas.concatenate(sub.presentationTransformToSuperview)
            let alpha = sub.presentationAlpha
            let grouped = alpha < 1
            if grouped { canvas.beginGroup(alpha: alpha) }
            drawContent(of: sub, in: canvas, visible: subVisible)
            if grouped { canvas.endGroup() }
            canvas.restoreState()
        }
    }
}

/// The canvas of the view being drawn, for `UIGraphicsGetCurrentContext()` inside `draw(_:)`.
@MainActor
enum UIGraphicsContextStack {
    static var stack: [any Canvas] = []
    static func push(_ c: any Canvas) { stack.append(c) }
    static func pop() { _ = stack.popLast() }
}

/// The canvas a view's `draw(_:)` draws into (UIKit's current graphics context); nil outside drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> (any Canvas)? { UIGraphicsContextStack.stack.last }
