import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioCore
import FolioTesting

/// What a curl draws again as the finger moves: the roll, the shadows and the edges of the part
/// lying back, and the page's print carried with it — not the part lying back whole.
@MainActor
@Suite("Page curl damage")
struct PageCurlDamageTests {
    /// Pages of cream paper with one big word where `word` says; with `inkKnown` false, of a view
    /// subclass, whose own drawing is not known (its image is read everywhere).
    private func printed(word: CGRect, inkKnown: Bool = true) -> TitledPages {
        TitledPages { _ in
            let vc = UIViewController()
            if !inkKnown { vc.view = Unknown() }
            vc.view.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
            let label = UILabel(frame: word)
            label.text = "Fgk"
            label.font = .boldSystemFont(ofSize: 44)
            vc.view.addSubview(label)
            return vc
        }
    }

    /// Pulls the bottom-right corner of a 768 × 1024 page toward its middle in small steps,
    /// every frame checked against the whole window.
    private func pulled(word: CGRect, steps: Int, inkKnown: Bool = true) throws -> (app: HeadlessApp, curl: PageCurlView) {
        let source = printed(word: word, inkKnown: inkKnown)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.page(0)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 768, height: 1024), scale: 2, rootViewController: pager)
        app.checksDamage = true
        app.tick()
        app.touchDown(at: CGPoint(x: 764, y: 1020))
        for i in 1...steps { app.touchMove(to: CGPoint(x: 764 - 30 * CGFloat(i), y: 1020 - 22 * CGFloat(i))) }
        return (app, try #require(pager.curl.turn?.view))
    }

    /// `point` of the page where the curl shows it (window coordinates).
    private func shown(_ point: CGPoint, by curl: PageCurlView) -> CGPoint {
        curl.convert(CGPoint(x: point.x + curl.pageFrame.minX, y: point.y + curl.pageFrame.minY), to: nil)
    }

    @Test("pulling a corner over blank paper: the part lying back is not drawn again inside, and every frame equals the whole window")
    func flapInsideNotDrawn() throws {
        let (app, curl) = try pulled(word: CGRect(x: 40, y: 40, width: 110, height: 60), steps: 12)
        let check = try #require(app.damageCheck)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3).map(\.description).joined(separator: "\n"))")
        let flap = try #require(PageCurlView.changing(curl.roll)?.flap)
        let inner = ConvexOutline.common([flap.shape], inset: 40)
        try #require(inner.count >= 3, "the part lying back is large enough")
        let middle = CGPoint(x: inner.map(\.x).reduce(0, +) / CGFloat(inner.count), y: inner.map(\.y).reduce(0, +) / CGFloat(inner.count))
        let point = shown(middle, by: curl)
        let last = try #require(check.damages.last ?? nil)
        #expect(!last.isEmpty, "the move drew something")
        #expect(!last.contains { $0.contains(point) }, "\(point), deep inside the part lying back over blank paper, is drawn again: \(last)")
    }

    @Test("over opaque pages the curl leaves every pixel of the page opaque, along the fold too: what lies behind need not be drawn")
    func everyPixelOpaque() throws {
        let (_, curl) = try pulled(word: CGRect(x: 640, y: 930, width: 110, height: 60), steps: 9)
        #expect(curl.opaqueContentArea == curl.pageFrame.insetBy(dx: 2, dy: 2))
        // The curl alone over transparent pixels.
        let surface = try CairoSurface(size: curl.bounds.size, scale: 2)
        CairoRenderer.render(curl, into: surface, background: nil)
        let page = curl.pageFrame.applying(CGAffineTransform(scaleX: 2, y: 2))
        let rows = try #require(Int(exactly: page.minY))..<#require(Int(exactly: page.maxY))
        let columns = try #require(Int(exactly: page.minX))..<#require(Int(exactly: page.maxX))
        let pixels = surface.data
        let seeThrough = rows.reduce(0) { count, y in count + columns.count { x in pixels[y * surface.stride + x * 4 + 3] != 255 } }
        #expect(seeThrough == 0, "\(seeThrough) pixels of the page let what lies behind show")
    }

    @Test("the word carried on the part lying back is drawn where it goes, and every frame equals the whole window")
    func printOnTheFlapDrawn() throws {
        let word = CGRect(x: 640, y: 930, width: 110, height: 60)
        let (app, curl) = try pulled(word: word, steps: 16)
        let check = try #require(app.damageCheck)
        #expect(check.mismatches.isEmpty, "\(check.mismatches.prefix(3).map(\.description).joined(separator: "\n"))")
        let placed = curl.roll.place(CGPoint(x: word.midX, y: word.midY))
        try #require(placed.side == .back && placed.angle == .pi, "the word lies on the part lying back")
        let last = try #require(check.damages.last ?? nil)
        #expect(last.contains { $0.contains(shown(placed.point, by: curl)) }, "the word where it now shows is drawn again")
    }

    /// A page view whose drawing the toolkit does not know.
    final class Unknown: UIView {}

    @Test("away from a page's ink the roll and the part lying back fill the page's colour instead of reading its picture, and look as the picture read everywhere", arguments: [9, 16])
    func plainPaperLooksTheSame(steps: Int) throws {
        let word = CGRect(x: 640, y: 930, width: 110, height: 60)
        let (known, curl) = try pulled(word: word, steps: steps)
        let (unknown, _) = try pulled(word: word, steps: steps, inkKnown: false)
        let placed = curl.roll.place(CGPoint(x: word.midX, y: word.midY))
        #expect(placed.side == .back, "the word is carried over by the turn")
        let a = known.snapshot(), b = unknown.snapshot()
        // Where the axis lies (window points) and the way across it, toward the lifted part.
        let axis = shown(curl.roll.pointAlongRoll(0), by: curl), across = curl.roll.direction
        var differing = 0, worst = 0, onRoll = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let d = a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y))
                worst = max(worst, d)
                guard d > 4 else { continue }
                let past = ((CGFloat(x) + 0.5) / 2 - axis.x) * across.x + ((CGFloat(y) + 0.5) / 2 - axis.y) * across.y
                if past > 0.5, past < curl.roll.radius - 0.5 { onRoll += 1 } else { differing += 1 }
            }
        }
        // Within 4 levels: a shade over the paper mixed at its ends rather than at every pixel.
        // More only on a line of pixels along the page's free edge, where the picture read past
        // its edge lets a trace of what lies behind through and the paper's colour does not; and
        // on the roll, whose paper is shaded by one gradient where the picture is shaded strip by
        // strip, each strip's shade held level past its end where it reaches over its neighbour
        // (lines a pixel wide where the shade changes fastest, by the crest).
        #expect(differing <= 300 && worst <= 16, "\(differing) pixels differ by more than 4 levels (worst \(worst))")
        #expect(onRoll <= 1_500, "\(onRoll) pixels of the roll differ by more than 4 levels")
        #expect(worst > 0, "the paper away from the word was filled, not read from the picture")
        #expect(known.damageCheck!.mismatches.isEmpty)
    }
}
