//
//  OnboardingViewController.swift
//  PhotoBrowser
//

import UIKit

/// Three pages of introduction in a page view controller, with dots of its own.
public final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {

    public let pageControl: UIPageControl = OnboardingDots()
    public private(set) var pages: [UIViewController] = []

    public init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        pages = [UIColor.systemRed, .systemYellow, .systemPurple].map { color in
            let page = UIViewController()
            page.view.backgroundColor = color
            return page
        }
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        pageControl.numberOfPages = pages.count
        view.addSubview(pageControl)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 30)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let current = viewControllers?.first, let index = pages.firstIndex(of: current) else { return }
        pageControl.currentPage = index
    }
}
