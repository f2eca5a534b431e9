import Foundation
import FolioCore

extension UIViewController {
    /// The transitioning delegate: its animators, interaction controllers and presentation
    /// controller present and dismiss this controller (UIKit's `transitioningDelegate`, weak).
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { presentation.transitioningDelegate }
        set { presentation.transitioningDelegate = newValue }
    }

    /// Presents `viewController` through its transitioning delegate when it has an animator for
    /// it or its style is `.custom`; returns false when the built-in styles apply.
    func presentCustom(_ viewController: UIViewController, by presenter: UIViewController, in window: UIWindow,
                       animated: Bool, completion: (() -> Void)?) -> Bool {
        let delegate = viewController.transitioningDelegate
        let custom = viewController.modalPresentationStyle == .custom
        // UIKit's order: the presentation controller first, then the animator.
        let controller = custom
            ? delegate?.presentationController(forPresented: viewController, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: viewController, presenting: presenter)
            : nil
        let animator = delegate?.animationController(forPresented: viewController, presenting: presenter, source: self)
        guard custom || animator != nil else { return false }
        nonisolated(unsafe) let completion = completion
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        controller?.containerView = container
        window.addSubview(container)

        presenter.presentation.presented = viewController
        viewController.presentation.presenting = presenter
        viewController.presentation.controller = controller
        viewController.presentation.container = container
        presenter.presentation.inTransition = true
        viewController.isBeingPresented = true
        let removesPresenter = controller?.shouldRemovePresentersView ?? (viewController.modalPresentationStyle == .fullScreen)
        let finalFrame = controller?.frameOfPresentedViewInContainerView ?? container.bounds
        let presented: UIView = viewController.view
        let presenterView = presenter.view!

        let run = animator ?? CoverVerticalAnimator(presenting: true)
        let context = TransitionContext(
            container: container, animated: animated, style: viewController.modalPresentationStyle, animator: run,
            from: presenter, to: viewController, fromView: removesPresenter ? presenterView : nil, toView: presented,
            initialFrames: [ObjectIdentifier(presenter): presenterView.frame],
            finalFrames: [ObjectIdentifier(viewController): finalFrame,
                          ObjectIdentifier(presenter): removesPresenter ? .zero : presenterView.frame]) { completed in
            viewController.isBeingPresented = false
            if completed {
                viewController.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
            } else {
                // Rolled back: the presented controller leaves again, the presenter comes back.
                presented.removeFromSuperview()
                viewController.beginAppearanceTransition(false, animated: animated)
                viewController.endAppearanceTransition()
                if removesPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                container.removeFromSuperview()
                presenter.presentation.presented = nil
                viewController.presentation.presenting = nil
                viewController.presentation.controller = nil
                viewController.presentation.container = nil
            }
            controller?.presentationTransitionDidEnd(completed)
            presenter.presentation.inTransition = false
            presenter.presentation.transition = nil
            if completed { completion?() }
        }
        TransitionCoordinator(context: context).attach(to: [presenter, viewController])
        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)
        controller?.presentationTransitionWillBegin()
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        presenter.presentation.transition = context
        context.start(interaction: interaction, application: animated ? window.application : nil)
        return true
    }

    /// Dismisses `presented` through its transitioning delegate: when it was presented through
    /// one, or — as UIKit asks the delegate set at dismissal time — when a delegate set later
    /// (an interactive dismissal added to a plain modal) answers an animator for the dismissal.
    /// Returns false when the built-in styles apply.
    func dismissCustom(_ presented: UIViewController, from presenter: UIViewController, animated: Bool,
                       completion: (() -> Void)?) -> Bool {
        let delegate = presented.transitioningDelegate
        let animator: (any UIViewControllerAnimatedTransitioning)?
        let container: UIView
        if let existing = presented.presentation.container {
            container = existing
            animator = delegate?.animationController(forDismissed: presented)
        } else {
            guard let delegate, let window = presented.viewIfLoaded?.window,
                  let answer = delegate.animationController(forDismissed: presented) else { return false }
            animator = answer
            container = Self.adoptIntoContainer(presented, from: presenter, in: window)
        }
        nonisolated(unsafe) let completion = completion
        let controller = presented.presentation.controller
        let removesPresenter = controller?.shouldRemovePresentersView ?? (presented.modalPresentationStyle == .fullScreen)
        let presentedView: UIView = presented.view
        let presenterView = presenter.view!
        // A full-screen modal's presenter, off the window while covered, comes back under the
        // container: the animator's `.to` view is on screen as it uncovers it.
        let broughtBack = removesPresenter && presenterView.superview == nil && container.superview is UIWindow
        if broughtBack, let window = container.superview as? UIWindow {
            if window.rootViewController === presenter { presenterView.frame = window.bounds }
            window.insertSubview(presenterView, belowSubview: container)
        }

        presenter.presentation.inTransition = true
        presented.isBeingDismissed = true
        let run = animator ?? CoverVerticalAnimator(presenting: false)
        let context = TransitionContext(
            container: container, animated: animated, style: presented.modalPresentationStyle, animator: run,
            from: presented, to: presenter, fromView: presentedView, toView: removesPresenter ? presenterView : nil,
            initialFrames: [ObjectIdentifier(presented): presentedView.frame],
            finalFrames: [ObjectIdentifier(presenter): presenterView.frame]) { completed in
            presented.isBeingDismissed = false
            if completed {
                presentedView.removeFromSuperview()
                // An animator that put the presenter's view into the container: it stays on screen.
                if presenterView.superview === container { container.superview?.insertSubview(presenterView, belowSubview: container) }
                container.removeFromSuperview()
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                presenter.presentation.presented = nil
                presented.presentation.presenting = nil
                presented.presentation.controller = nil
                presented.presentation.container = nil
            } else {
                // Rolled back: the presented controller stays; the appearance calls balance. A
                // full-screen modal covers its presenter again (whose view leaves the window).
                if broughtBack, presenterView.superview === container.superview { presenterView.removeFromSuperview() }
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
            controller?.dismissalTransitionDidEnd(completed)
            presenter.presentation.inTransition = false
            presenter.presentation.transition = nil
            if completed { completion?() }
        }
        TransitionCoordinator(context: context).attach(to: [presenter, presented])
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        controller?.dismissalTransitionWillBegin()
        let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        presenter.presentation.transition = context
        context.start(interaction: interaction, application: animated ? container.window?.application : nil)
        return true
    }
}

extension UIViewController {
    /// A modal presented by the built-in styles, about to be dismissed by a delegate's animator:
    /// its view moves into a container over the window (as a custom presentation's is). The container stays the modal's from now on (a cancelled dismissal leaves it there).
    static func adoptIntoContainer(_ presented: UIViewController, from presenter: UIViewController,
                                   in window: UIWindow) -> UIView {
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let view: UIView = presented.view
        window.insertSubview(container, aboveSubview: view)
        container.addSubview(view)
        presented.presentation.container = container
        return container
    }
}

/// The default animation of a custom presentation without its own animator: the presented view
/// slides up from the bottom into its frame (and back down on dismissal).
@MainActor
final class CoverVerticalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : UIViewController.presentationDuration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let below = container.bounds.height
        if presenting {
            guard let view = context.view(forKey: .to), let vc = context.viewController(forKey: .to) else { return context.completeTransition(true) }
            let target = context.finalFrame(for: vc)
            view.frame = context.isAnimated ? target.offsetBy(dx: 0, dy: below) : target
            container.addSubview(view)
            guard context.isAnimated else { return context.completeTransition(true) }
            UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseOut,
                           animations: { view.frame = target },
                           completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            guard let view = context.view(forKey: .from) else { return context.completeTransition(true) }
            guard context.isAnimated else { return context.completeTransition(true) }
            UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseIn,
                           animations: { view.frame = view.frame.offsetBy(dx: 0, dy: below) },
                           completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }
}
