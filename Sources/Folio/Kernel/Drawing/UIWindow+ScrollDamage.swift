import Foundation
import FolioCore

/// Damage of a scroll: when a scroll view's content moves, a view of one opaque colour that
/// moves with it changes only along the strips its edges sweep (inside, the same colour lies on
/// the same pixels before and after), and a view that paints nothing changes nowhere; only the
/// views that draw something else (text, images) are drawn again where they were and where they
/// are. Two pages of a paging scroll view moving under a finger damage the seam between them and
/// their text, not the window.
extension UIView {
    /// How many superviews lie above the view.
    var hierarchyDepth: Int {
        var depth = 0
        var v = superview
        while let parent = v { depth += 1; v = parent.superview }
        return depth
    }

    /// What the view paints itself, as far as a scroll's damage needs to know.
    fileprivate enum OwnPaint {
        /// Nothing: no background, border, shadow, layer content or drawing.
        case nothing
        /// One opaque colour over its bounds, nothing else.
        case solid
        /// Anything else.
        case other
    }

    fileprivate var ownPaint: OwnPaint {
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
    /// anew. Nil when the scroll cannot be told apart so (the caller then takes the scroll view
    /// as damaged whole).
    func sweptDamage(of scroll: UIView, from origin: CGPoint) -> [CGRect]? {
        guard scroll.clipsToBounds, scroll.sweepsContentWhenScrolled, !scroll.hasPresentationOverrides,
              scroll.layer.standaloneChildCount == 0, let placed = placement(of: scroll),
              let toWindow = placed.transform, let shown = placed.clip, toWindow.b == 0, toWindow.c == 0 else { return nil }
        let clip = shown.intersection(scroll.bounds.applying(toWindow))
        let d = CGPoint(x: scroll.bounds.minX - origin.x, y: scroll.bounds.minY - origin.y)
        let shift = CGPoint(x: toWindow.a * d.x, y: toWindow.d * d.y)   // where a point was, from where it is now
        var rects: [CGRect] = []
        var redrawn: [UIView] = []
        for sub in scroll.subviews {
            sweep(sub, through: sub.presentationTransformToSuperview.concatenating(toWindow), shift: shift, clip: clip,
                  into: &rects, redrawn: &redrawn)
        }
        for view in redrawn where !view.displayStorage.painted.isNull { rects.append(view.displayStorage.painted) }
        guard place(scroll) != nil else { return nil }
        for view in redrawn where !view.displayStorage.painted.isNull { rects.append(view.displayStorage.painted) }
        return rects
    }

    /// Adds what `view` (moved by the scroll, `transform` taking its bounds to the window now,
    /// `shift` from where it is to where it was) changed: the strips a solid view's or a clip's
    /// edges swept, and the views drawing anything else, to be drawn where they were and are.
    private func sweep(_ view: UIView, through transform: CGAffineTransform, shift: CGPoint, clip: CGRect,
                       into rects: inout [CGRect], redrawn: inout [UIView]) {
        guard !view.displayStorage.isDamaged else { return }   // drawn where it was and is already
        guard !view.isHidden else { return }                   // hidden before and after, or damaged
        let paint = view.ownPaint
        guard paint != .other, view.presentationAlpha >= 1, !view.hasPresentationOverrides, view.transform.isIdentity,
              view.depthMapToSuperview == nil, view.layer.animationState?.transition == nil,
              transform.b == 0, transform.c == 0 else {
            redrawn.append(view)
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
                  into: &rects, redrawn: &redrawn)
        }
    }
}
