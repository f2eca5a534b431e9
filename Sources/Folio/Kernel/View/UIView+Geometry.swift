import Foundation
import FolioCore

extension UIView {
    /// Maps a point of this view's bounds coordinates into the superview's bounds coordinates:
    /// `center + transform · (p − anchor point of the bounds)` (the anchor is the bounds' centre
    /// unless the layer's `anchorPoint` moved it).
    var transformToSuperview: CGAffineTransform {
        LayerGeometry.transformToParent(bounds: bounds, position: center, anchor: anchorPoint, transform: transform)
    }

    /// Maps this view's coordinates to the root's (the window's, when in a window).
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView? = self
        while let current = v, let parent = current.superview {
            t = t.concatenating(current.transformToSuperview)
            v = parent
        }
        return t
    }

    private var root: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    private func transform(to view: UIView?) -> CGAffineTransform {
        let target = view ?? window ?? root
        guard target.root === root else {
            UIView.log.warning("convert: \(type(of: self)) and \(type(of: target)) are not in the same view tree")
            return transformToRoot
        }
        return transformToRoot.concatenating(target.transformToRoot.inverted())
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view ?? window ?? root
        return source.convert(point, to: self)
    }

    /// Converts a rectangle to `view`'s coordinates (the bounding box when transforms rotate).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let source = view ?? window ?? root
        return source.convert(rect, to: self)
    }
}
