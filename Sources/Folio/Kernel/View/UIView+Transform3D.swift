import Foundation
import FolioCore

extension UIView {
    /// The view's transform in three dimensions, UIKit's `transform3D`: applied about the anchor
    /// point like `transform`; one with depth or perspective (`m34`) is drawn projected (the view
    /// and its subviews flattened into one image, as Core Animation flattens a layer). Setting an
    /// affine one sets `transform`; setting `transform` replaces it. A non-finite transform is
    /// refused with a diagnostic.
    public var transform3D: CATransform3D {
        get { depthTransform ?? CATransform3DMakeAffineTransform(transform) }
        set {
            guard newValue.isFinite else {
                UIView.log.warning("refused transform3D \(newValue) of \(type(of: self)): not finite")
                return
            }
            if CATransform3DIsAffine(newValue) {
                transform = CATransform3DGetAffineTransform(newValue)
            } else {
                transform = .identity
                depthTransform = newValue
                setNeedsDisplay()
            }
        }
    }

    /// The 3-D map from the view's bounds to its superview's bounds when it is not affine: its
    /// own 3-D transform about its anchor point, then the superview's `sublayerTransform` about
    /// the superview's anchor point (nil: the affine `transformToSuperview` draws it).
    var depthMapToSuperview: CATransform3D? {
        let parentTransform = superview?.layer.sublayerTransform ?? CATransform3DIdentity
        guard depthTransform != nil || !CATransform3DIsIdentity(parentTransform) else { return nil }
        let b = presentationBounds
        let own = depthTransform ?? CATransform3DMakeAffineTransform(presentationTransform)
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
        return m
    }
}
