import Foundation

extension UIView {
    /// Rectangles of `rect` (the view's bounds coordinates) that subviews at any depth paint with
    /// an opaque background (with round corners, all but the corners' squares), or opaque content
    /// of their own (`OpaqueContent`), drawn over the view: shown at full alpha, with no
    /// animation and no transform but an upright scale on the way down (a carousel's shrinking
    /// cards), cut by the clips of the views between. What lies under them never shows, so the view's
    /// background need not be drawn there. Only rectangles of at least `minimumArea` square
    /// points are gathered, at most `limit` of them, looking at most at `budget` views: the
    /// search costs a few views a frame, not the tree.
    func opaqueAreasOfSubviews(within rect: CGRect, minimumArea: CGFloat = 4096, limit: Int = 8, budget: Int = 64) -> [CGRect] {
        var found: [CGRect] = []
        var visits = budget
        gatherOpaqueAreas(place: .identity, clip: rect, minimumArea: minimumArea, limit: limit, visits: &visits, into: &found)
        return found
    }

    /// Gathers into `found` the opaque areas of the subviews; `place` takes this view's bounds
    /// coordinates to the asking view's (a scale and a move), `clip` is what the views between
    /// leave visible.
    private func gatherOpaqueAreas(place: CGAffineTransform, clip: CGRect, minimumArea: CGFloat, limit: Int, visits: inout Int,
                                   into found: inout [CGRect]) {
        for sub in subviews.reversed() {
            guard found.count < limit, visits > 0 else { return }
            visits -= 1
            guard !sub.isHidden, sub.alpha >= 1, let upright = sub.uprightPlacement else { continue }
            let toAsker = upright.concatenating(place)
            let shown = sub.bounds.applying(toAsker).intersection(clip)
            // The small ones (most of them) go before the costlier questions.
            guard !shown.isNull, shown.width * shown.height >= minimumArea, !sub.hasPresentationOverrides,
                  sub.depthMapToSuperview == nil, sub.layer.animationState?.transition == nil else { continue }
            if let painted = sub.opaqueBackgroundRectangles {
                for area in painted.map({ $0.applying(toAsker).intersection(clip) })
                where !area.isNull && area.width * area.height >= minimumArea && found.count < limit {
                    found.append(area)
                }
                // What the subviews of a square one paint lies inside it: nothing more to find there.
                if sub.layer.cornerRadius <= 0 { continue }
            }
            if let content = (sub as? any OpaqueContent)?.opaqueContentArea {
                let area = content.applying(toAsker).intersection(shown)
                if !area.isNull, area.width * area.height >= minimumArea { found.append(area) }
            }
            if sub.clipsToBounds && sub.layer.cornerRadius > 0 { continue }
            sub.gatherOpaqueAreas(place: toAsker, clip: sub.clipsToBounds ? shown : clip, minimumArea: minimumArea,
                                  limit: limit, visits: &visits, into: &found)
        }
    }

    /// The map from the bounds coordinates to the superview's when the transform keeps rectangles
    /// upright and the right way round (a scale and a move, no turn, no mirror); nil otherwise.
    private var uprightPlacement: CGAffineTransform? {
        let t = transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, t.a.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        let b = bounds
        if t.isIdentity { return CGAffineTransform(translationX: frame.minX - b.minX, y: frame.minY - b.minY) }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY).concatenating(t)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The rectangles of the bounds the view's own background paints opaque: all of it with square
    /// corners; with round ones, the bounds less the corners' squares (two rectangles, across and
    /// down). Nil when the background is not opaque.
    private var opaqueBackgroundRectangles: [CGRect]? {
        guard (backgroundColor?.alpha ?? 0) >= 1, backgroundColor?.pattern == nil, alpha >= 1 else { return nil }
        let b = bounds
        let r = min(max(layer.cornerRadius.isFinite ? layer.cornerRadius : 0, 0), min(b.width, b.height) / 2)
        guard r > 0 else { return [b] }
        return [b.insetBy(dx: r, dy: 0), b.insetBy(dx: 0, dy: r)]
    }
}
