import Foundation
import Testing
import CCairo
import Folio
@testable import FolioCairo

/// Strips filled with one gradient as one shape (`Canvas.fill(strips:gradient:)`, a rolled page's
/// back): where neighbouring strips are whole on a row they are filled as one polygon
/// (`StripChain`), their ends strip by strip. The pixels must be those of each strip filled in
/// turn with the same gradient; only the walks differ.
@MainActor
@Suite("Cairo canvas: strips filled as one")
struct StripFillTests {
    /// Across the strips (the gradient's direction) and along them: a roll leaning 20°.
    static let across = CGPoint(x: cos(0.35), y: sin(0.35)), along = CGPoint(x: -sin(0.35), y: cos(0.35))
    /// Where the strips meet, points along `across` from the origin.
    static let levels: [CGFloat] = [60, 66, 70.5, 74, 77.5, 82]
    /// How far neighbours reach into each other (as a curl's strips do).
    static let overlap: CGFloat = 0.35

    static func point(_ level: CGFloat, _ position: CGFloat) -> CGPoint {
        CGPoint(x: across.x * level + along.x * position, y: across.y * level + along.y * position)
    }

    /// The strips: each between two levels, its ends (a page's edges) slanted, a different way
    /// for each strip, as a corner pull's are.
    static var strips: [[CGPoint]] {
        zip(levels, levels.dropFirst()).enumerated().map { i, band in
            let lo = band.0 - overlap, hi = band.1 + overlap, k = CGFloat(i)
            return [point(lo, 20 + 9 * k), point(hi, 31 + 9 * k), point(hi, 250 - 4 * k), point(lo, 262 - 7 * k)]
        }
    }

    /// Opaque colours changing from strip to strip, meeting where the strips meet.
    static var gradient: CanvasGradient {
        let colors = [UIColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1), UIColor(red: 0.6, green: 0.55, blue: 0.5, alpha: 1),
                      UIColor(red: 0.3, green: 0.35, blue: 0.5, alpha: 1), UIColor(red: 0.8, green: 0.85, blue: 0.9, alpha: 1),
                      UIColor(red: 1, green: 1, blue: 1, alpha: 1), UIColor(red: 0.7, green: 0.6, blue: 0.5, alpha: 1)]
        let first = levels[0], last = levels[levels.count - 1]
        return CanvasGradient(stops: zip(levels, colors).map { ((($0 - first) / (last - first)), $1) },
                              geometry: .linear(start: point(first, 100), end: point(last, 100)), extendsBefore: true, extendsAfter: true)
    }

    /// A canvas on a white 200 × 300 surface at 2×.
    static func whiteCanvas() throws -> CairoCanvas {
        let canvas = CairoCanvas(surface: try CairoSurface(size: CGSize(width: 200, height: 300), scale: 2))
        canvas.clear(to: .white)
        return canvas
    }

    /// Each strip filled in turn, straight, with the same colours.
    static func eachInTurn(_ strips: [[CGPoint]], on canvas: CairoCanvas) throws {
        let gradient = Self.gradient
        guard case let .linear(start, end) = gradient.geometry else { return }
        for strip in strips {
            #expect(canvas.fillStraight(SliceFixtures.polygon(strip), image: nil, tint: .stops(from: start, to: end, gradient.stops)))
        }
    }

    /// The largest difference of a channel between `a` and `b`, and how many pixels differ.
    static func difference(_ a: CairoSurface, _ b: CairoSurface) -> (largest: Int, pixels: Int) {
        cairo_surface_flush(a.handle)
        cairo_surface_flush(b.handle)
        var largest = 0, pixels = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = [abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a))].max()!
                largest = max(largest, d)
                if d > 0 { pixels += 1 }
            }
        }
        return (largest, pixels)
    }

    @Test("strips filled as one give the pixels of each strip filled in turn: the same colours, no seam, the same ends")
    func samePixels() throws {
        let together = try Self.whiteCanvas(), inTurn = try Self.whiteCanvas()
        together.fill(strips: Self.strips.map(SliceFixtures.polygon), gradient: Self.gradient)
        try Self.eachInTurn(Self.strips, on: inTurn)
        let difference = Self.difference(together.surface, inTurn.surface)
        // The outer sides of the one polygon are worked out from the gradient's levels rather
        // than from the strips' corners: a pixel beside them may differ by a level.
        #expect(difference.largest <= 1, "largest difference \(difference.largest) over \(difference.pixels) pixels")
        // Something was drawn: the strips cover thousands of pixels of colour.
        var painted = 0
        for y in 0..<600 { for x in 0..<400 where together.surface.pixel(x: x, y: y) != inTurn.surface.pixel(x: 0, y: 0) { painted += 1 } }
        #expect(painted > 10_000)
    }

    @Test("where every strip is whole on a row, one polygon fills the row; at their ends each strip fills its own rows")
    func oneFillARow() throws {
        let canvas = try Self.whiteCanvas()
        let target = try #require(canvas.straightTarget())
        guard case let .linear(start, end) = Self.gradient.geometry else { return }
        let tint = try #require(canvas.straightTint(.stops(from: start, to: end, Self.gradient.stops), toUser: target.toUser))
        let polygons = Self.strips.map { $0.map { (x: Double($0.x) * 2, y: Double($0.y) * 2) } }
        let fills = StripChain(polygons, level: (tint.gx, tint.gy, tint.g0)).fills
        /// The fills walking row `y` and reaching it.
        func walking(_ y: Int) -> Int {
            fills.filter { fill in
                (fill.rows?.contains(y) ?? true) && fill.polygon.map(\.y).min()! <= Double(y) + 1 && fill.polygon.map(\.y).max()! >= Double(y)
            }.count
        }
        // The strips are all whole from about y = 2 × 96 to 2 × 240 (their ends slant above and below).
        for y in stride(from: 200, through: 470, by: 10) { #expect(walking(y) == 1, "row \(y)") }
        // Near the top only the first strips have begun, each on its own or in a run.
        #expect((1...3).contains(walking(110)))
        // Every row of every strip is walked by a fill covering it.
        for (i, polygon) in polygons.enumerated() {
            let top = Int(polygon.map(\.y).min()!), bottom = Int(polygon.map(\.y).max()!)
            for y in top...bottom {
                #expect(fills.contains { ($0.rows?.contains(y) ?? true) && ($0.polygon.count == 4 || $0.polygon.first! == polygon.first!) },
                        "strip \(i) row \(y)")
            }
        }
    }

    @Test("strips that do not follow each other (a gap between them) are each filled on their own, as in turn")
    func gap() throws {
        var strips = Self.strips
        strips.remove(at: 2)
        let together = try Self.whiteCanvas(), inTurn = try Self.whiteCanvas()
        together.fill(strips: strips.map(SliceFixtures.polygon), gradient: Self.gradient)
        try Self.eachInTurn(strips, on: inTurn)
        #expect(Self.difference(together.surface, inTurn.surface).pixels == 0)
    }

    @Test("a gradient of many stops, some a tenth of a pixel apart: every whole pixel within a level of its colour at its centre")
    func closeStops() throws {
        // Grey rising as t², stops closest round t = 0.6 (as a roll's crest): 195 pixels long at
        // 2×, its steps not lined up with the pixels.
        let locations: [CGFloat] = [0, 0.3, 0.5, 0.6, 0.6005, 0.601, 0.6015, 0.602, 0.7, 0.85, 0.95, 1]
        func grey(_ t: CGFloat) -> CGFloat { 0.2 + 0.6 * t * t }
        let start = CGPoint(x: 10.3, y: 0), end = CGPoint(x: 107.7, y: 0)
        let stops = locations.map { ($0, UIColor(white: grey($0), alpha: 1)) }
        let canvas = CairoCanvas(surface: try CairoSurface(size: CGSize(width: 120, height: 20), scale: 2))
        canvas.clear(to: .white)
        #expect(canvas.fillStraight(SliceFixtures.polygon([.zero, CGPoint(x: 120, y: 0), CGPoint(x: 120, y: 20), CGPoint(x: 0, y: 20)]),
                                    image: nil, tint: .stops(from: start, to: end, stops)))
        cairo_surface_flush(canvas.surface.handle)
        var worst = 0
        for x in 0..<240 {
            // The colour at the pixel's centre: its stops' greys mixed.
            let t = min(max((CGFloat(x) + 0.5) / 2 - start.x, 0) / (end.x - start.x), 1)
            let after = locations.firstIndex { $0 >= t } ?? locations.count - 1, before = max(after - 1, 0)
            let span = locations[after] - locations[before]
            let u = span > 0 ? (t - locations[before]) / span : 1
            let level = Int(((grey(locations[before]) + (grey(locations[after]) - grey(locations[before])) * u) * 255).rounded())
            for y in [4, 20, 36] { worst = max(worst, abs(Int(canvas.surface.pixel(x: x, y: y).g) - level)) }
        }
        #expect(worst <= 1, "a pixel \(worst) levels from its colour")
    }

    @Test("a strip with a corner at infinity or not a number is not drawn and nothing traps; the canvas draws on after")
    func badStrips() throws {
        for bad in [CGFloat.nan, .infinity] {
            var strips = Self.strips
            strips[1][2] = CGPoint(x: bad, y: 100)
            let canvas = try Self.whiteCanvas()
            canvas.fill(strips: strips.map(SliceFixtures.polygon), gradient: Self.gradient)
            canvas.fill(CanvasPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), with: .red)
            cairo_surface_flush(canvas.surface.handle)
            #expect(canvas.surface.pixel(x: 4, y: 4) == RGBA(r: 255, g: 0, b: 0, a: 255))
        }
    }
}
