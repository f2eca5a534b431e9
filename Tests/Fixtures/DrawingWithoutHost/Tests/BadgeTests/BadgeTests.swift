import Testing
import Folio
import FolioCairo
import Badge

/// No host, no headless app: the badge's `draw(_:)` runs when it is rendered into an image.
@MainActor
struct BadgeTests {
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))

    func pixels(_ png: Data, scale: CGFloat = 1) throws -> CairoSurface { try CairoSurface(pngData: png, scale: scale) }

    @Test func layerRenderedIntoAnImageRenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: badge.bounds.size, format: format)
        let png = renderer.pngData { context in badge.layer.render(in: context.cgContext) }
        let surface = try pixels(png)
        #expect(surface.pixelWidth == 40 && surface.pixelHeight == 20)
        #expect(surface.pixel(x: 5, y: 10) == RGBA(r: 255, g: 0, b: 0, a: 255), "the left half is red")
        #expect(surface.pixel(x: 30, y: 10) == RGBA(r: 0, g: 0, b: 255, a: 255), "the circle's middle is blue")
        #expect(surface.pixel(x: 21, y: 1) == RGBA(r: 255, g: 255, b: 255, a: 255), "outside the circle, the white background")
    }

    @Test func hierarchyDrawnIntoAnImage() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40))
        let image = renderer.image { _ in _ = badge.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: true) }
        let png = try #require(image.pngData())
        let surface = try pixels(png, scale: image.scale)
        #expect(image.size == CGSize(width: 80, height: 40))
        #expect(surface.color(at: CGPoint(x: 10, y: 20)) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(surface.color(at: CGPoint(x: 60, y: 20)) == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func displayedIntoItsBackingStore() throws {
        #expect(badge.layer.needsDisplay())
        badge.layer.displayIfNeeded()
        #expect(!badge.layer.needsDisplay())
        let drawn = try #require(badge.layer.contents as? CGImage)
        let scale = badge.contentScaleFactor
        #expect(drawn.width == Int(40 * scale) && drawn.height == Int(20 * scale))
        let png = try #require(UIImage(cgImage: drawn, scale: scale, orientation: .up).pngData())
        let surface = try pixels(png, scale: scale)
        #expect(surface.color(at: CGPoint(x: 5, y: 10)) == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    /// A layer's delegate written outside Folio, drawing only (no `display(_:)` of its own).
    final class Stripe: CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: layer.bounds.height))
        }
    }

    @Test func standaloneLayerDrawnByItsDelegate() throws {
        let stripe = Stripe()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.contentsScale = 1
        layer.delegate = stripe
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let drawn = try #require(layer.contents as? CGImage)
        let surface = try pixels(try #require(UIImage(cgImage: drawn).pngData()))
        #expect(surface.pixel(x: 1, y: 4) == RGBA(r: 0, g: 255, b: 0, a: 255))
        #expect(surface.pixel(x: 6, y: 4).a == 0, "nothing drawn there")
    }
}
