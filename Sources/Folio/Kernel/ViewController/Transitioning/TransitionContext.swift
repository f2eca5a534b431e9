import Foundation
import Logging

/// The context Folio gives a custom transition's animator and interaction controller: the
/// controllers, views and frames, the interactive progress, and the one completion.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let animator: any UIViewControllerAnimatedTransitioning
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var onComplete: (@MainActor (Bool) -> Void)?
    private(set) var percentComplete: CGFloat = 0
    private var watchdog: FrameTimer?
    /// The transition's coordinator (`transitionCoordinator` of the controllers taking part).
    var coordinator: TransitionCoordinator?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, animator: any UIViewControllerAnimatedTransitioning,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
         completion: @escaping @MainActor (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        if let fromView { views[.from] = fromView }
        if let toView { views[.to] = toView }
        self.views = views
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        onComplete = completion
        super.init()
    }

    /// Starts the transition: the interaction controller drives it, else the animator runs it. A
    /// transition whose animator never completes it is completed, with a diagnostic, a second
    /// after its duration (the UI never stays stuck mid-transition).
    func start(interaction: (any UIViewControllerInteractiveTransitioning)?, application: UIApplication?) {
        if let application { armWatchdog(in: application) }
        if let interaction, interaction.wantsInteractiveStart, isAnimated {
            isInteractive = true
            interaction.startInteractiveTransition(self)
        } else if isAnimated {
            runAnimations()
        } else {
            // Not animated: the animator's animations apply at once (as UIKit runs them).
            UIView.performWithoutAnimation { runAnimations() }
        }
    }

    /// The animator's animations, then the coordinator's alongside animations with them (an
    /// interaction controller calls this inside its capture, so both are scrubbed).
    func runAnimations() {
        animator.animateTransition(using: self)
        coordinator?.startAlongside(interactive: isInteractive)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if percentComplete.isFinite { self.percentComplete = min(max(percentComplete, 0), 1) }
    }
    func finishInteractiveTransition() { isInteractive = false; coordinator?.interactionChanged(); rearmWatchdog() }
    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        isInteractive = false
        coordinator?.interactionChanged()
        rearmWatchdog()
    }
    func pauseInteractiveTransition() { isInteractive = true }

    /// Let go: the rest of the animation has its duration and a second to complete.
    private func rearmWatchdog() {
        guard watchdog != nil, let application = containerView.window?.application else { return }
        armWatchdog(in: application)
    }

    /// Completes the transition, with a diagnostic, when its animator has not a second after its
    /// duration (on the application's frame clock); not while a finger drives it.
    private func armWatchdog(in application: UIApplication) {
        watchdog?.invalidate()
        let limit = max(0, animator.transitionDuration(using: self).finiteOr(0)) + 1
        watchdog = FrameTimer.scheduledTimer(withTimeInterval: limit, in: application) { [weak self] _ in
            guard let self, self.onComplete != nil, !self.isInteractive else { return }
            Logger(label: "folio.presentation").error(
                "the transition's animator \(type(of: self.animator)) did not call completeTransition(_:) within its duration; completing it")
            self.completeTransition(!self.transitionWasCancelled)
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard let complete = onComplete else {
            Logger(label: "folio.presentation").warning("completeTransition(_:) called again; ignored")
            return
        }
        onComplete = nil
        watchdog?.invalidate()
        watchdog = nil
        coordinator?.end(cancelled: !didComplete)
        complete(didComplete)
        coordinator?.detach()
        animator.animationEnded(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    var targetTransform: CGAffineTransform { .identity }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}
