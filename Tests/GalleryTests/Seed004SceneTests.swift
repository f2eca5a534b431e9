import Foundation
import Testing
@testable import Folio
import FolioTesting
@testable import Gallery

/// Seed 004's gesture examples as a user sees them.
@MainActor
@Suite("Seed 004: drawer and gestures scenes")
struct Seed004SceneTests {
    private func drawer() -> (HeadlessApp, DrawerViewController) {
        let app = HeadlessApp(size: CGSize(width: 375, height: 667), scale: 1, rootViewController: DrawerViewController())
        return (app, app.window.rootViewController as! DrawerViewController)
    }

    /// y = |x| · 100 / 375, height = 667 − 2y.
    @Test("dragging the main view moves it and shrinks it by |x| · 100 / screen width", arguments: [75.0, 150.0, -120.0])
    func drawerFrames(offset: Double) {
        let (app, vc) = drawer()
        let dx = CGFloat(offset)

        app.touchDown(at: CGPoint(x: 187, y: 300))
        let steps = 10
        // The pan's translation counts from where the finger went down, as UIKit's does.
        for i in 1...steps { app.touchMove(to: CGPoint(x: 187 + dx * CGFloat(i) / CGFloat(steps), y: 300)) }
        let f = vc.mainV.frame
        let y = abs(f.minX) * 100 / 375

        #expect(abs(f.minX - dx) < 0.5, "\(f)")
        #expect(abs(f.minY - y) < 1e-6 && abs(f.height - (667 - 2 * y)) < 1e-6)
        #expect(vc.rightV.isHidden == (dx > 0))
    }

    @Test("release snaps to +275 past the middle, −275 when the right edge is left of the middle, else 0, in 0.25 s",
          arguments: [(220.0, 275.0), (100.0, 0.0), (-220.0, -275.0)])
    func drawerSnap(drag: Double, target: Double) {
        let (app, vc) = drawer()

        app.drag(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187 + CGFloat(drag), y: 300),
                 duration: 0.4, hold: 0.2)
        let model = vc.mainV.frame.minX
        app.advance(by: 0.1)
        let midway = vc.mainV.presentationFrame.minX
        app.advance(by: 0.2)

        #expect(model == CGFloat(target))
        #expect(abs(midway - CGFloat(target)) > 1, "still animating after 0.1 s")
        #expect(vc.mainV.presentationFrame == vc.mainV.frame)
        #expect(abs(vc.mainV.frame.minY - abs(CGFloat(target)) * 100 / 375) < 1e-9)
    }

    private func gestures() -> (HeadlessApp, GesturesViewController) {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: GesturesViewController())
        return (app, app.window.rootViewController as! GesturesViewController)
    }

    @Test("taps count on the right half of the picture only (the delegate refuses the left)")
    func tapHalves() {
        let (app, vc) = gestures()
        let c = vc.imageV.center

        app.tap(at: CGPoint(x: c.x - 50, y: c.y))
        app.advance(by: 0.5)
        app.tap(at: CGPoint(x: c.x + 50, y: c.y))

        #expect(vc.events == ["tap"])
    }

    @Test("pinch and rotation act together on the picture's transform")
    func pinchRotate() {
        let (app, vc) = gestures()

        app.twoFingerGesture(center: vc.imageV.center, from: 100, to: 150, angle: .pi / 2, duration: 0.5)
        let t = vc.imageV.transform
        let scale = hypot(t.a, t.b), angle = atan2(t.b, t.a)

        #expect(vc.events.contains("pinch") && vc.events.contains("rotation"))
        #expect(abs(scale - 1.5) < 0.05)
        #expect(abs(angle - .pi / 2) < 0.05)
    }

    @Test("a long press reports began and ended; swipes left and up are told apart")
    func longPressAndSwipes() {
        let (app, vc) = gestures()
        let c = vc.imageV.center

        app.longPress(at: c, duration: 0.7)
        app.swipe(from: CGPoint(x: c.x + 60, y: c.y), to: CGPoint(x: c.x - 60, y: c.y), velocity: 2000)

        #expect(Array(vc.events.prefix(2)) == ["long press began", "long press ended"])
        #expect(vc.events.count >= 3 && (vc.events[2] == "swipe left" || vc.events[2] == "pan"))
    }

    @Test("the drag view follows touchesMoved by the touch's offsets")
    func dragView() {
        let (app, vc) = gestures()
        let start = vc.dragView.center

        app.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y - 40), duration: 0.3)

        #expect(vc.dragView.transform.tx == 60 && vc.dragView.transform.ty == -40)
        #expect(vc.dragView.frame.minX == 80)
    }
}

/// Seed 002's book as a user sees it.
@MainActor
@Suite("Seed 002: book scene")
struct BookSceneTests {
    @Test("a pull turns to page2; a short pull rolls back and the seed's index follows")
    func turns() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: BookViewController())
        let book = app.window.rootViewController as! BookViewController

        app.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 300), duration: 0.5)
        app.runUntilIdle()
        let turned = (book.pageIndex, (book.pageViewController.viewControllers?.first as? BookPage)?.pageID)
        app.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 700), duration: 0.5, hold: 0.2)
        app.runUntilIdle()

        #expect(turned.0 == 1 && turned.1 == "page2")
        #expect(book.pageIndex == 1)
        #expect((book.pageViewController.viewControllers?.first as? BookPage)?.pageID == "page2")
    }
}

/// Seed 002's book pulled as a reader does: from every edge and corner.
@MainActor
@Suite("Seed 002: book pulled from every edge and corner")
struct BookEveryGrabTests {
    /// Pulls: forward from the bottom edge and both bottom corners, back from the top edge and
    /// both top corners; each names the page it must end on.
    static let pulls: [(name: String, from: CGPoint, to: CGPoint, page: String)] = [
        ("bottom edge", CGPoint(x: 195, y: 834), CGPoint(x: 195, y: 250), "page2"),
        ("bottom-right corner", CGPoint(x: 384, y: 838), CGPoint(x: 120, y: 300), "page3"),
        ("top edge", CGPoint(x: 195, y: 30), CGPoint(x: 195, y: 700), "page2"),
        ("bottom-left corner", CGPoint(x: 6, y: 838), CGPoint(x: 260, y: 280), "page3"),
        ("top-left corner", CGPoint(x: 6, y: 30), CGPoint(x: 250, y: 720), "page2"),
        ("top-right corner", CGPoint(x: 384, y: 30), CGPoint(x: 150, y: 720), "page1"),
    ]

    @Test("each pull turns the page its way, the grabbed corner rolling at an angle, and the page rests whole")
    func everyGrab() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: BookViewController())
        let book = app.window.rootViewController as! BookViewController
        for pull in Self.pulls {
            app.touchDown(at: pull.from)
            for i in 1...20 {
                let t = CGFloat(i) / 20
                app.touchMove(to: CGPoint(x: pull.from.x + (pull.to.x - pull.from.x) * t, y: pull.from.y + (pull.to.y - pull.from.y) * t))
            }
            let roll = book.pageViewController.curl.turn?.view.roll
            app.touchUp(at: pull.to)
            app.runUntilIdle()

            #expect(roll != nil, "\(pull.name): a curl follows the finger")
            if pull.name.contains("corner") {
                #expect(roll.map { $0.isCornerGrab && abs($0.direction.x) > 0.1 } == true, "\(pull.name): the roll turns with the finger")
            } else {
                #expect(roll.map { abs($0.direction.x) < 1e-9 } == true, "\(pull.name): the roll stays parallel to the spine")
            }
            #expect((book.pageViewController.viewControllers?.first as? BookPage)?.pageID == pull.page, "\(pull.name)")
            #expect(book.pageViewController.curl.turn == nil)
        }
    }
}

/// The page curl's pixels at a quarter, half and three quarters of a turn, both orientations.
@MainActor
@Suite("Page curl snapshots")
struct PageCurlSnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    @Test("the book mid-curl matches its references", arguments: [(0.25, false), (0.5, false), (0.75, false), (0.25, true), (0.5, true), (0.75, true)])
    func curl(fraction: Double, landscape: Bool) {
        let size = landscape ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
        let app = HeadlessApp(size: size, scale: 1, rootViewController: BookViewController())
        let book = app.window.rootViewController as! BookViewController

        app.touchDown(at: CGPoint(x: size.width / 2, y: size.height - 10))
        app.touchMove(to: CGPoint(x: size.width / 2, y: size.height - 30))
        app.touchMove(to: CGPoint(x: size.width / 2, y: size.height - 30 - size.height * CGFloat(fraction) + 20))
        let curl = book.pageViewController.curl.turn?.view
        let held = curl.map { $0.roll.place($0.grab).point } ?? CGPoint(x: -1, y: -1)
        let name = "book-curl-\(Int(fraction * 100))-\(landscape ? "landscape" : "portrait")"
        let result = SnapshotComparison.compare(app.snapshot(), named: name, in: Self.snapshots,
                                                tolerance: 16, allowedDifferingPixels: 150)

        // The grabbed point (the bottom edge) lies under the finger, a fraction of the page up.
        #expect(abs(held.y - (size.height - 10 - size.height * CGFloat(fraction))) < 1, "held at \(held)")
        #expect(result.matches, "\(result)")
    }

    @Test("the roll casts a soft shadow that fades away from it, and its back is lit at the crest and dark at its edge")
    func light() throws {
        let size = CGSize(width: 390, height: 844)
        let app = HeadlessApp(size: size, scale: 2, rootViewController: BookViewController())
        let book = app.window.rootViewController as! BookViewController
        app.touchDown(at: CGPoint(x: 195, y: 834))
        app.touchMove(to: CGPoint(x: 195, y: 814))
        app.touchMove(to: CGPoint(x: 195, y: 300))
        let curl = try #require(book.pageViewController.curl.turn?.view)
        let roll = curl.roll
        let shot = app.snapshot()
        func luma(_ y: CGFloat, x: CGFloat = 195) -> Int {
            let c = shot.color(at: curl.convert(CGPoint(x: x, y: y), to: nil))
            return (Int(c.r) * 299 + Int(c.g) * 587 + Int(c.b) * 114) / 1000
        }
        // Vertical, spine at the top: distances from the spine are y in the curl view.
        let axisY = try #require(roll.foldLine).0.y
        let reach = axisY + roll.radius
        let near = luma(reach + 3), mid = luma(reach + 40), far = luma(reach + 200)
        #expect(near < mid && mid < far, "shadow fades: \(near) < \(mid) < \(far)")
        #expect(far - near > 25, "darker beside the roll than the page: \(near) vs \(far)")
        #expect(luma(reach + 3, x: 10) < far - 15, "the shadow runs the page's whole width")
        // The back's curve: darker at the roll's edge than where it lies flat on top.
        let edge = luma(axisY + roll.radius - 1), crest = luma(axisY + roll.radius * 0.3)
        #expect(edge < crest, "edge \(edge) darker than crest \(crest)")
    }
}
