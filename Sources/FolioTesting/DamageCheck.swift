import Foundation
@_spi(Host) import Folio
import FolioCairo

/// Proof that damage tracking misses nothing: every rendered frame is drawn twice — only the
/// rectangles the window reports damaged, into the previous frame (as a real window keeps it),
/// and the whole window afresh — and the two are compared pixel by pixel. Turn it on with
/// `HeadlessApp.checksDamage`.
///
/// Outside the damaged boxes the kept pixels must equal the fresh ones exactly: any difference
/// there is a change nobody reported (a miss). Inside them everything was drawn afresh, through
/// a surface that ends at the box's edges; Cairo's and pixman's rasterisers step across shapes
/// and turned images from where the drawn area begins, so a pixel on a slanted seam may come out
/// differently there, and a pixel on a box's edge is shared with what lies past it. At most
/// `seamPixels` pixels per frame may differ by more than `tolerance` (`edgeTolerance` on a box's
/// edge) inside; more (a view left out, a wrong clip) is a mismatch too. Pixels a scroll moved
/// in the kept frame instead of drawing them (`UIWindow.scrollMoves`) — or drew afresh, where
/// its move fell between pixels, beyond the damage — must equal those drawn at
/// the new offset within `edgeTolerance`: a shape's edge drawn at another place on the screen
/// goes through other rounding of its coordinates, so a pixel on a slanted edge may come out a
/// step of the rasteriser's coverage apart (measured: 5 levels between two hills of a postcard);
/// a move that took the wrong pixels differs by far more along every edge of text. Each frame is
/// judged on its own: the previous frame kept is always the whole window's.
@MainActor
public final class DamageCheck {
    /// A frame whose damaged drawing differed from the whole window's.
    public struct Mismatch: Sendable, CustomStringConvertible {
        /// The frame (`HeadlessApp.frameCount`).
        public let frame: Int
        /// The damage the window reported (points; nil: everything).
        public let damage: [CGRect]?
        /// The box of the differing pixels (points).
        public let differing: CGRect
        /// How many pixels differ outside the damage.
        public let missed: Int
        /// How many pixels differ by more than the tolerance inside it.
        public let inside: Int

        public var description: String {
            let rects = damage.map { $0.map { "\($0)" }.joined(separator: ", ") } ?? "everything"
            return "frame \(frame): \(missed) pixels differ outside the damage, \(inside) inside, in \(differing); damage was [\(rects)]"
        }
    }

    /// Every frame where the two drawings differed.
    public private(set) var mismatches: [Mismatch] = []
    /// Frames drawn both ways.
    public private(set) var framesChecked = 0
    /// The damage of each frame checked, in order (window points; nil: everything).
    public private(set) var damages: [[CGRect]?] = []
    /// The damaged share of the window (0…1) of each frame checked, in order.
    public private(set) var damagedShares: [Double] = []
    /// The largest difference of one channel seen inside the damage.
    public private(set) var largestDifference = 0
    /// The largest difference of one channel seen where a scroll moved (or drew) the kept pixels.
    public private(set) var largestMovedDifference = 0
    /// Pixels that differed inside the damage by more than the tolerance, over all frames.
    public private(set) var seamPixelsSeen = 0
    /// How far a channel may differ inside the damage without counting.
    public let tolerance: Int
    /// How many pixels per frame may differ by more inside the damage (rasteriser seams).
    public let seamPixels: Int
    /// How far a channel may differ on a damaged box's outermost rows and columns: a pixel there
    /// is shared by what was drawn afresh and what lies past the box's (fractional) edge, each
    /// covering part of it, and the partial coverages are composited in a different order.
    public let edgeTolerance = 16
    private var kept: CairoSurface?

    /// `tolerance` 4: a frame from its damage draws every piece the way the whole window does
    /// (straight under any rectangular clip, `DeviceClip`), so inside the damage only the
    /// rasteriser's rounding differs.
    init(tolerance: Int = 4, seamPixels: Int = 4) {
        self.tolerance = max(0, tolerance)
        self.seamPixels = max(0, seamPixels)
    }

    /// Draws the frame both ways and compares.
    func check(_ window: UIWindow, scale: CGFloat, frame: Int) {
        let damage = window.takeDamage()
        guard let full = try? CairoSurface(size: window.bounds.size, scale: scale) else { return }
        CairoRenderer.render(window, into: full)
        defer {
            // The next frame starts from the right picture, and from the window's first subviews
            // kept as the frames drawn from their damage kept them.
            full.keptBackdrop = kept?.keptBackdrop
            kept = full
        }
        guard let kept, kept.pixelWidth == full.pixelWidth, kept.pixelHeight == full.pixelHeight else { return }
        let moved = CairoRenderer.render(window, into: kept, damage: damage)
        let boxes = damage.map { CairoRenderer.pixelBoxes($0, scale: scale, width: full.pixelWidth, height: full.pixelHeight) }
        framesChecked += 1
        damages.append(damage)
        damagedShares.append(Self.share(of: boxes, width: full.pixelWidth, height: full.pixelHeight))
        let diff = compare(kept, full, boxes: boxes, moved: moved)
        seamPixelsSeen += diff.inside
        if diff.missed > 0 || diff.inside > seamPixels {
            mismatches.append(Mismatch(frame: frame, damage: damage, differing: diff.box, missed: diff.missed, inside: diff.inside))
        }
    }

    /// The share of `width` × `height` pixels the boxes cover (nil: all).
    private static func share(of boxes: [CairoRenderer.PixelBox]?, width: Int, height: Int) -> Double {
        guard let boxes else { return 1 }
        guard width > 0, height > 0 else { return 0 }
        var covered = 0
        for y in 0..<height {
            let spans = boxes.filter { y >= $0.y && y < $0.y + $0.height }.map { ($0.x, $0.x + $0.width) }.sorted { $0.0 < $1.0 }
            var reach = 0
            for (a, b) in spans where b > reach { covered += b - max(a, reach); reach = b }
        }
        return Double(covered) / Double(width * height)
    }

    /// Pixels that differ outside the boxes (any difference; in the `moved` boxes, by more than
    /// the edge tolerance), pixels that differ by more than the tolerance inside them, and the
    /// box (points) holding both.
    private func compare(_ a: CairoSurface, _ b: CairoSurface, boxes: [CairoRenderer.PixelBox]?,
                         moved: [CairoRenderer.PixelBox]) -> (missed: Int, inside: Int, box: CGRect) {
        let pa = a.data, pb = b.data
        let width = a.pixelWidth
        var missed = 0, inside = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.pixelHeight {
            let ra = pa.advanced(by: y * a.stride), rb = pb.advanced(by: y * b.stride)
            if memcmp(ra, rb, width * 4) == 0 { continue }
            let rowBoxes = boxes.map { $0.filter { y >= $0.y && y < $0.y + $0.height } }
            for x in 0..<width where memcmp(ra.advanced(by: 4 * x), rb.advanced(by: 4 * x), 4) != 0 {
                let holding = rowBoxes.map { $0.filter { x >= $0.x && x < $0.x + $0.width } }
                let damaged = holding.map { !$0.isEmpty } ?? true
                // A pixel on a box's edge is shared with what lies outside it, both drawn partly.
                let edge = holding?.contains { x == $0.x || x == $0.x + $0.width - 1 || y == $0.y || y == $0.y + $0.height - 1 } ?? false
                var worst = 0
                for c in 0..<4 { worst = max(worst, abs(Int(ra[4 * x + c]) - Int(rb[4 * x + c]))) }
                if damaged {
                    largestDifference = max(largestDifference, worst)
                    guard worst > (edge ? edgeTolerance : tolerance) else { continue }
                    inside += 1
                } else if worst > edgeTolerance || !moved.contains(where: { $0.contains(x: x, y: y) }) {
                    missed += 1
                } else {
                    largestMovedDifference = max(largestMovedDifference, worst)
                    continue
                }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return (0, 0, .null) }
        let s = a.scale
        return (missed, inside, CGRect(x: CGFloat(minX) / s, y: CGFloat(minY) / s,
                                       width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s))
    }
}
