import Foundation
import FolioCore

/// Damage tracking: a view that changes how it looks (`setNeedsDisplay()`, which its frame,
/// transform, alpha, hidden flag, hierarchy, animations and scrolling call) is listed with its
/// window; before a render the window turns the list into rectangles — where each such view was
/// last painted and where it paints now — so a host draws and presents only those.
extension UIWindow {
    /// Lists `view` (in this window) among the views to draw again.
    func damage(_ view: UIView) {
        needsRender = true
        guard !renderDamage.everything, !view.displayStorage.isDamaged else { return }
        view.displayStorage.isDamaged = true
        renderDamage.views.append(view)
    }

    /// Lists `rect` (window coordinates) to draw again.
    func damage(_ rect: CGRect) {
        needsRender = true
        guard !renderDamage.everything, rect.isFinite, !rect.isNull, !rect.isEmpty else { return }
        renderDamage.rects.append(rect)
    }

    /// Asks for a frame without damaging anything: a layout pass to run, a host that renders
    /// every frame. It draws only what changes on the way.
    @_spi(Host) public func setNeedsFrame() { needsRender = true }

    /// What must be drawn since the last render, in this window's coordinates (points): nil for
    /// the whole window, else rectangles — none when nothing looks different. Where every view
    /// now paints is remembered for the next call. A host calls it once per rendered frame,
    /// before drawing.
    @_spi(Host) public func takeDamage() -> [CGRect]? {
        defer { renderDamage.clear(everything: false) }
        untouchedSubviews = 0
        scrollMoves.removeAll()
        if renderDamage.everything {
            _ = placeSubtree(self, through: .identity, clip: bounds)
            return nil
        }
        untouchedSubviews = renderDamage.rects.isEmpty ? leadingSubviewsUntouched() : 0
        var rects = renderDamage.rects
        var oldRects: [CGRect] = renderDamage.rects
        for view in renderDamage.views {
            let old = view.displayStorage.painted
            if !old.isNull { rects.append(old); oldRects.append(old) }
            guard view.window === self else { continue }
            guard let now = place(view) else {
                _ = placeSubtree(self, through: .identity, clip: bounds)
                return nil
            }
            if !now.isNull { rects.append(now) }
        }
        // Outer scroll views first: an inner one's content moved with the outer one's, which
        // draws it where it was and is.
        for scroll in renderDamage.scrolls.sorted(by: { $0.view.hierarchyDepth < $1.view.hierarchyDepth }) {
            let view = scroll.view
            guard view.window === self, !view.displayStorage.isDamaged else { continue }
            // Moving the kept pixels costs a pass over the whole visible part and putting all of
            // it on screen — in a window, about three quarters of drawing it (measured at
            // 1280 × 800 @2×: 1.2 against 1.4 ms) — besides drawing what the move uncovers;
            // sweeping draws only what changed and carries the boxes of text on its pages (a
            // box moved costs as its part of a whole move does; boxes are carried only while no
            // other scroll moves pixels in the same frame). Pages of one colour with a few lines
            // of text are swept, a list or pages of pictures (drawn again whole by a sweep) moved.
            let swept = sweptDamage(of: view, from: scroll.from, stale: oldRects,
                                    carrying: renderDamage.scrolls.count == 1)   // places the subtree anew when it can
            if let moved = movedDamage(of: view, from: scroll.from, stale: oldRects),
               swept.map({ Self.area(of: $0.rects) + Self.area(of: $0.moves.map(\.rect)) * 3 / 4
                           > Self.area(of: moved.rects) + Self.area(of: [moved.move.rect]) * 3 / 4 }) ?? true {
                if swept == nil, place(view) == nil {
                    _ = placeSubtree(self, through: .identity, clip: bounds)
                    return nil
                }
                scrollMoves.append(moved.move)
                rects += moved.rects
                continue
            }
            if let swept {
                rects += swept.rects
                scrollMoves += swept.moves
                continue
            }
            let old = view.displayStorage.painted
            if !old.isNull { rects.append(old) }
            guard let now = place(view) else {
                _ = placeSubtree(self, through: .identity, clip: bounds)
                return nil
            }
            if !now.isNull { rects.append(now) }
        }
        return Self.merged(rects, within: bounds, scale: screen.scale)
    }

    /// How many of this window's first subviews no damaged view or scrolled content lies in:
    /// drawn over the window's background they look as they did at the last render. 0 when the
    /// window itself is damaged, or a damaged view has left it.
    private func leadingSubviewsUntouched() -> Int {
        var untouched = subviews.count
        for view in renderDamage.views + renderDamage.scrolls.map(\.view) {
            var top = view
            while let parent = top.superview, parent !== self { top = parent }
            guard top !== self, top.superview === self, let index = subviews.firstIndex(where: { $0 === top }) else { return 0 }
            untouched = min(untouched, index)
        }
        return untouched
    }

    /// Places `view` and its subtree through its ancestors as drawn now, and grows the
    /// ancestors' painted rectangles to hold it. Nil: the view cannot be placed (a 3-D
    /// projection, a layer transition, loose sublayers on the way).
    func place(_ view: UIView) -> CGRect? {
        guard let placed = placement(of: view) else { return nil }
        guard let transform = placed.transform, let clip = placed.clip else {
            view.displayStorage.painted = .null
            return .null
        }
        guard let painted = placeSubtree(view, through: transform, clip: clip) else { return nil }
        var ancestor = view.superview
        while let a = ancestor, a !== self, !painted.isNull {
            a.displayStorage.painted = a.displayStorage.painted.union(painted)
            ancestor = a.superview
        }
        if view !== self, !painted.isNull { displayStorage.painted = displayStorage.painted.union(painted) }
        return painted
    }

    /// How `view` is drawn in this window now: the transform from its bounds coordinates to the
    /// window's, and what its ancestors' clips leave (both nil when an ancestor hides it or it
    /// is not in this window). Nil when an ancestor cannot be placed (a 3-D projection, a
    /// layer transition).
    func placement(of view: UIView) -> (transform: CGAffineTransform?, clip: CGRect?)? {
        var chain: [UIView] = []
        var v = view
        while v !== self {
            guard let parent = v.superview else { return (nil, nil) }
            chain.append(v)
            v = parent
        }
        var transform = CGAffineTransform.identity
        var clip = bounds
        for ancestor in chain.dropFirst().reversed() {
            guard ancestor.depthMapToSuperview == nil, ancestor.layer.animationState?.transition == nil else { return nil }
            if ancestor.isHidden || ancestor.presentationAlpha < 0.01 { return (nil, nil) }
            transform = ancestor.presentationTransformToSuperview.concatenating(transform)
            if ancestor.clipsToBounds { clip = clip.intersection(ancestor.presentationBounds.applying(transform)) }
        }
        if view !== self { transform = view.presentationTransformToSuperview.concatenating(transform) }
        return (transform, clip)
    }

    /// Records where `view` and its subviews paint (window coordinates), `transform` mapping the
    /// view's bounds coordinates there and `clip` the ancestors' clipping. Nil when a view of the
    /// subtree cannot be placed.
    private func placeSubtree(_ view: UIView, through transform: CGAffineTransform, clip: CGRect) -> CGRect? {
        guard !view.isHidden, view.presentationAlpha >= 0.01 else {
            view.displayStorage.painted = .null
            return .null
        }
        let layer = view.layer
        guard view === self || view.depthMapToSuperview == nil, layer.animationState?.transition == nil,
              layer.standaloneChildCount == 0 || view.clipsToBounds else { return nil }
        let bounds = view.presentationBounds
        var painted = view.paintedArea(bounds: bounds, layer: layer.renderLayer, engine: textEngine).applying(transform)
        let inner = view.clipsToBounds ? clip.intersection(bounds.applying(transform)) : clip
        for sub in view.subviews {
            guard let r = placeSubtree(sub, through: sub.presentationTransformToSuperview.concatenating(transform), clip: inner) else { return nil }
            painted = painted.union(r)
        }
        painted = painted.intersection(clip)
        view.displayStorage.painted = painted
        return painted
    }

    /// `bounds` widened by what the layer's shadow paints outside it.
    static func shadowed(_ bounds: CGRect, by layer: CALayer) -> CGRect {
        guard layer.shadowOpacity > 0, !layer.masksToBounds else { return bounds }
        let shape = layer.shadowPath?.boundingBox ?? bounds
        let spread = 1.5 * max(0, layer.shadowRadius.finiteOr(0)) + 2
        let shadow = shape.offsetBy(dx: layer.shadowOffset.width.finiteOr(0), dy: layer.shadowOffset.height.finiteOr(0))
            .insetBy(dx: -spread, dy: -spread)
        return bounds.union(shadow)
    }

    /// The sum of the rectangles' areas (overlaps counted twice).
    static func area(of rects: [CGRect]) -> CGFloat {
        rects.reduce(0) { $0 + ($1.isNull || !$1.isFinite ? 0 : $1.width * $1.height) }
    }

    /// The rectangles inside `bounds`, few enough to draw: two whose bounding box costs little
    /// more to draw than both become that box (a label where it was and where it is, rows of
    /// text close together); past `mostRectangles`, the two whose box adds least join until that
    /// many are left (past 64, all become their bounding box). `scale`: the screen's pixels per
    /// point.
    static func merged(_ rects: [CGRect], within bounds: CGRect, scale: CGFloat = 1) -> [CGRect] {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let allowance = pixelsPerRectangle / (s * s)
        var out: [CGRect] = []
        for r in rects {
            var c = r.intersection(bounds)
            guard !c.isNull, !c.isEmpty else { continue }
            // Absorb what it meets until nothing more is worth joining.
            var joined = true
            while joined {
                joined = false
                for (i, o) in out.enumerated() where Self.worthJoining(c, o, allowance: allowance) {
                    c = box(c, o)
                    out.remove(at: i)
                    joined = true
                    break
                }
            }
            out.append(c)
        }
        guard out.count > mostRectangles else { return out }
        guard out.count <= 64 else { return [out.dropFirst().reduce(out[0], box)] }
        // Too many: the two whose box adds least area join until few enough are left (rows of
        // text on a page become boxes of rows, not the whole window).
        while out.count > mostRectangles {
            var best = (i: 0, j: 1, added: CGFloat.infinity)
            for i in out.indices {
                for j in out.index(after: i)..<out.endIndex {
                    let added = area(box(out[i], out[j])) - area(out[i]) - area(out[j])
                    if added < best.added { best = (i, j, added) }
                }
            }
            out[best.i] = box(out[best.i], out[best.j])
            out.remove(at: best.j)
        }
        return out
    }

    /// What drawing one more rectangle costs beyond its pixels in pixels filled and put on
    /// screen: about 4,000. A frame's rectangles are drawn in one pass (`CairoRenderer`), so a
    /// rectangle adds only its own cut of the fills that reach it and its own copy to the screen
    /// (measured at 1280 × 800 @2×: a curl damaged by 16 bands of rows drawn apart costs 10 %
    /// less than with every band joined that added under 30 % to their area, a swipe of rows of
    /// text the same).
    static let pixelsPerRectangle: CGFloat = 4_000

    /// At most this many rectangles a frame.
    static let mostRectangles = 32

    /// Whether drawing the bounding box of `a` and `b` costs little more than drawing both: it
    /// adds less than `allowance` square points to their area.
    private static func worthJoining(_ a: CGRect, _ b: CGRect, allowance: CGFloat) -> Bool {
        // One inside the other adds nothing (less than nothing: the inner one's area).
        area(box(a, b)) - (area(a) + area(b)) <= allowance
    }

    /// The box round `a` and `b`, rectangles cut to the window (not null, their sizes positive):
    /// `union`'s box, asked of every pair of a frame's rectangles, so worked out here without
    /// its allowance for null and negative rectangles.
    @inline(__always)
    private static func box(_ a: CGRect, _ b: CGRect) -> CGRect {
        let x = min(a.origin.x, b.origin.x), y = min(a.origin.y, b.origin.y)
        return CGRect(x: x, y: y, width: max(a.origin.x + a.size.width, b.origin.x + b.size.width) - x,
                      height: max(a.origin.y + a.size.height, b.origin.y + b.size.height) - y)
    }

    /// The area of a rectangle cut to the window.
    @inline(__always)
    private static func area(_ r: CGRect) -> CGFloat { r.size.width * r.size.height }
}
