import Foundation
import FolioCore

/// Where views draw: the backend-neutral drawing surface.
///
/// `FolioCairo` implements it on Cairo; `RecordingCanvas` records a display list for tests. It
/// speaks the drawing module's types alone (colours, fonts, paths, image storage): the toolkit
/// adds what takes its own (`draw(_: UIImage, …)`, `makeImage(of: UIView, …)`).
/// Coordinates are points; the backend applies the screen scale.
@preconcurrency @MainActor
public protocol Canvas: AnyObject {
    /// The text engine that lays out text for this canvas.
    var textEngine: any TextEngine { get }
    /// Pushes the graphics state (transform, clip).
    func saveState()
    /// Pops the graphics state.
    func restoreState()
    /// Appends a transform to the current one.
    func concatenate(_ transform: CGAffineTransform)
    /// Intersects the clip with `rect`.
    func clip(to rect: CGRect)
    /// Intersects the clip with the inside of `path` (a layer's rounded mask).
    func clip(to path: CanvasPath)
    /// Fills `path` with `color` blurred by a Gaussian of about `blur` / 2 points (a layer's shadow).
    func fillShadow(_ path: CanvasPath, with color: UIColor, blur: CGFloat)
    /// Fills a path.
    func fill(_ path: CanvasPath, with color: UIColor)
    /// Fills `path` with a linear gradient: `startColor` at `start` and before it, `endColor` at
    /// `end` and past it (soft shadows without a blur).
    func fill(_ path: CanvasPath, from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor)
    /// Strokes a path.
    func stroke(_ path: CanvasPath, with color: UIColor, lineWidth: CGFloat)
    /// Fills a path, deciding its inside by `rule` (even-odd: rings).
    func fill(_ path: CanvasPath, with color: UIColor, rule: CGPathFillRule)
    /// Strokes a path in `style` (width, caps, joins, dashes).
    func stroke(_ path: CanvasPath, with color: UIColor, style: CanvasStrokeStyle)
    /// Fills `path` with `gradient`; outside the gradient's ends only what it extends is painted.
    func fill(_ path: CanvasPath, gradient: CanvasGradient)
    /// Fills `strips` with the linear `gradient` as one shape: convex polygons laid side by side
    /// across its direction, each between two lines of one colour, neighbours meeting or
    /// overlapping (a rolled page's strips), so no seam shows where they meet.
    func fill(strips: [CanvasPath], gradient: CanvasGradient)
    /// Intersects the clip with the inside of `path` by `rule`.
    func clip(to path: CanvasPath, rule: CGPathFillRule)
    /// Draws a text layout made by `textEngine` with its top-left corner at `origin`.
    func draw(_ layout: any TextLayout, at origin: CGPoint, color: UIColor)
    /// Draws the encoded image `storage` (`size` points at `scale`) scaled into `rect`; with
    /// `tint`, only its alpha is used, filled with the tint (template images).
    func draw(_ storage: ImageStorage, size: CGSize, scale: CGFloat, in rect: CGRect, tint: UIColor?)
    /// Makes an off-screen image of `size` points at this canvas's scale and runs `drawing` on a
    /// canvas over it (for drawing a view in pieces: the page curl); into `reusing`'s memory when
    /// that image has this size (no allocation), else into a new one; nil when `size` has no
    /// area. `opaque`: what is drawn covers the whole image, which need not be cleared first.
    func makeImage(size: CGSize, opaque: Bool, reusing: (any CanvasImage)?, drawing: (any Canvas) -> Void) -> (any CanvasImage)?
    /// Fills `clip` with `image` (in its own points) mapped by `transform`, then tints it with
    /// `overlay` (a colour or a gradient); outside the image, the image adds nothing (a caller
    /// keeps `clip` on it).
    func draw(_ image: any CanvasImage, transform: CGAffineTransform, clip: CanvasPath, overlay: CanvasOverlay?)
    /// Draws `image` (in its own points) through `transform` — its points (z = 0) → user space,
    /// with perspective — over what is there, clipped to the current clip. Returns false, drawing
    /// nothing, when this canvas cannot (the caller then draws it in affine pieces).
    func drawProjected(_ image: any CanvasImage, through transform: CATransform3D) -> Bool
    /// The largest rectangle inside `rect` (user space) whose edges lie between whole device
    /// pixels: every pixel in it is wholly inside `rect`. Nil when user space is turned or skewed
    /// or the canvas cannot tell (the caller then treats no pixel as whole).
    func wholePixelInterior(of rect: CGRect) -> CGRect?
    /// Starts a group composited with `alpha` when ended.
    func beginGroup(alpha: CGFloat)
    /// Composites the group begun last.
    func endGroup()
    /// Runs `body`, whose pieces the canvas may hold and draw together when it returns (both
    /// cores sharing their rows); the pixels come out as if each had been drawn at once.
    func drawTogether(_ body: () -> Void)
}

extension Canvas {
    /// Fills each strip in turn.
    public func fill(strips: [CanvasPath], gradient: CanvasGradient) {
        for strip in strips { fill(strip, gradient: gradient) }
    }
    /// Draws each piece at once.
    public func drawTogether(_ body: () -> Void) { body() }
    /// Cannot: the caller draws the image in affine pieces.
    public func drawProjected(_ image: any CanvasImage, through transform: CATransform3D) -> Bool { false }
    /// Cannot tell where device pixels lie.
    public func wholePixelInterior(of rect: CGRect) -> CGRect? { nil }
    /// Moves the origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Fills a rectangle.
    public func fill(_ rect: CGRect, with color: UIColor) { fill(CanvasPath(rect: rect), with: color) }
    /// Fills an ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect, with color: UIColor) { fill(CanvasPath(ellipseIn: rect), with: color) }
    /// Fills a rounded rectangle.
    public func fillRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, with color: UIColor) {
        fill(CanvasPath(roundedRect: rect, cornerRadius: cornerRadius), with: color)
    }
}

/// An off-screen rendering made by a canvas (`makeImage(of:)`), drawable on that canvas.
@preconcurrency @MainActor
public protocol CanvasImage: AnyObject {
    /// Size in points.
    var size: CGSize { get }
}
