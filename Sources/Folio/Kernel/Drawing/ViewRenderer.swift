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
        render(view, in: canvas, visibleRect: visibleRect, backdrop: nil)
    }

    /// Draws `view` as `render(_:in:visibleRect:)` does, its first `backdrop.subviews` subviews
    /// over its background being the backdrop: when `backdrop.isDrawn`, the canvas holds them
    /// already and drawing starts after them; else `backdrop.reached` is called once they are
    /// drawn (not when an opaque subview further on hides them). `byPlacement`: `view` is a
    /// window whose views were all placed by its last `takeDamage()`, so subtrees placed outside
    /// `visibleRect` are skipped without looking into them (a frame drawn from its damage).
    @_spi(Rendering) public static func render(_ view: UIView, in canvas: any Canvas, visibleRect: CGRect?, backdrop: Backdrop?,
                                               byPlacement: Bool = false) {
        guard !view.isHidden, view.presentationAlpha >= 0.01 else { return }
        // Dynamic colours resolve with the traits of what is drawn (its window's appearance).
        let saved = UIColor.drawingTraits
        UIColor.drawingTraits = view.traitCollection
        defer { UIColor.drawingTraits = saved }
        let visible = visibleRect ?? view.bounds
        drawContent(of: view, in: canvas, visible: visible, backdrop: backdrop, placed: byPlacement && view is UIWindow ? visible : nil)
        // The status bar, when what is drawn reaches it (a frame drawn from damage below it skips
        // asking the controllers whether it shows).
        if let window = view as? UIWindow,
           !visible.intersection(CGRect(x: window.bounds.minX, y: window.bounds.minY, width: window.bounds.width,
                                        height: UIWindow.statusBarHeight)).isEmpty {
            canvas.saveState()
            canvas.translateBy(x: window.bounds.minX, y: window.bounds.minY)
            window.drawStatusBar(in: canvas)
            canvas.restoreState()
        }
    }

    /// Draws `layer` in its own coordinates (a view's layer: the view's tree; a standalone
    /// layer: it and its sublayers), as Core Animation's `render(in:)`.
    static func render(_ layer: CALayer, in canvas: any Canvas) {
        if let view = layer.view { render(view, in: canvas); return }
        canvas.saveState()
        canvas.concatenate(layer.transformToSuperlayer.inverted())
        drawLayer(layer, in: canvas)
        canvas.restoreState()
    }

    /// Draws `view` and its subviews in its bounds coordinates; `placed`: the window rectangle
    /// drawn, outside which subtrees placed there are skipped.
    private static func drawContent(of view: UIView, in canvas: any Canvas, visible: CGRect, backdrop: Backdrop? = nil, placed: CGRect? = nil) {
        // A view (or its controller) that overrides the appearance draws its subtree in it.
        let overridden = view.overrideUserInterfaceStyle != .unspecified
            || (view.viewController.map { $0.overrideUserInterfaceStyle != .unspecified } ?? false)
        let saved = UIColor.drawingTraits
        if overridden { UIColor.drawingTraits = view.traitCollection }
        defer { if overridden { UIColor.drawingTraits = saved } }
        var visible = visible
        let bounds = view.presentationBounds
        let layer = view.layer
        let style = LayerStyle(layer.renderLayer, background: view.presentationBackgroundColor)
        let backdrop = layer.standaloneChildCount == 0 ? backdrop : nil
        let drawn = backdrop?.isDrawn == true
        if !drawn { style.drawShadow(in: bounds, canvas: canvas) }
        if view.clipsToBounds {
            style.clip(to: bounds, canvas: canvas)
            visible = visible.intersection(bounds)
            if visible.isNull || visible.isEmpty { return }
        }
        // A subview that paints all of the bounds opaque hides the background and what lies under it.
        let cover = layer.standaloneChildCount == 0
            ? view.firstSubviewOfOpaqueCover(over: bounds, wholePixels: { canvas.wholePixelInterior(of: $0) }) : nil
        if !drawn {
            if cover == nil { drawBackground(of: view, style: style, in: bounds, visible: visible, canvas: canvas) }
            style.layer.drawContent(in: canvas)
            if view.drawsContentEachFrame {
                UIGraphicsContextStack.push(canvas)
                view.draw(bounds)
                UIGraphicsContextStack.pop()
            } else {
                drawContents(of: layer, in: bounds, canvas: canvas)
            }
        }
        let flat = CATransform3DIsIdentity(layer.sublayerTransform)
        if layer.standaloneChildCount == 0 {
            let subviews = view.subviews
            let first = drawn ? min(max(backdrop!.subviews, 0), subviews.count) : cover ?? 0
            for index in first..<subviews.count {
                if let backdrop, !drawn, index == backdrop.subviews { backdrop.reached() }
                drawSubview(subviews[index], in: canvas, visible: visible, flatParent: flat, placed: placed)
            }
            if let backdrop, !drawn, backdrop.subviews == subviews.count, first <= subviews.count { backdrop.reached() }
        } else {
            for child in layer.children {
                if let sub = child.view { drawSubview(sub, in: canvas, visible: visible, flatParent: flat, placed: placed) } else { drawLayer(child, in: canvas) }
            }
        }
        style.drawBorder(in: bounds, canvas: canvas)
    }

    /// Draws the view's background except on whole pixels that opaque subviews paint over (two
    /// pages of a scroll view side by side leave only their seam to fill): every pixel comes out
    /// as when the background is drawn whole, one pass over a large view's pixels fewer.
    private static func drawBackground(of view: UIView, style: LayerStyle, in bounds: CGRect, visible: CGRect, canvas: any Canvas) {
        let shown = bounds.intersection(visible)
        guard (style.background?.alpha ?? 0) > 0, view.layer.cornerRadius == 0, view.layer.standaloneChildCount == 0,
              !shown.isNull, shown.width * shown.height >= backgroundCutMinimumArea else {
            style.drawBackground(in: bounds, canvas: canvas)
            return
        }
        let holes = view.opaqueAreasOfSubviews(within: shown).compactMap { canvas.wholePixelInterior(of: $0) }
        guard !holes.isEmpty, let pieces = RectangleCut.remainder(of: bounds, cutting: holes) else {
            style.drawBackground(in: bounds, canvas: canvas)
            return
        }
        guard let color = style.background, !pieces.isEmpty else { return }
        var path = CanvasPath()
        for piece in pieces { path.append(CanvasPath(rect: piece)) }
        canvas.fill(path, with: color)
    }

    /// Draws the layer's contents (displayed first when they wait to be: a snapshot before the
    /// first frame's display pass) in `bounds`.
    private static func drawContents(of layer: CALayer, in bounds: CGRect, canvas: any Canvas) {
        if layer.needsDisplayFlag { LayerDisplayQueue.rendering { layer.displayIfNeeded() } }
        layer.drawContents(in: canvas, bounds: bounds)
    }

    /// The first subviews of a window kept drawn from one frame to the next (see
    /// `render(_:in:visibleRect:backdrop:)`).
    @_spi(Rendering) public struct Backdrop {
        /// How many of the first subviews, over the view's background, it holds.
        public var subviews: Int
        /// Whether the canvas holds it already.
        public var isDrawn: Bool
        /// Called once it is drawn, when it is not yet.
        public var reached: () -> Void
        /// A backdrop of the first `subviews` subviews.
        public init(subviews: Int, isDrawn: Bool, reached: @escaping () -> Void = {}) {
            self.subviews = subviews
            self.isDrawn = isDrawn
            self.reached = reached
        }
    }

    /// Below this many square points of visible background, the background is drawn whole: the
    /// search for opaque subviews would cost more than the pixels it saves.
    static var backgroundCutMinimumArea: CGFloat = 40_000

    /// Draws `sub` in its superview's coordinates, `flatParent` telling whether the superview's
    /// layer has no `sublayerTransform` (its subviews then have a depth only of their own).
    /// `placed` (see `drawContent`): skipped at once when its window placed it elsewhere.
    private static func drawSubview(_ sub: UIView, in canvas: any Canvas, visible: CGRect, flatParent: Bool, placed: CGRect?) {
        if let placed, !sub.displayStorage.painted.intersects(placed) { return }
        guard !sub.isHidden, sub.presentationAlpha >= 0.01 else { return }
        // A view neither animated nor transformed, in a flat superview, lies at its frame:
        // culled before anything else is asked of it (most views of a frame drawn from its
        // damage lie outside each rectangle).
        let plain = flatParent && sub.depthTransform == nil && sub.transform.isIdentity && !sub.hasPresentationOverrides
        if !plain, let depth = sub.depthMapToSuperview {
            drawProjected(sub, through: depth, in: canvas)
            return
        }
        sub.dropProjection()
        let subVisible: CGRect
        if plain {
            // Only subtrees known to stay inside their frame are culled — leaves and clipping
            // views — by what they paint, their shadow included (a raised thumb far from the
            // damage is not drawn, nor its shadow blurred).
            let bounds = sub.bounds, origin = sub.frame.origin
            if sub.clipsToBounds || sub.subviews.isEmpty {
                let reach = UIWindow.shadowed(bounds, by: sub.layer).offsetBy(dx: origin.x - bounds.minX, dy: origin.y - bounds.minY)
                guard reach.intersects(visible) else { return }
            }
            subVisible = visible.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y)
        } else {
            subVisible = sub.bounds
        }
        canvas.saveState()
        canvas.concatenate(sub.presentationTransformToSuperview)
        let alpha = sub.presentationAlpha
        if alpha < 1, sub.isPlainFill, sub.layer.animationState?.transition == nil {
            // One fill of the background: its alpha folds into the colour, no group needed.
            drawPlainFill(of: sub, alpha: alpha, in: canvas)
            canvas.restoreState()
            return
        }
        let grouped = alpha < 1
        if grouped { canvas.beginGroup(alpha: alpha) }
        if let transition = sub.layer.animationState?.transition {
            drawTransition(transition, of: sub, in: canvas)
        } else {
            drawContent(of: sub, in: canvas, visible: subVisible, placed: placed)
        }
        if grouped { canvas.endGroup() }
        canvas.restoreState()
    }

    /// Draws a view during a `CATransition`: the view as it was when the transition was added and
    /// as it is now, each moved and faded as the transition's type and subtype say (clipped to
    /// the bounds when the view clips).
    private static func drawTransition(_ transition: (animation: CATransition, progress: CGFloat, before: LayerImage?),
                                       of sub: UIView, in canvas: any Canvas) {
        let bounds = sub.presentationBounds
        let place = transition.animation.placement(at: transition.progress, size: bounds.size)
        canvas.saveState()
        if sub.clipsToBounds { canvas.clip(to: bounds) }
        if let before = transition.before, place.old.alpha > 0 {
            canvas.beginGroup(alpha: place.old.alpha)
            canvas.draw(before.storage, size: before.size, scale: before.scale,
                        in: bounds.offsetBy(dx: place.old.offset.x, dy: place.old.offset.y), tint: nil)
            canvas.endGroup()
        }
        if place.new.alpha > 0 {
            canvas.saveState()
            canvas.translateBy(x: place.new.offset.x, y: place.new.offset.y)
            canvas.beginGroup(alpha: place.new.alpha)
            drawContent(of: sub, in: canvas, visible: bounds)
            canvas.endGroup()
            canvas.restoreState()
        }
        canvas.restoreState()
    }

    /// Draws a plain view (`isPlainFill`) at `alpha`: its background, faded.
    private static func drawPlainFill(of view: UIView, alpha: CGFloat, in canvas: any Canvas) {
        let bounds = view.presentationBounds
        guard let background = view.presentationBackgroundColor, background.alpha > 0 else { return }
        let style = LayerStyle(view.layer.renderLayer, background: background.withAlphaComponent(background.alpha * alpha))
        if view.clipsToBounds { style.clip(to: bounds, canvas: canvas) }
        style.drawBackground(in: bounds, canvas: canvas)
    }

    /// Draws a view with a 3-D transform: the view and its subviews rendered flat into an image,
    /// drawn through the projection in affine pieces (`PerspectiveMesh`); nothing from behind
    /// when its layer is not double-sided.
    private static func drawProjected(_ sub: UIView, through depth: CATransform3D, in canvas: any Canvas) {
        let bounds = sub.presentationBounds
        guard sub.layer.isDoubleSided || PerspectiveMesh.showsFront(bounds, through: depth) else { return }
        guard let image = ProjectionImage.image(of: sub, in: canvas) else { return }
        let alpha = sub.presentationAlpha
        if alpha < 1 { canvas.beginGroup(alpha: alpha) }
        defer { if alpha < 1 { canvas.endGroup() } }
        // The canvas's own perspective drawing when it has one; else affine pieces.
        let placed = CATransform3DConcat(CATransform3DMakeTranslation(sub.bounds.minX, sub.bounds.minY, 0), depth)
        if canvas.drawProjected(image, through: placed) { return }
        let pieces = PerspectiveMesh.pieces(of: bounds, through: depth)
        let origin = CGAffineTransform(translationX: sub.bounds.minX, y: sub.bounds.minY)
        for piece in pieces {
            var outline = CanvasPath()
            outline.move(to: piece.outline[0])
            for p in piece.outline.dropFirst() { outline.addLine(to: p) }
            outline.close()
            canvas.draw(image, transform: origin.concatenating(piece.transform), clip: outline, overlay: nil)
        }
    }

    /// Draws a standalone layer (one added with `addSublayer`) and its sublayers, as its
    /// animations show it.
    private static func drawLayer(_ layer: CALayer, in canvas: any Canvas) {
        let shown = layer.renderLayer
        guard !shown.isHidden, shown.opacity >= 0.01 else { return }
        canvas.saveState()
        canvas.concatenate(shown.transformToSuperlayer)
        let grouped = shown.opacity < 1
        if grouped { canvas.beginGroup(alpha: CGFloat(shown.opacity)) }
        let bounds = shown.bounds
        let style = LayerStyle(shown, background: shown.backgroundColor.map(UIColor.init(cgColor:)))
        style.drawShadow(in: bounds, canvas: canvas)
        if shown.masksToBounds { style.clip(to: bounds, canvas: canvas) }
        style.drawBackground(in: bounds, canvas: canvas)
        shown.drawContent(in: canvas)
        drawContents(of: layer, in: bounds, canvas: canvas)
        for child in layer.children { drawLayer(child, in: canvas) }
        style.drawBorder(in: bounds, canvas: canvas)
        if grouped { canvas.endGroup() }
        canvas.restoreState()
    }
}

/// What a layer draws around its content, in Core Animation's order: shadow, background, and
/// (after the content and sublayers) the border.
@MainActor
struct LayerStyle {
    let layer: CALayer
    let background: UIColor?

    init(_ layer: CALayer, background: UIColor?) { self.layer = layer; self.background = background }

    private func outline(_ bounds: CGRect) -> CanvasPath {
        layer.cornerRadius > 0 ? CanvasPath(roundedRect: bounds, cornerRadius: layer.cornerRadius) : CanvasPath(rect: bounds)
    }

    /// The shadow of `shadowPath`, else of the rounded bounds when something fills them; none
    /// when the layer masks to its bounds.
    func drawShadow(in bounds: CGRect, canvas: any Canvas) {
        guard layer.shadowOpacity > 0, !layer.masksToBounds, let color = layer.shadowColor.map(UIColor.init(cgColor:)), color.alpha > 0 else { return }
        let shape: CanvasPath
        if let path = layer.shadowPath {
            shape = path
        } else if (background?.alpha ?? 0) > 0 || (layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0) {
            shape = outline(bounds)
        } else {
            return
        }
        canvas.saveState()
        canvas.translateBy(x: layer.shadowOffset.width, y: layer.shadowOffset.height)
        canvas.fillShadow(shape, with: color.withAlphaComponent(color.alpha * CGFloat(layer.shadowOpacity)), blur: layer.shadowRadius)
        canvas.restoreState()
    }

    func clip(to bounds: CGRect, canvas: any Canvas) {
        if layer.cornerRadius > 0 { canvas.clip(to: outline(bounds)) } else { canvas.clip(to: bounds) }
    }

    func drawBackground(in bounds: CGRect, canvas: any Canvas) {
        guard let bg = background, bg.alpha > 0 else { return }
        if layer.cornerRadius > 0 {
            canvas.fillRoundedRect(bounds, cornerRadius: layer.cornerRadius, with: bg)
        } else {
            canvas.fill(bounds, with: bg)
        }
    }

    /// The border lies inside the bounds, its outer edge on them.
    func drawBorder(in bounds: CGRect, canvas: any Canvas) {
        let w = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        guard w > 0, let color = layer.borderColor.map(UIColor.init(cgColor:)), color.alpha > 0 else { return }
        let inset = bounds.insetBy(dx: w / 2, dy: w / 2)
        let path = layer.cornerRadius > 0
            ? CanvasPath(roundedRect: inset, cornerRadius: max(0, layer.cornerRadius - w / 2))
            : CanvasPath(rect: inset)
        canvas.stroke(path, with: color, lineWidth: w)
    }
}

/// The context of the view being drawn, for `UIGraphicsGetCurrentContext()` inside `draw(_:)`:
/// one context per nesting depth, kept from frame to frame and given a fresh graphics state for
/// each view (no allocation per drawn view).
@MainActor
enum UIGraphicsContextStack {
    private static var contexts: [CGContext] = []
    private static var depth = 0
    static var current: CGContext? { depth > 0 ? contexts[depth - 1] : nil }

    static func push(_ canvas: any Canvas) {
        if depth < contexts.count, contexts[depth].canvas === canvas {
            contexts[depth].reset()
        } else if depth < contexts.count {
            contexts[depth] = CGContext(canvas)
        } else {
            contexts.append(CGContext(canvas))
        }
        depth += 1
    }
    /// Makes `context` current (an image renderer's, `UIGraphicsPushContext`).
    static func push(context: CGContext) {
        if depth < contexts.count { contexts[depth] = context } else { contexts.append(context) }
        depth += 1
    }
    static func pop() { depth = max(0, depth - 1) }
}

/// Makes `context` the current context until `UIGraphicsPopContext()`, UIKit's `UIGraphicsPushContext`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context: context) }

/// Makes the context current before the last `UIGraphicsPushContext(_:)` current again.
@MainActor
public func UIGraphicsPopContext() { UIGraphicsContextStack.pop() }

/// The context a view's `draw(_:)` draws into (UIKit's current graphics context, a `CGContext`
/// over the window's canvas); nil outside drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// Fills `rect` with the current context's fill colour (`UIColor.setFill()`), UIKit's `UIRectFill`.
@MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame just inside `rect` with the fill colour, UIKit's `UIRectFrame`.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.isFinite else { return }
    var frame = CanvasPath(rect: rect)
    frame.append(CanvasPath(rect: rect.insetBy(dx: 1, dy: 1)))
    context.fill(frame, with: context.faded(context.state.fill), rule: .evenOdd)
}
