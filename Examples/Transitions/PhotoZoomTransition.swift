import Foundation
import Folio

/// The zoom between a thumbnail and the photo viewer, as photo apps write it: a transitioning
/// delegate that gives a dimming presentation controller, a zoom animator each way, and a
/// percent-driven dismissal while a finger drags the viewer down.
public final class PhotoZoomTransition: NSObject, UIViewControllerTransitioningDelegate {
    /// The thumbnail photo `page` zooms out of and back into (nil: the viewer fades).
    public var thumbnail: (Int) -> UIView? = { _ in nil }
    /// Drives the dismissal while a finger drags the viewer down.
    public let dragToDismiss = PhotoDragDismissal()

    /// A presentation controller that dims what is behind the viewer.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// The photo zooms out of its thumbnail.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhotoZoomAnimator(presenting: true, thumbnail: thumbnail)
    }

    /// The photo shrinks back into its thumbnail.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PhotoZoomAnimator(presenting: false, thumbnail: thumbnail)
    }

    /// The drag drives the dismissal while a finger is down.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dragToDismiss.isInteracting ? dragToDismiss : nil
    }
}

/// Puts a black view under the presented viewer and fades it with the transition.
final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else { dimmingView.alpha = 1; return }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else { dimmingView.alpha = 0; return }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Flies a copy of the photo between its thumbnail and its place in the viewer; the viewer itself
/// shows once the copy has landed (and hides while it flies back).
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let thumbnail: (Int) -> UIView?

    init(presenting: Bool, thumbnail: @escaping (Int) -> UIView?) {
        self.presenting = presenting
        self.thumbnail = thumbnail
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.45 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let viewer = transitionContext.viewController(forKey: key) as? PhotoPagerViewController,
              let viewerView = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            viewerView.frame = transitionContext.finalFrame(for: viewer)
            container.addSubview(viewerView)
            viewerView.layoutIfNeeded()
        }
        let page = viewer.currentPage
        let photoFrame = viewer.shownPhotoFrame(in: container)
        let source = thumbnail(page)
        let thumbFrame = source.map { $0.convert($0.bounds, to: container) }
            ?? photoFrame.insetBy(dx: photoFrame.width * 0.3, dy: photoFrame.height * 0.3)

        // The flying copy is laid out at the photo's size and scaled down to the thumbnail.
        let ghost = Postcard(scene: PhotoPagerViewController.postcards[page])
        ghost.frame = photoFrame
        ghost.layoutIfNeeded()
        container.addSubview(ghost)
        let shrunk = Self.transform(from: photoFrame, to: thumbFrame)
        ghost.transform = presenting ? shrunk : .identity
        viewerView.alpha = 0
        source?.isHidden = true

        let duration = transitionDuration(using: transitionContext)
        let animations = { ghost.transform = self.presenting ? .identity : shrunk }
        let completion: (Bool) -> Void = { _ in
            let cancelled = transitionContext.transitionWasCancelled
            ghost.removeFromSuperview()
            source?.isHidden = false
            viewerView.alpha = self.presenting || cancelled ? 1 : 0
            transitionContext.completeTransition(!cancelled)
        }
        if presenting {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: 0,
                           options: [], animations: animations, completion: completion)
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: animations, completion: completion)
        }
    }

    /// The transform that takes `frame` onto `target` (scale about the centre, then move).
    static func transform(from frame: CGRect, to target: CGRect) -> CGAffineTransform {
        guard frame.width > 0, frame.height > 0 else { return .identity }
        return CGAffineTransform(translationX: target.midX - frame.midX, y: target.midY - frame.midY)
            .scaledBy(x: target.width / frame.width, y: target.height / frame.height)
    }
}

/// Follows a finger dragging the viewer down: past a quarter of the screen, or flung down, the
/// viewer closes; otherwise it springs back.
public final class PhotoDragDismissal: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// True while a finger drives the dismissal.
    public private(set) var isInteracting = false
    private weak var viewController: UIViewController?

    /// Lets a vertical drag on `viewController`'s view dismiss it.
    public func attach(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: PhotoDragDismissal.handlePan)
        pan.delegate = self
        viewController.view.addGestureRecognizer(pan)
    }

    /// Only a drag that goes more down than across starts a dismissal (the pager keeps the rest).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return velocity.y > abs(velocity.x)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / max(view.bounds.height * 0.5, 1), 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.25 || pan.velocity(in: view).y > 900 { finish() } else { cancel() }
        default:
            isInteracting = false
            cancel()
        }
    }
}
