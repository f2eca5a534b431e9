import Foundation

extension UIView {
    /// Rectangles of `rect` (the view's bounds coordinates) that subviews at any depth paint with
    /// an opaque background, or opaque content of their own (`OpaqueContent`), drawn straight
    /// over the view: shown at full alpha, with no transform or animation on the way down, cut by
    /// the clips of the views between. What lies under them never shows, so the view's
    /// background need not be drawn there. Only rectangles of at least `minimumArea` square
    /// points are gathered, at most `limit` of them, looking at most at `budget` views: the
    /// search costs a few views a frame, not the tree.
    func opaqueAreasOfSubviews(within rect: CGRect, minimumArea: CGFloat = 4096, limit: Int = 8, budget: Int = 64) -> [CGRect] {
        var found: [CGRect] = []
        var visits = budget
        gatherOpaqueAreas(offset: .zero, clip: rect, minimumArea: minimumArea, limit: limit, visits: &visits, into: &found)
        return found
    }

    /// Gathers into `found` the opaque areas of the subviews; `offset` takes this view's bounds
    /// coordinates to the asking view's, `clip` is what the views between leave visible.
    private func gatherOpaqueAreas(offset: CGPoint, clip: CGRect, minimumArea: CGFloat, limit: Int, visits: inout Int, into found: inout [CGRect]) {
        for sub in subviews.reversed() {
            guard found.count < limit, visits > 0 else { return }
            visits -= 1
            guard !sub.isHidden, sub.alpha >= 1, sub.transform.isIdentity, !sub.hasPresentationOverrides,
                  sub.depthMapToSuperview == nil, sub.layer.animationState?.transition == nil else { continue }
            let shown = sub.frame.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
            guard !shown.isNull, shown.width * shown.height >= minimumArea else { continue }
            if sub.paintsOpaqueBackground {
                found.append(shown)   // what its subviews paint lies inside it: nothing more to find there
                continue
            }
            if let content = (sub as? any OpaqueContent)?.opaqueContentArea {
                let area = content.offsetBy(dx: offset.x + sub.frame.minX - sub.bounds.minX, dy: offset.y + sub.frame.minY - sub.bounds.minY)
                    .intersection(shown)
                if !area.isNull, area.width * area.height >= minimumArea { found.append(area) }
            }
            if sub.clipsToBounds && sub.layer.cornerRadius > 0 { continue }
            let inner = CGPoint(x: offset.x + sub.frame.minX - sub.bounds.minX, y: offset.y + sub.frame.minY - sub.bounds.minY)
            sub.gatherOpaqueAreas(offset: inner, clip: sub.clipsToBounds ? shown : clip, minimumArea: minimumArea,
                                  limit: limit, visits: &visits, into: &found)
        }
    }
}
