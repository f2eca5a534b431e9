import Foundation
import FolioCore

/// Carries the pixels of a view that a scroll moved instead of drawing it again: text or a
/// picture lying on a page of one colour moves with the page, and where the move is whole pixels
/// the box round its ink shows, at its new place, exactly the pixels the kept frame holds at the
/// old one — its ink over the page's colour. The kept frame's box is moved (a `ScrollMove` of
/// the box where the view was and is), and only what the move leaves behind is drawn again: a
/// swipe draws the edges of its lines of text, not the lines.
///
/// A view is carried only when everything in its box moved with it unchanged: it has no
/// subviews and is drawn as laid out (no animation, transform or translucency), its box lies
/// inside its page's whole pixels, nothing drawn again this frame was in the box, no view over the
/// scroll view (nor the status bar) reaches the box where it was or is, and no other carried box
/// meets it (each box is moved once). A box the scroll view's edge cuts is carried in the part
/// shown before and after when that edge lies on whole pixels; what comes into view is drawn.
@MainActor
struct InkCarrier {
    let window: UIWindow
    /// The move (window points) the scroll gave its content: where a point is, from where it was.
    let move: CGPoint
    /// What the scroll view shows (window points).
    let clip: CGRect
    /// The rectangles drawn again this frame where they were: the kept pixels there are stale.
    let stale: [CGRect]
    /// The screen's pixels per point.
    let scale: CGFloat
    /// What lies over the scroll view and does not move with it.
    let overs: [CGRect]

    /// A carrier for the content of `scroll` moved by `move`; nil when the move is not whole
    /// pixels.
    init?(window: UIWindow, scroll: UIView, move: CGPoint, clip: CGRect, stale: [CGRect]) {
        let scale = window.screen.scale
        guard scale > 0, scale.isFinite, move != .zero, Self.isWhole(move.x * scale), Self.isWhole(move.y * scale),
              clip.isFinite, !clip.isNull else { return nil }
        self.window = window
        self.move = move
        self.clip = clip
        self.stale = stale
        self.scale = scale
        overs = (window.views(over: scroll).map(\.displayStorage.painted) + [window.statusBarArea]).filter { !$0.isNull }
    }

    /// The move of `view`'s box and the rectangles to draw again for it — what the move leaves
    /// behind, and what comes into view that was not shown before —, `transform` taking the
    /// view's bounds to the window now, `was` where it painted before the scroll (as placed then:
    /// cut by the clip), lying on `page` (the window rectangle of its page of one colour). Nil when
    /// the view must be drawn again where it was and is (also when it is not drawn as laid out:
    /// `mayCarry`). `besides`: the boxes carried already.
    func carry(_ view: UIView, through transform: CGAffineTransform, was: CGRect, on page: CGRect,
               besides: [ScrollMove]) -> (move: ScrollMove, rects: [CGRect])? {
        guard !was.isNull, !was.isEmpty, was.isFinite, Self.mayCarry(view) else { return nil }
        // What it paints now, not cut by any clip; before the scroll, the same a move away.
        let reach = view.paintedArea(bounds: view.presentationBounds, layer: view.layer.renderLayer, engine: window.textEngine)
            .applying(transform)
        let toPixels = CGAffineTransform(scaleX: scale, y: scale)
        guard !reach.isNull, !reach.isEmpty, reach.isFinite,
              Self.close(was, reach.offsetBy(dx: -move.x, dy: -move.y).intersection(clip)),
              let box = reach.wholePixelHull(through: toPixels), let ground = page.wholePixelInterior(through: toPixels), ground.contains(box) else { return nil }
        // The kept pixels of the box where it was, and where they are shown now: cut by the clip
        // only where its edges are whole pixels (else the box must lie inside it both times).
        let wholeClip = [clip.minX, clip.minY, clip.maxX, clip.maxY].allSatisfy { Self.isWhole($0 * scale) }
        let old = box.offsetBy(dx: -move.x, dy: -move.y)
        guard wholeClip || (clip.contains(old) && clip.contains(box)) else { return nil }
        let source = old.intersection(clip), landed = box.intersection(clip).intersection(source.offsetBy(dx: move.x, dy: move.y))
        guard !source.isNull, !source.isEmpty, !landed.isNull, !landed.isEmpty else { return nil }
        let region = source.union(landed)
        guard !stale.contains(where: { $0.intersects(source) }), !overs.contains(where: { $0.intersects(region) }),
              !besides.contains(where: { $0.rect.intersects(region) }) else { return nil }
        // Drawn: where the box was and is no longer, and the part of it that comes into view.
        let behind = RectangleCut.remainder(of: region, cutting: [landed]) ?? [region]
        let coming = RectangleCut.remainder(of: box.intersection(clip), cutting: [landed]) ?? [box]
        return (ScrollMove(rect: region, delta: move), (behind + coming).filter { !$0.isNull && !$0.isEmpty })
    }

    /// Whether `view` is drawn as laid out with nothing of its own over it: no subviews, no
    /// animation, transform or translucency.
    private static func mayCarry(_ view: UIView) -> Bool {
        view.subviews.isEmpty && view.presentationAlpha >= 1 && !view.hasPresentationOverrides && view.transform.isIdentity
            && view.depthMapToSuperview == nil && view.layer.animationState?.transition == nil
    }

    /// Whether `v` is a whole number (within a millionth).
    private static func isWhole(_ v: CGFloat) -> Bool { v.isFinite && abs(v - v.rounded()) < 1e-6 }

    /// Whether two rectangles are the same within a millionth of a point.
    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.maxX - b.maxX) < 1e-6 && abs(a.maxY - b.maxY) < 1e-6
    }
}
