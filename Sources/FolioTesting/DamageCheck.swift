import Foundation
@_spi(Host) import Folio
import FolioCairo

/// Proof that damage tracking misses nothing: every rendered frame is drawn twice — only the
/// rectangles the window reports damaged, into a surface that keeps the previous frame (as a
/// real window does), and the whole window afresh — and any pixel that differs is recorded.
/// Turn it on with `HeadlessApp.checksDamage`.
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
        /// How many pixels differ.
        public let pixels: Int

        public var description: String {
            let rects = damage.map { $0.map { "\($0)" }.joined(separator: ", ") } ?? "everything"
            return "frame \(frame): \(pixels) pixels differ in \(differing); damage was [\(rects)]"
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
    /// The largest difference of one channel seen, tolerated or not.
    public private(set) var largestDifference = 0
    /// How far a channel may differ without counting: the rasterisers (Cairo's scan conversion,
    /// pixman's image sampling) step across a shape or an image from where the drawn area
    /// begins, so a piece drawn on its own may round a pixel on a slanted edge or a turned image
    /// a few levels apart from the whole window. Stale content is caught all the same: a missed
    /// change keeps its old pixels while the whole window moves on, and the gap grows past this.
    public let tolerance: Int
    private var kept: CairoSurface?

    init(tolerance: Int = 4) { self.tolerance = max(0, tolerance) }

    /// Draws the frame both ways and compares.
    func check(_ window: UIWindow, scale: CGFloat, frame: Int) {
        let damage = window.takeDamage()
        guard let full = try? CairoSurface(size: window.bounds.size, scale: scale) else { return }
        CairoRenderer.render(window, into: full)
        guard let kept, kept.pixelWidth == full.pixelWidth, kept.pixelHeight == full.pixelHeight else {
            // The first frame (or a new size): the whole window, nothing to compare yet.
            self.kept = full
            return
        }
        CairoRenderer.render(window, into: kept, damage: damage)
        framesChecked += 1
        damages.append(damage)
        damagedShares.append(Self.share(of: damage, in: window.bounds, scale: scale))
        guard let diff = Self.difference(kept, full, tolerance: tolerance) else { return }
        largestDifference = max(largestDifference, diff.largest)
        if diff.count > 0 {
            mismatches.append(Mismatch(frame: frame, damage: damage, differing: diff.box, pixels: diff.count))
            self.kept = full   // go on from the right picture: one miss is reported once
        }
    }

    /// The damaged part of `bounds`, 0…1 (overlaps counted once per pixel row band).
    private static func share(of damage: [CGRect]?, in bounds: CGRect, scale: CGFloat) -> Double {
        guard let damage else { return 1 }
        let rects = CairoRenderer.pixelBoxes(damage, scale: scale, width: Int(bounds.width * scale), height: Int(bounds.height * scale))
            .map { CGRect(x: CGFloat($0.x) / scale, y: CGFloat($0.y) / scale, width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale) }
        let total = Double(bounds.width * bounds.height)
        guard total > 0 else { return 0 }
        // Area of the union: sweep the distinct horizontal bands.
        let ys = Set(rects.flatMap { [$0.minY, $0.maxY] }).sorted()
        var area = 0.0
        for (y0, y1) in zip(ys, ys.dropFirst()) {
            let spans = rects.filter { $0.minY <= y0 && $0.maxY >= y1 }.map { ($0.minX, $0.maxX) }.sorted { $0.0 < $1.0 }
            var covered: CGFloat = 0, reach = -CGFloat.infinity
            for (a, b) in spans where b > reach { covered += b - max(a, reach); reach = b }
            area += Double(covered * (y1 - y0))
        }
        return min(1, area / total)
    }

    /// The box (points) and number of the pixels whose channels differ by more than
    /// `tolerance`, and the largest difference of a channel; nil when the surfaces are equal.
    private static func difference(_ a: CairoSurface, _ b: CairoSurface, tolerance: Int) -> (box: CGRect, count: Int, largest: Int)? {
        let pa = a.data, pb = b.data
        let width = a.pixelWidth
        var count = 0, largest = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.pixelHeight {
            let ra = pa.advanced(by: y * a.stride), rb = pb.advanced(by: y * b.stride)
            if memcmp(ra, rb, width * 4) == 0 { continue }
            for x in 0..<width {
                var worst = 0
                for c in 0..<4 { worst = max(worst, abs(Int(ra[4 * x + c]) - Int(rb[4 * x + c]))) }
                largest = max(largest, worst)
                guard worst > tolerance else { continue }
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard largest > 0 else { return nil }
        guard count > 0 else { return (.null, 0, largest) }
        let s = a.scale
        return (CGRect(x: CGFloat(minX) / s, y: CGFloat(minY) / s,
                       width: CGFloat(maxX - minX + 1) / s, height: CGFloat(maxY - minY + 1) / s), count, largest)
    }
}
