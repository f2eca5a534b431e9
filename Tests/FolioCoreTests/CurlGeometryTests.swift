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
