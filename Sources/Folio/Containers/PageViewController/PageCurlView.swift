import Foundation
import FolioCore

/// Draws a page turning about its spine: the page revealed underneath, the turning page in thin
/// strips placed by `CurlGeometry` — flat, bending around the cylinder (shaded), and its back
/// lying on top — and a shadow past the fold.
///
/// Distances are measured from the spine toward the free edge (`direction` +1: the page lies
/// after the spine along the axis, −1: before it). The back shows the `back` page's content when
/// there is one (a double-sided spread: the page that will lie on the other side of the spine),
/// else the turning page's own content mirrored (double-sided) or a pale paper back.
///
/// ```
///  .min  spine|==== page ====|free     .max  free|==== page ====|spine
///  .mid  opposite page |spine|==== turning page ====|free
/// ```
@MainActor
final class PageCurlView: UIView {
    /// Where the turning page and what it uncovers sit.
    struct Layout {
        /// The spine's position along the axis, in this view.
        var spine: CGFloat
        /// +1 when the page extends after the spine along the axis, −1 before it.
        var direction: CGFloat
        /// The page's length along the axis.
        var pageLength: CGFloat
    }

    let turning: UIView
    let back: UIView?
    let revealed: UIView
    let opposite: UIView?
    let axis: Axis
    let doubleSided: Bool
    let layout: Layout
    /// 0 … 1 of the turn.
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    private var images: [ObjectIdentifier: any CanvasImage] = [:]
    /// Strip length, points.
    static let strip: CGFloat = 2

    init(frame: CGRect, turning: UIView, back: UIView? = nil, revealed: UIView, opposite: UIView? = nil,
         axis: Axis, doubleSided: Bool, layout: Layout) {
        self.turning = turning
        self.back = back
        self.revealed = revealed
        self.opposite = opposite
        self.axis = axis
        self.doubleSided = doubleSided
        self.layout = layout
        super.init(frame: frame)
    }

    /// The curl at the current progress.
    var geometry: CurlGeometry {
        CurlGeometry(length: layout.pageLength, radius: layout.pageLength * 0.06, progress: progress)
    }

    private func image(of view: UIView, on canvas: any Canvas) -> (any CanvasImage)? {
        if let cached = images[ObjectIdentifier(view)] { return cached }
        let made = canvas.makeImage(of: view)
        images[ObjectIdentifier(view)] = made
        return made
    }

    /// The band of this view between spine distances `a` and `b`, across the whole view.
    private func band(_ a: CGFloat, _ b: CGFloat) -> CGRect {
        let p = layout.spine + layout.direction * a, q = layout.spine + layout.direction * b
        return axisBand(min(p, q), max(p, q), across: bounds)
    }

    /// The band of a page's own coordinates between spine distances `a` and `b`.
    private func pageBand(_ a: CGFloat, _ b: CGFloat, page: UIView) -> CGRect {
        let L = layout.pageLength
        let p = layout.direction > 0 ? a : L - a, q = layout.direction > 0 ? b : L - b
        return axisBand(min(p, q), max(p, q), across: page.bounds)
    }

    /// The back page's own band for the page points `a…b` from the spine: it lies on the other
    /// side of the spine, reading the right way.
    private func backBand(_ a: CGFloat, _ b: CGFloat, page: UIView) -> CGRect {
        let L = layout.pageLength
        let p = layout.direction > 0 ? L - a : a, q = layout.direction > 0 ? L - b : b
        return axisBand(min(p, q), max(p, q), across: page.bounds)
    }

    private func axisBand(_ lo: CGFloat, _ hi: CGFloat, across r: CGRect) -> CGRect {
        axis == .horizontal ? CGRect(x: lo, y: 0, width: hi - lo, height: r.height)
                            : CGRect(x: 0, y: lo, width: r.width, height: hi - lo)
    }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext(),
              let revealedImage = image(of: revealed, on: canvas), let page = image(of: turning, on: canvas) else { return }
        let g = geometry
        // The page on the other side of the spine (a spread) stays where it is.
        if let opposite, let oppositeImage = image(of: opposite, on: canvas) {
            canvas.draw(oppositeImage, source: opposite.bounds, in: opposite.frame, mirror: nil, overlay: nil)
        }
        // The page underneath shows only past the cylinder; the rest is covered by the turning page.
        let reach = g.reach
        if reach < g.length {
            canvas.draw(revealedImage, source: pageBand(reach, g.length, page: revealed), in: band(reach, g.length),
                        mirror: nil, overlay: nil)
        }
        // The soft shadow the roll casts on the page it uncovers (only there: not on a spread's
        // other page), darkest at the roll and fading over about a fifth of the page.
        if g.progress > 0, reach < g.length {
            canvas.saveState()
            canvas.clip(to: band(reach, g.length))
            let depth = max(4, g.radius * 1.2)
            let edge = band(reach - depth, reach)   // widened across, so the blur does not fade its ends
            canvas.fillShadow(CanvasPath(rect: axis == .horizontal ? edge.insetBy(dx: 0, dy: -4 * depth) : edge.insetBy(dx: -4 * depth, dy: 0)),
                              with: UIColor(white: 0, alpha: 0.55 * (1 - 0.5 * g.progress)), blur: depth * 1.6)
            canvas.restoreState()
        }
        // Flat part: one piece, with a soft crease where the sheet leaves the page. Cylinder: thin
        // strips, darker as the sheet turns away from the viewer. Back: one reversed piece lying
        // on top (its mapping is linear), lit at the crest and shaded toward the roll's edge.
        let topOfCylinder = min(g.length, g.fold + .pi * g.radius / 2)
        if g.fold > 0 {
            canvas.draw(page, source: pageBand(0, g.fold, page: turning), in: band(0, g.fold), mirror: nil, overlay: nil)
            if g.progress > 0 {
                canvas.saveState()
                canvas.clip(to: band(0, g.fold))
                canvas.fillShadow(CanvasPath(rect: band(g.fold, g.fold + 1)), with: UIColor(white: 0, alpha: 0.35), blur: 5)
                canvas.restoreState()
            }
        }
        var d = g.fold
        while d < topOfCylinder {
            let e = min(topOfCylinder, d + Self.strip)
            let pa = Self.position(g.place(d)), pb = Self.position(g.place(e))
            var angle: CGFloat = .pi / 2
            if case let .curling(_, s) = g.place((d + e) / 2) { angle = s * .pi / 2 }
            canvas.draw(page, source: pageBand(d, e, page: turning), in: band(pa, max(pb, pa + 0.5)), mirror: nil,
                        overlay: UIColor(white: 0, alpha: Self.turningAwayShade(angle)))
            d = e
        }
        if topOfCylinder < g.length {
            let from = Self.position(g.place(g.length)), to = g.fold + g.radius
            if let back, let backImage = image(of: back, on: canvas) {
                canvas.draw(backImage, source: backBand(topOfCylinder, g.length, page: back), in: band(from, to),
                            mirror: nil, overlay: UIColor(white: 0, alpha: 0.06))
            } else {
                // Not double-sided, the back shows the front's print through the paper under a white
                // wash (UIKit's look); double-sided, the front mirrored, barely dimmed.
                canvas.draw(page, source: pageBand(topOfCylinder, g.length, page: turning), in: band(from, to), mirror: axis,
                            overlay: doubleSided ? UIColor(white: 0, alpha: 0.08) : UIColor(white: 0.96, alpha: Self.backWash))
            }
            // The back's curved part, seen from above between the fold and the roll's edge.
            var x = max(from, g.fold)
            while x < to {
                let y = min(to, x + Self.strip)
                let angle = CGFloat.pi - asin(min(1, max(0, ((x + y) / 2 - g.fold) / g.radius)))
                let light = Self.crestLight(angle)
                canvas.fill(band(x, y), with: light > 0 ? UIColor(white: 1, alpha: light) : UIColor(white: 0, alpha: -light))
                x = y
            }
        }
    }

    /// How white the back's wash is when the page is not double-sided: the print shows through faintly.
    static let backWash: CGFloat = 0.75

    /// Darkening of the front on the roll at `angle` (0 at the fold … π/2 where it turns out of sight).
    static func turningAwayShade(_ angle: CGFloat) -> CGFloat {
        let t = min(max(angle / (.pi / 2), 0), 1)
        return 0.38 * t * t
    }

    /// Light on the back's curve at `angle` (π/2 at the roll's edge … π lying flat on top):
    /// positive whitens (the crest catches the light), negative darkens (the edge turns away).
    static func crestLight(_ angle: CGFloat) -> CGFloat {
        let t = min(max((angle - .pi / 2) / (.pi / 2), 0), 1)   // 0 at the edge, 1 flat on top
        if t < 0.35 { return -0.28 * (1 - t / 0.35) }
        return 0.22 * sin((t - 0.35) / 0.65 * .pi)
    }

    private static func position(_ p: CurlGeometry.Placement) -> CGFloat {
        switch p {
        case let .front(at), let .curling(at, _), let .back(at): return at
        }
    }
}
