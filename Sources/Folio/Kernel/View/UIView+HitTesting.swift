import Foundation

extension UIView {
    /// `hitTest(_:with:)`'s walk: hidden, non-interactive, nearly transparent and animating
    /// (without `.allowUserInteraction`) views are skipped with their subviews; subviews are asked
    /// front to back, through their transforms.
    func deepestHit(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, point.isFinite, !isAnimatingWithoutInteraction,
              self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            guard let local = sub.point(fromSuperview: point) else { continue }
            if let hit = sub.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// `viewWithTag(_:)`'s search: this view, then its subtrees in order.
    func firstInTree(withTag tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }
}
