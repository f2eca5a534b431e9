import Foundation
import Folio

/// Two tabs — the photo grid and the cube — whose switch slides the new tab in from the side
/// it sits on, through the tab bar controller's delegate animator.
public final class MotionTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// The photo grid (first tab).
    public let grid = ThumbnailGridViewController()
    /// The cube pager (second tab).
    public let cube = CubePagerViewController()

    public override func viewDidLoad() {
        super.viewDidLoad()
        grid.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 0)
        cube.tabBarItem = UITabBarItem(title: "Cube", image: nil, tag: 1)
        viewControllers = [grid, cube]
        delegate = self
    }

    /// Slides towards the tab chosen.
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        guard let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else { return nil }
        return TabSlideAnimator(towardsRight: to > from)
    }
}

/// Slides the arriving tab in and the leaving one out, side by side.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let towardsRight: Bool
    init(towardsRight: Bool) { self.towardsRight = towardsRight }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let shift = (towardsRight ? 1 : -1) * transitionContext.containerView.bounds.width
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: shift, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
            toView.frame = final
            fromView.frame = fromView.frame.offsetBy(dx: -shift, dy: 0)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
