//
//  PhotoZoomTransition.swift
//  PhotoBrowser
//

import UIKit

/// Zooms a thumbnail into the browser and back; a drag down on the browser dismisses it
/// interactively.
public final class PhotoZoomTransition: NSObject, UIViewControllerTransitioningDelegate {

    public weak var sourceView: UIView?
    public let interactiveDismiss = PhotoDismissInteraction()

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomAnimator(isPresenting: true, sourceView: sourceView)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomAnimator(isPresenting: false, sourceView: sourceView)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactiveDismiss.isInteracting ? interactiveDismiss : nil
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class DimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        UIView.animate(withDuration: 0.3) { self.dimmingView.alpha = 1 }
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: 0.3) { self.dimmingView.alpha = 0 }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    weak var sourceView: UIView?

    init(isPresenting: Bool, sourceView: UIView?) {
        self.isPresenting = isPresenting
        self.sourceView = sourceView
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let startFrame = sourceView.map { $0.convert($0.bounds, to: container) } ?? container.bounds.insetBy(dx: 100, dy: 100)

        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame
            container.addSubview(toView)
            let scale = CGAffineTransform(scaleX: startFrame.width / max(finalFrame.width, 1),
                                          y: startFrame.height / max(finalFrame.height, 1))
            toView.transform = scale.concatenating(CGAffineTransform(translationX: startFrame.midX - finalFrame.midX,
                                                                     y: startFrame.midY - finalFrame.midY))
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                           usingSpringWithDamping: 0.85, initialSpringVelocity: 0, options: [], animations: {
                toView.transform = .identity
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.frame = startFrame
                fromView.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        sourceView?.isHidden = false
    }
}

/// Follows a drag down on the browser: past a third of the screen (or flung) it dismisses.
public final class PhotoDismissInteraction: UIPercentDrivenInteractiveTransition {
    public private(set) var isInteracting = false
    private weak var viewController: UIViewController?

    public func attach(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
        switch pan.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.33 || pan.velocity(in: view).y > 800 { finish() } else { cancel() }
        default:
            isInteracting = false
            cancel()
        }
    }
}

/// A card flipped about its vertical axis with perspective, and a spring that settles it.
public final class FlipCardView: UIView {
    private var animator: UIViewPropertyAnimator?

    public func flip(completion: @escaping () -> Void) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.sublayerTransform = perspective
        let turn = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) {
            self.transform3D = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 1, 0)
        }
        turn.addCompletion { position in
            if position == .end { completion() }
        }
        turn.startAnimation()
        animator = turn
    }

    public func scrub(to fraction: CGFloat) {
        if animator == nil {
            animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { self.alpha = 0.5 }
            animator?.pauseAnimation()
        }
        animator?.fractionComplete = fraction
    }

    public func thumbnail() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: bounds.size)
        return renderer.image { context in
            UIColor.white.setFill()
            context.fill(bounds)
            layer.render(in: context.cgContext)
        }
    }
}
