import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("TabPageViewController items, styles and keys")
struct TabPagerTests {
    final class Page: UIViewController {
        let name: String
        init(_ name: String) { self.name = name; super.init() }
    }

    func make(_ names: [String] = ["A", "B", "C", "D"]) -> (HeadlessApp, TabPageViewController) {
        DiagnosticLog.install()
        let tabs = TabPageViewController(items: names.map { TabPagerItem(id: $0, title: $0, viewController: Page($0)) })
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        return (app, tabs)
    }

    func shown(_ tabs: TabPageViewController) -> String? { (tabs.pager.viewControllers?.first as? Page)?.name }

    @Test("inserting before the selected tab keeps the selection on the same item, not the same index")
    func insertBefore() {
        let (app, tabs) = make()
        tabs.select(2, animated: false)
        app.runUntilIdle()

        tabs.insertItem(TabPagerItem(id: "Z", title: "Z", viewController: Page("Z")), at: 0, animated: false)
        app.runUntilIdle()

        #expect(tabs.titles == ["Z", "A", "B", "C", "D"])
        #expect(tabs.selectedIndex == 3 && shown(tabs) == "C")
        #expect(tabs.indicator.frame == tabs.interpolator.frame(at: 3))
    }

    @Test("removing the selected tab selects the tab now at its index and tells the delegate")
    func removeSelected() {
        final class Listener: TabPageViewControllerDelegate {
            var indices: [Int] = []
            func tabPageViewController(_ c: TabPageViewController, didChangeIndexTo index: Int) { indices.append(index) }
        }
        let (app, tabs) = make()
        let listener = Listener()
        tabs.delegate = listener
        tabs.select(1, animated: false)
        app.runUntilIdle()

        tabs.removeItem(withID: "B", animated: false)
        app.runUntilIdle()
        tabs.removeItem(withID: "nothing", animated: false)

        #expect(tabs.titles == ["A", "C", "D"] && tabs.selectedIndex == 1 && shown(tabs) == "C")
        #expect(listener.indices == [1, 1])
        #expect(!DiagnosticLog.shared.messages(containing: "removeItem(withID: nothing)").isEmpty)
    }

    @Test("a reload while the user drags takes effect when the pages rest; the selection follows the item")
    func reloadWhileDragging() {
        let (app, tabs) = make()
        app.touchDown(at: CGPoint(x: 300, y: 300))
        for i in 1...6 { app.touchMove(to: CGPoint(x: 300 - CGFloat(i) * 10, y: 300)) }

        tabs.setItems(["X", "A", "B", "C", "D"].map { TabPagerItem(id: $0, title: $0, viewController: Page($0)) }, animated: false)
        tabs.updateItem(withID: "B") { $0.badgeValue = "5" }
        app.touchUp(at: CGPoint(x: 240, y: 300))
        app.runUntilIdle()

        #expect(tabs.selectedIndex == 1 && shown(tabs) == "A")
        #expect(tabs.buttons[2].badgeValue == "5")
        #expect(tabs.pager.children.count <= 3)
    }

    @Test("the line stretches like elastic; the dot and the pill follow the tab centres; titles blend by progress")
    func styles() {
        let (_, tabs) = make()
        let i = tabs.interpolator, a = i.tabFrames[0], b = i.tabFrames[1]

        let quarter = i.frame(at: 0.25, style: .line, tabHeight: 44)
        #expect(quarter.minX == a.minX && abs(quarter.maxX - (a.maxX + (b.maxX - a.maxX) * 0.5)) < 1e-9)
        let threeQuarters = i.frame(at: 0.75, style: .line, tabHeight: 44)
        #expect(threeQuarters.maxX == b.maxX && abs(threeQuarters.minX - (a.minX + (b.minX - a.minX) * 0.5)) < 1e-9)
        let dot = i.frame(at: 0.5, style: .dot(diameter: 6), tabHeight: 44)
        #expect(dot.size == CGSize(width: 6, height: 6) && abs(dot.midX - (a.midX + b.midX) / 2) < 1e-9)
        let pill = i.frame(at: 1, style: .pill, tabHeight: 44)
        #expect(pill.width == b.width + 16 && pill.height == 32)
        #expect(IndicatorInterpolator.selection(of: 1, at: 0.25) == 0.25 && IndicatorInterpolator.selection(of: 3, at: 1) == 0)
        let half = UIColor.black.blended(with: .white, fraction: 0.5)
        #expect(abs(half.red - 0.5) < 1e-9)

        tabs.indicatorStyle = .pill
        tabs.view.layoutIfNeeded()
        #expect(tabs.indicator.frame == tabs.interpolator.frame(at: 0, style: .pill, tabHeight: 44))
    }

    @Test("←/→ move one tab, Home and End to the ends")
    func keys() {
        let (app, tabs) = make()

        app.press(.right)
        app.runUntilIdle()
        let afterRight = tabs.selectedIndex
        app.press(.end)
        app.runUntilIdle()
        let afterEnd = tabs.selectedIndex
        app.press(.left)
        app.runUntilIdle()
        let afterLeft = tabs.selectedIndex
        app.press(.home)
        app.runUntilIdle()

        #expect([afterRight, afterEnd, afterLeft, tabs.selectedIndex] == [Int](arrayLiteral: 1, 3, 2, 0))
        #expect(shown(tabs) == "A")
    }
}
