import Foundation
import FolioCore
@_spi(Rendering) import FolioGraphics

/// The canvas `CALayer.display()` draws a layer's content into: the backend's off-screen pixels
/// of the layer's bounds at its `contentsScale`, made when something is first drawn — a layer
/// (a plain view's) whose drawing draws nothing costs no memory and shows no contents.
@MainActor
final class BackingStoreCanvas: Canvas {
    private let size: CGSize
    private let scale: CGFloat
    /// The pixels, once something was drawn.
    private var target: (any OffscreenCanvas)?
    /// Whether making them was tried (and failed, with a diagnostic).
    private var failed = false
    /// The state changes made before anything was drawn, replayed on the pixels when made.
    private var prelude: [(any Canvas) -> Void] = []

    init(size: CGSize, scale: CGFloat) { self.size = size; self.scale = scale }

    /// What was drawn, as an image sharing the pixels; nil when nothing was.
    var image: CGImage? {
        guard let target else { return nil }
        let pixels = target.pixelSize
        return CGImage(storage: target.keptPixels(), width: pixels.width, height: pixels.height)
    }

    /// The pixels, made on first use.
    private var pixels: (any Canvas)? {
        if let target { return target }
        guard !failed else { return nil }
        guard let made = OffscreenRendering.canvas(size: size, scale: scale, opaque: false, caller: "CALayer.display()") else {
            failed = true
            return nil
        }
        for step in prelude { step(made) }
        prelude.removeAll()
        target = made
        return made
    }

    /// A state change: on the pixels when they exist, else kept for them.
    private func state(_ step: @escaping (any Canvas) -> Void) {
        if let target { step(target) } else { prelude.append(step) }
    }

    var textEngine: any TextEngine { pixels?.textEngine ?? EstimatingTextEngine() }
    func saveState() { state { $0.saveState() } }
    func restoreState() { state { $0.restoreState() } }
    func concatenate(_ transform: CGAffineTransform) { state { $0.concatenate(transform) } }
    func clip(to rect: CGRect) { state { $0.clip(to: rect) } }
    func clip(to path: CanvasPath) { state { $0.clip(to: path) } }
    func clip(to path: CanvasPath, rule: CGPathFillRule) { state { $0.clip(to: path, rule: rule) } }
    func fillShadow(_ path: CanvasPath, with color: UIColor, blur: CGFloat) { pixels?.fillShadow(path, with: color, blur: blur) }
    func fill(_ path: CanvasPath, with color: UIColor) { pixels?.fill(path, with: color) }
    func fill(_ path: CanvasPath, from start: CGPoint, _ startColor: UIColor, to end: CGPoint, _ endColor: UIColor) {
        pixels?.fill(path, from: start, startColor, to: end, endColor)
    }
    func stroke(_ path: CanvasPath, with color: UIColor, lineWidth: CGFloat) { pixels?.stroke(path, with: color, lineWidth: lineWidth) }
    func fill(_ path: CanvasPath, with color: UIColor, rule: CGPathFillRule) { pixels?.fill(path, with: color, rule: rule) }
    func stroke(_ path: CanvasPath, with color: UIColor, style: CanvasStrokeStyle) { pixels?.stroke(path, with: color, style: style) }
    func fill(_ path: CanvasPath, gradient: CanvasGradient) { pixels?.fill(path, gradient: gradient) }
    func fill(strips: [CanvasPath], gradient: CanvasGradient) { pixels?.fill(strips: strips, gradient: gradient) }
    func draw(_ layout: any TextLayout, at origin: CGPoint, color: UIColor) { pixels?.draw(layout, at: origin, color: color) }
    func draw(_ storage: ImageStorage, size: CGSize, scale: CGFloat, in rect: CGRect, tint: UIColor?) {
        pixels?.draw(storage, size: size, scale: scale, in: rect, tint: tint)
    }
    func makeImage(size: CGSize, opaque: Bool, reusing: (any CanvasImage)?, drawing: (any Canvas) -> Void) -> (any CanvasImage)? {
        pixels?.makeImage(size: size, opaque: opaque, reusing: reusing, drawing: drawing)
    }
    func draw(_ image: any CanvasImage, transform: CGAffineTransform, clip: CanvasPath, overlay: CanvasOverlay?) {
        pixels?.draw(image, transform: transform, clip: clip, overlay: overlay)
    }
    func drawProjected(_ image: any CanvasImage, through transform: CATransform3D) -> Bool {
        pixels?.drawProjected(image, through: transform) ?? true
    }
    func wholePixelInterior(of rect: CGRect) -> CGRect? { pixels?.wholePixelInterior(of: rect) }
    func beginGroup(alpha: CGFloat) { pixels?.beginGroup(alpha: alpha) }
    func endGroup() { pixels?.endGroup() }
    func drawTogether(_ body: () -> Void) {
        if let target { target.drawTogether(body) } else { body() }
    }
}
