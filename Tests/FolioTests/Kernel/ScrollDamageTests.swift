import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioCairo
import FolioTesting

/// A scroll damages what its content's move changes: the strips the edges of one-colour views
/// sweep and the views that draw anything else, where they were and where they are.
@MainActor
@Suite("Scroll damage")
struct ScrollDamageTests {
    /// A window with a paging scroll view of three opaque pages (`pageWidth` wide, side by
    /// side), each with a title near its top and, when `hatched`, lines drawn all over it.
    private func setUp(ruled: Bool = false, hatched: Bool = false, pageWidth: CGFloat = 320,
                       frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 300)) -> (HeadlessApp, UIScrollView, [UILabel]) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: root)
        app.checksDamage = true
        let scroll = ruled ? Ruled(frame: frame) : UIScrollView(frame: frame)
        scroll.isPagingEnabled = true
        var titles: [UILabel] = []
        for i in 0..<3 {
            let page = UIView(frame: CGRect(x: CGFloat(i) * pageWidth, y: 0, width: pageWidth, height: frame.height))
            page.backgroundColor = [UIColor.systemBlue, .systemGreen, .systemOrange][i]
            if hatched { page.addSubview(Hatched(frame: page.bounds)) }
            let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            title.text = "Page \(i + 1)"
            page.addSubview(title)
            titles.append(title)
            scroll.addSubview(page)
        }
        scroll.contentSize = CGSize(width: 3 * pageWidth, height: frame.height)
        root.view.addSubview(scroll)
        app.tick()
        return (app, scroll, titles)
    }

    private func damage(_ app: HeadlessApp, since start: Int) -> [CGRect]? {
        var out: [CGRect] = []
        for d in app.damageCheck!.damages.dropFirst(start) {
            guard let d else { return nil }
            out += d
        }
        return out
    }

    @Test("pages of one colour moved under a finger: the seam's strip and the titles are drawn again, not the pages (cheaper than moving the view's pixels)", arguments: [12.8, 40.5, 100.25])
    func pagesMove(offset: Double) throws {
        let (app, scroll, titles) = setUp()
        let start = app.damageCheck!.framesChecked
        scroll.contentOffset.x = CGFloat(offset)
        app.tick()
        let rects = try #require(damage(app, since: start))
        let area = rects.reduce(CGFloat(0)) { $0 + $1.width * $1.height }
        #expect(area < 320 * 300 / 2, "\(rects)")
        // The first page still covers the middle of what is left of it: no pixel there changes.
        let seam = 320 - CGFloat(offset)
        #expect(!rects.contains { $0.contains(CGPoint(x: seam / 2, y: 330)) }, "\(rects)")
        // What the second page now covers, the seam included, is drawn.
        #expect(rects.contains { $0.contains(CGRect(x: seam, y: 100, width: CGFloat(offset), height: 300)) }, "\(rects)")
        let title = titles[0].convert(titles[0].bounds, to: app.window)
        #expect(rects.contains { $0.intersects(title) }, "swept, not moved: the title is drawn where it is: \(rects)")
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    @Test("a title on a page of one colour moved by whole pixels keeps its pixels: only the strip its box leaves behind is drawn, and the frame equals the window drawn afresh, pixel for pixel")
    func titleIsCarried() throws {
        let (app, scroll, titles) = setUp()
        for step in 1...3 {
            let start = app.damageCheck!.framesChecked
            let before = titles[0].convert(titles[0].bounds, to: app.window)
            scroll.contentOffset.x = CGFloat(step) * 5.5   // 11 pixels a step at 2×
            app.tick()
            let rects = try #require(damage(app, since: start))
            let title = titles[0].convert(titles[0].bounds, to: app.window)
            // The title's ink (its first letters) is not drawn where it is now, but for the 5.5
            // points along its right edge the move left behind.
            let ink = CGRect(x: title.minX + 2, y: title.minY + 8, width: 20, height: 14)
            #expect(!rects.contains { $0.intersects(ink) }, "step \(step): \(rects)")
            let area = rects.reduce(CGFloat(0)) { $0 + $1.width * $1.height }
            #expect(area <= 5.5 * 300 + 5.5 * 40 + 1, "step \(step): the seam's strip and the strip behind the title: \(rects)")
            #expect(before.minX - title.minX == 5.5)
        }
        #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")
        #expect(app.damageCheck!.largestMovedDifference == 0)   // the very pixels the text is drawn with there
    }

    @Test("a title cut by the scroll view's edge keeps the pixels it shows: only the strip its box leaves behind is drawn")
    func cutTitleIsCarried() throws {
        let (app, scroll, titles) = setUp()
        scroll.contentOffset.x = 30
        app.tick()
        for step in 1...3 {
            let start = app.damageCheck!.framesChecked
            scroll.contentOffset.x = 30 + CGFloat(step) * 5.5
            app.tick()
            let rects = try #require(damage(app, since: start))
            let title = titles[0].convert(titles[0].bounds, to: app.window)
            #expect(title.minX < 0)
            // What is left of the first letters, at the window's left edge, is not drawn.
            #expect(!rects.contains { $0.contains(CGPoint(x: 2, y: title.midY)) }, "step \(step): \(rects)")
        }
        #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")
        #expect(app.damageCheck!.largestMovedDifference == 0)
    }

    @Test("a title is drawn again, not carried, when the move is not whole pixels, when a view over the scroll view reaches its box, when it is translucent, or when its page is not one colour to its edges")
    func titleIsDrawn() throws {
        func titleDrawn(_ change: (UIScrollView, [UILabel]) -> Void,
                        move: (UIScrollView) -> Void = { $0.contentOffset.x = 5.5 }) throws -> Bool {
            let (app, scroll, titles) = setUp()
            change(scroll, titles)
            app.tick()
            let start = app.damageCheck!.framesChecked
            move(scroll)
            app.tick()
            let rects = try #require(damage(app, since: start))
            let title = titles[0].convert(titles[0].bounds, to: app.window)
            let ink = CGRect(x: title.minX + 2, y: title.minY + 8, width: 20, height: 14)
            #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")
            return rects.contains { $0.intersects(ink) }
        }
        #expect(try !titleDrawn { _, _ in })                          // carried: the case the others change
        #expect(try titleDrawn({ _, _ in }, move: { $0.bounds.origin.x = 5.25 }))   // 10.5 pixels (bounds keep their origin)
        #expect(try titleDrawn { scroll, _ in                         // a view over the scroll view
            let bar = UIView(frame: CGRect(x: 0, y: 110, width: 320, height: 30))
            bar.backgroundColor = UIColor(white: 0, alpha: 0.3)
            scroll.superview!.addSubview(bar)
        })
        #expect(try titleDrawn { _, titles in titles[0].alpha = 0.5 })
        #expect(try titleDrawn { _, titles in titles[0].superview!.layer.cornerRadius = 8 })   // not one colour to its edges
    }

    /// Lines drawn across a page: anything but one colour, drawn again wherever it is swept.
    final class Hatched: UIView {
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            for x in stride(from: -bounds.height, to: bounds.width, by: 12) {
                path.move(to: CGPoint(x: x, y: bounds.height))
                path.addLine(to: CGPoint(x: x + bounds.height, y: 0))
            }
            UIColor.white.setStroke()
            path.stroke()
        }
    }

    @Test("pages drawn all over, filling a scroll view without a background, move its kept pixels: only the strip the move uncovers is drawn")
    func opaquePagesMovePixels() throws {
        let (app, scroll, titles) = setUp(hatched: true)
        for step in 1...4 {
            let start = app.damageCheck!.framesChecked
            scroll.contentOffset.x = CGFloat(step) * 25.5
            app.tick()
            let rects = try #require(damage(app, since: start))
            let area = rects.reduce(CGFloat(0)) { $0 + $1.width * $1.height }
            #expect(area <= 25.5 * 300 + 1, "step \(step): \(rects)")
            let title = titles[0].convert(titles[0].bounds, to: app.window)
            #expect(!rects.contains { $0.intersects(title) }, "the first page's title moved with its pixels: \(rects)")
        }
        #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")
        #expect(app.damageCheck!.largestMovedDifference == 0)   // moved by whole pixels: the very pixels drawn afresh
    }

    @Test("pages that leave a gap (pulled past the first) or meet between pixels are drawn again, not moved")
    func gapsAreDrawn() throws {
        // Pulled past the first page: the window's background shows at the left, and does not move.
        let (app, scroll, titles) = setUp(hatched: true)
        var start = app.damageCheck!.framesChecked
        scroll.contentOffset.x = -30
        app.tick()
        var rects = try #require(damage(app, since: start))
        let title = titles[0].convert(titles[0].bounds, to: app.window)
        #expect(rects.contains { $0.intersects(title) }, "the title is drawn where it is: \(rects)")
        #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")

        // Pages 320.25 points wide: at 2× their seams cross pixels, which mix in what lies under them.
        let (app2, scroll2, titles2) = setUp(hatched: true, pageWidth: 320.25)
        start = app2.damageCheck!.framesChecked
        scroll2.contentOffset.x = 100
        app2.tick()
        rects = try #require(damage(app2, since: start))
        let title2 = titles2[1].convert(titles2[1].bounds, to: app2.window)
        #expect(rects.contains { $0.intersects(title2) }, "the second page's title is drawn: \(rects)")
        #expect(app2.damageCheck!.mismatches.isEmpty, "\(app2.damageCheck!.mismatches.prefix(3).map(\.description))")
    }

    @Test("pages under the status bar move their pixels, and the status bar is drawn again over them")
    func underTheStatusBar() throws {
        let (app, scroll, _) = setUp(hatched: true, frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let start = app.damageCheck!.framesChecked
        scroll.contentOffset.x = 60
        app.tick()
        let rects = try #require(damage(app, since: start))
        #expect(rects.contains { $0.contains(CGRect(x: 0, y: 0, width: 260, height: UIWindow.statusBarHeight)) }, "\(rects)")
        let area = rects.reduce(CGFloat(0)) { $0 + $1.width * $1.height }
        #expect(area <= 60 * 300 + 320 * UIWindow.statusBarHeight + 1, "\(rects)")
        #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")
    }

    @Test("a scroll with a change inside it, or back and forth in one frame, still draws every changed pixel")
    func changesInside() throws {
        let (app, scroll, titles) = setUp()
        scroll.contentOffset.x = 30
        titles[0].text = "Changed"
        titles[1].superview!.backgroundColor = .systemPink
        app.tick()
        scroll.contentOffset.x = 70
        scroll.contentOffset.x = 20.5
        app.tick()
        titles[0].superview!.frame.origin.y = 12
        scroll.contentOffset.x = 64
        app.tick()
        #expect(app.damageCheck!.framesChecked >= 3)
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    /// A scroll view subclass that draws in its content: its scroll damages it whole.
    final class Ruled: UIScrollView {
        override func draw(_ rect: CGRect) {
            UIColor.black.setFill()
            for x in stride(from: CGFloat(0), to: 960, by: 40) { UIRectFill(CGRect(x: x, y: 290, width: 2, height: 10)) }
        }
    }

    @Test("a scroll view of someone else's drawing in its content is drawn again whole")
    func subclassDrawsWhole() throws {
        let (app, scroll, _) = setUp(ruled: true)
        let start = app.damageCheck!.framesChecked
        scroll.contentOffset.x = 50
        app.tick()
        let rects = try #require(damage(app, since: start))
        #expect(rects.contains { $0.contains(CGRect(x: 0, y: 100, width: 320, height: 300)) }, "\(rects)")
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    /// Sixty rows of text.
    @MainActor final class Rows: NSObject, UITableViewDataSource {
        var titles = (0..<60).map { "Row \($0)" }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A plain list of `rows`.
    private func list(of rows: Rows) -> UITableViewController {
        let list = UITableViewController(style: .plain)
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.tableView.dataSource = rows
        return list
    }

    @Test("a list under a navigation bar and over a toolbar moves its kept pixels when scrolled: only the uncovered strip is drawn, and every frame equals the window drawn afresh")
    func listMovesPixels() throws {
        let rows = Rows()
        let list = self.list(of: rows)
        list.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Edit", style: .plain)]
        let nav = UINavigationController(rootViewController: list)
        nav.isToolbarHidden = false
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: nav)
        app.checksDamage = true
        app.tick()
        let table = try #require(list.tableView)
        let top = table.contentOffset.y
        for step in 1...6 {   // whole pixels at 2x: the pixels move
            let start = app.damageCheck!.framesChecked
            table.contentOffset.y = top + CGFloat(step) * 6
            app.tick()
            let rects = try #require(damage(app, since: start))
            let area = rects.reduce(CGFloat(0)) { $0 + $1.width * $1.height }
            #expect(area <= 320 * (6 + 44), "step \(step): \(rects)")   // the strip, and a row joining at most
        }
        table.bounds.origin.y += 3.25   // bounds set directly keep their origin: not whole pixels, drawn instead
        app.tick()
        rows.titles[8] = "Changed"      // a row changes as the list moves
        table.reloadRows(at: [IndexPath(row: 8, section: 0)], with: .none)
        table.contentOffset.y -= 20
        app.tick()
        #expect(app.damageCheck!.framesChecked >= 8)
        #expect(app.damageCheck!.mismatches.isEmpty, "\(app.damageCheck!.mismatches.prefix(3).map(\.description))")
        #expect(app.damageCheck!.largestMovedDifference == 0)   // rows and their text moved by whole pixels
    }

    @Test("a list moved between pixels is drawn afresh, and the boxes so drawn are returned for the host to put on screen: no pixel changes where neither the damage nor they reach")
    func fractionalMovePresented() throws {
        let rows = Rows()
        let list = self.list(of: rows)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: UINavigationController(rootViewController: list))
        app.keepsFrame = true   // frames wait for this test to draw them, as a host does
        app.tick()
        let surface = try CairoSurface(size: app.window.bounds.size, scale: 2)
        CairoRenderer.render(app.window, into: surface, damage: app.window.takeDamage())
        app.window.didRender()
        let table = try #require(list.tableView)
        table.bounds.origin.y += 3.25   // not whole pixels at 2x: the pixels cannot be moved
        app.tick()
        let count = surface.stride * surface.pixelHeight
        let before = Array(UnsafeBufferPointer<UInt8>(start: surface.data, count: count))
        let damage = try #require(app.window.takeDamage())
        let returned = CairoRenderer.render(app.window, into: surface, damage: damage)
        let boxes = CairoRenderer.pixelBoxes(damage, scale: 2, width: surface.pixelWidth, height: surface.pixelHeight) + returned
        let after = Array(UnsafeBufferPointer<UInt8>(start: surface.data, count: count))
        var changed = 0, unshown = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth {
                let i = y * surface.stride + 4 * x
                guard before[i..<(i + 4)] != after[i..<(i + 4)] else { continue }
                changed += 1
                let shown = boxes.contains { box in box.contains(x: x, y: y) }
                if !shown { unshown += 1 }
            }
        }
        #expect(changed > 10_000)   // the rows' text moved
        #expect(unshown == 0, "\(unshown) of \(changed) changed pixels outside \(boxes)")
    }
}
