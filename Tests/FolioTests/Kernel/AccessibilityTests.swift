import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Accessibility tree")
struct AccessibilityTests {
    @Test("a tab pager reads as a tab bar of buttons: titles, badges, '2 of 4', the selected one marked")
    func tabPager() throws {
        let names = ["Home", "News", "Sports", "Music"]
        let tabs = TabPageViewController(items: names.map {
            TabPagerItem(id: $0, title: $0, badgeValue: $0 == "Music" ? "3" : nil, viewController: UIViewController())
        })
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, rootViewController: tabs)
        app.runUntilIdle()

        let bar = try #require(app.window.accessibilityTree().first { $0.traits.contains(.tabBar) })
        #expect(bar.children.map(\.label) == ["Home", "News", "Sports", "Music, 3 new"])
        #expect(bar.children.map(\.value) == ["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
        #expect(bar.children.map { $0.traits.contains(.selected) } == [true, false, false, false])
        #expect(bar.children.allSatisfy { $0.traits.contains(.button) && $0.frame.height > 0 })

        tabs.select(2, animated: false)
        app.runUntilIdle()
        let after = try #require(app.window.accessibilityTree().first { $0.traits.contains(.tabBar) })
        #expect(after.children.map { $0.traits.contains(.selected) } == [false, false, true, false])
    }

    @Test("a page control is adjustable: 'page 2 of 5'; increment and decrement move it and send valueChanged")
    func pageControl() {
        @MainActor final class Log { var pages: [Int] = []; func changed(_ c: UIPageControl) { pages.append(c.currentPage) } }
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: root)
        let control = UIPageControl(frame: CGRect(x: 0, y: 250, width: 300, height: 30))
        control.numberOfPages = 5
        control.currentPage = 1
        let log = Log()
        control.addTarget(log, action: Log.changed, for: .valueChanged)
        let label = UILabel(frame: CGRect(x: 0, y: 30, width: 300, height: 30))
        label.text = "Title"
        let hidden = UILabel(frame: CGRect(x: 0, y: 60, width: 300, height: 30))
        hidden.text = "Secret"
        hidden.accessibilityElementsHidden = true
        [label, hidden, control].forEach(root.view.addSubview)
        app.tick()

        let tree = app.window.accessibilityTree()
        #expect(tree.map(\.label).contains("Title") && !tree.map(\.label).contains("Secret"))
        let node = tree.first { $0.traits.contains(.adjustable) }
        #expect(node?.value == "page 2 of 5")

        control.accessibilityIncrement()
        control.accessibilityIncrement()
        control.accessibilityDecrement()
        #expect(log.pages == [2, 3, 2] && control.accessibilityValue == "page 3 of 5")
    }

    @Test("labels, switches and text fields describe themselves; a set label wins over the default")
    func controls() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: root)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 30, width: 0, height: 0))
        toggle.isOn = true
        toggle.accessibilityLabel = "Remember password"
        let field = UITextField(frame: CGRect(x: 10, y: 80, width: 200, height: 40))
        field.placeholder = "Password"
        field.isSecureTextEntry = true
        field.text = "abc"
        [toggle, field].forEach(root.view.addSubview)
        app.tick()

        let tree = app.window.accessibilityTree()
        #expect(tree.contains { $0.label == "Remember password" && $0.value == "1" && $0.traits.contains(.button) })
        #expect(tree.contains { $0.label == "Password" && $0.value == "•••" })
        #expect(!tree.description.isEmpty)
    }
}

@MainActor
@Suite("Accessibility: elements order, scrolling, notifications")
struct AccessibilityScrollTests {
    @Test("accessibilityElements sets a container's reading order; hidden views in it still stay out")
    func elementsOrder() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let second = UILabel(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        let hidden = UILabel(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
        first.text = "first"; second.text = "second"; hidden.text = "hidden"
        hidden.isHidden = true
        [first, second, hidden].forEach(container.addSubview)

        container.accessibilityElements = [second, hidden, first]

        #expect(container.accessibilityTree().map { $0.label ?? "" } == ["second", "first"])
        container.accessibilityElements = nil
        #expect(container.accessibilityTree().map { $0.label ?? "" } == ["first", "second"])
    }

    @Test("accessibilityScroll pages a scroll view and posts pageScrolled with its page; at the edge it refuses")
    func scrollPages() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: root)
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 900, height: 300)
        root.view.addSubview(scroll)
        app.tick()
        var posted: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.postedNotification, object: nil, queue: nil) { note in
            let text = note.userInfo?["argument"] as? String ?? "?"
            MainActor.assumeIsolated { posted.append(text) }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        let back = scroll.accessibilityScroll(.right)
        let next = scroll.accessibilityScroll(.left)
        app.runUntilIdle()
        let last = scroll.accessibilityScroll(.next)
        app.runUntilIdle()
        let beyond = scroll.accessibilityScroll(.left)
        app.runUntilIdle()

        #expect(!back && next && last && !beyond)
        #expect(scroll.contentOffset.x == 600)
        #expect(posted == ["Page 2 of 3", "Page 3 of 3"])
        #expect(!UIView().accessibilityScroll(.left), "a plain view does not scroll")
    }
}
