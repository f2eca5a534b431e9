import Foundation
import FolioCore

extension UIView {
    /// `frame`'s setter: sets `center` and `bounds.size` so the frame is `newFrame`; a
    /// non-finite frame is refused with a diagnostic.
    func place(frame newFrame: CGRect) {
        guard newFrame.isFinite else {
            UIView.log.warning("refused frame \(newFrame) of \(type(of: self)): not finite")
            return
        }
        let r = newFrame.standardized
        // With a scale transform the frame is the scaled bounds, so the bounds take the frame's
        // size divided by the scale (Core Animation's behaviour); other transforms (rotations),
        // where UIKit calls the frame undefined, set the bounds to the frame's size.
        let t = transform
        if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
            bounds.size = CGSize(width: r.width / abs(t.a), height: r.height / abs(t.d))
        } else {
            bounds.size = r.size
        }
        if anchorPoint == CGPoint(x: 0.5, y: 0.5) && t.isIdentity {
            center = CGPoint(x: r.midX, y: r.midY)
        } else {
            let now = frame   // moves the position by what the frame is off, for any anchor and transform
            center = CGPoint(x: center.x + r.minX - now.minX, y: center.y + r.minY - now.minY)
        }
    }

    /// What a new (accepted) `bounds` changes: a moved origin scrolls constrained content, a new
    /// size lays out the view and its superview and resizes autoresizing subviews; it redraws.
    func boundsDidChange(from old: CGRect) {
        if bounds.origin != old.origin, scrollingFrameGuide != nil {
            layoutEngineRef?.boundsOriginDidChange(self)
        }
        if bounds.size != old.size {
            layoutEngineRef?.frameDidChange(self)
            if autoresizesSubviews { resizeSubviews(from: old.size) }
            setNeedsLayout()
            superview?.setNeedsLayout()   // UIKit lays out the superview of a view whose size changed
            // The drawn content is stretched by the content mode, or drawn again for `.redraw`.
            if contentMode == .redraw { layer.markNeedsDisplay() }
        }
        if bounds.size == old.size, let window, sweepsContentWhenScrolled {
            // Scrolled: only what the content's move changes is drawn again.
            displayStorage.stamp = UIView.nextDisplayStamp()
            window.damageScroll(of: self, from: old.origin)
        } else {
            setNeedsRedraw()
        }
    }

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
