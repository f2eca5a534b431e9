import Foundation

extension UINavigationController {
    /// Moves from `from` to `to`: the new view slides in from the right (push) or the old one out
    /// to the right (pop), with appearance callbacks in UIKit's order:
    /// from.willDisappear, to.willAppear, … from.didDisappear, to.didAppear.
    func run(from: UIViewController?, to: UIViewController, forward: Bool, animated: Bool,
             completion: @escaping @MainActor () -> Void) {
        let visible = isViewVisible && view.window != nil
        let bounds = view.bounds
        delegate?.navigationController(self, willShow: to, animated: animated)
        let toView: UIView = to.view
        if visible { from?.beginAppearanceTransition(false, animated: animated) }
        toView.frame = bounds.offsetBy(dx: forward && animated ? bounds.width : (forward ? 0 : (animated ? -bounds.width * 0.3 : 0)), dy: 0)
        if forward { view.insertSubview(toView, belowSubview: navigationBar) }
        else if let fromView = from?.viewIfLoaded { view.insertSubview(toView, belowSubview: fromView) }
        else { view.insertSubview(toView, belowSubview: navigationBar) }
        if visible { to.beginAppearanceTransition(true, animated: animated) }
        transition = .moving

        let finish: @MainActor (Bool) -> Void = { [weak self] _ in
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
        guard animated, visible, view.window?.application != nil else { return finish(true) }
        UIView.animate(withDuration: UINavigationController.transitionDuration, delay: 0, options: [], animations: {
            toView.frame = bounds
            from?.viewIfLoaded?.frame = bounds.offsetBy(dx: forward ? -bounds.width * 0.3 : bounds.width, dy: 0)
        }, completion: finish)
    }
}
