import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Page control")
struct PageControlTests {
    @MainActor final class Listener {
        var changes: [Int] = []
        func changed(_ sender: UIPageControl) { changes.append(sender.currentPage) }
    }

    private func harness(pages: Int) -> (HeadlessApp, UIPageControl, Listener) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let pc = UIPageControl(frame: CGRect(x: 0, y: 744, width: 390, height: 50))
        pc.numberOfPages = pages
        let listener = Listener()
        pc.addTarget(listener, action: Listener.changed, for: .valueChanged)
        root.view.addSubview(pc)
        app.tick()
        return (app, pc, listener)
    }

    @Test("tapping the right half moves one page and sends valueChanged once")
    func tapRight() {
        let (app, pc, listener) = harness(pages: 3)

        app.tap(at: CGPoint(x: 300, y: 769))

        #expect(pc.currentPage == 1)
        #expect(listener.changes == [1])
    }

    @Test("tapping the left half on the first page changes nothing and sends nothing")
    func tapLeftAtStart() {
        let (app, pc, listener) = harness(pages: 3)

        app.tap(at: CGPoint(x: 50, y: 769))

        #expect(pc.currentPage == 0)
        #expect(listener.changes.isEmpty)
    }

    @Test("currentPage is clamped to the pages there are")
    func clamping() {
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pc.numberOfPages = 3

        pc.currentPage = 7
        let high = pc.currentPage
        pc.currentPage = -2
        let low = pc.currentPage
        pc.currentPage = 2
        pc.numberOfPages = 2

        #expect(high == 2)
        #expect(low == 0)
        #expect(pc.currentPage == 1)
    }

    @Test("no pages: no dots, taps do nothing; negative counts are refused with a diagnostic")
    func zeroPages() {
        DiagnosticLog.install()
        let (app, pc, listener) = harness(pages: 0)

        app.tap(at: CGPoint(x: 300, y: 769))
        pc.numberOfPages = -3

        #expect(pc.visibleDots.isEmpty)
        #expect(pc.numberOfPages == 0)
        #expect(listener.changes.isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "refused numberOfPages -3").isEmpty)
        #expect(pc.size(forNumberOfPages: -3).width == 0)
    }

    @Test("one page with hidesForSinglePage shows nothing and takes no touches")
    func singlePageHidden() {
        let (app, pc, _) = harness(pages: 1)
        let dotsBefore = pc.visibleDots.count

        pc.hidesForSinglePage = true

        #expect(dotsBefore == 1)
        #expect(pc.visibleDots.isEmpty)
        #expect(app.window.hitTest(CGPoint(x: 300, y: 769), with: nil) !== pc)
    }

    @Test("10,000 pages: the dots around the current page fit inside the bounds")
    func manyPages() {
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 390, height: 26))
        pc.numberOfPages = 10_000
        pc.currentPage = 5_000

        let dots = pc.visibleDots

        #expect(dots.count > 5 && dots.count < 30)
        #expect(dots.allSatisfy { $0.center.x - $0.diameter / 2 >= 0 && $0.center.x + $0.diameter / 2 <= 390 })
        #expect(dots.contains { $0.page == 5_000 && $0.diameter == UIPageControl.dotDiameter })
        #expect(dots.first!.diameter < UIPageControl.dotDiameter, "the outer dots shrink: more pages lie beyond")
        #expect(pc.size(forNumberOfPages: 10_000).width > 390)
    }

    @Test("the current dot draws in the current colour, the others in the indicator colour")
    func drawing() {
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        pc.numberOfPages = 3
        pc.currentPage = 1
        pc.currentPageIndicatorTintColor = .red
        pc.pageIndicatorTintColor = .blue
        let canvas = RecordingCanvas()

        ViewRenderer.render(pc, in: canvas)

        let colors = canvas.fills.map(\.color)
        #expect(colors == [.blue, .red, .blue])
        #expect(canvas.fills[1].rect.midX == 100)
    }
}

@MainActor
@Suite("Page control with absurd sizes")
struct PageControlAbsurdSizeTests {
    @Test("a control 1e300 points wide, NaN wide or with a billion pages draws without trapping, at most 1,024 dots",
          arguments: [(1e300, 5), (.nan, 5), (.infinity, 3), (1e300, 1_000_000_000), (390, Int.max)])
    func absurd(width: Double, pages: Int) {
        let pc = UIPageControl(frame: CGRect(x: 0, y: 0, width: CGFloat(width), height: 50))
        pc.numberOfPages = pages
        pc.currentPage = pages / 2
        let canvas = RecordingCanvas()

        let dots = pc.visibleDots
        ViewRenderer.render(pc, in: canvas)

        #expect(dots.count <= 1_024)
        #expect(dots.allSatisfy { (0..<pages).contains($0.page) })
        if width == 1e300 && pages == 5 { #expect(dots.map(\.page) == [0, 1, 2, 3, 4], "all five fit") }
    }

    @Test("saturating conversion: NaN is 0, huge values clamp, ordinary ones truncate toward zero")
    func saturating() {
        #expect(Int(saturating: CGFloat.nan) == 0)
        #expect(Int(saturating: CGFloat(1e300)) == .max)
        #expect(Int(saturating: -CGFloat.infinity) == .min)
        #expect(Int(saturating: CGFloat(-2.7)) == -2)
        #expect(Int(saturating: CGFloat(9.9)) == 9)
    }
}
