import Foundation
import Testing
import Folio
import FolioTesting
import Gallery

/// Long use must not pile up pages: the gallery's pager and book turned 10,000 times keep only
/// the pages on screen and their neighbours, and every page and view made is gone once the app
/// is. `make sanitize` runs the same test under LeakSanitizer, which must agree.
@MainActor
@Suite("10,000 page navigations")
struct NavigationLeakTests {
    final class Watch {
        private var refs: [() -> AnyObject?] = []
        func add(_ object: AnyObject) { refs.append { [weak object] in object } }
        var count: Int { refs.count }
        var alive: Int { refs.reduce(0) { $0 + ($1() == nil ? 0 : 1) } }
    }

    private static func pager(in vc: UIViewController) -> UIPageViewController? {
        if let p = vc as? UIPageViewController { return p }
        return vc.children.lazy.compactMap(pager(in:)).first
    }

    @Test("the pager and the book, turned 10,000 times (every 250th a swipe), keep at most their pages in flight alive, and nothing once closed",
          arguments: ["pager", "book"])
    func tenThousand(scene name: String) throws {
        let watch = Watch()
        var aliveWhileRunning = 0
        var turns = 0
        do {
            let scene = try #require(GalleryScene.named(name))
            let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1,
                                  rootViewController: scene.makeRootViewController(GalleryScene.scratchSandbox()))
            let root = try #require(app.window.rootViewController)
            let pager = try #require(Self.pager(in: root))
            let source = try #require(pager.dataSource)
            var forward = true
            for i in 0..<10_000 {
                let shown = try #require(pager.viewControllers?.first)
                if i % 250 == 0 {
                    let y: CGFloat = 400
                    app.swipe(from: CGPoint(x: forward ? 360 : 30, y: y), to: CGPoint(x: forward ? 60 : 330, y: y), velocity: 2000)
                    app.runUntilIdle()
                } else {
                    var next = forward ? source.pageViewController(pager, viewControllerAfter: shown)
                                       : source.pageViewController(pager, viewControllerBefore: shown)
                    if next == nil {
                        forward.toggle()
                        next = forward ? source.pageViewController(pager, viewControllerAfter: shown)
                                       : source.pageViewController(pager, viewControllerBefore: shown)
                    }
                    guard let next else { continue }
                    pager.setViewControllers([next], direction: forward ? .forward : .reverse, animated: false)
                    if i % 50 == 0 { app.tick() }
                }
                turns += 1
                for vc in pager.children {
                    watch.add(vc)
                    if let view = vc.viewIfLoaded { watch.add(view) }
                }
                if name == "pager", (pager.viewControllers?.first as? NumberPage)?.number ?? 0 > 40 { forward = false }
                if name == "pager", (pager.viewControllers?.first as? NumberPage)?.number ?? 0 == 0 { forward = true }
            }
            app.runUntilIdle()
            aliveWhileRunning = watch.alive
            app.window.rootViewController = nil
            app.tick()
        }

        #expect(turns == 10_000)
        #expect(watch.count > 1_000)
        #expect(aliveWhileRunning <= 8, "only the pages in flight and their views: \(aliveWhileRunning)")
        #expect(watch.alive == 0, "\(watch.alive) of \(watch.count) pages and views outlived the app")
    }
}
