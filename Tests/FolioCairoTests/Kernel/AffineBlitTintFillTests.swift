import Foundation
import Testing
import Folio
@testable import FolioCairo

/// A tint alone, walked by its own rows (`AffineBlit.fillTintRows`, a curl's plain-paper strips
/// and shadows): the pixels the image walk (`fillRows`) gives for the tint over a clear image,
/// to the bit.
@MainActor
@Suite("Tint fills drawn straight")
struct AffineBlitTintFillTests {
    typealias Buffer = ProjectedBlitTests.Buffer

    @Test("a tint alone gives the pixels the image walk gives for it over a clear image, whatever the tint, the columns and the width of a step",
          arguments: [1, 64], [true, false])
    func sameAsTheImageWalk(colors: Int, opaque: Bool) throws {
        let alpha = opaque ? 1.0 : 0.55
        let tint = colors == 1
            ? AffineBlit.Tint(colors: [AffineBlit.Tint.premultiplied(0.2, 0.5, 0.9, alpha)])
            : AffineBlit.Tint(colors: AffineBlit.Tint.gradient((0.9, 0.9, 0.85, alpha), (0.1, 0.1, 0.1, alpha * 0.4)),
                              gx: 0.0031, gy: -0.0017, g0: 0.35)
        // The shapes of the straight-fill tests at 2×, and a roll's strip: steep, a few pixels across.
        let strip = [(x: 300.0, y: 10.0), (x: 307.5, y: 12.0), (x: 38.0, y: 590.0), (x: 30.25, y: 588.0)]
        let polygons = AffineBlitTests.shapes.map { $0.map { (x: Double($0.x) * 2, y: Double($0.y) * 2) } } + [strip]
        // A clear image under the whole surface, read one for one.
        let clear = Buffer(width: 400, height: 600, pixel: 0)
        var drawn = 0
        for polygon in polygons {
            let shape = try #require(ConvexPolygon(polygon))
            // The whole surface, and a window of columns and rows cutting through the shape.
            for columns in [(left: 0, right: 399), (left: 57, right: 203)] {
                for wide in [true, false] {
                    let shots = [true, false].map { ownWalk in
                        let destination = Buffer(width: 400, height: 600, pixel: 0xFF20_4060)
                        clear.with { image in destination.with { d in
                            if ownWalk {
                                AffineBlit.fillTintRows(20...580, columns, shape, tint, d, (0, 0), wide: wide)
                            } else {
                                AffineBlit.fillRows(20...580, columns, shape, AffineBlit.Nearest(image), .identity, tint, d, (0, 0), wide: wide)
                            }
                        } }
                        return destination.storage
                    }
                    let changed = shots[1].filter { $0 != 0xFF20_4060 }.count
                    drawn += changed
                    let differing = zip(shots[0], shots[1]).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(differing) of \(changed) pixels differ (\(polygon.count) sides, columns \(columns), wide: \(wide))")
                }
            }
        }
        #expect(drawn > 300_000, "the shapes drew \(drawn) pixels")
    }
}
