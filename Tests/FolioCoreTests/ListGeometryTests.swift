import Foundation
import Testing
import FolioCore

@Suite("ListGeometry")
struct ListGeometryTests {
    /// header 0: 0..<20, rows 20, 60, 100 (40 each) → 140; header 1: 140..<160, rows 160 (10), 170 (0), 170 (30) → 200
    let geometry = ListGeometry(headerHeights: [20, 20], rowHeights: [[40, 40, 40], [10, 0, 30]])

    @Test("rows and headers stack: spans, content height, counts")
    func spans() throws {
        #expect(geometry.contentHeight == 200)
        #expect(geometry.sectionCount == 2 && geometry.rowCount(in: 1) == 3 && geometry.rowCount(in: 7) == 0)
        let span = try #require(geometry.rowSpan(.init(section: 1, row: 2)))
        #expect(span.minY == 170 && span.height == 30)
        #expect(geometry.rowSpan(.init(section: 0, row: 3)) == nil)
        #expect(geometry.sectionSpan(1) == 140...200)
    }

    @Test("the row under a y: nil over headers and outside; a zero-height row is skipped")
    func rowAt() {
        #expect(geometry.row(at: 10) == nil)
        #expect(geometry.row(at: 20) == .init(section: 0, row: 0))
        #expect(geometry.row(at: 139.9) == .init(section: 0, row: 2))
        #expect(geometry.row(at: 150) == nil)
        #expect(geometry.row(at: 170) == .init(section: 1, row: 2))
        #expect(geometry.row(at: 200) == nil && geometry.row(at: -1) == nil && geometry.row(at: .nan) == nil)
    }

    @Test("rows in a viewport are exactly those intersecting it")
    func viewport() {
        #expect(geometry.rows(from: 50, to: 165).map(\.row) == [0, 1, 2, 0])
        #expect(geometry.rows(from: 60, to: 100) == [.init(section: 0, row: 1)])
        #expect(geometry.rows(from: -50, to: 0).isEmpty && geometry.rows(from: 10, to: .infinity).isEmpty)
        #expect(geometry.sections(from: 130, to: 150) == 0..<2 && geometry.sections(from: 150, to: 160) == 1..<2)
    }

    @Test("100,000 rows: the viewport search matches a linear scan at random offsets")
    func large() {
        let heights = (0..<100_000).map { CGFloat(20 + $0 % 7 * 5) }
        let g = ListGeometry(headerHeights: [0], rowHeights: [heights])
        var tops: [CGFloat] = [0]
        for h in heights { tops.append(tops.last! + h) }
        for i in 0..<50 {
            let y = (g.contentHeight - 844) * CGFloat((i * 7919) % 50) / 50 + CGFloat(i) * 0.37
            let expected = (0..<heights.count).filter { tops[$0] < y + 844 && tops[$0 + 1] > y }
            #expect(g.rows(from: y, to: y + 844).map(\.row) == expected)
        }
    }

    @Test("bad heights count as zero")
    func badHeights() {
        let g = ListGeometry(headerHeights: [.nan], rowHeights: [[-5, .infinity, 10]])
        #expect(g.contentHeight == 10 && g.row(at: 5) == .init(section: 0, row: 2))
    }
}
