import Foundation
import Testing
@testable import FolioCore

/// A 400-point page, a 20-point cylinder.
@Suite("Page curl geometry")
struct CurlGeometryTests {
    @Test("flat before the fold, curling up to a quarter turn, then the back lying reversed on top")
    func placements() {
        let g = CurlGeometry(length: 400, radius: 20, progress: 0.25)

        #expect(g.fold == 300)
        #expect(g.place(100) == .front(at: 100))
        guard case let .curling(at, shade) = g.place(310) else { Issue.record("\(g.place(310))"); return }
        #expect(abs(at - (300 + 20 * sin(0.5))) < 1e-9 && shade > 0 && shade < 1)
        let top = 300 + CGFloat.pi * 10
        #expect(g.place(top + 50) == .back(at: 300 + 20 - 50))
        #expect(abs(g.reach - 320) < 1e-9)
    }

    @Test("no turn leaves the page flat; a full turn puts the fold on the spine; bad input is clamped")
    func extremes() {
        #expect(CurlGeometry(length: 400, progress: 0).place(399) == .front(at: 399))
        #expect(CurlGeometry(length: 400, progress: 1).fold == 0)
        let bad = CurlGeometry(length: .nan, radius: -3, progress: 7)
        #expect(bad.length == 0 && bad.radius == 1 && bad.progress == 1)
    }

    @Test("the page's strips never reach past the cylinder")
    func withinReach() {
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            let g = CurlGeometry(length: 300, radius: 18, progress: CGFloat(p))
            for d in stride(from: 0.0, through: 300.0, by: 3) {
                switch g.place(CGFloat(d)) {
                case let .front(at), let .curling(at, _), let .back(at): #expect(at <= g.reach + 1e-9 && at >= -300)
                }
            }
        }
    }
}

@Suite("Tab indicator")
struct IndicatorInterpolatorTests {
    let tabs = [CGRect(x: 0, y: 41, width: 60, height: 3), CGRect(x: 80, y: 41, width: 100, height: 3), CGRect(x: 200, y: 41, width: 40, height: 3)]

    @Test("progress interpolates position and width between neighbouring tabs, clamped at the ends")
    func progress() {
        let i = IndicatorInterpolator(tabFrames: tabs)

        #expect(i.frame(at: 0) == tabs[0])
        #expect(i.frame(at: 0.5) == CGRect(x: 40, y: 41, width: 80, height: 3))
        #expect(i.frame(at: 1.25) == CGRect(x: 110, y: 41, width: 85, height: 3))
        #expect(i.frame(at: 7) == tabs[2] && i.frame(at: -3) == tabs[0] && i.frame(at: .nan) == tabs[0])
        #expect(IndicatorInterpolator(tabFrames: []).frame(at: 1) == .zero)
    }

    @Test("a jump moves straight from one tab to another")
    func jump() {
        let i = IndicatorInterpolator(tabFrames: tabs)

        #expect(i.frame(from: 0, to: 2, fraction: 0.5) == CGRect(x: 100, y: 41, width: 50, height: 3))
        #expect(i.frame(from: 0, to: 9, fraction: 0.5) == tabs[2])
    }
}
