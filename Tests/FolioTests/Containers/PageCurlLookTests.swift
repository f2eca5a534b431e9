import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// What the page curl looks like, measured in pixels: the back shows the front's print mirrored,
/// a spread's pages stay whole while one turns, the roll throws a shadow.
@MainActor
@Suite("Page curl look")
struct PageCurlLookTests {
    /// Pages of cream paper with a big word near the free (right) edge.
    static func printed() -> TitledPages {
        TitledPages { n in
            let vc = UIViewController()
            vc.view.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.9, alpha: 1)
            let word = UILabel(frame: CGRect(x: 200, y: 200, width: 110, height: 60))
            word.text = "Fgk"
            word.font = .boldSystemFont(ofSize: 44)
            word.textColor = .black
            vc.view.addSubview(word)
            let paragraph = UILabel(frame: CGRect(x: 16, y: 40, width: 290, height: 120))
            paragraph.numberOfLines = 0
            paragraph.text = "Page \(n). 在 iOS 5 之后，可以使用分页控制器构建电子书导航模式。 A page turns like paper."
            vc.view.addSubview(paragraph)
            return vc
        }
    }

    private func luma(_ c: RGBA) -> Double { (Double(c.r) * 299 + Double(c.g) * 587 + Double(c.b) * 114) / 1000 }

    /// Pearson correlation of two equally long samples.
    private func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let ma = a.reduce(0, +) / Double(a.count), mb = b.reduce(0, +) / Double(b.count)
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for (x, y) in zip(a, b) { sab += (x - ma) * (y - mb); saa += (x - ma) * (x - ma); sbb += (y - mb) * (y - mb) }
        return saa > 0 && sbb > 0 ? sab / (saa * sbb).squareRoot() : 0
    }

    @Test("not double-sided, the back shows the front's print mirrored through a white wash")
    func mirroredPrintOnTheBack() throws {
        let source = Self.printed()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.page(0)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 2, rootViewController: pager)
        let front = app.snapshot()

        app.touchDown(at: CGPoint(x: 316, y: 240))
        for i in 1...10 { app.touchMove(to: CGPoint(x: 316 - 22 * CGFloat(i), y: 240)) }
        let curl = try #require(pager.curl.turn?.view)
        let shot = app.snapshot()

        // Every page point of the word that lies on the flat back, where the roll shows it, against
        // the front at rest: the same print (correlated), read mirrored, and washed out.
        var printed: [Double] = [], shown: [Double] = [], unmirrored: [Double] = []
        var inkFront: [Double] = [], inkBack: [Double] = []
        for y in stride(from: 200.0, through: 260, by: 1) {
            for x in stride(from: 200.0, through: 310, by: 1) {
                let p = CGPoint(x: x, y: y)
                let placed = curl.roll.place(p)
                guard placed.side == .back, placed.angle == .pi else { continue }
                let mirroredBack = CGPoint(x: 2 * 255 - x, y: y)   // the word flipped about its own middle
                printed.append(luma(front.color(at: p)))
                shown.append(luma(shot.color(at: placed.point)))
                unmirrored.append(luma(shot.color(at: curl.roll.place(mirroredBack).point)))
                if luma(front.color(at: p)) < 60 { inkFront.append(luma(front.color(at: p))); inkBack.append(luma(shot.color(at: placed.point))) }
            }
        }
        #expect(printed.count > 2000, "the word lies on the back: \(printed.count) points")
        #expect(correlation(printed, shown) > 0.8, "the back shows the word mirrored: \(correlation(printed, shown))")
        #expect(correlation(printed, unmirrored) < correlation(printed, shown) - 0.3, "and not the right way round")
        let ink = inkBack.reduce(0, +) / Double(max(inkBack.count, 1))
        #expect(ink > 120 && ink < 235, "the print shows through the wash, faint: luma \(ink)")
    }

    @Test("a spread turning keeps both pages whole: the other page and the unlifted part of the turning one are untouched")
    func spreadStaysWhole() throws {
        let source = Self.printed()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pager.isDoubleSided = true
        pager.dataSource = source
        pager.setViewControllers([source.page(0), source.page(1)], direction: .forward, animated: false)
        let app = HeadlessApp(size: CGSize(width: 844, height: 390), scale: 2, rootViewController: pager)
        let rest = app.snapshot()
        app.touchDown(at: CGPoint(x: 780, y: 200))
        for i in 1...6 { app.touchMove(to: CGPoint(x: 780 - 30 * CGFloat(i), y: 200)) }
        let curl = try #require(pager.curl.turn?.view)
        let mid = app.snapshot()
        // The flap lies back over the page (past the finger: the page beyond the grab lies
        // farther); before it and its soft edge, nothing may change.
        let flapEdge = try #require(curl.roll.liftedOutline.joined().map(\.x).min())
        let axis = flapEdge + curl.pageFrame.minX

        var differing = 0, compared = 0
        for y in stride(from: 0.0, to: 390, by: 2) {
            for x in stride(from: 0.0, to: axis - 12, by: 2) {
                compared += 1
                if mid.color(at: CGPoint(x: x, y: y)).distance(to: rest.color(at: CGPoint(x: x, y: y))) > 8 { differing += 1 }
            }
        }
        #expect(axis > 500, "the flap lies on the right page: \(axis)")
        #expect(compared > 20000 && differing == 0, "\(differing) of \(compared) points changed before the fold")
    }
}
