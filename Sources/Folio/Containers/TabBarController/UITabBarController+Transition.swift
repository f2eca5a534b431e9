import Foundation

extension UITabBarController {
    /// A tab switch the delegate's animator carries out: both controllers' views move in a
    /// container above the bar; an interaction controller may drive it and cancel it (the old tab
    /// is selected again, and the appearance calls balance).
    func runCustom(from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning) {
        let frame = contentFrame
        let container = UIView(frame: frame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, belowSubview: tabBar)
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let local = CGRect(origin: .zero, size: frame.size)
        container.addSubview(fromView)
        fromView.frame = local
        toView.frame = local
        let previous = (viewControllers ?? []).firstIndex { $0 === from } ?? selection
        let context = TransitionContext(
            container: container, animated: true, style: .none, animator: animator, from: from, to: to,
            fromView: fromView, toView: toView,
            initialFrames: [ObjectIdentifier(from): local], finalFrames: [ObjectIdentifier(to): local]) { [weak self] completed in
            guard let self else { return }
            let kept = completed ? toView : fromView
            kept.transform = .identity
            kept.alpha = 1
            kept.frame = self.contentFrame
            self.view.insertSubview(kept, belowSubview: self.tabBar)
            (completed ? fromView : toView).removeFromSuperview()
            container.removeFromSuperview()
            if completed {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                self.selection = previous
                self.tabBar.selectedItem = from.tabBarItem
                from.beginAppearanceTransition(true, animated: true)
                to.beginAppearanceTransition(false, animated: true)
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            self.customTransition = nil
        }
        customTransition = context
        TransitionCoordinator(context: context).attach(to: [self])
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        context.start(interaction: interaction, application: view.window?.application)
    }
}
