import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// Damage tracking: what a change damages, that nothing else is drawn, and that the check
/// comparing damaged drawing with whole-window drawing catches a missed change.
@MainActor
@Suite("Damage tracking")
struct DamageTests {
    /// A view whose colour changes without telling anyone (a bug the check must catch).
    final class Sneaky: UIView {
        var ink = UIColor.red
        /// Drawn onto each frame, as the toolkit's own controls are: its look is what the frame
        /// reads (a view drawn into its backing store shows what it drew until it asks again).
        override package class var drawsOntoEachFrame: Bool { true }
        override func draw(_ rect: CGRect) { ink.setFill(); UIRectFill(bounds) }
    }

    private func setUp() -> (HeadlessApp, UIViewController) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: root)
        app.checksDamage = true
        app.tick()
        return (app, root)
    }

    /// The damage of the frames checked since `start`, flattened (nil when one was everything).
    private func damage(_ app: HeadlessApp, since start: Int) -> [CGRect]? {
        var out: [CGRect] = []
        for d in app.damageCheck!.damages.dropFirst(start) {
            guard let d else { return nil }
            out += d
        }
        return out
    }

    @Test("a moved view damages where it was and where it is (one box when they lie close), nothing else; the frame drawn from it equals the whole window")
    func movedView() throws {
        let (app, root) = setUp()
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 40))
        box.backgroundColor = .blue
        root.view.addSubview(box)
        app.tick()
        var start = app.damageCheck!.framesChecked
        box.center.y += 300
        app.tick()
        let apart = try #require(damage(app, since: start))
        #expect(Set(apart.map { "\($0)" }) == Set(["\(CGRect(x: 20, y: 100, width: 50, height: 40))", "\(CGRect(x: 20, y: 400, width: 50, height: 40))"]))
        start = app.damageCheck!.framesChecked
        box.center.x += 60
        app.tick()
        // The gap between costs less than drawing a second rectangle.
        #expect(try #require(damage(app, since: start)) == [CGRect(x: 20, y: 400, width: 110, height: 40)])
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    @Test("a frame where nothing changed draws nothing")
    func idleFrame() throws {
        let (app, _) = setUp()
        app.runUntilIdle()
        let start = app.damageCheck!.framesChecked
        app.window.setNeedsFrame()
        #expect(app.tick(), "a frame was asked for")
        #expect(try #require(damage(app, since: start)).isEmpty)
        #expect(app.damageCheck!.damagedShares.last == 0)
    }

    @Test("scrolling damages the scroll view, not the window around it")
    func scrolling() throws {
        let (app, root) = setUp()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        for i in 0..<10 {
            let row = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 100 + 10, width: 300, height: 80))
            row.backgroundColor = i % 2 == 0 ? .orange : .green
            scroll.addSubview(row)
        }
        root.view.addSubview(scroll)
        app.tick()
        let start = app.damageCheck!.framesChecked
        scroll.contentOffset.y = 130
        app.tick()
        let rects = try #require(damage(app, since: start))
        #expect(!rects.isEmpty)
        for r in rects { #expect(CGRect(x: 0, y: 200, width: 320, height: 200).contains(r), "\(r)") }
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    @Test("a blinking caret redraws only its own rectangle: shown, hidden half a second later, shown again")
    func caretBlink() throws {
        let (app, root) = setUp()
        let field = UITextField(frame: CGRect(x: 20, y: 60, width: 280, height: 34))
        field.borderStyle = .roundedRect
        field.text = "folio"
        root.view.addSubview(field)
        app.tick()
        field.becomeFirstResponder()
        app.tick()
        #expect(field.caretBlink.isShown)
        let start = app.damageCheck!.framesChecked
        app.advance(by: 0.55)
        #expect(!field.caretBlink.isShown, "hidden after half a second")
        let hidden = try #require(damage(app, since: start))
        let caret = field.convert(field.caretArea, to: nil)
        #expect(hidden.count == 1)
        for r in hidden {
            #expect(r.contains(caret), "\(r) holds the caret \(caret)")
            #expect(r.width <= caret.width + 2 && r.height <= caret.height + 2, "\(r) is the caret's rectangle")
        }
        app.advance(by: 0.5)
        #expect(field.caretBlink.isShown, "shown again")
        #expect(app.damageCheck!.mismatches.isEmpty)
        #expect(app.application.isIdle, "a blinking caret keeps nothing running")
    }

    @Test("a page control's dot change redraws the page control only")
    func pageDot() throws {
        let (app, root) = setUp()
        let dots = UIPageControl(frame: CGRect(x: 0, y: 400, width: 320, height: 37))
        dots.numberOfPages = 5
        dots.pageIndicatorTintColor = .gray
        root.view.addSubview(dots)
        app.tick()
        let start = app.damageCheck!.framesChecked
        dots.currentPage = 3
        app.runUntilIdle()
        let rects = try #require(damage(app, since: start))
        #expect(!rects.isEmpty)
        for r in rects { #expect(dots.frame.insetBy(dx: -1, dy: -1).contains(r), "\(r)") }
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    @Test("the check bites: a view that changes what it draws without asking to be drawn is reported; asking is enough")
    func checkBites() throws {
        let (app, root) = setUp()
        let sneaky = Sneaky(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        let other = UIView(frame: CGRect(x: 200, y: 300, width: 40, height: 40))
        other.backgroundColor = .blue
        root.view.addSubview(sneaky)
        root.view.addSubview(other)
        app.tick()
        sneaky.ink = .green
        other.alpha = 0.5   // something else changes, so a frame is drawn
        app.tick()
        let missed = try #require(app.damageCheck!.mismatches.first)
        #expect(CGRect(x: 20, y: 20, width: 40, height: 40).contains(missed.differing), "\(missed)")
        let count = app.damageCheck!.mismatches.count
        sneaky.ink = .blue
        sneaky.setNeedsDisplay()
        app.tick()
        #expect(app.damageCheck!.mismatches.count == count)
    }

    @Test("many small changes far apart are drawn as a few boxes around them, not as the whole window")
    func manySmallChanges() throws {
        let (app, root) = setUp()
        let dots = (0..<40).map { i in
            let dot = UIView(frame: CGRect(x: CGFloat(i % 5) * 62 + 10, y: CGFloat(i / 5) * 58 + 10, width: 12, height: 12))
            dot.backgroundColor = .red
            root.view.addSubview(dot)
            return dot
        }
        app.tick()
        let start = app.damageCheck!.framesChecked
        for dot in dots { dot.backgroundColor = .blue }
        app.tick()
        let rects = try #require(damage(app, since: start))
        #expect(rects.count <= UIWindow.mostRectangles)
        for dot in dots { #expect(rects.contains { $0.contains(dot.frame) }, "\(dot.frame) is drawn") }
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < 320 * 480 / 4, "\(area) square points drawn for forty dots of 144")
        #expect(app.damageCheck!.mismatches.isEmpty)

        // Fifty far apart: joined two by two where that adds least, down to the most a frame draws.
        let far = (0..<50).map { CGRect(x: CGFloat($0 % 10) * 200, y: CGFloat($0 / 10) * 200, width: 10, height: 10) }
        let joined = UIWindow.merged(far, within: CGRect(x: 0, y: 0, width: 2000, height: 1000), scale: 2)
        #expect(joined.count == UIWindow.mostRectangles)
        for r in far { #expect(joined.contains { $0.contains(r) }) }
        #expect(UIWindow.area(of: joined) < 2000 * 1000 / 10)
    }

    @Test("a frame drawn from its damage does not draw a view whose subtree lies elsewhere")
    func untouchedSubtreeNotDrawn() throws {
        final class Counting: UIView {
            var draws = 0
            override package class var drawsOntoEachFrame: Bool { true }
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: root)
        app.keepsFrame = true   // drawn as a window host draws: from the damage only
        let card = Counting(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        inner.backgroundColor = .green
        card.addSubview(inner)   // a subtree, not clipped: culled only by where it was placed
        root.view.addSubview(card)
        let box = UIView(frame: CGRect(x: 20, y: 380, width: 50, height: 50))
        box.backgroundColor = .red
        root.view.addSubview(box)
        app.tick()
        app.drawKeptFrame()
        #expect(card.draws == 1)
        let before = card.draws
        box.backgroundColor = .blue
        app.tick()
        app.drawKeptFrame()
        #expect(card.draws == before, "the card lies far from the damage")
        #expect(app.lastDamagedPixels > 0 && app.lastDamagedPixels < 120 * 120)
        inner.backgroundColor = .orange
        app.tick()
        app.drawKeptFrame()
        #expect(card.draws == before + 1, "its own subview changed: drawn")
    }
}
