import Foundation
import Testing
import Folio
@testable import FolioCairo

@MainActor
@Suite("Cairo rendering")
struct CairoRenderingTests {
    private func tree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)); red.backgroundColor = .red
        let clip = UIView(frame: CGRect(x: 50, y: 10, width: 20, height: 20)); clip.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40)); overflow.backgroundColor = .blue
        clip.addSubview(overflow)
        let half = UIView(frame: CGRect(x: 10, y: 50, width: 20, height: 20)); half.backgroundColor = .black; half.alpha = 0.5
        let turned = UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 10)); turned.backgroundColor = .green
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        [red, clip, half, turned].forEach(root.addSubview)
        return root
    }

    @Test("backgrounds, clipping, alpha and transforms land on the right pixels", arguments: [1.0, 2.0])
    func pixels(scale: Double) throws {
        let surface = try CairoRenderer.image(of: tree(), scale: CGFloat(scale))

        #expect(surface.pixelWidth == Int(100 * scale))
        #expect(surface.color(at: CGPoint(x: 20, y: 20)) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(surface.color(at: CGPoint(x: 65, y: 25)) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(surface.color(at: CGPoint(x: 75, y: 35)) == RGBA(r: 255, g: 255, b: 255, a: 255), "clipped")
        #expect(surface.color(at: CGPoint(x: 20, y: 60)).distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)) <= 1)
        // The 20×10 green bar turned a quarter: now 10 wide and 20 tall around (70, 65).
        #expect(surface.color(at: CGPoint(x: 70, y: 57)) == RGBA(r: 0, g: 255, b: 0, a: 255))
        #expect(surface.color(at: CGPoint(x: 62, y: 65)) == RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("snapshotPNG round-trips through PNG pixel for pixel")
    func pngRoundTrip() throws {
        let view = tree()
        let png = try view.snapshotPNG(scale: 2)
        let direct = try CairoRenderer.image(of: view, scale: 2, background: nil)

        let decoded = try CairoSurface(pngData: png, scale: 2)

        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(decoded.pixelWidth == 200 && decoded.pixelHeight == 200)
        for (x, y) in [(20, 20), (130, 50), (40, 120), (140, 115), (199, 199)] {
            #expect(decoded.pixel(x: x, y: y) == direct.pixel(x: x, y: y))
        }
    }

    @Test("empty, infinite and corrupt images fail with typed errors")
    func badImages() {
        #expect(throws: CairoSurface.Failure.self) { try UIView(frame: .zero).snapshotPNG(scale: 2) }
        #expect(throws: CairoSurface.Failure.self) { try CairoSurface(size: CGSize(width: CGFloat.infinity, height: 1), scale: 1) }
        #expect(throws: CairoSurface.Failure.self) { try CairoSurface(pngData: Data([0x89, 0x50, 1, 2, 3])) }
    }

    @Test("text is drawn with Pango, Latin and CJK, and measured the same at every scale")
    func text() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "第一页 First"
        label.textColor = .black
        label.backgroundColor = .white
        let engine = PangoTextEngine.shared

        let latin = engine.makeLayout(text: "First", font: .systemFont(ofSize: 17), maxWidth: nil, alignment: .left, maximumLines: 1)
        let cjk = engine.makeLayout(text: "第一页", font: .systemFont(ofSize: 17), maxWidth: nil, alignment: .left, maximumLines: 1)
        let image1 = try CairoRenderer.image(of: label, scale: 1)
        let image2 = try CairoRenderer.image(of: label, scale: 2)

        #expect(latin.size.width > 30 && latin.size.width < 60)
        #expect(cjk.size.width >= 3 * 15, "CJK glyphs are about one em wide: a CJK font was found")
        #expect(latin.size.height >= 17 && latin.size.height < 30)
        func inkColumns(_ s: CairoSurface) -> Int {
            (0..<s.pixelWidth).filter { x in (0..<s.pixelHeight).contains { s.pixel(x: x, y: $0).r < 128 } }.count
        }
        let ink1 = inkColumns(image1), ink2 = inkColumns(image2)
        #expect(ink1 > 60)
        #expect(abs(Double(ink2) / 2 - Double(ink1)) < 6, "the same layout at 2×")
    }

    @Test("wrapping respects the width and the line limit")
    func wrapping() {
        let engine = PangoTextEngine.shared
        let text = "Folio pages through views on Linux with UIKit's names"

        let one = engine.makeLayout(text: text, font: .systemFont(ofSize: 17), maxWidth: 120, alignment: .left, maximumLines: 1)
        let many = engine.makeLayout(text: text, font: .systemFont(ofSize: 17), maxWidth: 120, alignment: .left, maximumLines: 0)

        #expect(one.size.width <= 120 && many.size.width <= 120)
        #expect(many.size.height > one.size.height * 2)
        let unlimited = engine.makeLayout(text: text, font: .systemFont(ofSize: 17), maxWidth: 120, alignment: .left, maximumLines: .max)
        #expect(unlimited.size == many.size, "numberOfLines = Int.max lays out like no limit (it used to trap converting to Pango's Int32)")
    }
}

@MainActor
@Suite("Cairo shapes")
struct CairoShapeTests {
    @Test("a corner radius rounds the background: corners stay clear, the middle is filled")
    func roundedCorners() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        v.backgroundColor = .red
        v.layer.cornerRadius = 12

        let image = try CairoRenderer.image(of: v, scale: 2, background: .white)

        #expect(image.color(at: CGPoint(x: 1, y: 1)) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(image.color(at: CGPoint(x: 38.5, y: 38.5)) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(image.color(at: CGPoint(x: 20, y: 1)) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(image.color(at: CGPoint(x: 20, y: 20)) == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("a frame over the last one: cleared first unless the content paints every pixel opaque (a seam of stacked views counts as not)")
    func clearingUnderContent() throws {
        func frame(over old: RGBA, _ build: (UIView) -> Void) throws -> CairoSurface {
            let surface = try CairoSurface(size: CGSize(width: 40, height: 40), scale: 2)
            CairoRenderer.render(solid(old), into: surface, background: nil)   // the last frame
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            build(root)
            CairoRenderer.render(root, into: surface, background: .black)
            return surface
        }
        func solid(_ c: RGBA) -> UIView {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            v.backgroundColor = UIColor(red: CGFloat(c.r) / 255, green: CGFloat(c.g) / 255, blue: CGFloat(c.b) / 255, alpha: 1)
            return v
        }
        let red = RGBA(r: 255, g: 0, b: 0, a: 255), black = RGBA(r: 0, g: 0, b: 0, a: 255)
        // Translucent content: the black background shows through, never the last frame's red.
        let faint = try frame(over: red) { $0.backgroundColor = UIColor(white: 1, alpha: 0.5) }
        #expect(faint.color(at: CGPoint(x: 20, y: 20)).distance(to: RGBA(r: 128, g: 128, b: 128, a: 255)) <= 1)
        // One opaque subview over everything: its colour, whatever lay there.
        let covered = try frame(over: red) { root in
            let cover = UIView(frame: root.bounds.insetBy(dx: -5, dy: -5))
            cover.backgroundColor = .blue
            root.addSubview(cover)
        }
        #expect(covered.color(at: CGPoint(x: 20, y: 20)) == RGBA(r: 0, g: 0, b: 255, a: 255))
        // Two opaque halves meeting inside a pixel (y = 20.25 at 2x): the seam's pixel row blends
        // over the black background, as a render from nothing draws it, not over the red.
        let seam = try frame(over: red) { root in
            for (y, h) in [(CGFloat(0), CGFloat(20.25)), (20.25, 19.75)] {
                let half = UIView(frame: CGRect(x: 0, y: y, width: 40, height: h))
                half.backgroundColor = .white
                root.addSubview(half)
            }
        }
        let fresh = try frame(over: black) { root in
            for (y, h) in [(CGFloat(0), CGFloat(20.25)), (20.25, 19.75)] {
                let half = UIView(frame: CGRect(x: 0, y: y, width: 40, height: h))
                half.backgroundColor = .white
                root.addSubview(half)
            }
        }
        #expect(seam.pixel(x: 10, y: 40) == fresh.pixel(x: 10, y: 40))
        #expect(seam.pixel(x: 10, y: 40).r == seam.pixel(x: 10, y: 40).g, "no red in the seam")
    }

    @Test("the same text, font and width give the same Pango layout; another width another")
    func layoutsKept() {
        let engine = PangoTextEngine()
        let a = engine.makeLayout(text: "Home", font: .systemFont(ofSize: 12), maxWidth: 80, alignment: .left, maximumLines: 1)
        let b = engine.makeLayout(text: "Home", font: .systemFont(ofSize: 12), maxWidth: 80, alignment: .left, maximumLines: 1)
        let c = engine.makeLayout(text: "Home", font: .systemFont(ofSize: 12), maxWidth: 120, alignment: .left, maximumLines: 1)
        #expect(a as AnyObject === b as AnyObject)
        #expect(c.size.width == 120 && a.size.width == 80)
        let nan = engine.makeLayout(text: "Home", font: .systemFont(ofSize: 12), maxWidth: .nan, alignment: .left, maximumLines: 1)
        #expect(nan.size.width > 0 && nan.size.width < 80)
    }
}
