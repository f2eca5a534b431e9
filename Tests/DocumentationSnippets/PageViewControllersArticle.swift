// Generated from Sources/Folio/Folio.docc/PageViewControllers.md by DocumentationSnippetsTests
// (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
import Folio
import FolioTesting
import Testing

enum PageViewControllersArticle {
    // Block 1
    @MainActor static func block1() throws {
        final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate { func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { nil }; func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { nil } }
        let book = Book()
        let firstPage = UIViewController()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        pager.dataSource = book   // the pages before and after each page
        pager.delegate = book
        pager.setViewControllers([firstPage], direction: .forward, animated: false)
    }
}
