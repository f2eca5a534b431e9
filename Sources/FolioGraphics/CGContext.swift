import Foundation
import FolioGeometry
import Logging

/// A Core Graphics drawing context, what `UIGraphicsGetCurrentContext()` gives a view's
/// `draw(_:)`: Core Graphics' `CGContext` with its graphics state (fill and stroke colours, line
/// width, caps, joins, dashes, alpha, shadow, the transform), its current path (`move(to:)`,
/// `addLine(to:)`, `addArc`…, then `fillPath()`, `strokePath()`, `clip()`), rectangles,
/// ellipses and gradients — drawn on the canvas underneath. It is also that `Canvas`, so
/// Folio's own views draw through the same context.
///
/// The current path is drawn in the transform current when it is filled or stroked (Core Graphics
/// fixes each point with the transform current when it is added; code that changes the transform
/// between building and drawing a path sees the difference).
@preconcurrency @MainActor
public final class CGContext: Canvas {
    /// The canvas drawn on.
    package let canvas: any Canvas

    /// The graphics state `saveGState()` saves.
    package struct GraphicsState {
        package var fill = UIColor.black
        package var stroke = UIColor.black
        package var style = CanvasStrokeStyle()
        package var alpha: CGFloat = 1
        package var transform = CGAffineTransform.identity
        package var shadow: (offset: CGSize, blur: CGFloat, color: UIColor)?
    }
    package var state = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The path being built.
    package var path = CanvasPath()

    package init(_ canvas: any Canvas) { self.canvas = canvas }

    /// A fresh graphics state and path, for the next view drawn on the same canvas.
    package func reset() {
        state = GraphicsState()
        saved.removeAll(keepingCapacity: true)
        path = CanvasPath()
    }

    package static var log: Logger { Logger(label: "folio.drawing") }

    // MARK: Canvas, forwarded

    /// The text engine of the canvas underneath.
    public var textEngine: any TextEngine { canvas.textEngine }
    /// `saveGState()`.
    public func saveState() { saveGState() }
    /// `restoreGState()`.
    public func restoreState() { restoreGState() }
    /// Appends `transform` to the current one (Core Graphics' `concatenate(_:)`); a transform that
    /// is not finite is refused with a diagnostic.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else {
            return Self.log.warning("CGContext: refused a transform that is not finite")
        }
        state.transform = transform.concatenating(state.transform)
        canvas.concatenate(transform)
    }
    /// Intersects the clip with `rect` (Core Graphics' `clip(to:)`).
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }
    /// The canvas's own drawing, through this context.
    public func clip(to path: CanvasPath) { canvas.clip(to: path) }
    /// The canvas's own drawing, through this context.
    public func fillShadow(_ path: CanvasPath, with color: UIColor, blur: CGFloat) { canvas.fillShadow(path, with: color, blur: blur) }
    /// The canvas's own drawing, through this context.
    public func fill(_ path: CanvasPath, with color: UIColor) { canvas.fill(path, with: color) }
    /// The canvas's own drawing, through this context.
    public func fill(_ path: CanvasPath, from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor) {
        canvas.fill(path, from: start, startColor, to: end, endColor)
    }
    /// The canvas's own drawing, through this context.
    public func stroke(_ path: CanvasPath, with color: UIColor, lineWidth: CGFloat) { canvas.stroke(path, with: color, lineWidth: lineWidth) }
    /// The canvas's own drawing, through this context.
    public func fill(_ path: CanvasPath, with color: UIColor, rule: CGPathFillRule) { canvas.fill(path, with: color, rule: rule) }
    /// The canvas's own drawing, through this context.
    public func stroke(_ path: CanvasPath, with color: UIColor, style: CanvasStrokeStyle) { canvas.stroke(path, with: color, style: style) }
    /// The canvas's own drawing, through this context.
    public func fill(_ path: CanvasPath, gradient: CanvasGradient) { canvas.fill(path, gradient: gradient) }
    /// The canvas's own drawing, through this context.
    public func fill(strips: [CanvasPath], gradient: CanvasGradient) { canvas.fill(strips: strips, gradient: gradient) }
    /// The canvas's own drawing, through this context.
    public func clip(to path: CanvasPath, rule: CGPathFillRule) { canvas.clip(to: path, rule: rule) }
    /// The canvas's own drawing, through this context.
    public func draw(_ layout: any TextLayout, at origin: CGPoint, color: UIColor) { canvas.draw(layout, at: origin, color: color) }
    /// The canvas's own drawing, through this context.
    public func draw(_ storage: ImageStorage, size: CGSize, scale: CGFloat, in rect: CGRect, tint: UIColor?) {
        canvas.draw(storage, size: size, scale: scale, in: rect, tint: tint)
    }
    /// The canvas's own drawing, through this context.
    public func makeImage(size: CGSize, opaque: Bool, reusing: (any CanvasImage)?, drawing: (any Canvas) -> Void) -> (any CanvasImage)? {
        canvas.makeImage(size: size, opaque: opaque, reusing: reusing, drawing: drawing)
    }
    /// The canvas's own drawing, through this context.
    public func draw(_ image: any CanvasImage, transform: CGAffineTransform, clip: CanvasPath, overlay: CanvasOverlay?) {
        canvas.draw(image, transform: transform, clip: clip, overlay: overlay)
    }
    /// The canvas's own drawing, through this context.
    public func beginGroup(alpha: CGFloat) { canvas.beginGroup(alpha: alpha) }
    /// The canvas's own drawing, through this context.
    public func endGroup() { canvas.endGroup() }
    /// The canvas's own drawing, through this context.
    public func drawTogether(_ body: () -> Void) { canvas.drawTogether(body) }

    // MARK: Graphics state

    /// Saves the graphics state (colours, line style, alpha, shadow, transform, clip).
    public func saveGState() {
        saved.append(state)
        canvas.saveState()
    }
    /// Restores the state saved last; an unbalanced call is logged and ignored.
    public func restoreGState() {
        guard let last = saved.popLast() else { return Self.log.warning("CGContext: restoreGState() without saveGState()") }
        state = last
        canvas.restoreState()
    }
    /// The current transform (user space to the view's), Core Graphics' `ctm`.
    public var ctm: CGAffineTransform { state.transform }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// The colour fills use.
    public func setFillColor(_ color: CGColor) { state.fill = UIColor(cgColor: color) }
    /// The fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The fill colour, a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = UIColor(white: gray, alpha: alpha) }
    /// The colour strokes use.
    public func setStrokeColor(_ color: CGColor) { state.stroke = UIColor(cgColor: color) }
    /// The stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The stroke colour, a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = UIColor(white: gray, alpha: alpha) }
    /// The line width (negative or not finite: refused).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return Self.log.warning("CGContext: refused line width \(width)") }
        state.style.lineWidth = width
    }
    /// The line ends.
    public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap }
    /// The corners.
    public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join }
    /// The miter limit.
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite, limit > 0 { state.style.miterLimit = limit } }
    /// Dashes: `lengths` alternate dash and gap, starting `phase` into the pattern (empty: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else {
            return Self.log.warning("CGContext: refused dash lengths \(lengths)")
        }
        state.style.dashes = lengths
        state.style.dashPhase = phase
    }
    /// The alpha everything is drawn with (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
    /// A shadow under what is filled next: offset, blur and colour (nil colour: none).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { (offset, max(0, blur.isFinite ? blur : 0), UIColor(cgColor: $0)) }
    }
    /// A shadow in a third of black, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// `color` with the context's alpha.
    package func faded(_ color: UIColor) -> UIColor { state.alpha >= 1 ? color : color.withAlphaComponent(color.alpha * state.alpha) }

    /// Fills `shape` with the fill colour, its shadow first.
    package func fillShape(_ shape: CanvasPath, rule: CGPathFillRule) {
        if let shadow = state.shadow {
            canvas.saveState()
            canvas.concatenate(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
            canvas.fillShadow(shape, with: faded(shadow.color), blur: shadow.blur)
            canvas.restoreState()
        }
        canvas.fill(shape, with: faded(state.fill), rule: rule)
    }

    /// Strokes `shape` with the stroke colour and line style.
    package func strokeShape(_ shape: CanvasPath) {
        canvas.stroke(shape, with: faded(state.stroke), style: state.style)
    }
}
