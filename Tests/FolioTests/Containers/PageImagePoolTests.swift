import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Page curl image pool")
struct PageImagePoolTests {
    /// White pages.
    static func pages() -> TitledPages {
        TitledPages { _ in
            let vc = UIViewController()
            vc.view.backgroundColor = .white
            return vc
        }
    }

    @Test("drawn at rest the book readies two page images; turns draw from them and make no new ones")
    func turnsReuseImages() {
        let source = Self.pages()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.page(0)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: pager)
        let canvas = RecordingCanvas()
        ViewRenderer.render(app.window, in: canvas)
        #expect(pager.curl.images.count == 2, "ready before the first turn")

        var seen = Set<ObjectIdentifier>()
        for turn in 0..<3 {
            app.touchDown(at: CGPoint(x: 310, y: 240))
            for i in 1...6 { app.touchMove(to: CGPoint(x: 310 - 30 * CGFloat(i), y: 240)) }
            ViewRenderer.render(app.window, in: canvas)
            for view in [pager.curl.turn?.view.turning, pager.curl.turn?.view.revealed].compactMap({ $0 }) {
                #expect(pager.curl.images.holds(view), "turn \(turn): drawn from the pool")
            }
            app.touchUp(at: CGPoint(x: 130, y: 240))
            app.runUntilIdle()
            ViewRenderer.render(app.window, in: canvas)
            #expect(pager.curl.images.count == 2, "turn \(turn): still two images")
            seen.formUnion(pager.curl.images.identities)
        }
        #expect(seen.count == 2, "the same two images every turn")
        #expect(pager.viewControllers?.first?.title == "3")
    }
}
