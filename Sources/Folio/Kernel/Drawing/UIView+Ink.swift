import Foundation

extension UIView {
    /// Where the view's subtree puts anything but the view's own colour, in its bounds
    /// coordinates: the areas its visible descendants paint (`paintedArea`), text laid out by
    /// `engine`. Nil when the view is not one opaque colour under them (`ownPaint`), or where a
    /// descendant paints is not known so (layers of its own, a 3-D transform, an animation
    /// running).
    func ink(engine: any TextEngine) -> [CGRect]? {
        guard ownPaint == .solid, !hasPresentationOverrides else { return nil }
        var boxes: [CGRect] = []
        func collect(in view: UIView) -> Bool {
            for sub in view.subviews where !sub.isHidden && sub.alpha > 0 {
                guard sub.layer.standaloneChildCount == 0, CATransform3DIsAffine(sub.layer.transform), !sub.hasPresentationOverrides
                else { return false }
                let area = sub.paintedArea(bounds: sub.bounds, layer: sub.layer, engine: engine)
                if !area.isNull, !area.isEmpty { boxes.append(sub.convert(area, to: self)) }
                guard collect(in: sub) else { return false }
            }
            return true
        }
        guard collect(in: self), boxes.allSatisfy(\.isFinite) else { return nil }
        return boxes
    }
}
