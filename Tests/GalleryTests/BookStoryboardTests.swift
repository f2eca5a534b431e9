import Foundation
import Testing
import Folio
import FolioTesting
@testable import Gallery

@MainActor
@Suite("Seed 002: the book's pages from Book.storyboard")
struct BookStoryboardTests {
    @Test("the book is the storyboard's initial controller and its three pages come from it by identifier")
    func pagesFromStoryboard() throws {
        let root = BookScene.scene.makeRootViewController(GalleryScene.scratchSandbox())
        let book = try #require(root as? BookViewController)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: book)
        app.runUntilIdle()

        #expect(book.storyboard?.name == "Book")
        #expect(book.storyboard?.identifiers == ["page1", "page2", "page3"])
        let page = try #require(book.pageViewController.viewControllers?.first as? BookPage)
        #expect(page.storyboard === book.storyboard && page.pageID == "page1")
        #expect((page.view.viewWithTag(1) as? UILabel)?.text == "page1")
        #expect((page.view.viewWithTag(2) as? UILabel)?.numberOfLines == 0)
        #expect(page.view.backgroundColor == UIColor(rgb: 0xFBF6EA))
    }
}
