import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting
import FolioCore

/// The perspective drawing a turned layer takes: every destination pixel reads the image under its
/// centre through the bilinear filter, its outline covering edge pixels in part, over what is
/// there, inside the clip.
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
        let map = turned(size: CGSize(width: 300, height: 200), inPlane: 0.3, aboutY: .pi / 3, eyeDistance: 400, scale: 2, centre: CGPoint(x: 300, y: 200))
        return (source, map, opaque)
    }

    /// The map of an image of `size` centred on the origin, turned `inPlane` radians in its plane
    /// and `aboutY` about its vertical axis, seen from `eyeDistance` in perspective, scaled and
    /// centred on `centre`.
    static func turned(size: CGSize, inPlane: CGFloat, aboutY: CGFloat, eyeDistance: CGFloat, scale: CGFloat = 1, centre: CGPoint) -> Homography {
        var t = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(inPlane, 0, 0, 1))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(aboutY, 0, 1, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        t = CATransform3DConcat(t, perspective)
        t = CATransform3DConcat(t, CATransform3DMakeScale(scale, scale, 1))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(centre.x, centre.y, 0))
        return Homography(t)
    }

    /// A 300 × 200 image whose red rises by 0.8 a column and green by 1 a row (a bilinear read
    /// of it is the same ramps at the point read), turned as `turnedImage`.
    static func ramp() -> (source: Buffer, map: Homography) {
        let (source, map, _) = turnedImage(opaque: true)
        for v in 0..<200 { for u in 0..<300 { source.storage[v * 300 + u] = 0xFF00_0000 | UInt32((Double(u) * 0.8).rounded()) << 16 | UInt32(v) << 8 } }
        return (source, map)
    }

    @Test("a turned image with perspective: every pixel reads the image where the projection puts its centre, mixed from the four pixels round it")
    func turnedPixelsFollowTheProjection() throws {
        let (source, map) = Self.ramp()
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
            let row = (0..<600).filter { destination[$0, y] >> 24 == 255 }
            widest = max(widest, row.count)
            for x in row {
                let pixel = destination[x, y]
                let exact = try #require(back.project(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)))
                // The ramps at the exact point (pixel centres at +½; past the last centre, the edge's).
                let u = min(max(exact.x - 0.5, 0), 299), v = min(max(exact.y - 0.5, 0), 199)
                let e = max(abs(Double((pixel >> 16) & 0xFF) - u * 0.8), abs(Double((pixel >> 8) & 0xFF) - v))
                worst = max(worst, e)
                count += 1
            }
        }
        #expect(count > 40_000, "the image covers much of the destination")
        #expect(widest > 3 * ProjectedBlit.columnsAtATime, "rows run over several goes of columns")
        // An eighth of an image pixel of perspective between exact divisions, weights in 128ths, rounding.
        #expect(worst <= 1.5, "every channel within 1.5 of the ramp at the exact point (worst \(worst))")
    }

    @Test("the outline is smooth: a pixel it crosses is covered by the part of it inside, within 5 % (12 % at a corner)")
    func outlineCoverage() throws {
        let (source, map) = Self.ramp()
        let destination = Buffer(width: 600, height: 400, pixel: 0)
        source.with { s in destination.with { d in
            _ = ProjectedBlit.draw(s, through: map, into: d, clip: CGRect(x: 0, y: 0, width: 600, height: 400))
        } }
        let corners = try [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 200), CGPoint(x: 0, y: 200)].map { try #require(map.project($0)) }
        /// How much of pixel (x, y) lies inside the projected outline, from 16 × 16 points.
        func inside(_ x: Int, _ y: Int) -> Double {
            var hits = 0
            for i in 0..<16 { for j in 0..<16 {
                let p = CGPoint(x: Double(x) + (Double(i) + 0.5) / 16, y: Double(y) + (Double(j) + 0.5) / 16)
                let turns = (0..<4).map { k -> Double in
                    let a = corners[k], b = corners[(k + 1) % 4]
                    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                }
                if turns.allSatisfy({ $0 >= 0 }) || turns.allSatisfy({ $0 <= 0 }) { hits += 1 }
            } }
            return Double(hits) / 256
        }
        var partial = 0, worst = 0.0, worstAtCorners = 0.0
        for y in 0..<400 { for x in 0..<600 {
            let alpha = Double(destination[x, y] >> 24)
            guard alpha > 0 && alpha < 255 else { continue }
            partial += 1
            let e = abs(alpha - inside(x, y) * 255)
            let nearCorner = corners.contains { hypot($0.x - Double(x) - 0.5, $0.y - Double(y) - 0.5) < 1.5 }
            if nearCorner { worstAtCorners = max(worstAtCorners, e) } else { worst = max(worst, e) }
        } }
        #expect(partial > 500, "the outline's pixels are covered in part (\(partial))")
        // A ramp one pixel wide across each side: within 5 % of the area along a side (most off
        // at 45°), 12 % where two sides meet.
        #expect(worst <= 0.05 * 255, "worst along the sides \(worst)")
        #expect(worstAtCorners <= 0.12 * 255, "worst at the corners \(worstAtCorners)")
    }

    /// A photo's stand-in: a white sun whose rim fades over two pixels on deep blue, 200 × 160.
    static func sunImage() -> Buffer {
        let source = Buffer(width: 200, height: 160, pixel: 0)
        for y in 0..<160 { for x in 0..<200 {
            let f = min(max((46 - hypot(Double(x) + 0.5 - 120, Double(y) + 0.5 - 70)) / 2, 0), 1)
            func mixed(_ dark: Double) -> UInt32 { UInt32((dark + (255 - dark) * f).rounded()) }
            source.storage[y * 200 + x] = 0xFF00_0000 | mixed(20) << 16 | mixed(40) << 8 | mixed(110)
        } }
        return source
    }

    @Test("a photo turned 30° with perspective at 1×: its outline and the sun's rim match an 8 × 8 supersampled reference, without stair-steps")
    func matchesSupersampledReference() throws {
        let source = Self.sunImage()
        let map = Self.turned(size: CGSize(width: 200, height: 160), inPlane: 0.2, aboutY: .pi / 6, eyeDistance: 500, centre: CGPoint(x: 130, y: 110))
        let back = try #require(map.inverted)
        let grey: UInt32 = 0xFF80_8080
        let destination = Buffer(width: 260, height: 220, pixel: grey)
        source.with { s in destination.with { d in
            var s = s
            s.opaque = true
            _ = ProjectedBlit.draw(s, through: map, into: d, clip: CGRect(x: 0, y: 0, width: 260, height: 220))
        } }

        // The reference: each pixel the mean of 8 × 8 points, each the image between its pixel
        // centres (bilinear, as a photo is continuous) where the point lies on it, else the grey.
        func image(at p: CGPoint, _ shift: UInt32) -> Double {
            let u = min(max(p.x - 0.5, 0), 199), v = min(max(p.y - 0.5, 0), 159)
            let x0 = min(Int(u), 198), y0 = min(Int(v), 158), fx = u - Double(x0), fy = v - Double(y0)
            func at(_ x: Int, _ y: Int) -> Double { Double((source[x, y] >> shift) & 0xFF) }
            return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
        }
        var worst = 0.0, total = 0.0, channels = 0
        for y in 0..<220 { for x in 0..<260 {
            var sum = [0.0, 0.0, 0.0]
            for i in 0..<8 { for j in 0..<8 {
                let p = try #require(back.project(CGPoint(x: Double(x) + (Double(i) + 0.5) / 8, y: Double(y) + (Double(j) + 0.5) / 8)))
                let inside = p.x >= 0 && p.y >= 0 && p.x < 200 && p.y < 160
                for (k, shift) in [UInt32(16), 8, 0].enumerated() { sum[k] += inside ? image(at: p, shift) : Double((grey >> shift) & 0xFF) }
            } }
            let drawn = destination[x, y]
            for (k, shift) in [UInt32(16), 8, 0].enumerated() {
                let difference = abs(Double((drawn >> shift) & 0xFF) - sum[k] / 64)
                worst = max(worst, difference); total += difference; channels += 1
            }
        } }
        let mean = total / Double(channels)
        // Nearest reads without covered edges are off by up to half the contrast along the outline
        // and half a pixel's step across the rim; what is left here is the filter's bend where
        // the rim's fade starts and ends, and an eighth of an image pixel of perspective.
        #expect(worst <= 24, "worst channel difference \(worst)")
        #expect(mean <= 0.25, "mean channel difference \(mean)")
    }

    /// The test image drawn through `map` (its own turn when nil) over a 600 × 400 background,
    /// `columns` at a time, in wide vectors or not: the pixels.
    private func turnedShot(opaque: Bool, map: Homography? = nil, columns: Int = ProjectedBlit.columnsAtATime, wide: Bool = true) -> [UInt32] {
        let (source, turned, _) = Self.turnedImage(opaque: opaque)
        let map = map ?? turned
        let destination = Buffer(width: 600, height: 400, pixel: 0xFF20_4060)
        source.with { s in destination.with { d in
            var s = s
            s.opaque = opaque
            _ = ProjectedBlit.draw(s, through: map, into: d, clip: CGRect(x: 0, y: 0, width: 600, height: 400), columns: columns, wide: wide)
        } }
        return destination.storage
    }

    @Test("drawn a few columns of every row at a time or whole rows at once, the pixels are the same, opaque or translucent")
    func columnsAtATimeChangeNothing() {
        for opaque in [true, false] {
            let shots = [7, ProjectedBlit.columnsAtATime, 1_000_000].map { turnedShot(opaque: opaque, columns: $0) }
            #expect(shots[0].filter { $0 != 0xFF20_4060 }.count > 40_000)
            #expect(shots[0] == shots[2] && shots[1] == shots[2], "opaque: \(opaque)")
        }
    }

    @Test("eight pixels at a time in wide vectors or four at a time in Swift's, the pixels are the same, opaque or translucent, turned steeply or barely, near or far")
    func wideVectorsChangeNothing() {
        let size = CGSize(width: 300, height: 200), centre = CGPoint(x: 300, y: 200)
        // The test image's turn; one steep and seen from near (short pieces between exact
        // divisions, every piece's end worked out); one barely turned and magnified (long pieces);
        // one turned in its plane only (no perspective: the division is the same everywhere).
        let maps = [Self.turnedImage(opaque: true).map,
                    Self.turned(size: size, inPlane: -0.5, aboutY: 1.35, eyeDistance: 180, scale: 1.5, centre: centre),
                    Self.turned(size: size, inPlane: 0.05, aboutY: 0.08, eyeDistance: 2_000, scale: 3.5, centre: centre),
                    Self.turned(size: size, inPlane: 0.7, aboutY: 0, eyeDistance: 1e9, scale: 1.2, centre: centre)]
        for (index, map) in maps.enumerated() {
            for opaque in [true, false] {
                let wide = turnedShot(opaque: opaque, map: map, wide: true), narrow = turnedShot(opaque: opaque, map: map, wide: false)
                #expect(wide.filter { $0 != 0xFF20_4060 }.count > 20_000, "map \(index)")
                let differing = zip(wide, narrow).filter { $0 != $1 }.count
                #expect(differing == 0, "map \(index), opaque: \(opaque), \(differing) pixels differ")
            }
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

    @Test("a turned view of its own class (a card that draws itself, a cell) keeps its image while it only turns; its display makes it anew")
    func keptImageOfASubclass() throws {
        let (container, card) = Transform3DDrawingTests.scene()
        let drawn = CountingView(frame: card.frame)
        card.superview!.addSubview(drawn)
        card.removeFromSuperview()
        let surface = try CairoSurface(size: container.bounds.size, scale: 2)
        drawn.transform3D = CATransform3DMakeRotation(.pi / 8, 0, 1, 0)
        CairoRenderer.render(container, into: surface)
        let kept = try #require(drawn.displayStorage.projection)

        for angle in [CGFloat.pi / 7, .pi / 6, .pi / 5] {
            drawn.transform3D = CATransform3DMakeRotation(angle, 0, 1, 0)
            CairoRenderer.render(container, into: surface)
        }
        #expect(drawn.displayStorage.projection === kept, "turning it only projects the kept image")
        #expect(drawn.draws == 1)
        let map = try #require(drawn.depthMapToSuperview)
        let centre = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 100), through: map))
        #expect(surface.color(at: centre) == Transform3DDrawingTests.red)

        drawn.color = .blue   // setNeedsDisplay: drawn again when it is next drawn
        CairoRenderer.render(container, into: surface)
        #expect(drawn.draws == 2)
        #expect(drawn.displayStorage.projection !== kept, "what it drew changed: its image is made anew")
        #expect(surface.color(at: centre) == Transform3DDrawingTests.blue, "the change shows")
    }
}
