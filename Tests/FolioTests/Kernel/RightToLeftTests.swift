import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A view with a fixed intrinsic size.
@MainActor
private final class Chip: UIView {
    let natural: CGSize
    init(_ w: CGFloat, _ h: CGFloat) { natural = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

@MainActor
private func makeApp(_ root: UIViewController = UIViewController()) -> HeadlessApp {
    HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: root)
}

@MainActor
@Suite("Right to left")
struct RightToLeftTests {
    @Test("leading and trailing anchors flip with semanticContentAttribute, constants measured leftwards")
    func anchors() {
        let app = makeApp()
        let root = app.window.rootViewController!.view!
        let box = UIView(), tail = UIView()
        for v in [box, tail] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
            tail.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            tail.topAnchor.constraint(equalTo: box.topAnchor),
            tail.widthAnchor.constraint(equalToConstant: 50), tail.heightAnchor.constraint(equalToConstant: 40),
        ])
        app.window.layoutIfNeeded()
        #expect(box.frame.minX == 20 && tail.frame.minX == 130)

        root.semanticContentAttribute = .forceRightToLeft
        app.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 280, y: 100, width: 100, height: 40), "20 from the right edge")
        #expect(tail.frame.minX == 220, "10 to the left of the box")
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        box.semanticContentAttribute = .forceLeftToRight   // the first item's direction decides
        app.window.layoutIfNeeded()
        #expect(box.frame.minX == 20)

        box.semanticContentAttribute = .unspecified
        root.semanticContentAttribute = .unspecified
        app.window.layoutIfNeeded()
        #expect(box.frame.minX == 20 && tail.frame.minX == 130)
    }

    @Test("the application's direction flips every window; playback and spatial views stay left to right")
    func applicationWide() {
        let app = makeApp()
        defer { app.application.userInterfaceLayoutDirection = .leftToRight }
        let root = app.window.rootViewController!.view!
        let stack = UIStackView(arrangedSubviews: [Chip(50, 20), Chip(60, 20), Chip(70, 20)])
        stack.spacing = 10
        stack.arrangedSubviews[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)   // the last one stretches
        stack.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
        root.addSubview(stack)
        let player = UIView()
        player.semanticContentAttribute = .playback
        root.addSubview(player)
        app.window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 60, 130])

        app.application.userInterfaceLayoutDirection = .rightToLeft
        app.window.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(stack.arrangedSubviews[0].frame.maxX == 400)
        #expect(stack.arrangedSubviews[1].frame.maxX == 340)
    }

    @Test("linear and flow layouts place their first item on the right")
    func layoutContainers() {
        let app = makeApp()
        let root = app.window.rootViewController!.view!
        let row = LinearLayout(orientation: .horizontal)
        row.horizontalGravity = .fill
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        let items = (0..<3).map { _ in UIView() }
        items.forEach(row.addSubview)
        root.addSubview(row)
        app.window.layoutIfNeeded()
        #expect(items.map(\.frame.minX) == [0, 100, 200])
        row.semanticContentAttribute = .forceRightToLeft
        app.window.layoutIfNeeded()
        #expect(items.map(\.frame.minX) == [200, 100, 0])
    }

    @Test("a paged scroll view starts on its rightmost page, counts pages from the right and pages leftwards")
    func pagedScrollView() {
        let app = makeApp()
        defer { app.application.userInterfaceLayoutDirection = .leftToRight }
        app.application.userInterfaceLayoutDirection = .rightToLeft
        let root = app.window.rootViewController!.view!
        let scroll = UIScrollView(frame: root.bounds)
        scroll.isPagingEnabled = true
        root.addSubview(scroll)
        let pages = LinearLayout(orientation: .horizontal)
        pages.horizontalGravity = .fill
        pages.verticalGravity = .fill
        pages.matchWidth(of: scroll, multiplier: 3)
        pages.matchHeight(of: scroll)
        let first = UIView(), second = UIView(), third = UIView()
        [first, second, third].forEach(pages.addSubview)
        scroll.addSubview(pages)
        app.tick()

        #expect(scroll.contentSize == CGSize(width: 1200, height: 800))
        #expect(first.frame.minX == 800, "the first page is the rightmost")
        #expect(scroll.contentOffset.x == 800, "and shown first")
        #expect(scroll.currentPage() == 0)

        app.swipe(from: .xy(100, 400), to: .xy(300, 400), velocity: 1000)   // the finger moves right: the next page
        app.runUntilIdle()
        #expect(scroll.contentOffset.x == 400 && scroll.currentPage() == 1)

        // Back to left to right: the same page stays on screen where the content now puts it.
        app.application.userInterfaceLayoutDirection = .leftToRight
        app.tick()
        #expect(scroll.currentPage() == 1)
        #expect(second.frame.minX == 400 && scroll.contentOffset.x == 400)
    }

    @Test("page control dots run from the right; the left half goes forward")
    func pageControl() {
        let app = makeApp()
        let root = app.window.rootViewController!.view!
        let control = UIPageControl(frame: CGRect(x: 0, y: 700, width: 400, height: 40))
        control.numberOfPages = 3
        control.semanticContentAttribute = .forceRightToLeft
        root.addSubview(control)
        app.tick()
        let dots = control.visibleDots
        #expect(dots[0].center.x > dots[1].center.x && dots[1].center.x > dots[2].center.x)
        app.tap(at: CGPoint(x: 50, y: 720))
        app.runUntilIdle()
        #expect(control.currentPage == 1)
        app.tap(at: CGPoint(x: 350, y: 720))
        app.runUntilIdle()
        #expect(control.currentPage == 0)
    }

    @Test("a navigation bar puts the back button on the right; a cell its accessory on the left, text on the right")
    func barsAndCells() {
        let first = UIViewController(), second = UIViewController()
        first.title = "Contacts"
        let nav = UINavigationController(rootViewController: first)
        let app = makeApp(nav)
        nav.view.semanticContentAttribute = .forceRightToLeft
        nav.pushViewController(second, animated: false)
        app.runUntilIdle()
        let bar = nav.navigationBar
        #expect(bar.backButton.frame.minX > bar.bounds.midX)
        #expect(bar.backButton.title(for: .normal)?.hasPrefix("›") == true)

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.textLabel?.text = "Ada"
        cell.semanticContentAttribute = .forceRightToLeft
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX > 0, "the accessory's room is on the left")
        #expect(cell.textLabel!.frame.maxX == cell.contentView.bounds.width - 16)
        #expect(cell.textLabel!.resolvedTextAlignment == .right)
    }
}
