import Foundation
import Testing
import PropertyBased
@testable import FolioCore

/// The seed's icon grid: 40 items, 10 pt spacing, 5 pt padding.
@Suite("Flow pagination")
struct FlowPaginationTests {
    static let padding = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    let portrait = FlowPagination(arrangedCount: 3, pagedCount: 9, horizontalSpacing: 10, verticalSpacing: 10,
                                  padding: padding, pageSize: CGSize(width: 390, height: 844))
    let landscape = FlowPagination(arrangedCount: 6, pagedCount: 18, horizontalSpacing: 10, verticalSpacing: 10,
                                   padding: padding, pageSize: CGSize(width: 844, height: 390))

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test("40 items: 5 pages of 9 upright, 3 pages of 18 on its side")
    func pageCounts() {
        #expect(portrait.pageCount(items: 40) == 5)
        #expect(landscape.pageCount(items: 40) == 3)
        #expect(portrait.contentSize(items: 40) == CGSize(width: 1950, height: 844))
        #expect(landscape.contentSize(items: 40) == CGSize(width: 2532, height: 390))
    }

    /// Upright: items 120 × 271⅓ (three across, three down in 390 × 844 less padding and gaps).
    @Test("exact frames of items 0, 8, 9 and 39 upright")
    func portraitFrames() {
        let h = (844 - 10 - 20) / 3.0
        #expect(close(portrait.frame(ofItem: 0), CGRect(x: 5, y: 5, width: 120, height: h)))
        #expect(close(portrait.frame(ofItem: 8), CGRect(x: 265, y: 5 + 2 * (h + 10), width: 120, height: h)))
        #expect(close(portrait.frame(ofItem: 9), CGRect(x: 395, y: 5, width: 120, height: h)))
        #expect(close(portrait.frame(ofItem: 39), CGRect(x: 4 * 390 + 5, y: 5 + h + 10, width: 120, height: h)))
    }

    /// On its side: items 130⅔ × 120 (six across, three down in 844 × 390).
    @Test("exact frames of items 0, 8, 9 and 39 on its side")
    func landscapeFrames() {
        let w = (844 - 10 - 50) / 6.0
        #expect(close(landscape.frame(ofItem: 0), CGRect(x: 5, y: 5, width: w, height: 120)))
        #expect(close(landscape.frame(ofItem: 8), CGRect(x: 5 + 2 * (w + 10), y: 135, width: w, height: 120)))
        #expect(close(landscape.frame(ofItem: 9), CGRect(x: 5 + 3 * (w + 10), y: 135, width: w, height: 120)))
        #expect(close(landscape.frame(ofItem: 39), CGRect(x: 2 * 844 + 5 + 3 * (w + 10), y: 5, width: w, height: 120)))
    }

    @Test("horizontal orientation is the transpose: columns down, pages stacked")
    func horizontal() {
        var p = portrait
        p.orientation = .horizontal

        #expect(p.frame(ofItem: 1).minX == 5 && p.frame(ofItem: 1).minY > p.frame(ofItem: 0).maxY)
        #expect(abs(p.frame(ofItem: 9).minY - 849) < 1e-9, "\(p.frame(ofItem: 9))")
        #expect(p.contentSize(items: 40) == CGSize(width: 390, height: 844 * 5))
    }

    @Test("bad configurations are named, lay out nothing and never divide by zero")
    func badInput() {
        var p = portrait
        p.arrangedCount = 0
        #expect(throws: FlowPagination.Problem.arrangedCountNotPositive(0)) { try p.validate() }
        #expect(p.frames(count: 40).isEmpty)
        p = portrait; p.pagedCount = 10
        #expect(throws: FlowPagination.Problem.pagedCountNotMultiple(pagedCount: 10, arrangedCount: 3)) { try p.validate() }
        p = portrait; p.horizontalSpacing = -1
        #expect(throws: FlowPagination.Problem.negativeSpacing(-1)) { try p.validate() }
        p = portrait; p.pageSize = .zero
        #expect(throws: FlowPagination.Problem.unusablePageSize(.zero)) { try p.validate() }
        #expect(p.frames(count: 40).isEmpty)
        p = portrait; p.padding = UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
        #expect(throws: FlowPagination.Problem.paddingExceedsPage(p.padding, p.pageSize)) { try p.validate() }
        p = portrait; p.horizontalSpacing = 1000
        #expect(p.frames(count: 9).allSatisfy { $0.maxX <= 390 }, "spacing that cannot fit shrinks")
        #expect(portrait.pageCount(items: -5) == 1)
        #expect(portrait.frames(count: -5).isEmpty)
    }

    @Test("random grids: items inside their page, no overlaps, row-major, ceil(n / pagedCount) pages")
    func randomGrids() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...300), Gen.int(in: 1...8), Gen.int(in: 1...5),
                            Gen.int(in: 100...1200), Gen.int(in: 100...1200), Gen.int(in: 0...20)) { n, arranged, rows, w, h, gap in
            let p = FlowPagination(arrangedCount: arranged, pagedCount: arranged * rows,
                                   horizontalSpacing: CGFloat(gap), verticalSpacing: CGFloat(gap),
                                   padding: UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6),
                                   pageSize: CGSize(width: w, height: h))
            let frames = p.frames(count: n)
            #expect(frames.count == n)
            #expect(p.pageCount(items: n) == max(1, (n + arranged * rows - 1) / (arranged * rows)))
            for (i, f) in frames.enumerated() {
                let page = CGRect(x: CGFloat(i / p.pagedCount * w), y: 0, width: CGFloat(w), height: CGFloat(h))
                let inside = f.minX >= page.minX - 1e-6 && f.maxX <= page.maxX + 1e-6
                    && f.minY >= page.minY - 1e-6 && f.maxY <= page.maxY + 1e-6
                #expect(inside, "item \(i) \(f) outside page \(page)")
                if i > 0, i % p.pagedCount != 0 {
                    let prev = frames[i - 1]
                    let rowMajor = (f.minY == prev.minY && f.minX > prev.minX) || f.minY > prev.minY
                    #expect(rowMajor, "item \(i) is not after item \(i - 1)")
                    #expect(prev.intersection(f).width * prev.intersection(f).height < 1e-6, "items \(i - 1) and \(i) overlap")
                }
            }
        }
    }
}

@Suite("Linear arrangement")
struct LinearArrangementTests {
    let sizes = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30)]
    let container = CGSize(width: 300, height: 100)

    @Test("fill shares the main axis equally and fills across (the seed's pages)")
    func fill() {
        let a = LinearArrangement(axis: .horizontal, mainGravity: .fill, crossGravity: .fill)
        #expect(a.frames(for: Array(repeating: .zero, count: 3), in: CGSize(width: 1170, height: 844))
                == [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 390, y: 0, width: 390, height: 844),
                    CGRect(x: 780, y: 0, width: 390, height: 844)])
    }

    @Test("start, centre and end keep natural sizes, with spacing and padding")
    func gravities() {
        let pad = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let start = LinearArrangement(axis: .horizontal, mainGravity: .start, crossGravity: .start, spacing: 5, padding: pad)
        let center = LinearArrangement(axis: .horizontal, mainGravity: .center, crossGravity: .center, spacing: 5, padding: pad)
        let end = LinearArrangement(axis: .horizontal, mainGravity: .end, crossGravity: .end, spacing: 5, padding: pad)

        #expect(start.frames(for: sizes, in: container) == [CGRect(x: 10, y: 10, width: 40, height: 20), CGRect(x: 55, y: 10, width: 60, height: 30)])
        #expect(center.frames(for: sizes, in: container) == [CGRect(x: 97.5, y: 40, width: 40, height: 20), CGRect(x: 142.5, y: 35, width: 60, height: 30)])
        #expect(end.frames(for: sizes, in: container) == [CGRect(x: 185, y: 70, width: 40, height: 20), CGRect(x: 230, y: 60, width: 60, height: 30)])
    }

    @Test("vertical runs top to bottom; bad sizes and spacing count as zero")
    func verticalAndBadInput() {
        let a = LinearArrangement(axis: .vertical, mainGravity: .start, crossGravity: .fill, spacing: -7)
        let frames = a.frames(for: [CGSize(width: CGFloat.nan, height: 20), CGSize(width: 10, height: -5)], in: container)
        #expect(frames == [CGRect(x: 0, y: 0, width: 300, height: 20), CGRect(x: 0, y: 20, width: 300, height: 0)])
        #expect(a.frames(for: [], in: container).isEmpty)
    }
}
