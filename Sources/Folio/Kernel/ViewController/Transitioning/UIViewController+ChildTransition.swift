import Foundation

extension UIViewController {
    /// A container's move from child `from` to child `to` carried out by a delegate's animator
    /// (a navigation controller's push or pop, a tab bar controller's switch): both views in
    /// `frame` inside a container view placed by `place`, the appearance calls in UIKit's order,
    /// the transition's coordinator attached to this controller. When it ends, the view that stays
    /// goes back where `restore` puts it (the other and the container leave), the appearance calls
    /// end — cancelled, they run once more the other way, so they balance — and `settle` hears
    /// whether it completed. `hold` keeps the context until then (it hears it before the
    /// animator starts, which may complete it at once); `interaction` is asked for the animator's
    /// interaction controller.
    func runChildTransition(from: UIViewController, to: UIViewController, frame: CGRect,
                            animator: any UIViewControllerAnimatedTransitioning,
                            place: (UIView) -> Void, restore: @escaping @MainActor (UIView) -> Void,
                            hold: (TransitionContext) -> Void,
                            interaction: (any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?,
                            settle: @escaping @MainActor (Bool) -> Void) {
        let container = UIView(frame: frame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        place(container)
        let local = CGRect(origin: .zero, size: frame.size)
        let fromView: UIView = from.view
        let toView: UIView = to.view
        container.addSubview(fromView)
        fromView.frame = local
        toView.frame = local
        let context = TransitionContext(
            container: container, animated: true, style: .none, animator: animator, from: from, to: to,
            fromView: fromView, toView: toView,
            initialFrames: [ObjectIdentifier(from): local], finalFrames: [ObjectIdentifier(to): local]) { completed in
            restore(completed ? toView : fromView)
            (completed ? fromView : toView).removeFromSuperview()
            container.removeFromSuperview()
            if !completed {
                from.beginAppearanceTransition(true, animated: true)
                to.beginAppearanceTransition(false, animated: true)
            }
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            settle(completed)
        }
        hold(context)
        TransitionCoordinator(context: context).attach(to: [self])
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        let driver = interaction(animator)
        context.start(interaction: driver, application: view.window?.application)
    }
}
