import Foundation
import Testing
@testable import FolioCore

@Suite("Rectangle cut")
struct RectangleCutTests {
    /// Area of the pieces, and whether any two overlap.
    private func area(_ pieces: [CGRect]) -> CGFloat { pieces.reduce(0) { $0 + $1.width * $1.height } }
    private func overlaps(_ pieces: [CGRect]) -> Bool {
        for i in pieces.indices { for j in pieces.indices where j > i {
            let both = pieces[i].intersection(pieces[j])
            if !both.isNull && both.width > 0 && both.height > 0 { return true }
        } }
        return false
    }

    @Test("a hole in the middle leaves four pieces around it, covering the rest exactly")
    func middle() throws {
        let pieces = try #require(RectangleCut.remainder(of: CGRect(x: 0, y: 0, width: 100, height: 80),
                                                         cutting: [CGRect(x: 20, y: 10, width: 30, height: 40)]))
        #expect(pieces.count == 4)
        #expect(area(pieces) == CGFloat(100 * 80 - 30 * 40))
        #expect(!overlaps(pieces))
        for p in pieces { #expect(!p.intersects(CGRect(x: 20.5, y: 10.5, width: 29, height: 39))) }
    }

    @Test("two pages side by side leave only the seam between them")
    func seam() throws {
        let pieces = try #require(RectangleCut.remainder(of: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                         cutting: [CGRect(x: 0, y: 0, width: 120, height: 844),
                                                                   CGRect(x: 120.5, y: 0, width: 269.5, height: 844)]))
        #expect(pieces == [CGRect(x: 120, y: 0, width: 0.5, height: 844)])
    }

    @Test("a hole covering everything leaves nothing; one outside leaves the rectangle")
    func wholeAndOutside() throws {
        let r = CGRect(x: 10, y: 10, width: 50, height: 50)
        #expect(RectangleCut.remainder(of: r, cutting: [CGRect(x: 0, y: 0, width: 100, height: 100)]) == [])
        #expect(RectangleCut.remainder(of: r, cutting: [CGRect(x: 70, y: 0, width: 10, height: 10)]) == [r])
    }

    @Test("bad holes are ignored; too many pieces give nil")
    func badInput() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(RectangleCut.remainder(of: r, cutting: [CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), .null, .zero]) == [r])
        #expect(RectangleCut.remainder(of: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), cutting: []) == [])
        let grid = (0..<5).flatMap { i in (0..<5).map { j in CGRect(x: 2 + CGFloat(i) * 20, y: 2 + CGFloat(j) * 20, width: 10, height: 10) } }
        #expect(RectangleCut.remainder(of: r, cutting: grid, limit: 8) == nil)
    }
}
