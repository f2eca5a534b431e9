import Foundation
import Testing
import CCairo
import Folio
@testable import FolioCairo

/// Slanted polygons filled in bands (rows or columns: whole pixels as boxes, edges through a
/// mask) come out as cairo's own fill of the same shape makes them: inside, the same pixels; on
/// a shallow edge, cairo works out a mask's coverage a few per cent apart from a direct fill's
/// (up to 12 of 255 seen), so pixels may differ that much there.
@MainActor
@Suite("Cairo canvas: slanted shapes filled in bands")
struct CairoSliceTests {
    /// A page-like image: stripes of colour and a dark diagonal, so any misplaced pixel shows.
    private func pageImage(on canvas: CairoCanvas) throws -> any CanvasImage {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        page.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
        for i in 0..<12 {
            let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 25 + 5, width: 180, height: 9))
            stripe.backgroundColor = UIColor(red: CGFloat(i) / 12, green: 0.3, blue: 1 - CGFloat(i) / 12, alpha: 1)
            stripe.transform = CGAffineTransform(rotationAngle: 0.2)
            page.addSubview(stripe)
        }
        return try #require(canvas.makeImage(of: page))
    }

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

    @Test("an image piece with a gradient tint matches cairo's own fill of it", arguments: 0..<3, [1.0, 2.0])
    func imagePieces(shape: Int, scale: Double) throws {
        let banded = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let reference = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let canvas = CairoCanvas(surface: banded), plain = CairoCanvas(surface: reference)
        canvas.clear(to: .white); plain.clear(to: .white)
        let image = try pageImage(on: canvas)
        var path = CanvasPath()
        path.move(to: Self.shapes[shape][0])
        for p in Self.shapes[shape].dropFirst() { path.addLine(to: p) }
        path.close()
        let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
        let start = CGPoint(x: 20, y: 30), end = CGPoint(x: 180, y: 260)
        let dark = UIColor(white: 0, alpha: 0.05), light = UIColor(white: 1, alpha: 0.4)

        canvas.draw(image, transform: transform, clip: path, overlay: .gradient(from: start, dark, to: end, light))
        // The same by hand, as one cairo fill per source.
        let pattern = cairo_pattern_create_for_surface((image as! CairoImage).surface.handle)!
        var m = cairo_matrix_t(xx: 0.7 / scale, yx: 0.1 / scale, xy: -0.05 / scale, yy: 0.9 / scale, x0: 12, y0: 8)
        cairo_matrix_invert(&m)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let gradient = CairoCanvas.linearGradient(from: start, dark, to: end, light)
        for source in [pattern, gradient] {
            plain.addPath(path)
            cairo_set_source(plain.cr, source)
            cairo_fill(plain.cr)
        }
        cairo_pattern_destroy(pattern); cairo_pattern_destroy(gradient)
        cairo_surface_flush(banded.handle); cairo_surface_flush(reference.handle)

        let (difference, x, y) = worst(banded, reference)
        #expect(difference <= 12, "worst difference \(difference) at (\(x), \(y))")
        #expect(banded.color(at: Self.centre(of: Self.shapes[shape])) != RGBA(r: 255, g: 255, b: 255, a: 255), "the shape was filled")
    }

    @Test("a gradient over a thin slanted strip matches cairo's own fill, steep or shallow", arguments: 0..<2)
    func gradientStrips(shape: Int) throws {
        let banded = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        let reference = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        let canvas = CairoCanvas(surface: banded), plain = CairoCanvas(surface: reference)
        canvas.clear(to: .white); plain.clear(to: .white)
        var path = CanvasPath()
        path.move(to: Self.shapes[shape][0])
        for p in Self.shapes[shape].dropFirst() { path.addLine(to: p) }
        path.close()
        let from = CGPoint(x: 0, y: 0), to = CGPoint(x: 200, y: 300)

        canvas.fill(path, from: from, UIColor(white: 0, alpha: 0.6), to: to, UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.9))
        let gradient = CairoCanvas.linearGradient(from: from, UIColor(white: 0, alpha: 0.6), to: to, UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.9))
        plain.addPath(path)
        cairo_set_source(plain.cr, gradient)
        cairo_fill(plain.cr)
        cairo_pattern_destroy(gradient)
        cairo_surface_flush(banded.handle); cairo_surface_flush(reference.handle)

        let (difference, x, y) = worst(banded, reference)
        #expect(difference <= 12, "worst difference \(difference) at (\(x), \(y))")
    }

    @Test("an opaque image at whole pixels is copied where the shape covers it, blended at its edges: the pixels blending gives",
          arguments: [0, 2, 3], [1.0, 2.0])
    func opaqueCopies(shape: Int, scale: Double) throws {
        let banded = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let reference = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let canvas = CairoCanvas(surface: banded), plain = CairoCanvas(surface: reference)
        canvas.clear(to: UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1)); plain.clear(to: UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1))
        let image = try pageImage(on: canvas)
        #expect((image as! CairoImage).opaque)
        let points = shape < 3 ? Self.shapes[shape]
            : [CGPoint(x: 20.5, y: 30.25), CGPoint(x: 180.5, y: 30.25), CGPoint(x: 180.5, y: 250.75), CGPoint(x: 20.5, y: 250.75)]
        var path = CanvasPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.close()
        canvas.translateBy(x: 3, y: -2); plain.translateBy(x: 3, y: -2)   // whole points: whole pixels

        canvas.draw(image, transform: CGAffineTransform(translationX: -3, y: 2), clip: path, overlay: nil)
        let pattern = cairo_pattern_create_for_surface((image as! CairoImage).surface.handle)!
        var m = cairo_matrix_t(xx: 1 / scale, yx: 0, xy: 0, yy: 1 / scale, x0: -3, y0: 2)
        cairo_matrix_invert(&m)
        cairo_pattern_set_matrix(pattern, &m)
        plain.addPath(path)
        cairo_set_source(plain.cr, pattern)
        cairo_fill(plain.cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_flush(banded.handle); cairo_surface_flush(reference.handle)

        let (difference, x, y) = worst(banded, reference)
        #expect(difference <= 12, "worst difference \(difference) at (\(x), \(y))")
        #expect(banded.color(at: CGPoint(x: 100, y: 5 * 25 + 9)) == reference.color(at: CGPoint(x: 100, y: 5 * 25 + 9)))
    }

    private static func centre(of p: [CGPoint]) -> CGPoint {
        CGPoint(x: p.map(\.x).reduce(0, +) / CGFloat(p.count), y: p.map(\.y).reduce(0, +) / CGFloat(p.count))
    }
}
