import Foundation
import FolioCore

/// Draws a page turning over another: the page underneath whole, the turning page in thin strips
/// placed by `CurlGeometry` — flat, bending around the cylinder (shaded), and its back lying on top
/// (mirrored content when double-sided, else a pale back) — and a shadow past the fold.
@MainActor
final class PageCurlView: UIView {
    /// The page that turns (spine at the start of `axis`).
    let turning: UIView
    /// The page revealed underneath.
    let under: UIView
    let axis: Axis
    let doubleSided: Bool
    /// 0 … 1 of the turn.
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    private var images: [ObjectIdentifier: any CanvasImage] = [:]
    /// Strip length, points.
    static let strip: CGFloat = 2

    init(frame: CGRect, turning: UIView, under: UIView, axis: Axis, doubleSided: Bool) {
        self.turning = turning
        self.under = under
        self.axis = axis
        self.doubleSided = doubleSided
        super.init(frame: frame)
    }

    /// The curl at the current progress.
    var geometry: CurlGeometry { CurlGeometry(length: bounds.size[axis], radius: bounds.size[axis] * 0.06, progress: progress) }

    private func image(of view: UIView, on canvas: any Canvas) -> (any CanvasImage)? {
        if let cached = images[ObjectIdentifier(view)] { return cached }
        let made = canvas.makeImage(of: view)
        images[ObjectIdentifier(view)] = made
        return made
    }

    /// A rectangle spanning `a…b` along the axis and the whole page across it.
    private func band(_ a: CGFloat, _ b: CGFloat) -> CGRect {
        let lo = min(a, b), hi = max(a, b)
        return axis == .horizontal ? CGRect(x: lo, y: 0, width: hi - lo, height: bounds.height)
                                   : CGRect(x: 0, y: lo, width: bounds.width, height: hi - lo)
    }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext(),
              let underImage = image(of: under, on: canvas), let page = image(of: turning, on: canvas) else { return }
        let g = geometry
        // The page underneath shows only past the cylinder; the rest is covered by the turning page.
        let reachStart = min(g.reach, g.length)
        if reachStart < g.length {
            canvas.draw(underImage, source: band(reachStart, g.length), in: band(reachStart, g.length), mirror: nil, overlay: nil)
        }
        // The shadow the lifted page casts on the one below.
        let reach = g.reach
        if g.progress > 0, reach < g.length {
            canvas.fill(band(reach, min(g.length, reach + 14)), with: UIColor(white: 0, alpha: 0.18 * (1 - g.progress)))
        }
        // Flat part: one piece. Cylinder: thin strips, shaded toward its top. Back: one reversed
        // piece lying on top (its mapping is linear).
        let topOfCylinder = min(g.length, g.fold + .pi * g.radius / 2)
        if g.fold > 0 {
            canvas.draw(page, source: band(0, g.fold), in: band(0, g.fold), mirror: nil, overlay: nil)
        }
        var d = g.fold
        while d < topOfCylinder {
            let e = min(topOfCylinder, d + Self.strip)
            let pa = Self.position(g.place(d)), pb = Self.position(g.place(e))
            var shade: CGFloat = 1
            if case let .curling(_, s) = g.place(e) { shade = s }
            canvas.draw(page, source: band(d, e), in: band(pa, max(pb, pa + 0.5)), mirror: nil,
                        overlay: UIColor(white: 0, alpha: 0.3 * shade))
            d = e
        }
        if topOfCylinder < g.length {
            let from = Self.position(g.place(g.length)), to = g.fold + g.radius
            canvas.draw(page, source: band(topOfCylinder, g.length), in: band(from, to), mirror: axis,
                        overlay: doubleSided ? UIColor(white: 0, alpha: 0.08) : UIColor(white: 0.93, alpha: 0.85))
        }
    }

    private static func position(_ p: CurlGeometry.Placement) -> CGFloat {
        switch p {
        case let .front(at), let .curling(at, _), let .back(at): return at
        }
    }
}
