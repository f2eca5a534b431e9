import Foundation
import Testing
@testable import FolioCore

@Suite("Flow geometry (a collection view's flow layout)")
struct FlowGeometryTests {
    typealias P = FlowGeometry.Position
    static let square = CGSize(width: 100, height: 100)

    @Test("lines spread their items across the room; the last line keeps the columns above")
    func lines() throws {
        let g = FlowGeometry(axis: .vertical, crossExtent: 390, sections: [
            .init(itemSizes: Array(repeating: Self.square, count: 7), inset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
        ])
        // Room 370: three 100s with the least gaps take 320; the 50 left widens both gaps to 35.
        #expect(g.frame(of: P(section: 0, row: 0)) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(g.frame(of: P(section: 0, row: 1)) == CGRect(x: 145, y: 10, width: 100, height: 100))
        #expect(g.frame(of: P(section: 0, row: 2)) == CGRect(x: 280, y: 10, width: 100, height: 100))
        #expect(g.frame(of: P(section: 0, row: 3)) == CGRect(x: 10, y: 120, width: 100, height: 100))
        // The last line (one item) starts at the inset, under the first column.
        #expect(g.frame(of: P(section: 0, row: 6)) == CGRect(x: 10, y: 230, width: 100, height: 100))
        #expect(g.contentSize == CGSize(width: 390, height: 340))
        #expect(g.frame(of: P(section: 0, row: 7)) == nil)
    }

    @Test("a last line of two stands under the first two columns")
    func lastLineColumns() {
        let g = FlowGeometry(axis: .vertical, crossExtent: 390, sections: [
            .init(itemSizes: Array(repeating: Self.square, count: 5), inset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
        ])
        #expect(g.frame(of: P(section: 0, row: 3))?.minX == 10)
        #expect(g.frame(of: P(section: 0, row: 4))?.minX == 145)
    }

    @Test("a line holding one item centres it, a lone last line spreads; items of different heights are centred on their line")
    func centring() {
        let g = FlowGeometry(axis: .vertical, crossExtent: 390, sections: [
            .init(itemSizes: [CGSize(width: 300, height: 40), CGSize(width: 300, height: 40), CGSize(width: 50, height: 80)],
                  inset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)),
        ])
        #expect(g.frame(of: P(section: 0, row: 0)) == CGRect(x: 45, y: 0, width: 300, height: 40))
        // The second line holds the 300 and the 50 (360 ≤ 370), spread to the edges (no columns
        // above to keep): the line is 80 tall, the 40 sits in its middle.
        #expect(g.frame(of: P(section: 0, row: 1)) == CGRect(x: 10, y: 70, width: 300, height: 40))
        #expect(g.frame(of: P(section: 0, row: 2)) == CGRect(x: 330, y: 50, width: 50, height: 80))
    }

    @Test("sections follow one another: header, inset, lines, inset, footer")
    func sections() {
        let g = FlowGeometry(axis: .vertical, crossExtent: 320, sections: [
            .init(itemSizes: [Self.square], inset: UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
                  headerSize: CGSize(width: 0, height: 44), footerSize: CGSize(width: 0, height: 20)),
            .init(itemSizes: [Self.square, Self.square], headerSize: CGSize(width: 0, height: 44)),
        ])
        #expect(g.headerFrame(0) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(g.frame(of: P(section: 0, row: 0))?.minY == 49)
        #expect(g.footerFrame(0) == CGRect(x: 0, y: 154, width: 320, height: 20))
        #expect(g.headerFrame(1) == CGRect(x: 0, y: 174, width: 320, height: 44))
        #expect(g.frame(of: P(section: 1, row: 1)) == CGRect(x: 220, y: 218, width: 100, height: 100))
        #expect(g.footerFrame(1) == nil)
        #expect(g.contentLength == 318)
        #expect(g.sectionSpan(1) == 174...318)
    }

    @Test("horizontal scrolling fills columns down, then across")
    func horizontal() {
        let g = FlowGeometry(axis: .horizontal, crossExtent: 220, sections: [
            .init(itemSizes: Array(repeating: Self.square, count: 5), lineSpacing: 20, interitemSpacing: 20),
        ])
        #expect(g.frame(of: P(section: 0, row: 0)) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(g.frame(of: P(section: 0, row: 1)) == CGRect(x: 0, y: 120, width: 100, height: 100))
        #expect(g.frame(of: P(section: 0, row: 2)) == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(g.frame(of: P(section: 0, row: 4)) == CGRect(x: 240, y: 0, width: 100, height: 100))
        #expect(g.contentSize == CGSize(width: 340, height: 220))
    }

    @Test("what a viewport shows is found without visiting the rest: 100,000 items")
    func viewport() {
        let g = FlowGeometry(axis: .vertical, crossExtent: 390, sections: [
            .init(itemSizes: Array(repeating: CGSize(width: 120, height: 120), count: 100_000), lineSpacing: 15, interitemSpacing: 15),
        ])
        let shown = g.items(in: CGRect(x: 0, y: 1_000_000, width: 390, height: 844))
        // Three per line, a line every 135: 844 points meet 7 lines.
        #expect(shown.count == 21)
        #expect(shown.first?.position == P(section: 0, row: 3 * Int(1_000_000 / 135)))
        #expect(shown.allSatisfy { $0.frame.intersects(CGRect(x: 0, y: 1_000_000, width: 390, height: 844)) })
        #expect(g.item(at: CGPoint(x: 60, y: 1_000_000 + 60)) != nil)
        #expect(g.item(at: CGPoint(x: 60, y: 127)) == nil, "the gap between lines holds no item")
    }

    @Test("bad sizes count as zero, an item wider than the room is made to fit")
    func badInput() {
        let g = FlowGeometry(axis: .vertical, crossExtent: 200, sections: [
            .init(itemSizes: [CGSize(width: CGFloat.nan, height: 50), CGSize(width: 500, height: 30), CGSize(width: 50, height: -CGFloat.infinity)],
                  lineSpacing: -5, interitemSpacing: CGFloat.infinity),
        ])
        #expect(g.frame(of: P(section: 0, row: 1))?.width == 200)
        #expect(g.contentLength.isFinite)
        #expect(g.items(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(FlowGeometry(axis: .vertical, crossExtent: CGFloat.nan, sections: []).contentLength == 0)
    }
}
