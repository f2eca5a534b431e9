import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Views")
struct ViewTests {
    @Test("frame is derived from center, bounds and transform")
    func frameGeometry() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        v.transform = CGAffineTransform(scaleX: 2, y: 2)

        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test("non-finite frames and negative sizes are refused")
    func badFrames() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        v.bounds = CGRect(x: 0, y: 0, width: -5, height: 10)
        v.alpha = .nan

        #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.alpha == 1)
    }

    @Test("points convert through bounds origins and transforms")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scroller.bounds.origin = CGPoint(x: 390, y: 0)
        let page = UIView(frame: CGRect(x: 390, y: 0, width: 390, height: 400))
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi)
        root.addSubview(scroller); scroller.addSubview(page); root.addSubview(rotated)

        let p = page.convert(CGPoint(x: 10, y: 10), to: root)
        let q = root.convert(CGPoint(x: 110, y: 110), to: rotated)

        #expect(p == CGPoint(x: 10, y: 10))
        #expect(abs(q.x - 90) < 1e-9 && abs(q.y - 90) < 1e-9)
        #expect(root.convert(p, to: page) == CGPoint(x: 10, y: 10))
    }

    @Test("hit testing skips hidden, disabled and transparent views with their subviews")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: root.bounds)
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back); root.addSubview(front); front.addSubview(child)
        let label = UILabel(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        root.addSubview(label)

        let hitChild = root.hitTest(CGPoint(x: 15, y: 15), with: nil)
        front.isHidden = true
        let hiddenFront = root.hitTest(CGPoint(x: 15, y: 15), with: nil)
        front.isHidden = false; front.alpha = 0.005
        let transparent = root.hitTest(CGPoint(x: 15, y: 15), with: nil)
        front.alpha = 1; front.isUserInteractionEnabled = false
        let disabled = root.hitTest(CGPoint(x: 15, y: 15), with: nil)

        #expect(hitChild === child)
        #expect(hiddenFront === back)
        #expect(transparent === back)
        #expect(disabled === back)
        #expect(root.hitTest(CGPoint(x: 210, y: 210), with: nil) === back, "labels take no touches by default")
        #expect(root.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    }

    @Test("the responder chain runs view → controller → superview → window → application")
    func responderChain() {
        let vc = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: vc)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.view.addSubview(v)

        var chain: [UIResponder] = []
        var r: UIResponder? = v
        while let current = r { chain.append(current); r = current.next }

        #expect(chain.count == 5)
        #expect(chain[1] === vc.view && chain[2] === vc && chain[3] === app.window && chain[4] === app.application)
    }

    @Test("unhandled touches travel up the responder chain")
    func touchesTravelUp() {
        final class Catcher: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let vc = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: vc)
        let catcher = Catcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        vc.view.addSubview(catcher); catcher.addSubview(inner)

        app.tap(at: CGPoint(x: 15, y: 15))

        #expect(catcher.log == ["began 1", "ended"])
    }

    @Test("adding a view to its own subtree is refused")
    func cycles() {
        let a = UIView(), b = UIView()
        a.addSubview(b)

        b.addSubview(a)
        a.addSubview(a)

        #expect(a.superview == nil)
        #expect(a.subviews.count == 1 && b.subviews.isEmpty)
    }

    @Test("layout runs once per pass, top-down, with the controller's callbacks around it")
    func layoutPass() {
        final class Logged: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        final class VC: UIViewController {
            var log: [String] = []
            override func loadView() { view = Logged(frame: .zero) }
            override func viewWillLayoutSubviews() { log.append("willLayout") }
            override func viewDidLayoutSubviews() { log.append("didLayout") }
        }
        let vc = VC()
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: vc)
        (vc.view as! Logged).onLayout = { vc.log.append("layout") }
        vc.log.removeAll()

        vc.view.setNeedsLayout()
        vc.view.setNeedsLayout()
        app.tick()
        app.tick()

        #expect(vc.log == ["willLayout", "layout", "didLayout"])
    }

    @Test("autoresizing masks follow the superview's size")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(fill); parent.addSubview(pinnedRight)

        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 50)

        #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(pinnedRight.frame == CGRect(x: 280, y: 0, width: 20, height: 20))
    }

    @Test("a still UI renders no frames; a change renders one")
    func dirtyFrames() {
        let vc = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 100, height: 100), scale: 1, rootViewController: vc)
        app.advance(by: 0.1)
        let before = app.dirtyFrameCount

        app.advance(by: 1)
        let still = app.dirtyFrameCount
        vc.view.backgroundColor = .red
        app.advance(by: 0.1)

        #expect(still == before)
        #expect(app.dirtyFrameCount == before + 1)
    }
}
