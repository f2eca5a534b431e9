import Foundation
import FolioCore

/// Draws a page turning about its spine as paper does: rolled round a cylinder whose axis
/// follows the finger (`PageRoll`), at any angle.
///
/// Bottom to top: the page on the other side of a spread (untouched), the page the turn reveals
/// with the soft shadow the roll casts on it, the turning page's flat front with the shadow of
/// the part lying over it, the roll in thin strips — the front darkening as it turns away, the
/// back lit at the crest — and the flat back on top. The back shows the `back` page when there
/// is one (a spread: the page that will lie on the other side of the spine), else the front's
/// print mirrored, under a white wash (not double-sided: UIKit's look) or barely dimmed.
///
/// ```
///  .min  spine|==== page ====|free     .max  free|==== page ====|spine
///  .mid  opposite page |spine|==== turning page ====|free
/// ```
@MainActor
final class PageCurlView: UIView {
    let turning: UIView
    let back: UIView?
    let revealed: UIView
    let opposite: UIView?
    /// The turning page's frame in this view (the revealed page lies under it).
    let pageFrame: CGRect
    /// The edge the turning page is bound along, in its own coordinates.
    let spine: PageRoll.Spine
    let doubleSided: Bool
    /// Where the images of the pages come from.
    let images: PageImagePool
    /// The finger's grab and its place now, in the turning page's coordinates.
    private(set) var grab: CGPoint
    private(set) var finger: CGPoint
    /// The roll the grab and the finger make.
    private(set) var roll: PageRoll

    /// Strip length round the cylinder, points of the page.
    static let strip: CGFloat = 2
    /// How white the back's wash is when the page is not double-sided: the print shows through faintly.
    static let backWash: CGFloat = 0.75

    init(frame: CGRect, turning: UIView, back: UIView? = nil, revealed: UIView, opposite: UIView? = nil,
         pageFrame: CGRect, spine: PageRoll.Spine, doubleSided: Bool, images: PageImagePool, grab: CGPoint) {
        self.turning = turning
        self.back = back
        self.revealed = revealed
        self.opposite = opposite
        self.pageFrame = pageFrame
        self.spine = spine
        self.doubleSided = doubleSided
        self.images = images
        self.grab = grab
        finger = grab
        roll = PageRoll(size: pageFrame.size, spine: spine, grab: grab, finger: grab, maximumRadius: Self.radius(for: pageFrame.size))
        super.init(frame: frame)
    }

    /// 0 … 1 of the turn (the roll's progress).
    var progress: CGFloat { roll.progress }

    /// Moves the finger holding the grabbed point (turning page coordinates).
    func move(finger point: CGPoint) {
        finger = point
        roll = PageRoll(size: pageFrame.size, spine: spine, grab: grab, finger: point, maximumRadius: Self.radius(for: pageFrame.size))
        setNeedsDisplay()
    }

    /// The grabbed point laid flat on the other side of the spine: where the finger ends a whole turn.
    var turnedOver: CGPoint {
        switch spine {
        case .left: return CGPoint(x: -grab.x, y: grab.y)
        case .right: return CGPoint(x: 2 * pageFrame.width - grab.x, y: grab.y)
        case .top: return CGPoint(x: grab.x, y: -grab.y)
        case .bottom: return CGPoint(x: grab.x, y: 2 * pageFrame.height - grab.y)
        }
    }

    /// The roll's largest radius for a page: a tenth of its shorter side, at most 40 points.
    static func radius(for size: CGSize) -> CGFloat { min(40, max(4, min(size.width, size.height) * 0.1)) }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        if let opposite { Self.render(opposite, at: opposite.frame.origin, in: canvas) }
        let roll = self.roll
        let page = CGRect(origin: .zero, size: pageFrame.size)
        canvas.saveState()
        canvas.translateBy(x: pageFrame.minX, y: pageFrame.minY)
        guard roll.foldLine != nil, let front = images.image(of: turning, on: canvas) else {
            Self.render(turning, at: .zero, in: canvas)   // flat: the page as it is
            canvas.restoreState()
            return
        }
        let pieces = roll.pieces(strip: Self.strip)
        let outline = roll.liftedOutline
        // The page underneath, past the axis, with the roll's soft shadow on it.
        canvas.saveState()
        canvas.clip(to: CanvasPath(rect: page))
        canvas.clip(to: Self.path(roll.band(from: 0, to: page.width + page.height)))
        Self.render(revealed, at: .zero, in: canvas)
        let depth = max(8, roll.radius * 1.2)
        canvas.fillShadow(Self.path(outline, shiftedBy: roll.direction, depth * 0.45),
                          with: UIColor(white: 0, alpha: 0.45 * (1 - 0.5 * roll.progress)), blur: depth * 0.8)
        canvas.restoreState()

        let backImage = back.flatMap { images.image(of: $0, on: canvas) }
        for (index, piece) in pieces.enumerated() {
            // Neighbouring strips overlap a little so their edges leave no seam.
            let clip = index == 0 ? Self.path(piece.band) : Self.widened(piece.band, by: 0.35)
            if piece.side == .front {
                canvas.draw(front, transform: piece.transform, clip: clip,
                            overlay: piece.angle > 0 ? UIColor(white: 0, alpha: Self.turningAwayShade(piece.angle)) : nil)
                if index == 0 {
                    // The flap lying over the front casts a thin shadow along the fold.
                    canvas.saveState()
                    canvas.clip(to: clip)
                    canvas.clip(to: CanvasPath(rect: page))
                    canvas.fillShadow(Self.path(outline.dropFirst()), with: UIColor(white: 0, alpha: 0.35), blur: 4)
                    canvas.fillShadow(Self.path(roll.band(from: -0.5, to: 0.5)), with: UIColor(white: 0, alpha: 0.3), blur: 3)
                    canvas.restoreState()
                }
            } else if let backImage {
                canvas.draw(backImage, transform: Self.mirror(spine, page.size).concatenating(piece.transform), clip: clip,
                            overlay: Self.compose(UIColor(white: 0, alpha: 0.06), Self.light(piece.angle)))
            } else {
                // Not double-sided, the back shows the front's print through the paper under a
                // white wash (UIKit's look); double-sided, the front mirrored, barely dimmed.
                let wash = doubleSided ? UIColor(white: 0, alpha: 0.08) : UIColor(white: 0.96, alpha: Self.backWash)
                canvas.draw(front, transform: piece.transform, clip: clip, overlay: Self.compose(wash, Self.light(piece.angle)))
            }
        }
        canvas.restoreState()
    }

    /// Draws `view` with its top-left at `origin`.
    private static func render(_ view: UIView, at origin: CGPoint, in canvas: any Canvas) {
        canvas.saveState()
        canvas.translateBy(x: origin.x, y: origin.y)
        ViewRenderer.render(view, in: canvas)
        canvas.restoreState()
    }

    /// Page points of the back page for page points of the turning page: it lies on the other side
    /// of the spine, reading the right way, so across the spine it runs the other way.
    private static func mirror(_ spine: PageRoll.Spine, _ size: CGSize) -> CGAffineTransform {
        spine == .left || spine == .right ? CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
                                          : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: size.height)
    }

    private static func path(_ polygon: [CGPoint]) -> CanvasPath { path([polygon]) }

    private static func path<S: Sequence>(_ polygons: S, shiftedBy direction: CGPoint = .zero, _ distance: CGFloat = 0) -> CanvasPath
        where S.Element == [CGPoint] {
        var path = CanvasPath()
        for polygon in polygons where polygon.count >= 3 {
            let moved = polygon.map { CGPoint(x: $0.x + direction.x * distance, y: $0.y + direction.y * distance) }
            path.move(to: moved[0])
            for p in moved.dropFirst() { path.addLine(to: p) }
            path.close()
        }
        return path
    }

    /// The band `quad` (from-side first, as `PageRoll.band` gives it) widened along the roll.
    private static func widened(_ quad: [CGPoint], by amount: CGFloat) -> CanvasPath {
        let dx = quad[1].x - quad[0].x, dy = quad[1].y - quad[0].y, length = max(hypot(dx, dy), 1e-9)
        let ux = dx / length * amount, uy = dy / length * amount
        return path([CGPoint(x: quad[0].x - ux, y: quad[0].y - uy), CGPoint(x: quad[1].x + ux, y: quad[1].y + uy),
                     CGPoint(x: quad[2].x + ux, y: quad[2].y + uy), CGPoint(x: quad[3].x - ux, y: quad[3].y - uy)])
    }

    /// Darkening of the front on the roll at `angle` (0 at the fold … π/2 where it turns out of sight).
    static func turningAwayShade(_ angle: CGFloat) -> CGFloat {
        let t = min(max(angle / (.pi / 2), 0), 1)
        return 0.38 * t * t
    }

    /// Light on the back's curve at `angle` (π/2 at the roll's edge … π lying flat on top):
    /// positive whitens (the crest catches the light), negative darkens (the edge turns away).
    static func crestLight(_ angle: CGFloat) -> CGFloat {
        let t = min(max((angle - .pi / 2) / (.pi / 2), 0), 1)   // 0 at the edge, 1 flat on top
        if t < 0.45 { return -0.42 * pow(1 - t / 0.45, 1.5) }
        return 0.25 * sin((t - 0.45) / 0.55 * .pi)
    }

    private static func light(_ angle: CGFloat) -> UIColor? {
        let light = crestLight(angle)
        if abs(light) < 1e-3 { return nil }
        return light > 0 ? UIColor(white: 1, alpha: light) : UIColor(white: 0, alpha: -light)
    }

    /// One tint equal to `under` then `over` laid on top.
    static func compose(_ under: UIColor?, _ over: UIColor?) -> UIColor? {
        guard let under else { return over }
        guard let over else { return under }
        let a = 1 - (1 - under.alpha) * (1 - over.alpha)
        guard a > 0 else { return nil }
        func mix(_ u: CGFloat, _ o: CGFloat) -> CGFloat { ((1 - over.alpha) * under.alpha * u + over.alpha * o) / a }
        return UIColor(red: mix(under.red, over.red), green: mix(under.green, over.green), blue: mix(under.blue, over.blue), alpha: a)
    }
}
