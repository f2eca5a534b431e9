import Foundation
import Testing
import CCairo
import Folio
@testable import FolioCairo

/// Pieces drawn together (`Canvas.drawTogether`): the canvas holds the straight fills made in the
/// body and draws them by bands of rows on both cores when it returns. The pixels must be those
/// of each piece drawn at once, in the order asked for, whatever other drawing comes between.
@MainActor
@Suite("Cairo canvas: pieces drawn together")
struct DrawTogetherTests {
    static let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
    /// Made for each use: a stored enum of colours hides its references from the leak checker.
    static var overlay: CanvasOverlay {
        .gradient(from: CGPoint(x: 20, y: 30), UIColor(white: 0, alpha: 0.05), to: CGPoint(x: 180, y: 260), UIColor(white: 1, alpha: 0.4))
    }

    /// A canvas on a white 200 × 300 surface at 2×.
    static func whiteCanvas() throws -> CairoCanvas {
        let canvas = CairoCanvas(surface: try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2))
        canvas.clear(to: .white)
        return canvas
    }

    /// Overlapping pieces (every shape of `AffineBlitTests`, in `order`): an image under a
    /// gradient, then a shadow over it; a Cairo fill (an ellipse: curves, never drawn straight)
    /// between the third and the fourth.
    static func drawPieces(on canvas: CairoCanvas, image: any CanvasImage, order: [Int]) {
        for (n, shape) in order.enumerated() {
            let path = SliceFixtures.polygon(AffineBlitTests.shapes[shape])
            canvas.draw(image, transform: transform, clip: path, overlay: overlay)
            canvas.fill(path, from: .zero, UIColor(white: 0, alpha: 0.3), to: CGPoint(x: 200, y: 100), UIColor(white: 0, alpha: 0))
            if n == 2 {
                canvas.fill(CanvasPath(ellipseIn: CGRect(x: 40, y: 60, width: 120, height: 140)), with: UIColor(red: 0, green: 0.5, blue: 0, alpha: 0.5))
            }
        }
    }

    /// How many pixels of `a` and `b` differ.
    static func differing(_ a: CairoSurface, _ b: CairoSurface) -> Int {
        cairo_surface_flush(a.handle)
        cairo_surface_flush(b.handle)
        var count = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }

    @Test("pieces drawn together give exactly the pixels of each drawn at once, in order, a Cairo fill between them included")
    func samePixels() throws {
        let atOnce = try Self.whiteCanvas(), together = try Self.whiteCanvas(), reordered = try Self.whiteCanvas()
        let image = try SliceFixtures.pageImage(on: atOnce)
        Self.drawPieces(on: atOnce, image: image, order: [0, 1, 2, 3, 4])
        together.drawTogether {
            Self.drawPieces(on: together, image: image, order: [0, 1, 2, 3, 4])
            #expect(together.held.jobs.count > 0, "the fills after the Cairo fill are held until the body returns")
        }
        #expect(together.held.jobs.isEmpty)
        Self.drawPieces(on: reordered, image: image, order: [4, 3, 2, 1, 0])

        #expect(Self.differing(atOnce.surface, together.surface) == 0)
        // The fixture shows the order: the same pieces the other way round look different.
        #expect(Self.differing(atOnce.surface, reordered.surface) > 1000)
    }

    @Test("an image drawn again inside: the pieces held before it read it as it was")
    func imageDrawnAgain() throws {
        let atOnce = try Self.whiteCanvas(), together = try Self.whiteCanvas()
        let first = try SliceFixtures.pageImage(on: atOnce), second = try SliceFixtures.pageImage(on: together)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        plain.backgroundColor = .blue
        plain.isOpaque = true
        let piece = SliceFixtures.polygon(AffineBlitTests.shapes[2]), other = SliceFixtures.polygon(AffineBlitTests.shapes[1])

        atOnce.draw(first, transform: Self.transform, clip: piece, overlay: nil)
        let redrawn = atOnce.makeImage(of: plain, reusing: first) as? CairoImage
        #expect(redrawn === first as? CairoImage, "the image is drawn again in its own memory")
        atOnce.draw(first, transform: Self.transform, clip: other, overlay: nil)
        together.drawTogether {
            together.draw(second, transform: Self.transform, clip: piece, overlay: nil)
            _ = together.makeImage(of: plain, reusing: second)
            together.draw(second, transform: Self.transform, clip: other, overlay: nil)
        }

        #expect(Self.differing(atOnce.surface, together.surface) == 0)
        // The first piece shows the stripes, not the blue the image holds afterwards.
        let centre = together.surface.color(at: CGPoint(x: 100, y: 200))
        #expect(!(centre.b > 200 && centre.r < 40 && centre.g < 40), "the held piece read the image drawn afterwards: \(centre)")
    }

    @Test("a group begun and ended inside: the pieces land in it and under what follows, as drawn at once")
    func groups() throws {
        let atOnce = try Self.whiteCanvas(), together = try Self.whiteCanvas()
        let image = try SliceFixtures.pageImage(on: atOnce)
        func draw(on canvas: CairoCanvas) {
            canvas.draw(image, transform: Self.transform, clip: SliceFixtures.polygon(AffineBlitTests.shapes[2]), overlay: Self.overlay)
            canvas.beginGroup(alpha: 0.5)
            Self.drawPieces(on: canvas, image: image, order: [1, 0])
            canvas.endGroup()
            Self.drawPieces(on: canvas, image: image, order: [3, 4])
        }
        draw(on: atOnce)
        together.drawTogether { draw(on: together) }
        #expect(Self.differing(atOnce.surface, together.surface) == 0)
    }
}
