import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// A label paints its glyphs, not its width: what a moved or changed label damages is its text's
/// ink (where it was and where it is), and no pixel of its drawing lies outside that.
@MainActor
@Suite("Text damage")
struct TextDamageTests {
    private func setUp() -> (HeadlessApp, UIViewController) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 420, height: 300), scale: 2, rootViewController: root)
        app.checksDamage = true
        app.tick()
        return (app, root)
    }

    private func damage(_ app: HeadlessApp, since start: Int) throws -> [CGRect] {
        try app.damageCheck!.damages.dropFirst(start).reduce(into: []) { $0 += try #require($1) }
    }

    @Test("a moved label damages its text where it was and where it is, not the width of its row")
    func movedLabel() throws {
        let (app, root) = setUp()
        let row = UILabel(frame: CGRect(x: 10, y: 40, width: 380, height: 24))
        row.text = "Row 1"
        root.view.addSubview(row)
        app.tick()
        let start = app.damageCheck!.framesChecked
        row.frame.origin.x += 12
        app.tick()
        let rects = try damage(app, since: start)
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        #expect(!rects.isEmpty)
        #expect(rects.allSatisfy { $0.maxX < 120 }, "the damage stays near the five characters: \(rects)")
        #expect(area < 100 * 30, "\(area) square points damaged")
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    @Test("changed text damages the old text's ink and the new one's; the frame equals the whole window")
    func changedText() throws {
        let (app, root) = setUp()
        let label = UILabel(frame: CGRect(x: 10, y: 100, width: 380, height: 40))
        label.text = "Short"
        root.view.addSubview(label)
        app.tick()
        let start = app.damageCheck!.framesChecked
        label.text = "A much longer line of text"
        app.tick()
        label.text = ""
        app.tick()
        label.text = "Back"
        label.textAlignment = .right
        app.tick()
        let rects = try damage(app, since: start)
        #expect(rects.contains { $0.maxX > 300 }, "the right-aligned text is damaged: \(rects)")
        #expect(app.damageCheck!.mismatches.isEmpty)
    }

    @Test("every pixel a label draws lies inside the reach it gives, for descenders, accents, overhangs and wide scripts",
          arguments: ["Row 1: paging, curling and typing", "gjpqy ƒ ÅÉÎ ŷ", "第一页 · 翻页", "العربية", "fff///jjj"])
    func inkInsideReach(text: String) throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 420, height: 120), scale: 2, rootViewController: root)
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 380, height: 60))
        label.text = text
        label.font = .systemFont(ofSize: 30)
        root.view.addSubview(label)
        app.tick()
        let reach = try #require(label.drawingReach(engine: app.window.textEngine))
        #expect(!reach.isNull && reach.width > 20)
        let inWindow = reach.offsetBy(dx: label.frame.minX, dy: label.frame.minY)
        let frame = app.snapshot()
        var outside = 0, inked = 0
        for y in 0..<frame.pixelHeight {
            for x in 0..<frame.pixelWidth where frame.pixel(x: x, y: y).distance(to: .init(r: 255, g: 255, b: 255, a: 255)) > 0 {
                inked += 1
                if !inWindow.contains(CGPoint(x: (CGFloat(x) + 0.5) / 2, y: (CGFloat(y) + 0.5) / 2)) { outside += 1 }
            }
        }
        #expect(inked > 100, "the text was drawn")
        #expect(outside == 0, "\(outside) pixels drawn outside \(inWindow)")
    }

    @Test("a label with a background, or a subclass drawing its own way, damages its bounds")
    func boundsWhenUnknown() {
        final class Framed: UILabel {}
        let (app, root) = setUp()
        let plain = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        let filled = UILabel(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        let framed = Framed(frame: CGRect(x: 10, y: 90, width: 300, height: 30))
        for label in [plain, filled, framed] { label.text = "Hi"; root.view.addSubview(label) }
        filled.backgroundColor = .yellow
        app.tick()
        #expect(plain.displayStorage.painted.width < 60)
        #expect(filled.displayStorage.painted == CGRect(x: 10, y: 50, width: 300, height: 30))
        #expect(framed.displayStorage.painted == CGRect(x: 10, y: 90, width: 300, height: 30))
    }
}
