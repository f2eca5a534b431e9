import Foundation
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

/// Numbered pages for the page view controller's dots.
@MainActor
final class FivePages: UIPageViewControllerDataSource {
    final class Page: UIViewController {
        let number: Int
        init(_ number: Int) { self.number = number; super.init() }

        /// Not made from archives: built in code.
        required init?(coder: NSCoder) { return nil }
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let n = (viewController as! Page).number
        return n > 0 ? Page(n - 1) : nil
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let n = (viewController as! Page).number
        return n < 4 ? Page(n + 1) : nil
    }
}

/// The same pages, with dots declared exactly as UIKit declares them.
@MainActor
final class DottedPages: UIPageViewControllerDataSource {
    let pages = FivePages()
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.pageViewController(pageViewController, viewControllerBefore: viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.pageViewController(pageViewController, viewControllerAfter: viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 5 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (pageViewController.viewControllers?.first as? FivePages.Page)?.number ?? 0
    }
}

@MainActor
@Suite("UIPageViewController dots with UIKit's signatures")
struct PresentationCountTests {
    @Test("presentationCount(for:) -> Int as UIKit declares it shows the dots; a data source without it shows none")
    func dots() {
        let dotted = DottedPages(), plain = FivePages()
        let withDots = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        withDots.dataSource = dotted
        let withoutDots = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        withoutDots.dataSource = plain
        let app = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: withDots)
        let other = HeadlessApp(size: CGSize(width: 300, height: 400), scale: 1, rootViewController: withoutDots)

        withDots.setViewControllers([FivePages.Page(2)], direction: .forward, animated: false)
        withoutDots.setViewControllers([FivePages.Page(0)], direction: .forward, animated: false)
        app.tick()
        other.tick()

        #expect(!withDots.pageControl.isHidden)
        #expect(withDots.pageControl.numberOfPages == 5)
        #expect(withDots.pageControl.currentPage == 2)
        #expect(withoutDots.pageControl.isHidden)
        #expect(plain.presentationCount(for: withoutDots) == UIPageViewController.noPresentationCount)
    }
}
