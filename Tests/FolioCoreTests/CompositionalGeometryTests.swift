import Foundation
import Testing
@testable import FolioCore

@Suite("Compositional geometry (items, groups, sections)")
struct CompositionalGeometryTests {
    typealias G = CompositionalGeometry
    static func item(_ w: G.Dimension, _ h: G.Dimension, insets: G.Insets = .zero) -> G.Element { .item(G.Size(width: w, height: h), insets: insets) }

    @Test("a list: one full-width item per 44-point group")
    func list() {
        let group = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(1), height: .absolute(44)),
                            elements: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
        let g = G(sections: [G.Section(group: group)], itemCounts: [3], container: CGSize(width: 390, height: 844))
        #expect(g.sections[0].items == [CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44),
                                        CGRect(x: 0, y: 88, width: 390, height: 44)])
        #expect(g.contentSize == CGSize(width: 390, height: 132))
    }

    @Test("a grid: quarter-width square items repeat across their group while they fit")
    func grid() {
        let group = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(1), height: .fractionalWidth(0.25)),
                            elements: [Self.item(.fractionalWidth(0.25), .fractionalHeight(1), insets: G.Insets(top: 2, leading: 2, bottom: 2, trailing: 2))])
        let g = G(sections: [G.Section(group: group)], itemCounts: [6], container: CGSize(width: 400, height: 800))
        #expect(g.sections[0].items.count == 6)
        #expect(g.sections[0].items[5] == CGRect(x: 102, y: 102, width: 96, height: 96))
        #expect(g.sections[0].groups.count == 2)
        #expect(g.contentSize.height == 200)
    }

    @Test("a counted group shares its width among that many items, spacing between")
    func counted() {
        let group = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(1), height: .absolute(50)),
                            elements: [Self.item(.absolute(10), .fractionalHeight(1))], count: 3, spacing: 10)
        let g = G(sections: [G.Section(group: group, insets: G.Insets(top: 5, leading: 10, bottom: 5, trailing: 10))],
                  itemCounts: [4], container: CGSize(width: 340, height: 600))
        #expect(g.sections[0].items.prefix(3).map(\.minX) == [10, 120, 230])
        #expect(g.sections[0].items[0].width == 100)
        #expect(g.sections[0].items[3] == CGRect(x: 10, y: 55, width: 100, height: 50))
        #expect(g.sections[0].band.height == 110)
    }

    @Test("an orthogonal section runs its groups in one row across; its band is one group tall")
    func orthogonal() {
        let group = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(0.8), height: .absolute(200)),
                            elements: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = G.Section(group: group, interGroupSpacing: 10, insets: G.Insets(top: 0, leading: 39, bottom: 20, trailing: 39),
                                orthogonal: true, headerHeight: 30)
        let list = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(1), height: .absolute(44)),
                           elements: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
        let g = G(sections: [section, G.Section(group: list)], itemCounts: [5, 2], container: CGSize(width: 390, height: 844),
                  interSectionSpacing: 8)
        let row = g.sections[0]
        // The group is 0.8 of the section's content width (390 − 78 = 312): 249.6.
        #expect(row.items[0].origin == CGPoint(x: 39, y: 30) && abs(row.items[0].width - 249.6) < 1e-9 && row.items[0].height == 200)
        #expect(abs(row.items[1].minX - 298.6) < 1e-9)
        #expect(abs(row.rowLength - (39 + 5 * 249.6 + 4 * 10 + 39)) < 1e-9)
        #expect(row.header == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(row.band == CGRect(x: 0, y: 0, width: 390, height: 250))
        #expect(g.sections[1].items[0].minY == 258)
    }

    @Test("groups nest: a tall item beside two stacked ones")
    func nested() {
        let column = G.Group(axis: .vertical, size: G.Size(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                             elements: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5))], count: 2)
        let group = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(1), height: .absolute(200)),
                            elements: [Self.item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(column)])
        let g = G(sections: [G.Section(group: group)], itemCounts: [3], container: CGSize(width: 400, height: 800))
        #expect(g.sections[0].items == [CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 200, y: 0, width: 200, height: 100),
                                        CGRect(x: 200, y: 100, width: 200, height: 100)])
    }

    @Test("bad sizes count as zero and never hang")
    func bad() {
        let group = G.Group(axis: .horizontal, size: G.Size(width: .fractionalWidth(CGFloat.nan), height: .absolute(-5)),
                            elements: [Self.item(.absolute(0), .absolute(CGFloat.infinity))])
        let g = G(sections: [G.Section(group: group)], itemCounts: [3], container: CGSize(width: 390, height: 844))
        #expect(g.sections[0].items.count == 3)
        #expect(g.contentSize.height.isFinite)
    }
}
