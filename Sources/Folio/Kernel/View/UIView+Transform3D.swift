import Foundation
import FolioCore

extension UIView {
    /// The view's transform in three dimensions, UIKit's `transform3D`: applied about the anchor
    /// point like `transform`; one with depth or perspective (`m34`) is drawn projected (the view
    /// and its subviews flattened into one image, as Core Animation flattens a layer). Setting an
    /// affine one sets `transform`; setting `transform` replaces it. Animatable: between two
    /// transforms the turn, scale, move and perspective are mixed part by part (a half turn
    /// passes edge-on), as Core Animation does. A non-finite transform is refused with a diagnostic.
    public var transform3D: CATransform3D {
        get { depthTransform ?? CATransform3DMakeAffineTransform(transform) }
        set {
            guard newValue.isFinite else {
                UIView.log.warning("refused transform3D \(newValue) of \(type(of: self)): not finite")
                return
            }
            // Recorded (inside an animation) or ending an animation of it, as `transform` is.
            if newValue != transform3D { propertyWillChange(.transform) }
            if CATransform3DIsAffine(newValue) {
                transform = CATransform3DGetAffineTransform(newValue)
            } else {
                transform = .identity
                depthTransform = newValue
                setNeedsRedraw()
            }
        }
    }

    /// The 3-D map from the view's bounds to its superview's bounds when it is not affine: its
    /// own 3-D transform about its anchor point, then the superview's `sublayerTransform` about
    /// the superview's anchor point (nil: the affine `transformToSuperview` draws it — also when
    /// the view lies flat and the superview's transform only adds perspective).
    var depthMapToSuperview: CATransform3D? {
        // Asked for every view drawn and hit: most have no depth, and learn it without matrices.
        let parentTransform = superview?.layer.sublayerTransform ?? CATransform3DIdentity
        let parentFlat = CATransform3DIsIdentity(parentTransform)
        if parentFlat, depthTransform == nil {
            guard hasPresentationOverrides, case let .transform(shown)? = layer.presentedValue(.transform),
                  !CATransform3DIsAffine(shown) else { return nil }
        }
        let own = presentationTransform3D
        guard !CATransform3DIsAffine(own) || !parentFlat else { return nil }
        let b = presentationBounds
        let center = presentationCenter
        var m = CATransform3DMakeTranslation(-(b.minX + anchorPoint.x * b.width), -(b.minY + anchorPoint.y * b.height), 0)
            .concatenating(own)
            .concatenating(CATransform3DMakeTranslation(center.x, center.y, 0))
        if let parent = superview, !CATransform3DIsIdentity(parentTransform) {
            let pb = parent.bounds
            let px = pb.minX + parent.anchorPoint.x * pb.width, py = pb.minY + parent.anchorPoint.y * pb.height
            m = m.concatenating(CATransform3DMakeTranslation(-px, -py, 0)).concatenating(parentTransform)
                .concatenating(CATransform3DMakeTranslation(px, py, 0))
        }
        // Lying flat under a perspective that tilts only what has depth (a cube's face at rest, a
        // card not turned): on the view's own plane the map is its 2-D one, so it is drawn,
        // placed and hit as any view is — nothing to project, no image to keep.
        if m.m14 == 0, m.m24 == 0, m.m44 == 1 {
            let flat = presentationTransformToSuperview
            func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
            if near(m.m11, flat.a), near(m.m12, flat.b), near(m.m21, flat.c), near(m.m22, flat.d),
               near(m.m41, flat.tx), near(m.m42, flat.ty) { return nil }
        }
        return m
    }
}

extension UIView {
    /// A point of the superview in this view's coordinates, through its transform — for a view
    /// turned in 3-D, the point of its plane under it (nil when the plane shows edge-on there).
    func point(fromSuperview point: CGPoint) -> CGPoint? {
        if let depth = depthMapToSuperview { return PerspectiveMesh.unproject(point, through: depth) }
        if transform.isIdentity {
            return CGPoint(x: point.x - center.x + bounds.minX + anchorPoint.x * bounds.width,
                           y: point.y - center.y + bounds.minY + anchorPoint.y * bounds.height)
        }
        return point.applying(transformToSuperview.inverted())
    }
}
