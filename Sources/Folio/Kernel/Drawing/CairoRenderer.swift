import Foundation
@_spi(Rendering) import FolioLayers
@_spi(Rendering) import FolioGraphics
import CCairo
@_spi(Rendering) import FolioCairo

/// Renders view trees into Cairo surfaces.
@MainActor
public enum CairoRenderer {
    /// Draws `view` (in its bounds coordinates) over `background` into `surface`.
    public static func render(_ view: UIView, into surface: CairoSurface, background: UIColor? = .black,
                              textEngine: PangoTextEngine = .shared) {
        (view as? UIWindow)?.keptImages.beginFrame()
        let canvas = CairoCanvas(surface: surface, textEngine: textEngine)
        let area = CGRect(x: 0, y: 0, width: CGFloat(surface.pixelWidth) / surface.scale, height: CGFloat(surface.pixelHeight) / surface.scale)
        if !covers(view, area) { canvas.clear(to: background) }
        ViewRenderer.render(view, in: canvas)
    }

    /// Whether `view` paints all of `area` (its bounds coordinates) opaque, so the background
    /// under it would never show: clearing it first would only cost a full pass over the pixels.
    static func covers(_ view: UIView, _ area: CGRect) -> Bool {
        view.bounds.origin == .zero && view.bounds.contains(area) && view.paintsEveryPixelOfBounds
    }

    /// Draws only `damage` of `window` (window coordinates, points, as `UIWindow.takeDamage()`
    /// gives it; nil: the whole window) into `surface`, which holds the window's previous frame.
    /// The rectangles, widened to whole pixels and joined where they overlap, are drawn
    /// afresh in one pass through the part of the surface that holds them all, Cairo clipped to
    /// their whole pixels and the straight fills filling each box's pixels (subtrees outside
    /// them skipped): every pixel inside them comes out as a whole-window render makes it. No
    /// rectangles: nothing is drawn. Scrolls since the last frame move the surface's pixels
    /// first (`UIWindow.scrollMoves`); a move that does not fall on whole pixels is drawn afresh
    /// instead. Returned: the boxes whose pixels changed beyond `damage` — moved, or drawn for a
    /// move — for a host to put on screen with the damage.
    @discardableResult
    public static func render(_ window: UIWindow, into surface: CairoSurface, damage: [CGRect]?,
                              background: UIColor? = .black, textEngine: PangoTextEngine = .shared) -> [PixelBox] {
        window.keptImages.beginFrame()
        let moves = window.scrollMoves
        window.scrollMoves.removeAll()
        guard var damage else {
            (surface.keptBackdrop as? KeptBackdrop)?.forget()
            render(window, into: surface, background: background, textEngine: textEngine)
            return []
        }
        let scale = surface.scale
        var moved: [PixelBox] = []
        for move in moves {
            if let box = shift(surface, by: move) {
                moved.append(box)
            } else {
                damage.append(move.rect)
                moved += pixelBoxes([move.rect], scale: scale, width: surface.pixelWidth, height: surface.pixelHeight)
            }
        }
        let boxes = apart(pixelBoxes(damage, scale: scale, width: surface.pixelWidth, height: surface.pixelHeight))
        guard let bound = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }),
              let piece = surface.part(x: bound.x, y: bound.y, width: bound.width, height: bound.height) else { return moved }
        // The window's first subviews, untouched by the damage: drawn from the kept pixels when
        // it holds them there, else kept once drawn.
        let backdrop = keptBackdrop(of: window, for: surface)
        let restoring = backdrop?.holds(window, in: boxes, size: (surface.pixelWidth, surface.pixelHeight)) == true
        if let backdrop, !restoring { backdrop.restart(holding: window.untouchedSubviews, of: window) }
        if restoring { for box in boxes { backdrop?.restore(box, into: surface) } }
        // One box is the part itself: nothing to clip (Cairo draws faster without a clip).
        let canvas = boxes.count == 1 ? CairoCanvas(surface: piece, textEngine: textEngine)
            : CairoCanvas(surface: piece, textEngine: textEngine, drawingOnlyIn: boxes.map(\.rect))
        let visible = CGRect(x: CGFloat(bound.x) / scale, y: CGFloat(bound.y) / scale,
                             width: CGFloat(bound.width) / scale, height: CGFloat(bound.height) / scale)
        if let backdrop, restoring {
            ViewRenderer.render(window, in: canvas, visibleRect: visible, backdrop: .init(subviews: backdrop.subviews, isDrawn: true),
                                byPlacement: true)
        } else {
            if !covers(window, visible) { canvas.clear(to: background) }
            let keep = backdrop.map { kept in
                ViewRenderer.Backdrop(subviews: kept.subviews, isDrawn: false) {
                    canvas.drawHeld()
                    cairo_surface_flush(piece.handle)
                    for box in boxes { kept.keep(box, of: surface) }
                }
            }
            ViewRenderer.render(window, in: canvas, visibleRect: visible, backdrop: keep, byPlacement: true)
        }
        cairo_surface_flush(piece.handle)
        surface.partDidChange()
        return moved
    }

    /// `boxes` with those that overlap joined into the box round them, until none overlaps
    /// another: each is drawn whole, as when it was drawn alone.
    static func apart(_ boxes: [PixelBox]) -> [PixelBox] {
        var out: [PixelBox] = []
        for box in boxes {
            var joined = box
            while let i = out.firstIndex(where: { $0.overlaps(joined) }) { joined = joined.union(out.remove(at: i)) }
            out.append(joined)
        }
        return out
    }

    /// Moves the pixels of `move` in `surface` when its rectangle and its move are whole pixels at
    /// the surface's scale; returns the box moved, nil when the move cannot be made exactly.
    private static func shift(_ surface: CairoSurface, by move: ScrollMove) -> PixelBox? {
        let scale = surface.scale
        func whole(_ v: CGFloat) -> Int? {
            let p = v * scale
            return p.isFinite && abs(p - p.rounded()) < 1e-6 ? Int(p.rounded()) : nil
        }
        guard let x0 = whole(move.rect.minX), let y0 = whole(move.rect.minY), let x1 = whole(move.rect.maxX),
              let y1 = whole(move.rect.maxY), let dx = whole(move.delta.x), let dy = whole(move.delta.y) else { return nil }
        let box = PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        surface.shiftPixels(x: box.x, y: box.y, width: box.width, height: box.height, dx: dx, dy: dy)
        return box
    }

    /// The surface's kept backdrop when the window's damage leaves some of its first subviews
    /// untouched (made the first time), else nil, what it held forgotten.
    private static func keptBackdrop(of window: UIWindow, for surface: CairoSurface) -> KeptBackdrop? {
        guard window.untouchedSubviews > 0 else {
            (surface.keptBackdrop as? KeptBackdrop)?.forget()
            return nil
        }
        if let kept = surface.keptBackdrop as? KeptBackdrop { return kept }
        let kept = KeptBackdrop(like: surface)
        surface.keptBackdrop = kept
        return kept
    }

    /// A rectangle of whole pixels.
    public struct PixelBox: Equatable, Sendable {
        /// The left column and top row.
        public var x: Int, y: Int
        /// Columns and rows.
        public var width: Int, height: Int
        /// A box of `width` × `height` pixels from column `x`, row `y`.
        public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

        /// The box as a rectangle (pixels).
        var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

        /// Whether the pixel at column `x`, row `y` lies in the box.
        public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }

        /// Whether the two boxes share a pixel.
        func overlaps(_ other: PixelBox) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }

        /// The smallest box holding this one and `other`.
        func union(_ other: PixelBox) -> PixelBox {
            let x0 = min(x, other.x), y0 = min(y, other.y)
            return PixelBox(x: x0, y: y0, width: max(x + width, other.x + other.width) - x0,
                            height: max(y + height, other.y + other.height) - y0)
        }
    }

    /// `rects` (points) widened to whole pixels at `scale` and cut to `width` × `height` pixels;
    /// empty ones left out.
    public static func pixelBoxes(_ rects: [CGRect], scale: CGFloat, width: Int, height: Int) -> [PixelBox] {
        rects.compactMap { r in
            guard r.isFinite, !r.isNull, !r.isEmpty, scale.isFinite, scale > 0 else { return nil }
            let x0 = max(0, Int((r.minX * scale).rounded(.down))), y0 = max(0, Int((r.minY * scale).rounded(.down)))
            let x1 = min(width, Int((r.maxX * scale).rounded(.up))), y1 = min(height, Int((r.maxY * scale).rounded(.up)))
            guard x1 > x0, y1 > y0 else { return nil }
            return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }

    /// A new surface of the view's size at `scale` with the view drawn in it.
    public static func image(of view: UIView, scale: CGFloat, background: UIColor? = .black) throws -> CairoSurface {
        let surface = try CairoSurface(size: view.bounds.size, scale: scale)
        render(view, into: surface, background: background)
        return surface
    }
}

extension UIView {
    /// The view and its subviews rendered at `scale` (1 or 2) as PNG data, over transparency.
    /// Throws for an empty or non-finite size.
    public func snapshotPNG(scale: CGFloat) throws -> Data {
        try CairoRenderer.image(of: self, scale: scale, background: nil).pngData()
    }
}

extension CairoRenderer {
    /// Makes image renderers (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContextWithOptions`)
    /// draw into Cairo surfaces with Pango text — the default; a host that installed another
    /// backend's maker calls it to come back.
    public static func installOffscreenRendering() {
        OffscreenRendering.makeCanvas = OffscreenRendering.cairo
    }
}
