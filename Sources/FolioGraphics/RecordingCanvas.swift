import Foundation
import FolioCore

/// A canvas that records what was drawn as a display list, in device-independent points.
///
/// Behaviour tests check what a view drew without pixels: each command carries the current
/// transform, so `filledRects` are in the canvas's root coordinates.
@preconcurrency @MainActor
public final class RecordingCanvas: Canvas {
    /// One recorded drawing command.
    public enum Command: Equatable {
        case fill(CanvasPath, UIColor, transform: CGAffineTransform)
        /// A linear gradient from the first colour at the first point to the second at the second.
        case gradient(CanvasPath, CGPoint, UIColor, CGPoint, UIColor, transform: CGAffineTransform)
        case stroke(CanvasPath, UIColor, lineWidth: CGFloat, transform: CGAffineTransform)
        case text(String, origin: CGPoint, color: UIColor, transform: CGAffineTransform)
        case clip(CGRect, transform: CGAffineTransform)
        case clipPath(CanvasPath, transform: CGAffineTransform)
        case shadow(CanvasPath, UIColor, blur: CGFloat, transform: CGAffineTransform)
        case image(CGSize, rect: CGRect, tint: UIColor?, transform: CGAffineTransform)
        /// An off-screen image of `size` drawn through `transform` inside `clip`.
        case piece(CGSize, transform: CGAffineTransform, clip: CanvasPath, overlay: CanvasOverlay?)
        case beginGroup(alpha: CGFloat)
        case endGroup
        /// A fill by a rule.
        case fillRule(CanvasPath, UIColor, CGPathFillRule, transform: CGAffineTransform)
        /// A stroke in a style.
        case styledStroke(CanvasPath, UIColor, CanvasStrokeStyle, transform: CGAffineTransform)
        /// A gradient fill.
        case gradientFill(CanvasPath, CanvasGradient, transform: CGAffineTransform)
        /// A clip by a rule.
        case clipRule(CanvasPath, CGPathFillRule, transform: CGAffineTransform)
    }

    /// Everything drawn so far, in order.
    public private(set) var commands: [Command] = []
    public let textEngine: any TextEngine
    private var transform = CGAffineTransform.identity
    private var stack: [CGAffineTransform] = []

    /// Creates a canvas measuring text with `textEngine` (estimated by default).
    public init(textEngine: any TextEngine = EstimatingTextEngine()) { self.textEngine = textEngine }

    public func saveState() { stack.append(transform) }
    public func restoreState() { transform = stack.popLast() ?? .identity }
    public func concatenate(_ t: CGAffineTransform) { transform = t.concatenating(transform) }
    public func clip(to rect: CGRect) { commands.append(.clip(rect, transform: transform)) }
    public func clip(to path: CanvasPath) { commands.append(.clipPath(path, transform: transform)) }
    /// Records the shadow's shape, colour and blur.
    public func fillShadow(_ path: CanvasPath, with color: UIColor, blur: CGFloat) {
        commands.append(.shadow(path, color, blur: blur, transform: transform))
    }
    public func fill(_ path: CanvasPath, with color: UIColor) { commands.append(.fill(path, color, transform: transform)) }
    public func fill(_ path: CanvasPath, from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor) {
        commands.append(.gradient(path, start, startColor, end, endColor, transform: transform))
    }
    public func stroke(_ path: CanvasPath, with color: UIColor, lineWidth: CGFloat) {
        commands.append(.stroke(path, color, lineWidth: lineWidth, transform: transform))
    }
    public func draw(_ layout: any TextLayout, at origin: CGPoint, color: UIColor) {
        let text = (layout as? EstimatingTextEngine.Layout)?.text ?? "<text>"
        commands.append(.text(text, origin: origin, color: color, transform: transform))
    }
    public func draw(_ storage: ImageStorage, size: CGSize, scale: CGFloat, in rect: CGRect, tint: UIColor?) {
        commands.append(.image(size, rect: rect, tint: tint, transform: transform))
    }
    /// A recorded off-screen image: its size only.
    public final class Image: CanvasImage {
        public let size: CGSize
        init(size: CGSize) { self.size = size }
    }
    /// Records nothing of what `drawing` draws: the image stands for it by its size.
    public func makeImage(size: CGSize, opaque: Bool, reusing: (any CanvasImage)?, drawing: (any Canvas) -> Void) -> (any CanvasImage)? {
        if size.width <= 0 || size.height <= 0 || !size.width.isFinite || !size.height.isFinite { return nil }
        if let reused = reusing as? Image, reused.size == size { return reused }
        return Image(size: size)
    }
    /// Records the piece with the transform in the canvas's root coordinates.
    public func draw(_ image: any CanvasImage, transform: CGAffineTransform, clip: CanvasPath, overlay: CanvasOverlay?) {
        commands.append(.piece(image.size, transform: transform.concatenating(self.transform), clip: clip, overlay: overlay))
    }
    public func fill(_ path: CanvasPath, with color: UIColor, rule: CGPathFillRule) {
        commands.append(.fillRule(path, color, rule, transform: transform))
    }
    public func stroke(_ path: CanvasPath, with color: UIColor, style: CanvasStrokeStyle) {
        commands.append(.styledStroke(path, color, style, transform: transform))
    }
    public func fill(_ path: CanvasPath, gradient: CanvasGradient) { commands.append(.gradientFill(path, gradient, transform: transform)) }
    public func clip(to path: CanvasPath, rule: CGPathFillRule) { commands.append(.clipRule(path, rule, transform: transform)) }
    public func beginGroup(alpha: CGFloat) { commands.append(.beginGroup(alpha: alpha)) }
    /// Pixels per point of the device this canvas stands for; nil (the default): none, so no
    /// pixel is known whole.
    public var deviceScale: CGFloat?
    /// The rectangle of whole pixels inside `rect`, at `deviceScale` through the current transform.
    public func wholePixelInterior(of rect: CGRect) -> CGRect? {
        guard let scale = deviceScale, scale > 0, scale.isFinite else { return nil }
        return rect.wholePixelInterior(through: transform.concatenating(CGAffineTransform(scaleX: scale, y: scale)))
    }
    public func endGroup() { commands.append(.endGroup) }

    /// Filled shapes as (bounding box in root coordinates, colour).
    public var fills: [(rect: CGRect, color: UIColor)] {
        commands.compactMap {
            if case let .fill(path, color, t) = $0 { return (path.boundingBox.applying(t), color) }
            return nil
        }
    }

    /// Texts drawn, in order.
    public var texts: [String] {
        commands.compactMap { if case let .text(s, _, _, _) = $0 { return s } else { return nil } }
    }
}
