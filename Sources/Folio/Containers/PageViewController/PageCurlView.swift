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
        // The shadow the lifted page casts on the one below.
        if g.progress > 0, reach < g.length {
            canvas.fill(band(reach, min(g.length, reach + 14)), with: UIColor(white: 0, alpha: 0.18 * (1 - g.progress)))
        }
        // Flat part: one piece. Cylinder: thin strips, shaded toward its top. Back: one reversed
        // piece lying on top (its mapping is linear).
        let topOfCylinder = min(g.length, g.fold + .pi * g.radius / 2)
        if g.fold > 0 {
            canvas.draw(page, source: pageBand(0, g.fold, page: turning), in: band(0, g.fold), mirror: nil, overlay: nil)
        }
        var d = g.fold
        while d < topOfCylinder {
            let e = min(topOfCylinder, d + Self.strip)
            let pa = Self.position(g.place(d)), pb = Self.position(g.place(e))
            var shade: CGFloat = 1
            if case let .curling(_, s) = g.place(e) { shade = s }
            canvas.draw(page, source: pageBand(d, e, page: turning), in: band(pa, max(pb, pa + 0.5)), mirror: nil,
                        overlay: UIColor(white: 0, alpha: 0.3 * shade))
            d = e
        }
        if topOfCylinder < g.length {
            let from = Self.position(g.place(g.length)), to = g.fold + g.radius
            if let back, let backImage = image(of: back, on: canvas) {
                canvas.draw(backImage, source: backBand(topOfCylinder, g.length, page: back), in: band(from, to),
                            mirror: nil, overlay: UIColor(white: 0, alpha: 0.06))
            } else {
                canvas.draw(page, source: pageBand(topOfCylinder, g.length, page: turning), in: band(from, to), mirror: axis,
                            overlay: doubleSided ? UIColor(white: 0, alpha: 0.08) : UIColor(white: 0.93, alpha: 0.85))
            }
        }
    }

    private static func position(_ p: CurlGeometry.Placement) -> CGFloat {
        switch p {
        case let .front(at), let .curling(at, _), let .back(at): return at
        }
    }
}
