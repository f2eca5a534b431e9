import Foundation
import Testing
import CCairo
import Folio
@testable import FolioCairo

/// Slanted polygons filled in bands (rows or columns: whole pixels as boxes, edges through a
/// mask) come out as cairo's own fill of the same shape makes them: inside, the same pixels; on
/// a shallow edge, cairo works out a mask's coverage a few per cent apart from a direct fill's
/// (up to 12 of 255 seen), so pixels may differ that much there. The canvas fills what it can
/// straight (`AffineBlit`) and the rest — shapes with curves or dents, clips Cairo cannot list
/// as rectangles — in these bands; the tests here call the banded fill itself.
@MainActor
@Suite("Cairo canvas: slanted shapes filled in bands")
struct CairoSliceTests {
    /// The largest difference of any channel between two surfaces, and where.
    private func worst(_ a: CairoSurface, _ b: CairoSurface) -> (difference: Int, x: Int, y: Int) {
        var result = (difference: 0, x: 0, y: 0)
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                if d > result.difference { result = (d, x, y) }
            }
        }
        return result
    }

    /// ```
    ///   a steep strip         a shallow strip          a large slanted quad (whole boxes inside)
    ///       //                    ______________             ________
    ///      //                    /_____________/            /        \
    ///     //                                               /__________\
    /// ```
    static let shapes: [[CGPoint]] = [
        [CGPoint(x: 60, y: 5), CGPoint(x: 75, y: 5), CGPoint(x: 35, y: 290), CGPoint(x: 20, y: 290)],
        [CGPoint(x: 10, y: 120), CGPoint(x: 190, y: 70), CGPoint(x: 192, y: 86.5), CGPoint(x: 12, y: 136.5)],
        [CGPoint(x: 30.3, y: 20.7), CGPoint(x: 170.2, y: 40.1), CGPoint(x: 190.6, y: 280.4), CGPoint(x: 8.9, y: 250.2)],
    ]

    /// Two surfaces cleared alike: the canvas under test draws into `banded`; `plain` fills the
    /// same shapes by hand, one cairo fill per source, into `reference`.
    private struct Pair {
        let banded: CairoSurface, reference: CairoSurface
        let canvas: CairoCanvas, plain: CairoCanvas

        @MainActor init(scale: Double, background: UIColor = .white) throws {
            banded = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
            reference = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
            canvas = CairoCanvas(surface: banded)
            plain = CairoCanvas(surface: reference)
            canvas.clear(to: background)
            plain.clear(to: background)
        }

        /// Fills `path` on the reference with each source in turn, then destroys them.
        @MainActor func fillByHand(_ path: CanvasPath, _ sources: [OpaquePointer]) {
            for source in sources {
                plain.addPath(path)
                cairo_set_source(plain.cr, source)
                cairo_fill(plain.cr)
                cairo_pattern_destroy(source)
            }
            cairo_surface_flush(banded.handle)
            cairo_surface_flush(reference.handle)
        }
    }

    /// `image` as a cairo pattern placed by `transform` (points), as the canvas places it.
    @MainActor private static func pattern(_ image: any CanvasImage, _ t: CGAffineTransform, scale: Double) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface((image as! CairoImage).surface.handle)!
        var m = cairo_matrix_t(xx: t.a / scale, yx: t.b / scale, xy: t.c / scale, yy: t.d / scale, x0: t.tx, y0: t.ty)
        cairo_matrix_invert(&m)
        cairo_pattern_set_matrix(pattern, &m)
        return pattern
    }

    @Test("an image piece with a gradient tint matches cairo's own fill of it", arguments: 0..<3, [1.0, 2.0])
    func imagePieces(shape: Int, scale: Double) throws {
        let pair = try Pair(scale: scale)
        let image = try SliceFixtures.pageImage(on: pair.canvas)
        let path = SliceFixtures.polygon(Self.shapes[shape])
        let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
        let start = CGPoint(x: 20, y: 30), end = CGPoint(x: 180, y: 260)
        let dark = UIColor(white: 0, alpha: 0.05), light = UIColor(white: 1, alpha: 0.4)

        let pattern = Self.pattern(image, transform, scale: scale)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let tint = CairoCanvas.linearGradient(from: start, dark, to: end, light)
        pair.canvas.fillInSlices(path, sources: [pattern, tint])
        pair.fillByHand(path, [pattern, tint])

        let (difference, x, y) = worst(pair.banded, pair.reference)
        #expect(difference <= 12, "worst difference \(difference) at (\(x), \(y))")
        #expect(pair.banded.color(at: Self.centre(of: Self.shapes[shape])) != RGBA(r: 255, g: 255, b: 255, a: 255), "the shape was filled")
    }

    @Test("a gradient over a thin slanted strip matches cairo's own fill, steep or shallow", arguments: 0..<2)
    func gradientStrips(shape: Int) throws {
        let pair = try Pair(scale: 2)
        let path = SliceFixtures.polygon(Self.shapes[shape])
        let from = CGPoint(x: 0, y: 0), to = CGPoint(x: 200, y: 300)
        let dark = UIColor(white: 0, alpha: 0.6), blue = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.9)

        let gradient = CairoCanvas.linearGradient(from: from, dark, to: to, blue)
        pair.canvas.fillInSlices(path, sources: [gradient])
        pair.fillByHand(path, [gradient])

        let (difference, x, y) = worst(pair.banded, pair.reference)
        #expect(difference <= 12, "worst difference \(difference) at (\(x), \(y))")
    }

    @Test("an opaque image at whole pixels is copied where the shape covers it, blended at its edges: the pixels blending gives",
          arguments: [0, 2, 3], [1.0, 2.0])
    func opaqueCopies(shape: Int, scale: Double) throws {
        let pair = try Pair(scale: scale, background: UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1))
        let image = try SliceFixtures.pageImage(on: pair.canvas)
        #expect((image as! CairoImage).opaque)
        let path = SliceFixtures.polygon(shape < 3 ? Self.shapes[shape]
            : [CGPoint(x: 20.5, y: 30.25), CGPoint(x: 180.5, y: 30.25), CGPoint(x: 180.5, y: 250.75), CGPoint(x: 20.5, y: 250.75)])
        pair.canvas.translateBy(x: 3, y: -2); pair.plain.translateBy(x: 3, y: -2)   // whole points: whole pixels
        let back = CGAffineTransform(translationX: -3, y: 2)

        let pattern = Self.pattern(image, back, scale: scale)
        pair.canvas.fillInSlices(path, sources: [pattern], firstIsOpaqueCopy: true)
        pair.fillByHand(path, [pattern])

        let (difference, x, y) = worst(pair.banded, pair.reference)
        #expect(difference <= 12, "worst difference \(difference) at (\(x), \(y))")
        let stripe = CGPoint(x: 100, y: 5 * 25 + 9)
        #expect(pair.banded.color(at: stripe) == pair.reference.color(at: stripe))
    }

    @Test("drawn through a small part of the surface, a banded fill gives that part's pixels of the whole drawing and touches nothing else",
          arguments: 0..<3)
    func throughPart(shape: Int) throws {
        let whole = try Pair(scale: 2)
        let image = try SliceFixtures.pageImage(on: whole.canvas)
        let path = SliceFixtures.polygon(Self.shapes[shape])
        let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
        let overlay = CanvasOverlay.gradient(from: CGPoint(x: 20, y: 30), UIColor(white: 0, alpha: 0.05),
                                             to: CGPoint(x: 180, y: 260), UIColor(white: 1, alpha: 0.4))
        func draw(on canvas: CairoCanvas) {
            let pattern = Self.pattern(image, transform, scale: 2)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            guard case let .gradient(start, startColor, end, endColor) = overlay else { return }
            let tint = CairoCanvas.linearGradient(from: start, startColor, to: end, endColor)
            canvas.fillInSlices(path, sources: [pattern, tint])
            cairo_pattern_destroy(pattern)
            cairo_pattern_destroy(tint)
        }
        draw(on: whole.canvas)
        cairo_surface_flush(whole.banded.handle)

        // The same drawing through a box of 115 × 230 pixels away from the top-left corner.
        let box = (x: 37, y: 53, width: 115, height: 230)
        let part = try #require(whole.reference.part(x: box.x, y: box.y, width: box.width, height: box.height))
        draw(on: CairoCanvas(surface: part))
        cairo_surface_flush(part.handle)
        whole.reference.partDidChange()

        var inside = 0, outside = 0, painted = 0, largest = 0
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        for y in 0..<whole.banded.pixelHeight {
            for x in 0..<whole.banded.pixelWidth {
                let got = whole.reference.pixel(x: x, y: y)
                if (box.x..<box.x + box.width).contains(x) && (box.y..<box.y + box.height).contains(y) {
                    let want = whole.banded.pixel(x: x, y: y)
                    let d = max(abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)), abs(Int(got.b) - Int(want.b)))
                    if d > 0 { inside += 1; largest = max(largest, d) }
                    if got != white { painted += 1 }
                } else if got != white {
                    outside += 1
                }
            }
        }
        // Edge pixels whose coverage a band's mask works out a little apart (see above).
        #expect(largest <= 12, "\(inside) pixels of the part differ from the whole drawing, by up to \(largest)")
        #expect(outside == 0, "\(outside) pixels outside the part were drawn")
        #expect(painted > 1000, "the shape crosses the part")
    }

    private static func centre(of p: [CGPoint]) -> CGPoint {
        CGPoint(x: p.map(\.x).reduce(0, +) / CGFloat(p.count), y: p.map(\.y).reduce(0, +) / CGFloat(p.count))
    }
}
