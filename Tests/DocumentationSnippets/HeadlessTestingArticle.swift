// Generated from Sources/Folio/Folio.docc/HeadlessTesting.md by DocumentationSnippetsTests
// (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
import Folio
import FolioTesting
import Testing

enum HeadlessTestingArticle {
    // Block 1
    @MainActor static func block1() throws {
        final class PagerController: UIViewController { let scrollView = UIScrollView(); override func loadView() { scrollView.isPagingEnabled = true; view = scrollView } }
        let pager = PagerController()   // a controller whose view is a paging `scrollView`
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), rootViewController: pager)
        app.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), velocity: 1500)
        app.runUntilIdle()
        #expect(pager.scrollView.contentOffset.x == 390)
        try app.writeSnapshot(to: URL(fileURLWithPath: "after-swipe.png"))
    }
}
