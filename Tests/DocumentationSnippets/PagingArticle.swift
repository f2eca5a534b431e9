// Generated from Sources/Folio/Folio.docc/Paging.md by DocumentationSnippetsTests
// (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
import Folio
import FolioTesting
import Testing

enum PagingArticle {
    // Block 1
    @MainActor static func block1() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: scrollView.bounds.width * 3, height: scrollView.bounds.height)
    }
}
