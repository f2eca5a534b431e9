import Foundation
import Testing
@testable import FolioCore

@Suite("Page roll cut into drawable pieces")
struct PageRollPiecesTests {
    let size = CGSize(width: 300, height: 400)

    /// Whether `p` lies inside the convex quadrilateral `quad` (either winding), within `slack`.
    private func inside(_ p: CGPoint, _ quad: [CGPoint], slack: CGFloat = 1e-6) -> Bool {
        var sign: CGFloat = 0
        for i in quad.indices {
            let a = quad[i], b = quad[(i + 1) % quad.count]
            let edge = hypot(b.x - a.x, b.y - a.y)
            let cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / max(edge, 1e-12)
            if abs(cross) <= slack { continue }
            if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return false }
        }
        return true
    }

    private func rolls() -> [PageRoll] {
        var rolls: [PageRoll] = []
        var rng = SplitMix(seed: 7)
        for spine in PageRoll.Spine.allCases {
            for _ in 0..<25 {
                let grab = CGPoint(x: rng.next(in: 0...300), y: rng.next(in: 0...400))
                let finger = CGPoint(x: rng.next(in: -300...300), y: rng.next(in: -100...500))
                rolls.append(PageRoll(size: size, spine: spine, grab: grab, finger: finger))
            }
        }
        return rolls
    }

    @Test("every page point is drawn where place(_:) puts it, inside its piece's band (random rolls from every spine)")
    func piecesMatchPlacement() {
        var rng = SplitMix(seed: 11)
        for roll in rolls() {
            let pieces = roll.pieces(tolerance: 0.1)
            #expect(!pieces.isEmpty)
            for _ in 0..<60 {
                let p = CGPoint(x: rng.next(in: 0...300), y: rng.next(in: 0...400))
                let s = roll.distancePastAxis(p)
                guard let piece = pieces.first(where: { $0.range.contains(s) }) else {
                    Issue.record("no piece holds s = \(s)"); continue
                }
                let drawn = p.applying(piece.transform), placed = roll.place(p)
                // Strips are chords of the cylinder: within a fraction of a point of the arc.
                #expect(hypot(drawn.x - placed.point.x, drawn.y - placed.point.y) < 0.25)
                #expect(inside(drawn, piece.band, slack: 0.15), "within the sliver the minimum slope allows")
                #expect(piece.side == placed.side || abs(placed.angle - .pi / 2) < 0.1)
            }
        }
    }

    @Test("the pieces cover the page's whole range past the axis, without gaps, bottom (front) to top (back)")
    func piecesTile() {
        for roll in rolls() {
            let pieces = roll.pieces(tolerance: 0.1)
            for (a, b) in zip(pieces, pieces.dropFirst()) {
                #expect(abs(a.range.upperBound - b.range.lowerBound) < 1e-9)
                #expect(a.angle <= b.angle + 1e-9, "drawn in order of height")
            }
            let corners = [CGPoint.zero, CGPoint(x: 300, y: 0), CGPoint(x: 0, y: 400), CGPoint(x: 300, y: 400)]
            let past = corners.map(roll.distancePastAxis)
            #expect(pieces.first!.range.lowerBound <= past.min()! + 1e-9)
            #expect(pieces.last!.range.upperBound >= past.max()! - 1e-9)
        }
    }

    @Test("on an opaque page the cylinder's front is left out only where its back lies over it (random rolls from every spine)")
    func hiddenFrontLeftOut() {
        var rng = SplitMix(seed: 23)
        var leftOut = 0
        for roll in rolls() {
            let all = roll.pieces(tolerance: 0.1), shown = roll.pieces(tolerance: 0.1, opaque: true)
            #expect(shown.filter { $0.side == .back }.map(\.shape) == all.filter { $0.side == .back }.map(\.shape), "the back is whole")
            for _ in 0..<200 {
                let p = CGPoint(x: rng.next(in: 0...300), y: rng.next(in: 0...400))
                let s = roll.distancePastAxis(p)
                guard let piece = all.first(where: { $0.range.contains(s) }), piece.side == .front, piece.angle > 0 else { continue }
                let drawn = p.applying(piece.transform)
                if shown.contains(where: { $0.side == .front && $0.range == piece.range && inside(drawn, $0.shape) }) { continue }
                leftOut += 1
                #expect(shown.contains { $0.side == .back && inside(drawn, $0.shape, slack: 0.3) },
                        "a front point left out at \(drawn) is under the back (s = \(s), radius \(roll.radius))")
            }
        }
        #expect(leftOut > 100, "rolls past half a turn leave much of the front out (\(leftOut) sampled points)")

        // An edge pull past half a turn hides all of it but a point-wide margin at the page's ends.
        let edge = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 120, y: 200))
        let frontStrips = edge.pieces(opaque: true).filter { $0.side == .front && $0.angle > 0 }
        #expect(!frontStrips.isEmpty && frontStrips.allSatisfy { piece in
            piece.shape.allSatisfy { $0.y <= 1 + 1e-9 } || piece.shape.allSatisfy { $0.y >= 399 - 1e-9 }
        }, "\(frontStrips.map(\.shape))")
    }

    @Test("every piece's map is well conditioned: no stretch below the minimum, so its inverse stays small")
    func conditioned() {
        for roll in rolls() {
            for piece in roll.pieces(tolerance: 0.1) {
                let t = piece.transform
                let det = t.a * t.d - t.b * t.c
                #expect(abs(det) >= PageRoll.minimumSlope - 1e-9)
            }
        }
    }

    @Test("a flat page is one piece drawn as it is; an edge pull has a front, cylinder strips and a mirrored back")
    func flatAndEdge() {
        let flat = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 300, y: 200))
        let only = flat.pieces()
        #expect(only.count == 1 && only[0].transform == .identity && only[0].side == .front)
        #expect(flat.liftedOutline.isEmpty)

        let roll = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 120, y: 200))
        let pieces = roll.pieces(tolerance: 0.1)
        #expect(pieces.first!.transform == .identity, "the flat front stays")
        let back = pieces.last!
        #expect(back.side == .back && back.angle == .pi)
        #expect(back.transform.a == -1 && back.transform.d == 1, "the back is the front mirrored across the axis")
        let strips = pieces.dropFirst().dropLast()
        #expect(strips.count >= 6 && strips.count <= 40, "\(strips.count) strips: long where the roll is flat, short at its crest")
        let lengths = strips.map { $0.range.upperBound - $0.range.lowerBound }
        #expect(lengths.first! > lengths.max()! / 2 && lengths.min()! < lengths.first!, "shortest toward the crest")
        #expect(strips.contains { $0.side == .front } && strips.contains { $0.side == .back })
        #expect(roll.liftedOutline.count == 2, "the cylinder and the flap lying on top")
    }

    @Test("a corner grab gives pieces at the roll's angle: bands across the pull, not parallel to the spine")
    func cornerPieces() {
        let roll = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 400), finger: CGPoint(x: 160, y: 310))
        #expect(roll.isCornerGrab)
        let back = roll.pieces().last!
        let edge = CGPoint(x: back.band[1].x - back.band[0].x, y: back.band[1].y - back.band[0].y)
        let length = hypot(edge.x, edge.y)
        #expect(abs(edge.x / length * roll.direction.y - edge.y / length * roll.direction.x) < 1e-9,
                "a band's short side runs along the pull")
        #expect(abs(roll.direction.y) > 0.2)
    }

    @Test("non-finite input gives one flat piece and no outline")
    func badInput() {
        let roll = PageRoll(size: size, spine: .top, grab: CGPoint(x: CGFloat.nan, y: 0), finger: CGPoint(x: 1, y: CGFloat.infinity))
        let pieces = roll.pieces(tolerance: CGFloat.nan)
        #expect(pieces.count == 1 && pieces[0].transform == .identity)
        #expect(roll.liftedOutline.isEmpty)
    }

    @Test("what a move uncovers or covers again is exactly the points past one axis and not the other (random pairs of rolls)")
    func uncoveredChange() {
        var rng = SplitMix(seed: 23)
        let all = rolls()
        for (earlier, later) in zip(all, all.dropFirst())
        where earlier.spine == later.spine && earlier.foldLine != nil && later.foldLine != nil {
            let parts = later.uncoveredChange(since: earlier)
            for part in parts { #expect(part.count >= 3) }
            for _ in 0..<80 {
                let p = CGPoint(x: rng.next(in: 0...300), y: rng.next(in: 0...400))
                let a = earlier.distancePastAxis(p), b = later.distancePastAxis(p)
                guard abs(a) > 0.01, abs(b) > 0.01 else { continue }   // on an axis: either way
                let changed = (a > 0) != (b > 0)
                #expect(parts.contains { inside(p, $0, slack: 0) } == changed, "\(p): \(a) then \(b) past the axis")
            }
        }
        let flat = PageRoll(size: size, spine: .left, grab: CGPoint(x: 280, y: 200), finger: CGPoint(x: 280, y: 200))
        let pulled = PageRoll(size: size, spine: .left, grab: CGPoint(x: 280, y: 200), finger: CGPoint(x: 150, y: 200))
        #expect(pulled.uncoveredChange(since: flat).isEmpty, "from a flat page: none (the whole page may change)")
        #expect(pulled.uncoveredChange(since: pulled).isEmpty, "no move: nothing uncovered or covered")
    }
}

/// A small deterministic random source for the tests.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func nextRaw() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + CGFloat(Double(nextRaw() >> 11) / Double(1 << 53)) * (range.upperBound - range.lowerBound)
    }
}

@Suite("Page roll shadows")
struct PageRollShadowTests {
    let size = CGSize(width: 300, height: 400)

    @Test("the roll's shadow lies on the uncovered page, beside the roll, fading away from it")
    func rollShadow() throws {
        let roll = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 120, y: 200))
        let shade = try #require(roll.rollShadow(depth: 20))
        for p in shade.shape {
            let d = roll.distancePastAxis(p)
            #expect(d >= roll.radius - 1e-6 && d <= roll.radius + 20 + 1e-6)
            #expect(p.x >= -1e-6 && p.x <= 300 + 1e-6 && p.y >= -1e-6 && p.y <= 400 + 1e-6)
        }
        #expect(abs(roll.distancePastAxis(shade.from) - roll.radius) < 1e-6, "dark at the roll")
        #expect(abs(roll.distancePastAxis(shade.to) - roll.radius - 20) < 1e-6, "clear a depth away")
        #expect(PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 300, y: 200)).rollShadow(depth: 20) == nil)
    }

    @Test("the flap's shadows fall on the flat front, outside the flap's edges that leave the axis")
    func flapShadows() {
        let edge = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 200), finger: CGPoint(x: 120, y: 200))
        let shades = edge.flapShadows(width: 6)
        #expect(shades.count == 1, "an edge pull: the free edge lying over the page")
        for shade in shades {
            for p in shade.shape { #expect(edge.distancePastAxis(p) <= 1e-6, "on the front") }
            #expect(shade.to.x < shade.from.x, "away from the flap, toward the spine")
        }
        let corner = PageRoll(size: size, spine: .left, grab: CGPoint(x: 300, y: 400), finger: CGPoint(x: 160, y: 300))
        #expect(corner.flapShadows(width: 6).count == 2, "a corner: both edges of the folded corner")
        #expect(PageRoll(size: size, spine: .left, grab: .zero, finger: .zero).flapShadows(width: 6).isEmpty)
    }
}
