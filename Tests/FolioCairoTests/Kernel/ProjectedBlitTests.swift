import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting
import FolioCore

/// The perspective drawing a turned layer takes: every destination pixel from the image pixel the
/// projection puts under its centre, over what is there, inside the clip.
@MainActor
@Suite("Perspective drawing into pixels")
struct ProjectedBlitTests {
    /// A `width` × `height` buffer filled with `pixel`.
    final class Buffer {
        var storage: [UInt32]
        let width: Int, height: Int
        init(width: Int, height: Int, pixel: UInt32) { self.width = width; self.height = height; storage = Array(repeating: pixel, count: width * height) }
        subscript(x: Int, y: Int) -> UInt32 { storage[y * width + x] }
        func with<T>(_ body: (ProjectedBlit.Pixels) -> T) -> T {
            storage.withUnsafeMutableBufferPointer { body(ProjectedBlit.Pixels(base: $0.baseAddress!, rowLength: width, width: width, height: height)) }
        }
    }

    static let opaqueRed: UInt32 = 0xFFFF_0000, white: UInt32 = 0xFFFF_FFFF

    @Test("through a translation the image is copied pixel for pixel, only inside the clip")
    func translation() {
        let source = Buffer(width: 4, height: 3, pixel: 0)
        for i in source.storage.indices { source.storage[i] = 0xFF00_0000 | UInt32(i) }
        let destination = Buffer(width: 10, height: 10, pixel: Self.white)

        let drawn = source.with { s in destination.with { d in
            ProjectedBlit.draw(s, through: Homography(CGAffineTransform(translationX: 2, y: 5)), into: d,
                               clip: CGRect(x: 0, y: 0, width: 5, height: 10))
        } }

        #expect(drawn)
        #expect(destination[2, 5] == 0xFF00_0000 && destination[4, 7] == 0xFF00_000A, "pixels land one for one")
        #expect(destination[5, 5] == Self.white, "right of the clip: untouched")
        #expect(destination[1, 5] == Self.white && destination[2, 4] == Self.white && destination[2, 8] == Self.white)
    }

    @Test("a translucent pixel is composited over the destination (premultiplied)")
    func over() {
        let source = Buffer(width: 1, height: 1, pixel: 0x8080_0000)   // red at half alpha, premultiplied
        let destination = Buffer(width: 1, height: 1, pixel: Self.white)

        source.with { s in destination.with { d in
            _ = ProjectedBlit.draw(s, through: Homography(CGAffineTransform.identity), into: d, clip: CGRect(x: 0, y: 0, width: 1, height: 1))
        } }

        #expect(destination[0, 0] == 0xFFFF_7F7F)
    }

    @Test("an image partly behind the eye, or a singular map, draws nothing and says so")
    func refused() {
        let source = Buffer(width: 8, height: 8, pixel: Self.opaqueRed)
        let destination = Buffer(width: 8, height: 8, pixel: Self.white)
        let behind = Homography(1, 0, -0.5, 0, 1, 0, 0, 0, 1)   // w = 1 − x/2: the far side comes past the eye

        let results = source.with { s in destination.with { d in
            [ProjectedBlit.draw(s, through: behind, into: d, clip: CGRect(x: 0, y: 0, width: 8, height: 8)),
             ProjectedBlit.draw(s, through: Homography(CGAffineTransform(scaleX: 0, y: 1)), into: d, clip: CGRect(x: 0, y: 0, width: 8, height: 8))]
        } }

        #expect(results == [false, false])
        #expect(destination.storage.allSatisfy { $0 == Self.white })
    }

    @Test("a turned card inside a rounded clip: drawn through the projection, the clip's corners stay clear")
    func roundedClip() throws {
        let (container, card) = Transform3DDrawingTests.scene()
        let holder = UIView(frame: container.bounds)
        holder.layer.cornerRadius = 40
        holder.clipsToBounds = true
        holder.layer.sublayerTransform = container.layer.sublayerTransform
        card.removeFromSuperview()
        card.frame = CGRect(x: -20, y: -20, width: 440, height: 340)
        card.subviews[0].frame = CGRect(x: 0, y: 0, width: 220, height: 340)
        card.subviews[1].frame = CGRect(x: 220, y: 0, width: 220, height: 340)
        holder.addSubview(card)
        container.addSubview(holder)
        card.transform3D = CATransform3DMakeRotation(.pi / 9, 0, 1, 0)

        let shot = try CairoRenderer.image(of: container, scale: 2, background: .white)

        #expect(shot.color(at: CGPoint(x: 3, y: 3)) == RGBA(r: 255, g: 255, b: 255, a: 255), "outside the rounded corner")
        #expect(shot.color(at: CGPoint(x: 40, y: 150)) == Transform3DDrawingTests.red)
        #expect(shot.color(at: CGPoint(x: 360, y: 150)) == Transform3DDrawingTests.blue)
    }

    /// An image turned 60° about its vertical axis and 0.3 rad in its plane, with perspective:
    /// its rows cross the image's rows slantwise and span hundreds of columns. Each image pixel
    /// holds its own position (column in the low 12 bits, row above).
    static func turnedImage(opaque: Bool) -> (source: Buffer, map: Homography, isOpaque: Bool) {
        let source = Buffer(width: 300, height: 200, pixel: 0)
        for v in 0..<200 { for u in 0..<300 { source.storage[v * 300 + u] = (opaque ? 0xFF00_0000 : 0x8000_0000) | UInt32(v << 12 | u) } }
        var t = CATransform3DMakeTranslation(-150, -100, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(0.3, 0, 0, 1))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(.pi / 3, 0, 1, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        t = CATransform3DConcat(t, perspective)
        t = CATransform3DConcat(t, CATransform3DMakeScale(2, 2, 1))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(300, 200, 0))
        return (source, Homography(t), opaque)
    }

    @Test("a turned image with perspective: every pixel drawn is the image pixel under its centre, within a pixel on screen")
    func turnedPixelsFollowTheProjection() throws {
        let (source, map, _) = Self.turnedImage(opaque: true)
        let back = try #require(map.inverted)
        let destination = Buffer(width: 600, height: 400, pixel: 0)

        let drawn = source.with { s in destination.with { d in
            var opaque = s
            opaque.opaque = true
            return ProjectedBlit.draw(opaque, through: map, into: d, clip: CGRect(x: 0, y: 0, width: 600, height: 400))
        } }

        #expect(drawn)
        var count = 0, widest = 0, worst = 0.0
        for y in 0..<400 {
            let row = (0..<600).filter { destination[$0, y] != 0 }
            widest = max(widest, row.count)
            for x in row {
                let pixel = destination[x, y]
                let u = Double(pixel & 0xFFF), v = Double((pixel >> 12) & 0xFFF)
                let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let exact = try #require(back.project(centre))
                // The point of the image pixel taken nearest the exact position, seen on screen.
                let nearest = CGPoint(x: min(max(exact.x, u), u + 1), y: min(max(exact.y, v), v + 1))
                let shown = try #require(map.project(nearest))
                worst = max(worst, hypot(shown.x - centre.x, shown.y - centre.y))
                count += 1
            }
        }
        #expect(count > 40_000, "the image covers much of the destination")
        #expect(widest > 3 * ProjectedBlit.columnsAtATime, "rows run over several goes of columns")
        #expect(worst <= 1, "the image pixel taken lies within a pixel of the exact projection on screen (worst \(worst))")
    }

    @Test("drawn a few columns of every row at a time or whole rows at once, the pixels are the same, opaque or translucent")
    func columnsAtATimeChangeNothing() {
        for opaque in [true, false] {
            let (source, map, _) = Self.turnedImage(opaque: opaque)
            let shots = [7, ProjectedBlit.columnsAtATime, 1_000_000].map { columns in
                let destination = Buffer(width: 600, height: 400, pixel: 0xFF20_4060)
                source.with { s in destination.with { d in
                    var s = s
                    s.opaque = opaque
                    _ = ProjectedBlit.draw(s, through: map, into: d, clip: CGRect(x: 0, y: 0, width: 600, height: 400), columns: columns)
                } }
                return destination.storage
            }
            #expect(shots[0].filter { $0 != 0xFF20_4060 }.count > 40_000)
            #expect(shots[0] == shots[2] && shots[1] == shots[2], "opaque: \(opaque)")
        }
    }

    /// Counts how often it is drawn; fills itself with `color`.
    final class CountingView: UIView {
        var draws = 0
        var color = UIColor.red { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            draws += 1
            color.setFill()
            UIRectFill(bounds)
        }
    }

    @Test("a turned view is drawn into its image once: turning it further only projects the image again; a change inside draws it anew")
    func keptImage() throws {
        let (container, card) = Transform3DDrawingTests.scene()
        card.subviews.forEach { $0.removeFromSuperview() }
        let inner = CountingView(frame: card.bounds)
        card.addSubview(inner)
        let surface = try CairoSurface(size: container.bounds.size, scale: 2)
        card.transform3D = CATransform3DMakeRotation(.pi / 8, 0, 1, 0)

        CairoRenderer.render(container, into: surface)
        card.transform3D = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        CairoRenderer.render(container, into: surface)

        #expect(inner.draws == 1, "the second turn projects the kept image")
        let map = try #require(card.depthMapToSuperview)
        let centre = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 100), through: map))
        #expect(surface.color(at: centre) == Transform3DDrawingTests.red)

        inner.color = .blue
        CairoRenderer.render(container, into: surface)

        #expect(inner.draws == 2)
        #expect(surface.color(at: centre) == Transform3DDrawingTests.blue, "the change shows")

        card.transform3D = CATransform3DIdentity
        container.layer.sublayerTransform = CATransform3DIdentity
        CairoRenderer.render(container, into: surface)
        #expect(card.displayStorage.projection == nil, "flat again: the image is let go")
    }
}
