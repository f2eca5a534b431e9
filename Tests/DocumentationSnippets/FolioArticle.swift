// Generated from Sources/Folio/Folio.docc/Folio.md by DocumentationSnippetsTests
// (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
import Folio
import FolioTesting
import Testing

enum FolioArticle {
    // Block 1

    final class PagerController: UIViewController, UIScrollViewDelegate {
        let pageControl = UIPageControl()

        override func loadView() {
            let scrollView = UIScrollView()
            scrollView.isPagingEnabled = true
            scrollView.delegate = self
            view = scrollView
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.frame.width > 0 else { return }   // no pages while the view has no width
            pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.frame.width).rounded())
        }
    }
}
