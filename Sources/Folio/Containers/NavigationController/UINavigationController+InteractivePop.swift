import Foundation

extension UINavigationController {
    /// Drives a pop with a drag from the left edge: the top view follows the finger; past the
    /// middle (or flung right) the pop completes, else it rolls back — the top controller then
    /// gets `viewWillAppear`/`viewDidAppear` again and the revealed one `viewWillDisappear`/
    /// `viewDidDisappear`, as in UIKit.
    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch pan.state {
        case .began:
            guard transition == .idle, viewControllers.count > 1, isViewVisible else { return }
            let from = viewControllers[viewControllers.count - 1], to = viewControllers[viewControllers.count - 2]
            interactive = (from, to)
            transition = .moving
            let coordinator = TransitionCoordinator(
                container: view, animated: true, style: .none, duration: 0.25,
                from: from, to: to, fromView: from.view, toView: to.view)
            coordinator.beginByHand()
            coordinator.attach(to: [self])
            from.beginAppearanceTransition(false, animated: true)
            let toView: UIView = to.view
            toView.frame = view.bounds.offsetBy(dx: -width * 0.3, dy: 0)
            view.insertSubview(toView, belowSubview: from.view)
            to.beginAppearanceTransition(true, animated: true)
        case .changed:
            guard let (from, to) = interactive else { return }
            let p = min(max(pan.translation(in: view).x / width, 0), 1)
            from.view.frame = view.bounds.offsetBy(dx: p * width, dy: 0)
            to.view.frame = view.bounds.offsetBy(dx: -width * 0.3 * (1 - p), dy: 0)
        case .ended, .cancelled:
            guard let (from, to) = interactive else { return }
            let p = min(max(pan.translation(in: view).x / width, 0), 1)
            let complete = pan.state == .ended && (p > 0.5 || pan.velocity(in: view).x > 500)
            let bounds = view.bounds
            let coordinator = presentation.coordinator
            coordinator?.letGo(cancelled: !complete)
            if !complete {
                from.beginAppearanceTransition(true, animated: true)
                to.beginAppearanceTransition(false, animated: true)
            }
            UIView.animate(withDuration: 0.25 * Double(complete ? 1 - p : p), delay: 0, options: .curveEaseOut, animations: {
                from.view.frame = complete ? bounds.offsetBy(dx: width, dy: 0) : bounds
                to.view.frame = complete ? bounds : bounds.offsetBy(dx: -width * 0.3, dy: 0)
            }, completion: { [weak self] _ in
                coordinator?.end(cancelled: !complete)
                defer { coordinator?.detach() }
                guard let self else { return }
                self.interactive = nil
                self.transition = .idle
                if complete {
                    from.willMove(toParent: nil)
                    from.isMovingFromParent = true
                    self.stack.removeLast()
                    self.navigationBar.setItems(self.viewControllers.map(\.navigationItem), animated: false)
                    from.view.removeFromSuperview()
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                    from.removeFromParent()
                    self.delegate?.navigationController(self, didShow: to, animated: true)
                } else {
                    to.view.removeFromSuperview()
                    to.view.frame = bounds
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                }
            })
        default:
            break
        }
    }
}
