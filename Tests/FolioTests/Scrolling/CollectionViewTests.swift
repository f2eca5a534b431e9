import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A numbered cell that counts its reuses.
private final class NumberCell: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        backgroundColor = .lightGray
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

private final class Header: UICollectionReusableView {}

/// A data source and delegate that log what the collection view asks and tells.
@MainActor
private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var calls: [String] = []
    var asked: [IndexPath] = []
    var refuseSelection = false
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as! NumberCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        calls.append("header \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)"); return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)"); return !refuseSelection
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }
    var displayLog: [String] = []
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayLog.append("willDisplay \(indexPath.item) reused \((cell as! NumberCell).reuses)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        visibleAtAnimationEnd = (scrollView as? UICollectionView)?.indexPathsForVisibleItems
    }
    /// The visible items `scrollViewDidEndScrollingAnimation` saw.
    var visibleAtAnimationEnd: [IndexPath]?
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayLog.append("didEndDisplaying \(indexPath.item)")
    }
}

@MainActor
@Suite("UICollectionView with a flow layout")
struct CollectionViewTests {
    private func setUp(counts: [Int] = [1000], configure: (UICollectionViewFlowLayout) -> Void = { _ in })
        -> (HeadlessApp, UICollectionView, Grid) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configure(layout)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        cv.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h")
        let grid = Grid(counts: counts)
        cv.dataSource = grid
        cv.delegate = grid
        root.view.addSubview(cv)
        app.tick()
        return (app, cv, grid)
    }

    @Test("only the items in view get cells, placed where the flow layout puts them")
    func tiling() throws {
        let (_, cv, grid) = setUp()
        // Lines of three every 110 points from y = 10: 8 lines meet the 844-point view.
        #expect(cv.visibleCells.count == 24)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(grid.asked.count == 24)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 145, y: 10, width: 100, height: 100))
        #expect(cv.contentSize == CGSize(width: 390, height: 10 + 334 * 100 + 333 * 10 + 10))
        #expect(cv.numberOfItems(inSection: 0) == 1000)
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 15)) == IndexPath(item: 1, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 115)) == nil, "the gap between lines")
    }

    @Test("scrolling hands cells that left back to the pool and reuses them: a screenful is all ever made")
    func reuse() {
        let (app, cv, grid) = setUp()
        for step in 1...60 {
            cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 300)
            app.tick()
        }
        #expect(cv.createdCellCount <= 30, "made \(cv.createdCellCount) cells")
        let reused = cv.visibleCells.compactMap { $0 as? NumberCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty)
        // Every item in view got its cell once, when it came into view.
        let shown = Set(cv.indexPathsForVisibleItems)
        #expect(shown.allSatisfy { grid.asked.contains($0) })
        #expect(cv.visibleCells.allSatisfy { cell in
            let item = cv.indexPath(for: cell)!.item
            return (cell as! NumberCell).label.text == "\(item)"
        })
    }

    @Test("reuse in UIKit's order: the cell that leaves ends displaying, then is prepared for reuse and shown for the item coming in")
    func reuseOrder() {
        let (app, cv, grid) = setUp()
        grid.displayLog = []
        // One line (three items) leaves at the top and one comes in at the bottom.
        cv.contentOffset = CGPoint(x: 0, y: 120)
        app.tick()
        #expect(grid.displayLog.prefix(3).sorted() == ["didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2"])
        #expect(grid.displayLog.dropFirst(3).allSatisfy { $0.hasPrefix("willDisplay") && $0.hasSuffix("reused 1") },
                "\(grid.displayLog)")
        #expect(grid.displayLog.count == 6)
        #expect(cv.createdCellCount == 24)
    }

    @Test("100,000 items: a frame's work is a screenful")
    func hugeCount() {
        let (app, cv, grid) = setUp(counts: [100_000])
        cv.contentOffset = CGPoint(x: 0, y: 2_000_000)
        app.tick()
        // Lines 18,181 to 18,189 meet the view there: nine lines of three.
        #expect(cv.visibleCells.count == 27)
        #expect(grid.asked.count == 24 + 27)
        #expect(cv.indexPathsForVisibleItems.first!.item == 3 * Int((2_000_000 - 10) / 110))
    }

    @Test("headers come from the data source and sit before their section's items")
    func headers() {
        let (_, cv, grid) = setUp(counts: [4, 4]) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.count == 2)
        #expect(grid.calls.filter { $0.hasPrefix("header") } == ["header 0", "header 1"])
        #expect(headers[0].frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        // Section 0: 40 header, 10 inset, two lines (110 + 100), 10 inset → section 1's header at 270.
        #expect(headers[1].frame.minY == 270)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 320)
    }

    @Test("a tap highlights then selects, in UIKit's order; another tap moves the selection")
    func tapSelects() {
        let (app, cv, grid) = setUp()
        app.tap(at: CGPoint(x: 60, y: 60))
        app.runUntilIdle()
        #expect(grid.calls == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didSelect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        grid.calls = []
        app.tap(at: CGPoint(x: 195, y: 60))
        app.runUntilIdle()
        #expect(grid.calls.suffix(2) == ["didDeselect 0", "didSelect 1"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test("multiple selection toggles; a refused selection changes nothing")
    func multipleSelection() {
        let (app, cv, grid) = setUp()
        cv.allowsMultipleSelection = true
        app.tap(at: CGPoint(x: 60, y: 60)); app.runUntilIdle()
        app.tap(at: CGPoint(x: 195, y: 60)); app.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        app.tap(at: CGPoint(x: 60, y: 60)); app.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        grid.refuseSelection = true
        app.tap(at: CGPoint(x: 330, y: 60)); app.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("a selected item keeps its look when it scrolls away and back (the cell is reused)")
    func selectionSurvivesReuse() {
        let (app, cv, grid) = setUp()
        defer { withExtendedLifetime(grid) {} }
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        cv.contentOffset = CGPoint(x: 0, y: 5000); app.tick()
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
        cv.contentOffset = .zero; app.tick()
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(cv.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("scrollToItem puts the item at the top, the middle or the bottom, within the content")
    func scrollToItem() {
        let (app, cv, grid) = setUp()
        defer { withExtendedLifetime(grid) {} }
        let item = IndexPath(item: 300, section: 0)   // line 100: y = 10 + 100 × 110 = 11,010
        cv.scrollToItem(at: item, at: .top, animated: false)
        #expect(cv.contentOffset.y == 11_010)
        cv.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 10_638)   // the item's middle, 11,060, in the view's middle
        cv.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 10_266)   // the item's bottom, 11,110, at the view's bottom
        cv.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - 844, "held within the content")
        app.tick()
        #expect(cv.cellForItem(at: IndexPath(item: 999, section: 0)) != nil)
        cv.scrollToItem(at: IndexPath(item: 5000, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == cv.contentSize.height - 844, "no such item: nothing moves")
    }

    /// `count` full-window items side by side, no spacing, paging.
    private func pagedSetUp(count: Int) -> (HeadlessApp, UICollectionView, Grid) {
        let made = setUp(counts: [count]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 390, height: 844)
            $0.sectionInset = .zero
            $0.minimumLineSpacing = 0
        }
        made.1.isPagingEnabled = true
        return made
    }

    @Test("horizontal pages: full-size items, no spacing, paging — a swipe shows the next item")
    func horizontalPaging() {
        let (app, cv, grid) = pagedSetUp(count: 5)
        defer { withExtendedLifetime(grid) {} }
        #expect(cv.contentSize == CGSize(width: 5 * 390, height: 844))
        app.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), velocity: 1500)
        app.runUntilIdle()
        #expect(cv.contentOffset.x == 390)
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("after an animated scrollToItem only the items on screen are visible")
    func animatedScrollToItemVisible() {
        let (app, cv, grid) = pagedSetUp(count: 8)
        defer { withExtendedLifetime(grid) {} }
        app.tick()
        cv.scrollToItem(at: IndexPath(item: 5, section: 0), at: .left, animated: true)
        app.runUntilIdle()
        #expect(abs(cv.contentOffset.x - 5 * 390) < 1e-6)
        #expect(grid.visibleAtAnimationEnd == [IndexPath(item: 5, section: 0)], "as the animation ends, only the item it ends on")
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 5, section: 0)])
        #expect(cv.visibleCells.count == 1)
        #expect(cv.visibleCells.allSatisfy { $0.frame.intersects(cv.bounds) })
        // And vertically, through a long list.
        let (app2, list, rows) = setUp()
        defer { withExtendedLifetime(rows) {} }
        app2.tick()
        list.scrollToItem(at: IndexPath(item: 300, section: 0), at: .top, animated: true)
        app2.runUntilIdle()
        #expect(list.contentOffset.y == 11_010)
        #expect(!list.visibleCells.isEmpty)
        #expect(list.visibleCells.allSatisfy { $0.frame.intersects(list.bounds) }, "\(list.indexPathsForVisibleItems)")
    }

    @Test("a new width lays the lines out again")
    func rotation() {
        let (app, cv, grid) = setUp()
        defer { withExtendedLifetime(grid) {} }
        cv.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        app.tick()
        // Room 824: seven 100s with gaps of 10 fit (760): a line holds seven.
        #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame.minY == 120)
        #expect(cv.contentSize.width == 844)
    }

    @Test("a data source that lies is logged and read safely")
    func badDataSource() {
        let (app, cv, grid) = setUp(counts: [-3, 2])
        #expect(cv.numberOfItems(inSection: 0) == 0)
        #expect(cv.visibleCells.count == 2)
        grid.counts = [2]
        cv.reloadData()
        app.tick()
        #expect(cv.numberOfSections == 1)
        #expect(cv.visibleCells.count == 2)
    }
}
