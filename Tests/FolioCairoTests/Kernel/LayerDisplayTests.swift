import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting

/// Core Animation's display model, as UIKit code relies on it: a view's `draw(_:)` runs in the
/// frame's display pass, once per `setNeedsDisplay()`, into the layer's backing store, and the
/// frames show what it drew; a layer shows a `CGImage` set as its `contents`, placed by
/// `contentsGravity`; standalone layers draw through their delegate or `draw(in:)` only when asked.
@MainActor
@Suite("Layer display: draw(_:) in the display pass, contents, delegates")
struct LayerDisplayTests {
    /// A view drawn the way iOS code draws one: red on its left 20 points, blue on the rest.
    final class Halves: UIView {
        var draws = 0
        var sizes: [CGSize] = []
        override func draw(_ rect: CGRect) {
            draws += 1
            sizes.append(rect.size)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: bounds.height))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 20, y: 0, width: bounds.width - 20, height: bounds.height))
        }
    }

    private func setUp() -> (HeadlessApp, UIViewController) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 2, rootViewController: root)
        app.tick()
        return (app, root)
    }

    /// The colour at a point of the window, as (r, g, b) bytes.
    private func color(_ app: HeadlessApp, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let p = app.snapshot().pixel(x: Int(x * 2), y: Int(y * 2))
        return [p.r, p.g, p.b]
    }
    private let red: [UInt8] = [255, 0, 0], blue: [UInt8] = [0, 0, 255], white: [UInt8] = [255, 255, 255]

    @Test("draw(_:) runs once when the view is first shown, at its laid-out size, and not again while only its place changes")
    func drawOncePerDisplay() {
        let (app, root) = setUp()
        let view = Halves(frame: .zero)
        root.view.addSubview(view)
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        #expect(view.draws == 0, "nothing is drawn inside the calls")
        #expect(view.layer.needsDisplay())
        app.tick()
        #expect(view.draws == 1)
        #expect(view.sizes == [CGSize(width: 40, height: 40)])
        #expect(!view.layer.needsDisplay())
        #expect(color(app, 15, 30) == red && color(app, 40, 30) == blue)
        view.frame.origin = CGPoint(x: 100, y: 100)
        app.tick()
        app.tick()
        #expect(view.draws == 1, "moved: the drawn content is shown again, not drawn again")
        #expect(color(app, 105, 120) == red)
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        app.tick()
        #expect(view.draws == 2)
    }

    @Test("layer.displayIfNeeded() runs draw(_:) at once, only when the layer waits; setNeedsDisplay(_:) asks too")
    func displayIfNeeded() {
        let (_, root) = setUp()
        let view = Halves(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.view.addSubview(view)
        view.layer.displayIfNeeded()
        #expect(view.draws == 1)
        view.layer.displayIfNeeded()
        #expect(view.draws == 1, "nothing waits")
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        view.layer.displayIfNeeded()
        #expect(view.draws == 2)
        let image = view.layer.contents as? CGImage
        #expect(image?.width == 80 && image?.height == 80, "the backing store is the bounds at the screen's scale")
        #expect(view.contentScaleFactor == 2)
    }

    @Test("a view whose bounds grow shows its content stretched by its content mode; under .redraw it is drawn again")
    func boundsChange() {
        let (app, root) = setUp()
        let stretched = Halves(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let redrawn = Halves(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        redrawn.contentMode = .redraw
        root.view.addSubview(stretched)
        root.view.addSubview(redrawn)
        app.tick()
        stretched.frame.size.width = 80
        redrawn.frame.size.width = 80
        app.tick()
        #expect(stretched.draws == 1 && redrawn.draws == 2)
        #expect(color(app, 30, 20) == red, "the red 20 points became 40")
        #expect(color(app, 30, 120) == blue, "drawn again at 80 points: red stays 20 points wide")
    }

    /// Draws a green square for its layer, as a layer's delegate.
    final class GreenDelegate: NSObject, CALayerDelegate {
        var draws = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(layer.bounds)
        }
    }

    @Test("a standalone layer draws through its delegate only after setNeedsDisplay(), in the next frame")
    func delegateDraws() {
        let (app, root) = setUp()
        let delegate = GreenDelegate()
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 30, height: 30)
        layer.delegate = delegate
        root.view.layer.addSublayer(layer)
        app.tick()
        #expect(delegate.draws == 0, "a layer is not displayed until asked")
        #expect(color(app, 60, 60) == white)
        layer.setNeedsDisplay()
        app.tick()
        #expect(delegate.draws == 1)
        #expect(color(app, 60, 60) == [0, 255, 0])
        app.tick()
        #expect(delegate.draws == 1)
    }

    /// Sets its layer's contents itself, as `display(_:)` delegates do.
    final class ImageDelegate: NSObject, CALayerDelegate {
        let image: CGImage
        var drew = false
        init(image: CGImage) { self.image = image }
        func display(_ layer: CALayer) { layer.contents = image }
        func draw(_ layer: CALayer, in ctx: CGContext) { drew = true }
    }

    /// A 10 × 10 point red image at scale 1.
    private func redImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test("a delegate that writes display(_:) sets the contents itself; draw(_:in:) is not asked")
    func delegateDisplays() throws {
        let (app, root) = setUp()
        let image = try #require(redImage().cgImage)
        let delegate = ImageDelegate(image: image)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.delegate = delegate
        root.view.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        app.tick()
        #expect(!delegate.drew)
        #expect((layer.contents as? CGImage) === image)
        #expect(color(app, 15, 15) == red, "resized to the bounds (contentsGravity .resize)")
    }

    /// A layer subclass that draws itself, redrawn whenever its size changes.
    final class RingLayer: CALayer {
        var draws = 0
        override init() {
            super.init()
            needsDisplayOnBoundsChange = true
        }
        override func draw(in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(bounds)
        }
    }

    @Test("a CALayer subclass draws in draw(in:); needsDisplayOnBoundsChange displays it again when its size changes")
    func layerSubclassDraws() {
        let (app, root) = setUp()
        let ring = RingLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.view.layer.addSublayer(ring)
        app.tick()
        #expect(ring.draws == 1, "its first size asked for display")
        #expect(color(app, 10, 10) == blue && color(app, 35, 10) == white)
        ring.bounds.size = CGSize(width: 60, height: 20)   // about its position: x from -20 to 40
        app.advance(by: 0.5)   // past the implicit animation of the bounds
        #expect(ring.draws == 2)
        #expect(color(app, 35, 10) == blue)
        ring.position.x += 10
        app.advance(by: 0.5)
        #expect(ring.draws == 2, "moved, not resized")
    }

    @Test("contents from image.cgImage are placed by contentsGravity: .center unscaled, .resizeAspect fitted; on a standalone layer .top is the bounds' maximum y")
    func contentsGravity() throws {
        let (app, root) = setUp()
        let image = try #require(redImage().cgImage)
        #expect(image.width == 10 && image.height == 10)
        let centered = CALayer()
        centered.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        centered.contents = image
        centered.contentsGravity = .center
        let top = CALayer()
        top.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
        top.contents = image
        top.contentsGravity = .top
        let fitted = CALayer()
        fitted.frame = CGRect(x: 0, y: 100, width: 80, height: 40)
        fitted.contents = image
        fitted.contentsGravity = .resizeAspect
        for layer in [centered, top, fitted] { root.view.layer.addSublayer(layer) }
        app.tick()
        #expect(color(app, 25, 25) == red && color(app, 18, 25) == white && color(app, 25, 32) == white)
        #expect(color(app, 125, 45) == red && color(app, 125, 5) == white, "iOS's unflipped layer: top is the far edge")
        #expect(color(app, 40, 120) == red && color(app, 15, 120) == white && color(app, 65, 120) == white, "40 × 40 in the middle")
        top.isGeometryFlipped = true
        app.tick()
        #expect(color(app, 125, 5) == red && color(app, 125, 45) == white)
    }

    @Test("a view's content mode places its layer's contents: .top is the top of the screen")
    func viewContentMode() throws {
        let (app, root) = setUp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.contents = try #require(redImage().cgImage)
        view.layer.contentsScale = 1
        view.contentMode = .top
        root.view.addSubview(view)
        app.tick()
        #expect(view.layer.contentsGravity == .top)
        #expect(color(app, 25, 5) == red && color(app, 25, 45) == white)
    }

    @Test("contents that are not a CGImage (a UIImage) show nothing, with a diagnostic; the layer draws on")
    func contentsNotAnImage() {
        let (app, root) = setUp()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.backgroundColor = UIColor.blue.cgColor
        layer.contents = redImage()
        root.view.layer.addSublayer(layer)
        app.tick()
        #expect(color(app, 15, 15) == blue)
    }

    @Test("a view's layer answers its view as its delegate and refuses another")
    func viewIsTheDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
        view.layer.delegate = GreenDelegate()
        #expect(view.layer.delegate === view)
    }

    @Test("CGContext.makeImage() copies the renderer's pixels; UIImage(cgImage:scale:orientation:) shows them at that scale")
    func makeImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        var made: CGImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            made = context.cgContext.makeImage()
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        }
        let image = try #require(made)
        #expect(image.width == 20 && image.height == 10 && image.bytesPerRow == 80)
        let ui = UIImage(cgImage: image, scale: 2, orientation: .up)
        #expect(ui.size == CGSize(width: 10, height: 5) && ui.scale == 2)
        let png = try #require(ui.pngData())
        let surface = try CairoSurface(pngData: png, scale: 2)
        let p = surface.pixel(x: 3, y: 3)
        #expect([p.r, p.g, p.b] == [0, 255, 0], "the copy kept the green drawn before it")
        #expect(UIImage(cgImage: image).size == CGSize(width: 20, height: 10))
    }
}
