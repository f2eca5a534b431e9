import Foundation

/// Where a page view controller gets its pages: UIKit's `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the start.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the end.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the built-in page control, UIKit's signature. The default returns
    /// `UIPageViewController.noPresentationCount` (a negative sentinel: the method is "not
    /// implemented", so no page control shows, as in UIKit).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the current page. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { UIPageViewController.noPresentationCount }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells: UIKit's `UIPageViewControllerDelegate`; all optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture-driven transition to `pendingViewControllers` began.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The transition ended; `completed` is false when the user went back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for an orientation (page curl). Default: the current spine.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIPageViewController.InterfaceOrientation) -> UIPageViewController.SpineLocation?
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIPageViewController.InterfaceOrientation) -> UIPageViewController.SpineLocation? { nil }
}
