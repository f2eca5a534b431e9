import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting

/// Images drawn in code, as apps draw placeholders, thumbnails and bubbles: `UIGraphicsImageRenderer`,
/// the older image-context functions, `UIImage.draw`, and resizable images with cap insets.
@MainActor
@Suite("Image renderers and resizable images")
struct ImageRendererTests {
    init() { CairoRenderer.installOffscreenRendering() }

    static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    static let green = RGBA(r: 0, g: 255, b: 0, a: 255)

    @Test("image(actions:) draws with the context's CGContext at the format's scale; the image has the renderer's size in points")
    func rendererImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        var sawCurrent = false
        let image = renderer.image { context in
            sawCurrent = UIGraphicsGetCurrentContext() === context.cgContext
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIBezierPath(ovalIn: CGRect(x: 24, y: 4, width: 12, height: 12)).fill()
        }
        #expect(sawCurrent, "the actions' context is the current context")
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        let png = renderer.pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            image.draw(at: .zero)
        }
        let surface = try CairoSurface(pngData: png, scale: 2)
        #expect(surface.pixelWidth == 80 && surface.pixelHeight == 40)
        #expect(surface.color(at: CGPoint(x: 5, y: 10)) == Self.red, "the image drawn over the blue")
        #expect(surface.color(at: CGPoint(x: 30, y: 10)) == Self.red, "the oval")
        #expect(surface.color(at: CGPoint(x: 38, y: 2)).a == 0, "transparent where nothing was drawn")
    }

    @Test("jpegData encodes the drawing as a JPEG that UIImage reads back at its pixel size")
    func rendererJPEG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let data = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: format).jpegData(withCompressionQuality: 0.9) { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 32, height: 16))
        }
        #expect(data.starts(with: [0xFF, 0xD8]), "a JPEG stream")
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 32, height: 16))
    }

    @Test("the older image context: begin, draw, take the image, end; a zero size gives no image and no trap")
    func imageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil, "ended: no current context")
        let surface = try CairoSurface(pngData: try #require(Self.png(of: image)))
        #expect(surface.color(at: CGPoint(x: 2, y: 5)) == Self.blue && surface.color(at: CGPoint(x: 8, y: 5)).a == 0)

        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()   // one too many: a diagnostic
        let empty = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 4)).image { _ in }
        #expect(empty.size == .zero)
    }

    /// `image` drawn at its size through an image renderer, as PNG.
    static func png(of image: UIImage) -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let data = UIGraphicsImageRenderer(size: image.size, format: format).pngData { _ in image.draw(at: .zero) }
        return data.isEmpty ? nil : data
    }

    /// A 30 × 30 bubble: a 10-point red frame; inside, a green left half and a blue right half.
    static func bubble() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 5, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 15, y: 10, width: 5, height: 10))
        }
    }

    private func shown(_ image: UIImage, size: CGSize) throws -> CairoSurface {
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: size)
        return try CairoRenderer.image(of: view, scale: 1, background: .white)
    }

    @Test("a stretched resizable image keeps its caps at their size and stretches the middle")
    func stretch() throws {
        let image = Self.bubble().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let s = try shown(image, size: CGSize(width: 100, height: 60))
        #expect(s.color(at: CGPoint(x: 5, y: 5)) == Self.red && s.color(at: CGPoint(x: 95, y: 55)) == Self.red, "corners")
        #expect(s.color(at: CGPoint(x: 50, y: 5)) == Self.red && s.color(at: CGPoint(x: 5, y: 30)) == Self.red, "edges stay 10 points thick")
        #expect(s.color(at: CGPoint(x: 30, y: 12)) == Self.green, "the middle starts at 10 points, not scaled with the image")
        #expect(s.color(at: CGPoint(x: 37, y: 30)) == Self.green, "the middle's left half stretched over 40 points")
        #expect(s.color(at: CGPoint(x: 63, y: 30)) == Self.blue)
    }

    @Test("resizableImage(withCapInsets:) tiles the middle at its own size, as UIKit's default")
    func tile() throws {
        let image = Self.bubble().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.resizingMode == .tile && image.capInsets.left == 10)
        let s = try shown(image, size: CGSize(width: 100, height: 60))
        #expect(s.color(at: CGPoint(x: 22, y: 30)) == Self.green && s.color(at: CGPoint(x: 37, y: 30)) == Self.blue,
                "repeats every 10 points: green, blue, green…")
        #expect(s.color(at: CGPoint(x: 95, y: 30)) == Self.red)
        let plain = try shown(Self.bubble(), size: CGSize(width: 100, height: 60))
        #expect(plain.color(at: CGPoint(x: 20, y: 30)) == Self.red, "without caps the whole image scales: its frame is 33 points wide")
        #expect(s.color(at: CGPoint(x: 20, y: 30)) == Self.green)
    }

    @Test("bad cap insets are taken as zero with a diagnostic; caps larger than the space shrink in proportion")
    func badInsets() throws {
        let image = Self.bubble().resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: -3, bottom: 10, right: .infinity), resizingMode: .stretch)
        #expect(image.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
        let tight = Self.bubble().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let s = try shown(tight, size: CGSize(width: 10, height: 10))
        #expect(s.color(at: CGPoint(x: 5, y: 5)) == Self.red, "only the caps, halved")
    }

    @Test("drawHierarchy(in:afterScreenUpdates:) draws a view tree into a renderer, scaled; snapshotView gives a view that looks the same")
    func snapshots() throws {
        let card = UIView(frame: CGRect(x: 30, y: 40, width: 40, height: 20))
        card.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let png = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40), format: format).pngData { _ in
            drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: true)
        }
        #expect(drew && !card.drawHierarchy(in: card.bounds, afterScreenUpdates: false), "false outside a context")
        let s = try CairoSurface(pngData: png)
        #expect(s.color(at: CGPoint(x: 20, y: 20)) == Self.red && s.color(at: CGPoint(x: 60, y: 20)) == Self.blue, "twice the size")

        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == card.frame && snapshot.subviews.isEmpty)
        let shown = try CairoRenderer.image(of: snapshot, scale: 1, background: .white)
        #expect(shown.color(at: CGPoint(x: 10, y: 10)) == Self.red && shown.color(at: CGPoint(x: 30, y: 10)) == Self.blue)
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: false) == nil)
    }

    @Test("UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) rounds only the corners named")
    func roundedCorners() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).pngData { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .bottomRight],
                         cornerRadii: CGSize(width: 12, height: 12)).fill()
        }
        let s = try CairoSurface(pngData: png)
        #expect(s.color(at: CGPoint(x: 1, y: 1)).a == 0 && s.color(at: CGPoint(x: 39, y: 39)).a == 0, "rounded")
        #expect(s.color(at: CGPoint(x: 39, y: 1)) == Self.red && s.color(at: CGPoint(x: 1, y: 39)) == Self.red, "square")
        #expect(s.color(at: CGPoint(x: 20, y: 20)) == Self.red)
        #expect(UIView().isOpaque, "views are opaque by default, as in UIKit")
    }
}
