import Foundation
import Testing
import CCairo
import Folio
@testable import FolioCairo

/// Convex pieces filled straight into the surface's pixels (`AffineBlit`, through the canvas's
/// `draw(_:transform:clip:overlay:)` and gradient `fill`): each edge pixel covered by the share
/// of it the shape covers, the image read as cairo's bilinear filter reads it, every pixel the
/// same whichever part of the surface a frame draws, and what it cannot draw left to Cairo.
@MainActor
@Suite("Cairo canvas: convex pieces drawn straight")
struct AffineBlitTests {
    /// ```
    ///   a steep strip   a shallow strip   a large slanted quad   a sliver under a pixel wide   a sharp triangle
    /// ```
    static let shapes: [[CGPoint]] = [
        [CGPoint(x: 60, y: 5), CGPoint(x: 75, y: 5), CGPoint(x: 35, y: 290), CGPoint(x: 20, y: 290)],
        [CGPoint(x: 10, y: 120), CGPoint(x: 190, y: 70), CGPoint(x: 192, y: 86.5), CGPoint(x: 12, y: 136.5)],
        [CGPoint(x: 30.3, y: 20.7), CGPoint(x: 170.2, y: 40.1), CGPoint(x: 190.6, y: 280.4), CGPoint(x: 8.9, y: 250.2)],
        [CGPoint(x: 20.2, y: 30.1), CGPoint(x: 180.7, y: 150.3), CGPoint(x: 180.2, y: 150.7), CGPoint(x: 19.7, y: 30.5)],
        [CGPoint(x: 15.5, y: 280.25), CGPoint(x: 185.3, y: 12.6), CGPoint(x: 120.8, y: 270.9)],
    ]

    @Test("an edge pixel is covered by the share of it the shape covers; inside whole, outside untouched", arguments: 0..<5, [1.0, 2.0])
    func coverage(shape: Int, scale: Double) throws {
        let surface = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let canvas = CairoCanvas(surface: surface)
        canvas.clear(to: .white)
        let black = UIColor(white: 0, alpha: 1)
        canvas.fill(SliceFixtures.polygon(Self.shapes[shape]), from: .zero, black, to: CGPoint(x: 200, y: 300), black)
        cairo_surface_flush(surface.handle)

        let device = Self.shapes[shape].map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
        var worstEdge = 0.0, worstCorner = 0.0, edges = 0, inside = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth {
                let covered = 1 - Double(surface.pixel(x: x, y: y).r) / 255
                let exact = PixelArea.covered(by: device, x: x, y: y)
                let error = abs(covered - exact)
                if exact == 1 { inside += 1 }
                if exact > 0 && exact < 1 { edges += 1 }
                // Within a pixel and a half of a corner the two sides' shares are multiplied.
                let nearCorner = device.contains { hypot($0.x - (CGFloat(x) + 0.5), $0.y - (CGFloat(y) + 0.5)) < 1.5 }
                if nearCorner { worstCorner = max(worstCorner, error) } else { worstEdge = max(worstEdge, error) }
            }
        }
        // Along a straight edge the share is met within 4 % (a sliver under a pixel wide: 7 %).
        #expect(worstEdge <= (shape == 3 ? 0.07 : 0.05), "an edge pixel is off its share by \(worstEdge) (\(edges) edge pixels)")
        #expect(worstCorner <= 0.25, "a pixel at a corner is off its share by \(worstCorner)")
        #expect(shape == 3 || inside > 100, "the shape is filled")
        #expect(edges > 100)
    }

    @Test("an image piece with a gradient tint: inside, cairo's bilinear fill of it; at its edges, its shares", arguments: 0..<3, [1.0, 2.0])
    func imagePieces(shape: Int, scale: Double) throws {
        let straight = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let reference = try CairoSurface(size: CGSize(width: 200, height: 300), scale: scale)
        let canvas = CairoCanvas(surface: straight), plain = CairoCanvas(surface: reference)
        canvas.clear(to: .white)
        plain.clear(to: .white)
        let image = try SliceFixtures.pageImage(on: canvas)
        let path = SliceFixtures.polygon(Self.shapes[shape])
        let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
        let start = CGPoint(x: 20, y: 30), end = CGPoint(x: 180, y: 260)
        let dark = UIColor(white: 0, alpha: 0.05), light = UIColor(white: 1, alpha: 0.4)

        canvas.draw(image, transform: transform, clip: path, overlay: .gradient(from: start, dark, to: end, light))
        // Cairo's own fill: the image through the pattern matrix the canvas would give it, then the tint.
        let pattern = cairo_pattern_create_for_surface((image as! CairoImage).surface.handle)!
        var m = cairo_matrix_t(xx: transform.a / scale, yx: transform.b / scale, xy: transform.c / scale, yy: transform.d / scale,
                               x0: transform.tx, y0: transform.ty)
        cairo_matrix_invert(&m)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        for source in [pattern, CairoCanvas.linearGradient(from: start, dark, to: end, light)] {
            plain.addPath(path)
            cairo_set_source(plain.cr, source)
            cairo_fill(plain.cr)
            cairo_pattern_destroy(source)
        }
        cairo_surface_flush(straight.handle)
        cairo_surface_flush(reference.handle)

        let device = Self.shapes[shape].map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
        var worstInside = 0, insidePixels = 0
        for y in 0..<straight.pixelHeight {
            for x in 0..<straight.pixelWidth where PixelArea.covered(by: device, x: x, y: y) == 1 {
                let p = straight.pixel(x: x, y: y), q = reference.pixel(x: x, y: y)
                worstInside = max(worstInside, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                insidePixels += 1
            }
        }
        // Cairo mixes the four pixels in one step, here in two, then the tint: a level or two apart.
        #expect(worstInside <= 3, "inside, a pixel differs from cairo's by \(worstInside)")
        #expect(insidePixels > 1000)
    }

    @Test("an image read turned, drawn a few columns of every row at a time or whole rows at once, gives the same pixels",
          arguments: [AffineBlit.Sampling.bilinear, .nearest])
    func columnsAtATimeChangeNothing(sampling: AffineBlit.Sampling) throws {
        typealias Buffer = ProjectedBlitTests.Buffer
        let source = Buffer(width: 300, height: 200, pixel: 0)
        for v in 0..<200 { for u in 0..<300 { source.storage[v * 300 + u] = 0xC000_0000 | UInt32(v << 12 | u) } }
        // Turned 30° and shrunk a little, under a tint from dark to light.
        let turn = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.8, y: 0.8).translatedBy(x: 40, y: -60)
        let polygon = Self.shapes[2].map { (x: Double($0.x) * 2, y: Double($0.y) * 2) }
        let shape = try #require(ConvexPolygon(polygon))
        let tint = AffineBlit.Tint(colors: AffineBlit.Tint.gradient((0, 0, 0, 0.1), (1, 1, 1, 0.6)), gx: 0.002, gy: 0.001, g0: 0)
        let shots = [7, AffineBlit.columnsAtATime, 1_000_000].map { columns in
            let destination = Buffer(width: 400, height: 600, pixel: 0xFF20_4060)
            source.with { s in destination.with { d in
                let read = AffineBlit.Source(pixels: s, map: turn, sampling: sampling)
                let job = AffineBlit.Job(shape, source: read, tint: tint, into: d, at: (0, 0), clip: CGRect(x: 0, y: 0, width: 400, height: 600),
                                         polygon: polygon)
                job?.draw(job!.rows, atATime: columns)
            } }
            return destination.storage
        }
        #expect(shots[0].filter { $0 != 0xFF20_4060 }.count > 50_000)
        #expect(shots[0] == shots[2] && shots[1] == shots[2])
    }

    @Test("eight pixels at a time in wide vectors or four at a time in Swift's, the pixels are the same: every read and tint, opaque or not",
          arguments: [AffineBlit.Sampling?.none, .bilinear, .nearest], [0, 1, 64])
    func wideVectorsChangeNothing(sampling: AffineBlit.Sampling?, colors: Int) throws {
        typealias Buffer = ProjectedBlitTests.Buffer
        guard sampling != nil || colors > 0 else { return }   // nothing to draw
        for opaque in [true, false] {
            let source = Buffer(width: 300, height: 200, pixel: 0)
            for v in 0..<200 { for u in 0..<300 { source.storage[v * 300 + u] = (opaque ? 0xFF00_0000 : 0x8000_0000) | UInt32(v << 12 | u) } }
            // A large piece, and a slanted sliver (the crest of a roll: rows of one to a dozen whole
            // pixels, the wide path taking some and leaving others).
            let large = Self.shapes[2].map { (x: Double($0.x) * 2, y: Double($0.y) * 2) }
            let sliver = [(x: 60.0, y: 20.0), (x: 66.5, y: 20.0), (x: 180.0, y: 560.0), (x: 168.25, y: 560.0)]
            // Turned 20° and shrunk a little over part of the image (reads outside it at one end),
            // and shifted whole pixels (every read inside).
            for map in [CGAffineTransform(rotationAngle: .pi / 9).scaledBy(x: 0.7, y: 0.7).translatedBy(x: 40, y: -60),
                        CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 10, ty: 5)] {
                for (polygon, least) in [(large, 50_000), (sliver, 2_000)] {
                    let shape = try #require(ConvexPolygon(polygon))
                    let tint: AffineBlit.Tint? = switch colors {
                    case 0: nil
                    case 1: AffineBlit.Tint(colors: [AffineBlit.Tint.premultiplied(0.96, 0.96, 0.96, 0.75)])
                    default: AffineBlit.Tint(colors: AffineBlit.Tint.gradient((0, 0, 0, 0.1), (1, 1, 1, 0.6)), gx: 0.002, gy: 0.001, g0: -0.2)
                    }
                    let shots = [true, false].map { wide in
                        let destination = Buffer(width: 400, height: 600, pixel: 0xFF20_4060)
                        source.with { s in destination.with { d in
                            var s = s
                            s.opaque = opaque
                            let read = sampling.map { AffineBlit.Source(pixels: s, map: map, sampling: $0) }
                            let job = AffineBlit.Job(shape, source: read, tint: tint, into: d, at: (0, 0),
                                                     clip: CGRect(x: 0, y: 0, width: 400, height: 600), polygon: polygon)
                            job?.draw(job!.rows, wide: wide)
                        } }
                        return destination.storage
                    }
                    #expect(shots[0].filter { $0 != 0xFF20_4060 }.count > least)
                    let differing = zip(shots[0], shots[1]).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(differing) pixels differ (opaque: \(opaque), \(map), \(polygon.count) sides)")
                }
            }
        }
    }

    @Test("drawn through a part of the surface, a piece gives exactly that part's pixels of the whole drawing and touches nothing else",
          arguments: 0..<5)
    func throughPart(shape: Int) throws {
        let whole = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        let parted = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        let canvas = CairoCanvas(surface: whole)
        canvas.clear(to: .white)
        CairoCanvas(surface: parted).clear(to: .white)
        let image = try SliceFixtures.pageImage(on: canvas)
        let path = SliceFixtures.polygon(Self.shapes[shape])
        let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
        let overlay = CanvasOverlay.gradient(from: CGPoint(x: 20, y: 30), UIColor(white: 0, alpha: 0.05),
                                             to: CGPoint(x: 180, y: 260), UIColor(white: 1, alpha: 0.4))
        // The whole shape at once: a large one is drawn in bands both cores share.
        canvas.draw(image, transform: transform, clip: path, overlay: overlay)
        canvas.fill(path, from: .zero, UIColor(white: 0, alpha: 0.2), to: CGPoint(x: 200, y: 0), UIColor(white: 0, alpha: 0))
        cairo_surface_flush(whole.handle)

        let box = (x: 37, y: 53, width: 300, height: 400)
        let part = try #require(parted.part(x: box.x, y: box.y, width: box.width, height: box.height))
        let partCanvas = CairoCanvas(surface: part)
        partCanvas.draw(image, transform: transform, clip: path, overlay: overlay)
        partCanvas.fill(path, from: .zero, UIColor(white: 0, alpha: 0.2), to: CGPoint(x: 200, y: 0), UIColor(white: 0, alpha: 0))
        cairo_surface_flush(part.handle)
        parted.partDidChange()

        let (differing, outside, painted) = Self.compare(parted, with: whole) {
            (box.x..<box.x + box.width).contains($0) && (box.y..<box.y + box.height).contains($1)
        }
        #expect(differing == 0, "\(differing) pixels of the part differ from the whole drawing")
        #expect(outside == 0, "\(outside) pixels outside the part were drawn")
        #expect(painted > 100, "the shape crosses the part")
    }

    /// Of `drawn`, over white, against `whole`: the pixels `inside` holds that differ and that
    /// are painted, and the pixels outside it that are painted.
    private static func compare(_ drawn: CairoSurface, with whole: CairoSurface,
                                inside: (Int, Int) -> Bool) -> (differing: Int, outside: Int, painted: Int) {
        var differing = 0, outside = 0, painted = 0
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        for y in 0..<whole.pixelHeight {
            for x in 0..<whole.pixelWidth {
                let got = drawn.pixel(x: x, y: y)
                if inside(x, y) {
                    if got != whole.pixel(x: x, y: y) { differing += 1 }
                    if got != white { painted += 1 }
                } else if got != white {
                    outside += 1
                }
            }
        }
        return (differing, outside, painted)
    }

    @Test("drawn in one pass through several boxes, pieces and Cairo's own fills give exactly the boxes' pixels of the whole drawing and touch nothing else",
          arguments: 0..<5)
    func throughBoxes(shape: Int) throws {
        let whole = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        let boxed = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        CairoCanvas(surface: boxed).clear(to: .white)
        let image = try SliceFixtures.pageImage(on: CairoCanvas(surface: whole))
        let path = SliceFixtures.polygon(Self.shapes[shape])
        let transform = CGAffineTransform(a: 0.7, b: 0.1, c: -0.05, d: 0.9, tx: 12, ty: 8)
        let overlay = CanvasOverlay.gradient(from: CGPoint(x: 20, y: 30), UIColor(white: 0, alpha: 0.05),
                                             to: CGPoint(x: 180, y: 260), UIColor(white: 1, alpha: 0.4))
        func draw(on canvas: CairoCanvas) {
            canvas.clear(to: .white)
            canvas.saveState()
            canvas.clip(to: CGRect(x: 3.3, y: 2.7, width: 180.2, height: 280.6))   // a view's clip, inside pixels
            canvas.draw(image, transform: transform, clip: path, overlay: overlay)
            canvas.fill(path, from: .zero, UIColor(white: 0, alpha: 0.2), to: CGPoint(x: 200, y: 0), UIColor(white: 0, alpha: 0))
            canvas.fill(CanvasPath(roundedRect: CGRect(x: 40, y: 90, width: 120, height: 70), cornerRadius: 14),
                        with: UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7))
            canvas.restoreState()
        }
        draw(on: CairoCanvas(surface: whole))
        cairo_surface_flush(whole.handle)

        // Three boxes apart (whole pixels), one of them across the view's clip edge.
        let boxes = [(x: 37, y: 53, width: 120, height: 90), (x: 200, y: 150, width: 190, height: 60), (x: 10, y: 400, width: 300, height: 170)]
        let bound = (x: 10, y: 53, width: 380, height: 517)
        let part = try #require(boxed.part(x: bound.x, y: bound.y, width: bound.width, height: bound.height))
        draw(on: CairoCanvas(surface: part, drawingOnlyIn: boxes.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }))
        cairo_surface_flush(part.handle)
        boxed.partDidChange()

        let (differing, outside, painted) = Self.compare(boxed, with: whole) { x, y in
            boxes.contains { (($0.x)..<($0.x + $0.width)).contains(x) && (($0.y)..<($0.y + $0.height)).contains(y) }
        }
        #expect(differing == 0, "\(differing) pixels of the boxes differ from the whole drawing")
        #expect(outside == 0, "\(outside) pixels outside the boxes were drawn")
        #expect(painted > 1000, "the shapes cross the boxes")
    }

    @Test("an opaque image at whole pixels, unscaled, lands pixel for pixel inside the shape")
    func copied() throws {
        let surface = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2)
        let canvas = CairoCanvas(surface: surface)
        canvas.clear(to: UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1))
        let image = try SliceFixtures.pageImage(on: canvas) as! CairoImage
        #expect(image.opaque)
        canvas.translateBy(x: 3, y: -2)
        canvas.draw(image, transform: CGAffineTransform(translationX: -3, y: 2), clip: SliceFixtures.polygon(Self.shapes[2]), overlay: nil)
        cairo_surface_flush(surface.handle)

        let device = Self.shapes[2].map { CGPoint(x: ($0.x + 3) * 2, y: ($0.y - 2) * 2) }   // through the translation
        var checked = 0
        for y in stride(from: 0, to: surface.pixelHeight, by: 3) {
            for x in stride(from: 0, to: surface.pixelWidth, by: 3) where PixelArea.covered(by: device, x: x, y: y) == 1 {
                #expect(surface.pixel(x: x, y: y) == image.surface.pixel(x: x, y: y))
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test("a shape with a dent, or one drawn through a turned clip, is left to Cairo's fill and still drawn")
    func leftToCairo() throws {
        let surface = try CairoSurface(size: CGSize(width: 200, height: 300), scale: 1)
        let canvas = CairoCanvas(surface: surface)
        canvas.clear(to: .white)
        let dented = [CGPoint(x: 20, y: 20), CGPoint(x: 180, y: 20), CGPoint(x: 100, y: 60), CGPoint(x: 180, y: 280), CGPoint(x: 20, y: 280)]
        #expect(ConvexPolygon(dented.map { (x: Double($0.x), y: Double($0.y)) }) == nil)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.fill(SliceFixtures.polygon(dented), from: .zero, red, to: CGPoint(x: 0, y: 300), red)
        cairo_surface_flush(surface.handle)
        #expect(surface.color(at: CGPoint(x: 50, y: 150)) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(surface.color(at: CGPoint(x: 150, y: 40)) == RGBA(r: 255, g: 255, b: 255, a: 255), "the dent is left")

        canvas.saveState()
        canvas.concatenate(CGAffineTransform(rotationAngle: 0.3))
        canvas.clip(to: CGRect(x: 60, y: 0, width: 100, height: 100))
        #expect(canvas.deviceClip == .shaped, "a turned clip is no rectangle")
        canvas.fill(SliceFixtures.polygon([CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 300), CGPoint(x: 0, y: 300)]),
                    from: .zero, red, to: CGPoint(x: 0, y: 300), red)
        canvas.restoreState()
        cairo_surface_flush(surface.handle)
        #expect(surface.color(at: CGPoint(x: 90, y: 60)) == RGBA(r: 255, g: 0, b: 0, a: 255), "inside the turned clip")
        #expect(surface.color(at: CGPoint(x: 190, y: 10)) == RGBA(r: 255, g: 255, b: 255, a: 255), "outside it")
    }

    @Test("a shape or tint that makes no sense draws nothing and does not trap")
    func badInput() throws {
        let surface = try CairoSurface(size: CGSize(width: 50, height: 50), scale: 2)
        let canvas = CairoCanvas(surface: surface)
        canvas.clear(to: .white)
        let image = try SliceFixtures.pageImage(on: canvas)
        let nan = CGFloat.nan
        canvas.fill(SliceFixtures.polygon([CGPoint(x: 0, y: 0), CGPoint(x: nan, y: 10), CGPoint(x: 10, y: 10)]), from: .zero, .black, to: CGPoint(x: 1, y: 1), .black)
        canvas.fill(SliceFixtures.polygon([CGPoint(x: 5, y: 5), CGPoint(x: 40, y: 5), CGPoint(x: 40, y: 40)]), from: .zero, .black, to: .zero, .black)
        canvas.draw(image, transform: CGAffineTransform(a: 1e-9, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                    clip: SliceFixtures.polygon([CGPoint(x: 5, y: 5), CGPoint(x: 40, y: 5), CGPoint(x: 40, y: 40)]), overlay: nil)
        canvas.draw(image, transform: CGAffineTransform(a: 1e7, b: 0, c: 0, d: 1e7, tx: 0, ty: 0),
                    clip: SliceFixtures.polygon([CGPoint(x: 5, y: 5), CGPoint(x: 40, y: 5), CGPoint(x: 40, y: 40)]), overlay: nil)
        cairo_surface_flush(surface.handle)
        #expect(surface.color(at: CGPoint(x: 2, y: 48)) == RGBA(r: 255, g: 255, b: 255, a: 255), "away from every shape")
        // Coordinates past any pixel: drawn through Cairo (which clamps them), no trap.
        canvas.fill(SliceFixtures.polygon([CGPoint(x: 1e300, y: 0), CGPoint(x: -1e300, y: 1), CGPoint(x: 0, y: 1e300)]), from: .zero, .black,
                    to: CGPoint(x: 1, y: 1), .black)
    }
}

/// The exact share of a pixel a convex polygon covers (the polygon cut to the pixel's square).
enum PixelArea {
    static func covered(by polygon: [CGPoint], x: Int, y: Int) -> Double {
        var shape = polygon.map { (x: Double($0.x), y: Double($0.y)) }
        let x0 = Double(x), y0 = Double(y)
        for (axis, bound, keepAbove) in [(0, x0, true), (0, x0 + 1, false), (1, y0, true), (1, y0 + 1, false)] {
            var cut: [(x: Double, y: Double)] = []
            func value(_ p: (x: Double, y: Double)) -> Double { (axis == 0 ? p.x : p.y) - bound }
            func inside(_ p: (x: Double, y: Double)) -> Bool { keepAbove ? value(p) >= 0 : value(p) <= 0 }
            for i in shape.indices {
                let p = shape[i], q = shape[(i + 1) % shape.count]
                if inside(p) { cut.append(p) }
                if inside(p) != inside(q) {
                    let t = value(p) / (value(p) - value(q))
                    cut.append((p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
                }
            }
            shape = cut
            if shape.count < 3 { return 0 }
        }
        var area = 0.0
        for i in shape.indices {
            let p = shape[i], q = shape[(i + 1) % shape.count]
            area += p.x * q.y - q.x * p.y
        }
        return min(1, abs(area) / 2)
    }
}
