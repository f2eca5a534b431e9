import Foundation

extension UINavigationController {
    /// Moves from `from` to `to`: the new view slides in from the right (push) or the old one out
    /// to the right (pop), with appearance callbacks in UIKit's order:
    /// from.willDisappear, to.willAppear, … from.didDisappear, to.didAppear.
    func run(from: UIViewController?, to: UIViewController, forward: Bool, animated: Bool,
             completion: @escaping @MainActor () -> Void, rollback: (@MainActor () -> Void)? = nil) {
        let visible = isViewVisible && view.window != nil
        let bounds = view.bounds
        delegate?.navigationController(self, willShow: to, animated: animated)
        if animated, visible, let from, view.window?.application != nil,
           let animator = delegate?.navigationController(self, animationControllerFor: forward ? .push : .pop, from: from, to: to) {
            runCustom(from: from, to: to, animator: animator, completion: completion, rollback: rollback)
            return
        }
        let toView: UIView = to.view
        toView.frame = bounds.offsetBy(dx: forward && animated ? bounds.width : (forward ? 0 : (animated ? -bounds.width * 0.3 : 0)), dy: 0)
        if forward { view.insertSubview(toView, belowSubview: navigationBar) }
        else if let fromView = from?.viewIfLoaded { view.insertSubview(toView, belowSubview: fromView) }
        else { view.insertSubview(toView, belowSubview: navigationBar) }
        let animates = animated && visible && view.window?.application != nil
        let coordinator = TransitionCoordinator(
            container: view, animated: animates, style: .none, duration: UINavigationController.transitionDuration,
            from: from, to: to, fromView: from?.viewIfLoaded, toView: toView)
        coordinator.attach(to: [self])
        if visible { from?.beginAppearanceTransition(false, animated: animated) }
        if visible { to.beginAppearanceTransition(true, animated: animated) }
        transition = .moving
        layOutToolbar()   // the new top controller's items (or no toolbar) from the start

        let finish: @MainActor (Bool) -> Void = { [weak self] _ in
            coordinator.end(cancelled: false)
            defer { coordinator.detach() }
            guard let self else { return }
            from?.viewIfLoaded?.removeFromSuperview()
            from?.viewIfLoaded?.frame = bounds
            toView.frame = self.view.bounds
            if visible {
                from?.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            self.transition = .idle
            completion()
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        guard animates else { coordinator.startAlongside(interactive: false); return finish(true) }
        UIView.animate(withDuration: UINavigationController.transitionDuration, delay: 0, options: [], animations: {
            toView.frame = bounds
            from?.viewIfLoaded?.frame = bounds.offsetBy(dx: forward ? -bounds.width * 0.3 : bounds.width, dy: 0)
        }, completion: finish)
        coordinator.startAlongside(interactive: false)
    }

    /// A push or pop the delegate's animator carries out: the controllers' views move in a
    /// container under the navigation bar; an interaction controller may drive it and cancel it
    /// (`rollback` puts the stack back, and the appearance calls balance).
    private func runCustom(from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
                           completion: @escaping @MainActor () -> Void, rollback: (@MainActor () -> Void)?) {
        transition = .moving
        runChildTransition(
            from: from, to: to, frame: view.bounds, animator: animator,
            place: { view.insertSubview($0, belowSubview: navigationBar) },
            restore: { [weak self] kept in
                guard let self else { return }
                kept.frame = self.view.bounds
                self.view.insertSubview(kept, belowSubview: self.navigationBar)
            },
            hold: { customTransition = $0 },
            interaction: { delegate?.navigationController(self, interactionControllerFor: $0) },
            settle: { [weak self] completed in
                guard let self else { return }
                self.transition = .idle
                if completed {
                    completion()
                    self.delegate?.navigationController(self, didShow: to, animated: true)
                } else {
                    rollback?()
                }
                self.customTransition = nil
            })
    }
}
