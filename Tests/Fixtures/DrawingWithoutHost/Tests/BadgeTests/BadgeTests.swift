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
}
