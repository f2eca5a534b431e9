import Foundation
import Testing
@testable import Folio
import FolioTesting

@MainActor
@Suite("Rendering through a recording canvas")
struct RenderingTests {
    @Test("hidden and transparent views draw nothing; off-screen subviews are culled")
    func culling() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); hidden.backgroundColor = .red; hidden.isHidden = true
        let clear = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); clear.backgroundColor = .green; clear.alpha = 0
        let far = UIView(frame: CGRect(x: 500, y: 0, width: 10, height: 10)); far.backgroundColor = .blue
        let half = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10)); half.backgroundColor = .purple; half.alpha = 0.5
        [hidden, clear, far, half].forEach(root.addSubview)
        let canvas = RecordingCanvas()

        ViewRenderer.render(root, in: canvas)

        #expect(canvas.fills.map(\.color) == [.white, UIColor.purple.withAlphaComponent(0.5)],
                "a half-transparent plain view is one translucent fill")
        #expect(canvas.fills[1].rect == CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(!canvas.commands.contains(.beginGroup(alpha: 0.5)))
    }

    @Test("a translucent view with content of its own is composited as a group; a covered background is not drawn")
    func groupsAndCovers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); card.backgroundColor = .blue; card.alpha = 0.5
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10)); badge.backgroundColor = .red
        card.addSubview(badge)
        let under = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50)); under.backgroundColor = .green
        let sheet = UIView(frame: CGRect(x: -10, y: -10, width: 120, height: 120)); sheet.backgroundColor = .yellow
        [card, under, sheet].forEach(root.addSubview)
        let canvas = RecordingCanvas()

        ViewRenderer.render(root, in: canvas)

        #expect(canvas.fills.map(\.color) == [.yellow], "the opaque sheet over everything hides the background and the views under it")

        sheet.alpha = 0.99
        let second = RecordingCanvas()
        ViewRenderer.render(root, in: second)
        #expect(second.fills.map(\.color) == [.white, .blue, .red, .green, UIColor.yellow.withAlphaComponent(0.99)])
        #expect(second.commands.filter { $0 == .beginGroup(alpha: 0.5) }.count == 1, "the card with a badge fades as one group")
    }

    @Test("opaque full-width views stacked from top to bottom (content over a tab bar) hide the background and what lies under them")
    func stackedCover() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let under = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)); under.backgroundColor = .red
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80)); content.backgroundColor = .green
        let badge = UIView(frame: CGRect(x: 40, y: 70, width: 20, height: 20)); badge.backgroundColor = .purple
        let bar = UIView(frame: CGRect(x: 0, y: 80, width: 100, height: 20)); bar.backgroundColor = .blue
        [under, content, badge, bar].forEach(root.addSubview)
        let canvas = RecordingCanvas()

        ViewRenderer.render(root, in: canvas)

        #expect(canvas.fills.map(\.color) == [.green, .purple, .blue], "the badge between the two still shows")

        bar.frame.origin.y = 81   // a one-point gap: the background shows through
        let gapped = RecordingCanvas()
        ViewRenderer.render(root, in: gapped)
        #expect(gapped.fills.map(\.color) == [.white, .red, .green, .purple, .blue])
    }

    @Test("children of a zero-size, non-clipping view still draw")
    func zeroSizeContainer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20)); child.backgroundColor = .red
        root.addSubview(container); container.addSubview(child)
        let canvas = RecordingCanvas()

        ViewRenderer.render(root, in: canvas)

        #expect(canvas.fills.map(\.rect) == [CGRect(x: 15, y: 15, width: 20, height: 20)])
    }

    @Test("a scrolled view draws its content shifted by the offset, clipped")
    func scrolledContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let page = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100)); page.backgroundColor = .purple
        scroll.addSubview(page)
        scroll.contentSize = CGSize(width: 200, height: 100)
        scroll.contentOffset = CGPoint(x: 60, y: 0)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(scroll)
        let canvas = RecordingCanvas()

        ViewRenderer.render(root, in: canvas)

        #expect(canvas.fills.first?.rect == CGRect(x: 40, y: 0, width: 100, height: 100))
        #expect(canvas.commands.contains { if case .clip = $0 { return true }; return false })
    }

    @Test("a label lays its text out once and again only when the text changes")
    func labelLayoutCache() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "第一页 · First"
        let canvas = RecordingCanvas()

        ViewRenderer.render(label, in: canvas)
        ViewRenderer.render(label, in: canvas)
        let afterTwo = label.layoutCount
        label.text = "Second"
        ViewRenderer.render(label, in: canvas)

        #expect(afterTwo == 1)
        #expect(label.layoutCount == 2)
        #expect(canvas.texts == ["第一页 · First", "第一页 · First", "Second"])
    }
}
