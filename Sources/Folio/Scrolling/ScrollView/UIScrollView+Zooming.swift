import Foundation
import FolioCore

/// Zooming, as UIKit documents it: the delegate's `viewForZooming(in:)` is scaled by `zoomScale`
/// (its transform), the content size follows the scaled view, and the offset keeps the point being
/// zoomed about in place — the fingers' centre for a pinch, the middle of the view for
/// `setZoomScale(_:animated:)`, the rectangle's centre for `zoom(to:animated:)`. A pinch past the
/// limits rubber-bands when `bouncesZoom` and springs back when the fingers lift.
extension UIScrollView {
    /// The current scale of the zoomed view. Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits; non-finite refused) about the middle of the view.
    /// Animated, the delegate hears `scrollViewDidEndZooming(_:with:atScale:)` when it ends.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            UIScrollView.scrollLog.warning("refused zoomScale \(scale): must be finite and positive"); return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let target = clampedZoom(scale)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: (contentOffset.x + middle.x) / currentZoomScale, y: (contentOffset.y + middle.y) / currentZoomScale)
        zoom(view, to: target, keeping: anchor, at: middle, animated: animated)
    }

    /// Zooms so `rect` (in the zoomed view's own coordinates) fills the view as far as the limits
    /// allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.isFinite, rect.width > 0, rect.height > 0, let view = delegate?.viewForZooming(in: self) else { return }
        let target = clampedZoom(min(bounds.width / rect.width, bounds.height / rect.height))
        zoom(view, to: target, keeping: CGPoint(x: rect.midX, y: rect.midY),
             at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    func clampedZoom(_ scale: CGFloat) -> CGFloat { min(max(scale, minimumZoomScale), maximumZoomScale) }

    private func zoom(_ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint, animated: Bool) {
        stopMotion()
        if animated {
            UIView.animate(withDuration: 0.3, animations: { self.applyZoom(scale, view: view, keeping: anchor, at: point, clamp: true) },
                           completion: { _ in self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) })
        } else {
            applyZoom(scale, view: view, keeping: anchor, at: point, clamp: true)
        }
    }

    /// Scales `view`, puts its frame at the content's origin, sizes the content to it, and scrolls
    /// so the view's point `anchor` sits at `point` of the visible area.
    func applyZoom(_ scale: CGFloat, view: UIView, keeping anchor: CGPoint, at point: CGPoint, clamp: Bool) {
        currentZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        contentSize = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        var offset = CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)
        if clamp {
            let x = contentOffsetRange(.horizontal), y = contentOffsetRange(.vertical)
            offset = CGPoint(x: min(max(offset.x, x.lowerBound), x.upperBound), y: min(max(offset.y, y.lowerBound), y.upperBound))
        }
        applyOffset(offset)
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch exists while zooming is possible (the limits differ).
    func zoomLimitsChanged() {
        if maximumZoomScale > minimumZoomScale, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if maximumZoomScale <= minimumZoomScale, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// The pinch's action: zoom about the fingers' centre, rubber-banding past the limits.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let centre = pinch.location(in: self)
        let visible = CGPoint(x: centre.x - bounds.minX, y: centre.y - bounds.minY)
        switch pinch.state {
        case .began:
            stopMotion()
            pinchStart = (currentZoomScale, CGPoint(x: centre.x / currentZoomScale, y: centre.y / currentZoomScale))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let start = pinchStart else { return }
            applyZoom(bandedZoom(start.scale * pinch.scale), view: view, keeping: start.anchor, at: visible, clamp: false)
            restartDragHere()
        case .ended, .cancelled, .failed:
            guard let start = pinchStart else { return }
            pinchStart = nil
            let settled = clampedZoom(currentZoomScale)
            if settled != currentZoomScale {
                isZoomBouncing = true
                UIView.animate(withDuration: 0.25, animations: {
                    self.applyZoom(settled, view: view, keeping: start.anchor, at: visible, clamp: true)
                }, completion: { _ in
                    self.isZoomBouncing = false
                    self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
                })
            } else {
                applyZoom(settled, view: view, keeping: start.anchor, at: visible, clamp: true)
                restartDragHere()
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
            }
        default:
            break
        }
    }

    /// Past a limit the scale follows the fingers less and less (when `bouncesZoom`).
    private func bandedZoom(_ raw: CGFloat) -> CGFloat {
        guard raw.isFinite, raw > 0 else { return currentZoomScale }
        guard bouncesZoom else { return clampedZoom(raw) }
        if raw > maximumZoomScale { return maximumZoomScale * pow(raw / maximumZoomScale, 0.3) }
        if raw < minimumZoomScale { return minimumZoomScale * pow(raw / minimumZoomScale, 0.3) }
        return raw
    }

    /// A drag going on beside the pinch continues from here (the zoom moved the content).
    private func restartDragHere() {
        if case let .dragging(_, page) = phase {
            phase = .dragging(startOffset: contentOffset, startPage: page)
            panGestureRecognizer.setTranslation(.zero, in: self)
        }
    }
}

extension UIScrollView {
    /// A scroll view inside a paging one (a zoomed photo in a photo pager), already at its edge
    /// along the drag: the drag goes to the pager, so the page pans to its edge first and only
    /// then does the next page come (the Photos behaviour).
    func atEdgeInsidePager(movingBy translation: CGPoint) -> Bool {
        var ancestor = superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        guard let outer = ancestor as? UIScrollView, outer.isPagingEnabled else { return false }
        let axis: Axis = abs(translation.x) >= abs(translation.y) ? .horizontal : .vertical
        guard outer.canScroll(axis), translation[axis] != 0 else { return false }
        let range = contentOffsetRange(axis)
        // The finger moving toward +x shows content on the left (the offset decreases).
        return translation[axis] > 0 ? contentOffset[axis] <= range.lowerBound + 0.5
                                     : contentOffset[axis] >= range.upperBound - 0.5
    }
}
