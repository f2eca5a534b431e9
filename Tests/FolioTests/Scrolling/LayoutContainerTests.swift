import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Linear and flow layouts, traits and rotation")
struct LayoutContainerTests {
    /// A paged scroll view filling the window with a layout container inside.
    final class Host: UIViewController {
        let scrollView = UIScrollView()
        var log: [String] = []
        override func loadView() { scrollView.isPagingEnabled = true; view = scrollView }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            log.append("willTransition \(Int(size.width))x\(Int(size.height)) (view \(Int(view.bounds.width)))")
            coordinator.animate(alongsideTransition: nil) { _ in self.log.append("completion") }
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            log.append("traits \(traitCollection.verticalSizeClass) (view \(Int(view.bounds.width)))")
        }
    }

    private func linear(pages: Int = 3) -> (HeadlessApp, Host, LinearLayout) {
        let host = Host()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: host)
        let layout = LinearLayout(orientation: .horizontal)
        layout.horizontalGravity = .fill
        layout.verticalGravity = .fill
        layout.matchWidth(of: host.scrollView, multiplier: CGFloat(pages))
        layout.matchHeight(of: host.scrollView)
        for _ in 0..<pages { layout.addSubview(UIView()) }
        host.scrollView.addSubview(layout)
        app.tick()
        return (app, host, layout)
    }

    @Test("the seed's linear layout: content 3 × width, pages at 0, w and 2w")
    func linearPaging() {
        let (_, host, layout) = linear()

        #expect(host.scrollView.contentSize == CGSize(width: 1170, height: 844))
        #expect(layout.subviews.map(\.frame.minX) == [0, 390, 780])
        #expect(layout.subviews.allSatisfy { $0.frame.size == CGSize(width: 390, height: 844) })
    }

    @Test("rotating on every page keeps that page, aligned, both ways")
    func rotateEveryPage() {
        for page in 0..<3 {
            let (app, host, _) = linear()
            host.scrollView.contentOffset = CGPoint(x: CGFloat(page) * 390, y: 0)

            app.rotate()
            let landscape = host.scrollView.contentOffset
            app.rotate()

            #expect(landscape == CGPoint(x: CGFloat(page) * 844, y: 0))
            #expect(host.scrollView.contentSize == CGSize(width: 1170, height: 844))
            #expect(host.scrollView.contentOffset == CGPoint(x: CGFloat(page) * 390, y: 0))
        }
    }

    @Test("rotating mid-deceleration keeps the page being settled on and lands aligned")
    func rotateMidDeceleration() {
        let (app, host, _) = linear()
        app.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), velocity: 1500)
        app.advance(by: 0.03)
        #expect(host.scrollView.isDecelerating && host.scrollView.contentOffset.x < 195)

        app.rotate()
        app.runUntilIdle()

        #expect(host.scrollView.contentOffset == CGPoint(x: 844, y: 0))
        #expect(!host.scrollView.isDecelerating)
    }

    @Test("rotation calls viewWillTransition before the new size, traitCollectionDidChange after it")
    func rotationCallbacks() {
        let (app, host, _) = linear()

        app.rotate()

        #expect(host.log == ["willTransition 844x390 (view 390)", "traits compact (view 844)", "completion"])
        #expect(host.traitCollection.verticalSizeClass == .compact)
        #expect(app.window.screen.bounds.size == CGSize(width: 844, height: 390))
    }

    @Test("an unusable window size is refused with a diagnostic")
    func badWindowSize() {
        DiagnosticLog.install()
        let (app, _, _) = linear()

        app.window.transition(to: CGSize(width: 0, height: CGFloat.nan))

        #expect(app.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(!DiagnosticLog.shared.messages(containing: "refused window size").isEmpty)
    }

    @Test("a flow layout switches to its landscape values and keeps the page through rotation")
    func flowRotation() {
        let host = Host()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: host)
        let grid = FlowLayout(orientation: .vertical, arrangedCount: 3)
        grid.pagedCount = 9
        grid.wrapContentWidth = true
        grid.configure(for: .landscape) { $0.arrangedCount = 6; $0.pagedCount = 18 }
        for _ in 0..<40 { grid.addSubview(UIView()) }
        host.scrollView.addSubview(grid)
        app.tick()
        let upright = (grid.numberOfPages, host.scrollView.contentSize)
        host.scrollView.contentOffset = CGPoint(x: 390, y: 0)

        app.rotate()

        #expect(upright.0 == 5 && upright.1 == CGSize(width: 1950, height: 844))
        #expect(grid.numberOfPages == 3)
        #expect(grid.activeConfiguration.arrangedCount == 6)
        #expect(host.scrollView.contentSize == CGSize(width: 2532, height: 390))
        #expect(host.scrollView.contentOffset == CGPoint(x: 844, y: 0))
        #expect(abs(grid.subviews[18].frame.minX - 844) < 1e-9, "item 18 starts landscape page 1")
    }

    @Test("a flow layout with a bad configuration says why and leaves its items where they were")
    func flowBadInput() {
        DiagnosticLog.install()
        let host = Host()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: host)
        let grid = FlowLayout(orientation: .vertical, arrangedCount: 3)
        grid.pagedCount = 9
        for _ in 0..<10 { grid.addSubview(UIView()) }
        host.scrollView.addSubview(grid)
        app.tick()
        let frames = grid.subviews.map(\.frame)

        grid.pagedCount = 10
        app.tick()
        grid.arrangedCount = 0
        app.tick()

        #expect(grid.subviews.map(\.frame) == frames)
        #expect(!DiagnosticLog.shared.messages(containing: "pagedCount 10 must be a positive multiple of arrangedCount 3").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "arrangedCount must be at least 1, got 0").isEmpty)
    }

    @Test("negative linear spacing is refused with a diagnostic")
    func linearBadSpacing() {
        DiagnosticLog.install()
        let layout = LinearLayout(orientation: .vertical)
        layout.spacing = 4

        layout.spacing = -3

        #expect(layout.spacing == 4)
        #expect(!DiagnosticLog.shared.messages(containing: "refused spacing -3").isEmpty)
    }
}
