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
final class PageCurlView: UIView, OpaqueContent {
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
    private(set) var roll: PageRoll {
        didSet { shapes = nil }
    }
    /// Where the roll draws differently from the flat page (`changing`).
    private var changingShapes: Change?
    /// What `draw(_:)` fills for the roll, worked out once however many damaged boxes a frame draws.
    private var shapes: Shapes?
    /// The ink of the pages shown, once asked for each (nil inside: not known).
    private var inks: [ObjectIdentifier: [CGRect]?] = [:]

    /// The roll's pieces, the page it uncovers and the shadows, as `draw(_:)` fills them.
    private struct Shapes {
        /// Whether the roll's back hides its front (pieces cut where it does).
        var opaque: Bool
        var pieces: [PageRoll.Piece]
        var uncovered: [CGPoint]
        /// The uncovered page and `seam` points under the flat front beside it.
        var underSeam: [CGPoint]
        var rollShadow: PageRoll.Shade?
        var flapShadows: [PageRoll.Shade]
    }

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
        changingShapes = Self.changing(roll)
        super.init(frame: frame)
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }

    /// 0 … 1 of the turn (the roll's progress).
    var progress: CGFloat { roll.progress }

    /// Moves the finger holding the grabbed point (turning page coordinates).
    func move(finger point: CGPoint) {
        finger = point
        let was = changingShapes, earlier = roll
        roll = PageRoll(size: pageFrame.size, spine: spine, grab: grab, finger: point, maximumRadius: Self.radius(for: pageFrame.size))
        changingShapes = Self.changing(roll)
        // Only what the roll covers, uncovers or shades changes: the flat front, a spread's
        // other page and the page already uncovered stay as they were. The roll lies across the
        // page: a box for each band of rows follows it where one box would hold most of the page.
        guard let was, let now = changingShapes else { return setNeedsDisplay() }
        var bands = RowBands.covering(was.shapes + now.shapes + roll.uncoveredChange(since: earlier), count: Self.damageBands,
                                      margin: 5, grid: bandGrid)
        bands += flapDamage(was: was.flap, now: now.flap)
        // Nothing along the spine: the flat front's side there is the page's own edge whatever
        // the roll, and a pixel's coverage comes from its own position and the sides alone.
        setNeedsDisplay(bands.map { $0.offsetBy(dx: pageFrame.minX, dy: pageFrame.minY) })
    }

    /// How many bands of rows a move damages at most, for the roll and for the part lying back
    /// (a frame draws them in one pass).
    static let damageBands = 16

    /// The rows the damage's bands divide (the page's): the roll's, the flap's and its print's
    /// bands meet band for band.
    private var bandGrid: ClosedRange<CGFloat> { 0...pageFrame.height }

    /// Where a roll draws differently from the flat page and from the page it uncovers (the
    /// page's coordinates, reaching past it where the roll does).
    struct Change {
        /// The roll's strips (wherever they are carried, over the spine too) and the shadows.
        var shapes: [[CGPoint]]
        /// The part lying back flat over the page, and where it shows the page's points.
        var flap: (shape: [CGPoint], transform: CGAffineTransform)?
    }

    /// Where `roll` draws differently from the flat page; nil while flat.
    static func changing(_ roll: PageRoll) -> Change? {
        guard roll.foldLine != nil else { return nil }
        // Coarse strips (within 2 points of the arc) bound the drawn ones.
        let pieces = roll.pieces(tolerance: 2).filter { $0.side == .back || $0.angle > 0 }
        let flat = pieces.last.flatMap { $0.angle == .pi && $0.shape.count >= 3 ? $0 : nil }
        var shapes = (flat == nil ? pieces : pieces.dropLast()).map(\.shape)
        if let shade = roll.rollShadow(depth: max(10, roll.radius * 1.3)) { shapes.append(shade.shape) }
        shapes += roll.flapShadows(width: 7).map(\.shape)
        return Change(shapes: shapes, flap: flat.map { ($0.shape, $0.transform) })
    }

    /// What a move changes of the part lying back (the page's coordinates). It shows the page
    /// under an even wash: where it lay and lies, inside both and away from their edges, a
    /// pixel shows the page's own colour before and after unless the page's ink lies under it
    /// in either — so the flap's edges and its ink carried with it are damaged, not the flap.
    /// Both flaps whole when the page's ink is not known.
    private func flapDamage(was: (shape: [CGPoint], transform: CGAffineTransform)?,
                            now: (shape: [CGPoint], transform: CGAffineTransform)?) -> [CGRect] {
        let flaps = [was, now].compactMap { $0 }
        guard !flaps.isEmpty else { return [] }
        // The page the back shows (a spread's other page, else the front's print), in the
        // back's own coordinates, and how they lie on the turning page.
        let shown = back ?? turning
        let toPage = back == nil ? CGAffineTransform.identity : Self.mirror(spine, pageFrame.size)
        guard flaps.count == 2, shown.bounds.origin == .zero, shown.bounds.size == pageFrame.size, let ink = ink(of: shown) else {
            return RowBands.covering(flaps.map(\.shape), count: Self.damageBands, margin: 5, grid: bandGrid)
        }
        // Two points in from both edges: a pixel there is covered whole and reads the page away
        // from its edges before and after.
        let hole = ConvexOutline.common(flaps.map(\.shape), inset: 2)
        // The ink where each flap shows it (only its part on the flap).
        let marks = flaps.flatMap { flap in
            let t = toPage.concatenating(flap.transform), around = Self.bounds(of: flap.shape)
            return ink.compactMap { box -> [CGPoint]? in
                let r = box.insetBy(dx: -2, dy: -2)
                let mark = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                            CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(t) }
                // Most of the print lies away from the flap.
                let reach = Self.bounds(of: mark)
                guard reach.maxX > around.minX, reach.minX < around.maxX, reach.maxY > around.minY, reach.minY < around.maxY else { return nil }
                let common = ConvexOutline.common([mark, flap.shape])
                return common.isEmpty ? nil : common
            }
        }
        return RowBands.covering(flaps.map(\.shape), count: Self.damageBands, margin: 5, sparing: hole, grid: bandGrid)
            + RowBands.covering(marks, count: Self.damageBands, margin: 5, grid: bandGrid)
    }

    /// The ink of a page (`UIView.ink(engine:)`), asked once a turn: the turn shows the page's
    /// image rendered once.
    func ink(of page: UIView) -> [CGRect]? {
        if let known = inks[ObjectIdentifier(page)] { return known }
        guard let engine = window?.textEngine else { return nil }
        let ink = page.ink(engine: engine)
        inks[ObjectIdentifier(page)] = .some(ink)
        return ink
    }

    /// The box round `points`.
    static func bounds(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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

    /// Whether the page the turn reveals is drawn from `seam` points under the flat front on:
    /// when both are opaque (then every pixel of the page comes out opaque — the front covers
    /// whole the pixels up to a fraction of a pixel past the axis — and what lies behind the page
    /// need not be drawn).
    private var coversPage: Bool {
        revealed.bounds.size == pageFrame.size && turning.bounds.size == pageFrame.size
            && revealed.drawsOpaqueBounds && turning.drawsOpaqueBounds
    }

    /// How far under the flat front the page the turn reveals reaches (points; a pixel at 1×
    /// is covered whole half a pixel inside a shape's edge).
    static let seam: CGFloat = 2

    /// The page's frame while the turn covers it with opaque pixels (`coversPage`; a flat page
    /// is the turning page itself), 2 points in from its edges: a page's image read between
    /// pixels mixes its edge pixels, which a page between pixels covers in part.
    var opaqueContentArea: CGRect? { coversPage ? pageFrame.insetBy(dx: 2, dy: 2) : nil }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

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
        // Where the roll's back hides its front, the front is not drawn.
        let shapes = shapes(opaque: turning.drawsOpaqueBounds && back?.drawsOpaqueBounds ?? true)
        // Many small pieces: drawn together, both cores sharing their rows.
        canvas.drawTogether {
            // The page underneath, past the axis, with the roll's soft shadow on it.
            // When it is opaque, from a little under the flat front: every pixel of the page
            // opaque, however the two meet along the axis (`opaqueContentArea`).
            let uncovered = coversPage ? shapes.underSeam : shapes.uncovered
            if uncovered.count >= 3, let below = images.image(of: revealed, on: canvas) {
                canvas.draw(below, transform: .identity, clip: Self.path(uncovered), overlay: nil)
            }
            if let shade = shapes.rollShadow {
                Self.fill(shade, darkness: 0.45 * (1 - 0.5 * roll.progress), on: canvas)
            }

            let backImage = back.flatMap { images.image(of: $0, on: canvas) }
            // The back: a spread's other page, else the front's print seen through the paper:
            // under a white wash when not double-sided (UIKit's look), else barely dimmed; on the
            // roll, lit at the crest and dark at its edge.
            let wash = backImage != nil ? UIColor(white: 0, alpha: 0.06)
                : doubleSided ? UIColor(white: 0, alpha: 0.08) : UIColor(white: 0.96, alpha: Self.backWash)
            let backTint = { (angle: CGFloat) in Self.compose(wash, Self.light(angle)) ?? wash }
            // The front darkens as it turns away.
            let frontTint = { (angle: CGFloat) in UIColor(white: 0, alpha: Self.turningAwayShade(angle)) }
            // The roll's front and back of plain paper, each drawn at once where its first strip comes.
            let rollFront = shapes.pieces.filter { $0.side == .front && $0.angle > 0 && $0.shape.count >= 3 }
            let rollBack = shapes.pieces.filter { $0.side == .back && $0.angle < .pi && $0.shape.count >= 3 }
            var rollFrontDrawn: Bool?, rollBackDrawn: Bool?
            for (index, piece) in shapes.pieces.enumerated() {
                guard piece.shape.count >= 3 else { continue }
                if piece.side == .front {
                    if piece.angle > 0, rollFrontDrawn == nil {
                        rollFrontDrawn = drawPlainRoll(rollFront, front, of: turning, roll: roll, tint: frontTint, on: canvas)
                    }
                    if piece.angle == 0 || rollFrontDrawn != true {
                        drawPage(front, of: turning, transform: piece.transform, shape: piece.shape,
                                 overlay: shading(piece, of: roll, tint: frontTint), on: canvas)
                    }
                    if index == 0 {
                        // The part lying back over the front casts a soft shadow beside its edges.
                        for shade in shapes.flapShadows { Self.fill(shade, darkness: 0.22, on: canvas) }
                    }
                } else {
                    if piece.angle < .pi, backImage == nil {
                        if rollBackDrawn == nil {
                            rollBackDrawn = drawPlainRoll(rollBack, front, of: turning, roll: roll, tint: backTint, on: canvas)
                        }
                        if rollBackDrawn == true { continue }
                    }
                    let overlay = piece.angle < .pi ? shading(piece, of: roll, tint: backTint) : .color(wash)
                    if let back, let backImage {
                        drawPage(backImage, of: back, transform: Self.mirror(spine, page.size).concatenating(piece.transform),
                                 shape: piece.shape, overlay: overlay, on: canvas)
                    } else {
                        drawPage(front, of: turning, transform: piece.transform, shape: piece.shape, overlay: overlay, on: canvas)
                    }
                }
            }
        }
        canvas.restoreState()
    }

    /// The roll's shapes, worked out when the roll (or whether its back hides its front) has changed.
    private func shapes(opaque: Bool) -> Shapes {
        if let shapes, shapes.opaque == opaque { return shapes }
        // Neighbouring strips overlap a little so their soft edges leave no seam. A slanted roll
        // is cut coarser: every strip adds two antialiased edges across the page.
        let slanted = min(abs(roll.direction.x), abs(roll.direction.y)) > 0.01
        let made = Shapes(opaque: opaque, pieces: roll.pieces(tolerance: slanted ? 0.6 : 0.25, overlap: 0.35, opaque: opaque),
                          uncovered: roll.region(from: 0), underSeam: roll.region(from: -Self.seam),
                          rollShadow: roll.rollShadow(depth: max(10, roll.radius * 1.3)), flapShadows: roll.flapShadows(width: 7))
        shapes = made
        return made
    }

    /// The tint of a strip of the roll, `tint(angle)` changing smoothly from its start to its end;
    /// nil where there is nothing to see (the flat front).
    func shading(_ piece: PageRoll.Piece, of roll: PageRoll, tint: (CGFloat) -> UIColor) -> CanvasOverlay? {
        guard roll.radius > 0 else { return nil }
        let s0 = piece.range.lowerBound, s1 = piece.range.upperBound
        guard s0.isFinite, s1.isFinite else { return nil }
        let start = tint(s0 / roll.radius), end = tint(s1 / roll.radius)
        guard start.alpha > 0.002 || end.alpha > 0.002 else { return nil }
        return .gradient(from: roll.pointAlongRoll(roll.shownDistance(s0)), start, to: roll.pointAlongRoll(roll.shownDistance(s1)), end)
    }

    /// Fills a shadow, `darkness` at its start fading to nothing.
    private static func fill(_ shade: PageRoll.Shade, darkness: CGFloat, on canvas: any Canvas) {
        canvas.fill(path(shade.shape), from: shade.from, UIColor(white: 0, alpha: darkness), to: shade.to, UIColor(white: 0, alpha: 0))
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

    /// A closed polygon.
    static func path(_ polygon: [CGPoint]) -> CanvasPath {
        var path = CanvasPath()
        guard polygon.count >= 3 else { return path }
        path.move(to: polygon[0])
        for p in polygon.dropFirst() { path.addLine(to: p) }
        path.close()
        return path
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
