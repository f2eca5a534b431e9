import Foundation
import FolioCore

/// Damage of a scroll: when a scroll view's content moves, a view of one opaque colour that
/// moves with it changes only along the strips its edges sweep (inside, the same colour lies on
/// the same pixels before and after), and a view that paints nothing changes nowhere; the views
/// that draw something else (text, images) have their pixels carried where the move is whole
/// pixels and they lie on a page of one colour (`InkCarrier`), else are drawn again where they
/// were and where they are. Two pages of a paging scroll view moving under a finger damage the
/// seam between them and the edges of their text, not the window.
extension UIView {
    /// How many superviews lie above the view.
    var hierarchyDepth: Int {
        var depth = 0
        var v = superview
        while let parent = v { depth += 1; v = parent.superview }
        return depth
    }

    /// What the view paints itself, as far as a scroll's damage needs to know.
    enum OwnPaint {
        /// Nothing: no background, border, shadow, layer content or drawing.
        case nothing
        /// One opaque colour over its bounds, nothing else.
        case solid
        /// Anything else.
        case other
    }

    var ownPaint: OwnPaint {
        guard type(of: self) == UIView.self, type(of: layer) == CALayer.self, layer.standaloneChildCount == 0,
              layer.shadowOpacity == 0, layer.borderWidth == 0 || (layer.borderColor?.alpha ?? 0) == 0 else { return .other }
        if (backgroundColor?.alpha ?? 0) == 0 { return .nothing }
        return paintsOpaqueBackground ? .solid : .other
    }
}

extension UIWindow {
    /// Lists `view`, whose content moved from bounds origin `origin`, among the scrolls to draw.
    func damageScroll(of view: UIView, from origin: CGPoint) {
        needsRender = true
        guard !renderDamage.everything, !renderDamage.scrolls.contains(where: { $0.view === view }) else { return }
        renderDamage.scrolls.append((view, origin))
    }

    /// The rectangles (window coordinates) a scroll changed, the views of the scroll view placed
    /// anew, and the parts of the kept frame whose pixels are carried rather than drawn again
    /// (`stale`: the rectangles drawn again this frame, where the kept pixels are not to be
    /// carried from; `carrying`: whether pixels may be carried at all — not while another scroll
    /// moves pixels in the same frame). Nil when the scroll cannot be told apart so (the caller
    /// then takes the scroll view as damaged whole).
    func sweptDamage(of scroll: UIView, from origin: CGPoint, stale: [CGRect] = [],
                     carrying: Bool = true) -> (rects: [CGRect], moves: [ScrollMove])? {
        guard scroll.clipsToBounds, scroll.sweepsContentWhenScrolled, !scroll.hasPresentationOverrides,
              scroll.layer.standaloneChildCount == 0, let placed = placement(of: scroll),
              let toWindow = placed.transform, let shown = placed.clip, toWindow.b == 0, toWindow.c == 0 else { return nil }
        let clip = shown.intersection(scroll.bounds.applying(toWindow))
        let d = CGPoint(x: scroll.bounds.minX - origin.x, y: scroll.bounds.minY - origin.y)
        let shift = CGPoint(x: toWindow.a * d.x, y: toWindow.d * d.y)   // where a point was, from where it is now
        var rects: [CGRect] = []
        var redrawn: [Redrawn] = []
        for sub in scroll.subviews {
            sweep(sub, through: sub.presentationTransformToSuperview.concatenating(toWindow), shift: shift, clip: clip,
                  ground: nil, into: &rects, redrawn: &redrawn)
        }
        let was = redrawn.map(\.view.displayStorage.painted)
        guard place(scroll) != nil else { return nil }
        // Made when a view on a page is first met: most sweeps have none.
        lazy var carrier = carrying
            ? InkCarrier(window: self, scroll: scroll, move: CGPoint(x: -shift.x, y: -shift.y), clip: clip, stale: stale) : nil
        var moves: [ScrollMove] = []
        for (item, old) in zip(redrawn, was) {
            let now = item.view.displayStorage.painted
            if let ground = item.ground, !old.isNull,
               let carried = carrier?.carry(item.view, through: ground.transform, was: old, on: ground.page, besides: moves) {
                moves.append(carried.move)
                rects += carried.rects
                continue
            }
            if !old.isNull { rects.append(old) }
            if !now.isNull { rects.append(now) }
        }
        return (rects, moves)
    }

    /// A view a sweep draws again and, when its superview paints one opaque colour, the window
    /// rectangle (now) of that page and the transform taking the view's bounds to the window.
    struct Redrawn {
        var view: UIView
        var ground: (page: CGRect, transform: CGAffineTransform)?
    }

    /// Adds what `view` (moved by the scroll, `transform` taking its bounds to the window now,
    /// `shift` from where it is to where it was, `ground` the window rectangle of its superview when
    /// that paints one opaque colour) changed: the strips a solid view's or a clip's edges swept,
    /// and the views drawing anything else, to be drawn where they were and are or carried.
    private func sweep(_ view: UIView, through transform: CGAffineTransform, shift: CGPoint, clip: CGRect, ground: CGRect?,
                       into rects: inout [CGRect], redrawn: inout [Redrawn]) {
        guard !view.displayStorage.isDamaged else { return }   // drawn where it was and is already
        guard !view.isHidden else { return }                   // hidden before and after, or damaged
        let paint = view.ownPaint
        guard paint != .other, view.presentationAlpha >= 1, !view.hasPresentationOverrides, view.transform.isIdentity,
              view.depthMapToSuperview == nil, view.layer.animationState?.transition == nil,
              transform.b == 0, transform.c == 0 else {
            redrawn.append(Redrawn(view: view, ground: ground.map { ($0, transform) }))
            return
        }
        let now = view.bounds.applying(transform)
        var inner = clip
        if paint == .solid || view.clipsToBounds {
            let was = now.offsetBy(dx: shift.x, dy: shift.y)
            for piece in (RectangleCut.remainder(of: now, cutting: [was]) ?? [now]) + (RectangleCut.remainder(of: was, cutting: [now]) ?? [was]) {
                let seen = piece.intersection(clip)
                if !seen.isNull, !seen.isEmpty { rects.append(seen) }
            }
            if view.clipsToBounds { inner = clip.intersection(now) }
        }
        for sub in view.subviews {
            sweep(sub, through: sub.presentationTransformToSuperview.concatenating(transform), shift: shift, clip: inner,
                  ground: paint == .solid ? now : nil, into: &rects, redrawn: &redrawn)
        }
    }
}

/// A part of the kept frame whose pixels a scroll moved: `rect` (window points) is the scroll
/// view's visible part — or a view's ink where it was and is (`InkCarrier`) —, its pixels go
/// `delta` points across it.
struct ScrollMove: Equatable {
    var rect: CGRect
    var delta: CGPoint
}

extension UIWindow {
    /// The damage of a scroll whose kept pixels are moved rather than drawn again: the scroll
    /// view paints an opaque background over its visible part, or its subviews do (pages side by
    /// side), so everything there moves with its content — except what lies over it (bars,
    /// overlays, the status bar) and what changed this frame (`stale`: the rectangles drawn
    /// before, whose old pixels moved too). Drawn again: the strip the move uncovers, what lies
    /// over the scroll view where it was and where its pixels went, and the stale rectangles
    /// where their pixels went. Nil when the move cannot be made so — among others when a
    /// scroll view inside it scrolled in the same frame (found by the fuzz smoke: a tab pager's
    /// list scrolling inside pages that move). The scroll view's subtree is not placed anew here
    /// (`sweptDamage` places it; a move taken without a sweep places it then).
    func movedDamage(of scroll: UIView, from origin: CGPoint, stale: [CGRect]) -> (move: ScrollMove, rects: [CGRect])? {
        guard scroll.clipsToBounds, scroll.sweepsContentWhenScrolled, !scroll.hasPresentationOverrides,
              scroll.layer.standaloneChildCount == 0, scroll.depthMapToSuperview == nil, let placed = placement(of: scroll),
              let toWindow = placed.transform, let shown = placed.clip, toWindow.b == 0, toWindow.c == 0 else { return nil }
        let overs = views(over: scroll)
        let clip = trimmed(shown.intersection(scroll.bounds.applying(toWindow)), under: overs)
        guard clip.isFinite, !clip.isNull, !clip.isEmpty,
              scroll.paintsOpaqueBackground || opaquelyCovered(clip, bySubviewsOf: scroll, through: toWindow),
              !renderDamage.scrolls.contains(where: { $0.view !== scroll && $0.view.isDescendant(of: scroll) }) else { return nil }
        let d = CGPoint(x: scroll.bounds.minX - origin.x, y: scroll.bounds.minY - origin.y)
        let delta = CGPoint(x: -toWindow.a * d.x, y: -toWindow.d * d.y)
        guard abs(delta.x) < clip.width, abs(delta.y) < clip.height else { return nil }
        var rects = uncovered(clip, by: delta)
        func moved(_ r: CGRect) -> CGRect { r.offsetBy(dx: delta.x, dy: delta.y).intersection(clip) }
        for r in stale where r.intersects(clip) { rects.append(moved(r)) }
        for painted in overs.map(\.displayStorage.painted) + [statusBarArea] {
            let painted = painted.intersection(clip)
            guard !painted.isNull, !painted.isEmpty else { continue }
            rects.append(painted)
            rects.append(moved(painted))
        }
        return (ScrollMove(rect: clip, delta: delta), rects.filter { !$0.isNull && !$0.isEmpty })
    }

    /// Whether the subviews of `scroll` (its bounds taken to the window by `toWindow`) paint
    /// every pixel of `clip` (window points) opaque: pages side by side filling a paging scroll
    /// view. Their rectangles count only on whole pixels — a pixel an edge crosses mixes in
    /// what lies under the scroll view, which does not move with its content.
    private func opaquelyCovered(_ clip: CGRect, bySubviewsOf scroll: UIView, through toWindow: CGAffineTransform) -> Bool {
        let scale = screen.scale
        guard scale > 0, scale.isFinite else { return false }
        let toPixels = CGAffineTransform(scaleX: scale, y: scale)
        let areas = scroll.opaqueAreasOfSubviews(within: scroll.bounds).compactMap {
            $0.applying(toWindow).wholePixelInterior(through: toPixels)
        }
        guard !areas.isEmpty, let rest = RectangleCut.remainder(of: clip, cutting: areas) else { return false }
        return rest.isEmpty
    }

    /// `rect` less the opaque bars over it along its top and bottom edges (a navigation bar, a
    /// toolbar): their pixels need not move, nor be drawn again.
    private func trimmed(_ rect: CGRect, under overs: [UIView]) -> CGRect {
        var r = rect
        for _ in 0..<3 {
            var changed = false
            for over in overs where over.paintsOpaqueBackground && !over.hasPresentationOverrides {
                guard let placed = placement(of: over), let t = placed.transform, let c = placed.clip, t.b == 0, t.c == 0 else { continue }
                let bar = over.bounds.applying(t).intersection(c)
                guard !bar.isNull, bar.minX <= r.minX, bar.maxX >= r.maxX, bar.maxY > r.minY, bar.minY < r.maxY else { continue }
                if bar.minY <= r.minY { r = CGRect(x: r.minX, y: bar.maxY, width: r.width, height: max(0, r.maxY - bar.maxY)); changed = true }
                else if bar.maxY >= r.maxY { r = CGRect(x: r.minX, y: r.minY, width: r.width, height: max(0, bar.minY - r.minY)); changed = true }
            }
            if !changed { break }
        }
        return r
    }

    /// The strips of `rect` a move by `delta` leaves without pixels.
    private func uncovered(_ rect: CGRect, by delta: CGPoint) -> [CGRect] {
        var strips: [CGRect] = []
        if delta.y > 0 { strips.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: delta.y)) }
        if delta.y < 0 { strips.append(CGRect(x: rect.minX, y: rect.maxY + delta.y, width: rect.width, height: -delta.y)) }
        if delta.x > 0 { strips.append(CGRect(x: rect.minX, y: rect.minY, width: delta.x, height: rect.height)) }
        if delta.x < 0 { strips.append(CGRect(x: rect.maxX + delta.x, y: rect.minY, width: -delta.x, height: rect.height)) }
        return strips
    }

    /// Where the status bar is drawn, over every view (null while hidden).
    var statusBarArea: CGRect {
        isStatusBarHidden ? .null : CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: UIWindow.statusBarHeight)
    }

    /// The views drawn after `view` (over it): the later siblings of it and of each ancestor.
    func views(over view: UIView) -> [UIView] {
        var over: [UIView] = []
        var current = view
        while let parent = current.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === current }) {
                over += parent.subviews[(index + 1)...].filter { !$0.isHidden }
            }
            current = parent
        }
        return over
    }
}
