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
        canvas.draw(underImage, source: CGRect(origin: .zero, size: underImage.size), in: bounds, mirror: nil, overlay: nil)
        let g = geometry
        // The shadow the lifted page casts on the one below.
        let reach = g.reach
        if g.progress > 0, reach < g.length {
            canvas.fill(band(reach, min(g.length, reach + 14)), with: UIColor(white: 0, alpha: 0.18 * (1 - g.progress)))
        }
        var backs: [(source: CGRect, destination: CGRect)] = []
        var d: CGFloat = 0
        while d < g.length {
            let e = min(g.length, d + Self.strip)
            let source = band(d, e)
            switch (g.place(d), g.place(e)) {
            case let (.front(a), .front(b)):
                canvas.draw(page, source: source, in: band(a, b), mirror: nil, overlay: nil)
            case let (.back(a), .back(b)):
                backs.append((source, band(b, a)))
            case let (a, b):
                let pa = Self.position(a), pb = Self.position(b)
                let shade: CGFloat
                if case let .curling(_, s) = b { shade = s } else { shade = 1 }
                if pb >= pa {
                    canvas.draw(page, source: source, in: band(pa, max(pb, pa + 0.5)), mirror: nil,
                                overlay: UIColor(white: 0, alpha: 0.3 * shade))
                } else {
                    backs.append((source, band(pb, pa)))
                }
            }
            d = e
        }
        // The back lies on top of everything.
        for b in backs {
            canvas.draw(page, source: b.source, in: b.destination, mirror: axis,
                        overlay: doubleSided ? UIColor(white: 0, alpha: 0.08) : UIColor(white: 0.93, alpha: 0.85))
        }
    }

    private static func position(_ p: CurlGeometry.Placement) -> CGFloat {
        switch p {
        case let .front(at), let .curling(at, _), let .back(at): return at
        }
    }
}
