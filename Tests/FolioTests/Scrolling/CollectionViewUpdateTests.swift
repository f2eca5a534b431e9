import Foundation
import Testing
@testable import Folio
import FolioTesting

private final class NameCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}

/// Named items the tests change, then tell the collection view about.
@MainActor
private final class Names: UICollectionViewDataSource {
    var items: [String]
    var asked: [String] = []
    init(_ items: [String]) { self.items = items }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! NameCell
        cell.label.text = items[indexPath.item]
        asked.append(items[indexPath.item])
        return cell
    }
}

@MainActor
@Suite("UICollectionView batch updates")
struct CollectionViewUpdateTests {
    private func setUp(_ items: [String]) -> (HeadlessApp, UICollectionView, Names) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(NameCell.self, forCellWithReuseIdentifier: "c")
        let names = Names(items)
        cv.dataSource = names
        root.view.addSubview(cv)
        app.tick()
        return (app, cv, names)
    }

    /// The names the cells on screen show, in item order.
    private func shown(_ cv: UICollectionView) -> [String] { cv.visibleCells.map { ($0 as! NameCell).label.text ?? "?" } }
    private func cell(_ cv: UICollectionView, _ item: Int) -> NameCell? { cv.cellForItem(at: IndexPath(item: item, section: 0)) as? NameCell }

    @Test("delete and insert in one batch: the items that stay keep their cells, the selection follows its item, the completion runs once")
    func deleteAndInsert() {
        let (app, cv, names) = setUp(["A", "B", "C", "D", "E"])
        defer { withExtendedLifetime(names) {} }
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])   // "C"
        let cellC = cell(cv, 2)
        var finished: [Bool] = []
        cv.performBatchUpdates({
            names.items = ["Z", "A", "C", "D", "E"]
            cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished.append($0) })
        #expect(finished.isEmpty, "the completion waits for the animation")
        app.runUntilIdle()
        #expect(finished == [true])
        #expect(shown(cv) == ["Z", "A", "C", "D", "E"])
        #expect(cell(cv, 2) === cellC, "C kept its cell")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cell(cv, 2)?.isSelected == true)
        #expect(names.asked.suffix(1) == ["Z"], "only the new item was asked for")
    }

    @Test("a moved item's cell slides from its old place to its new one")
    func moveAnimates() {
        let (app, cv, names) = setUp(["A", "B", "C", "D", "E"])
        defer { withExtendedLifetime(names) {} }
        let cellA = cell(cv, 0)!
        let from = cellA.frame
        names.items = ["B", "C", "D", "A", "E"]
        cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        app.advance(by: 0.15)
        let middle = cellA.presentationFrame
        app.runUntilIdle()
        #expect(cell(cv, 3) === cellA)
        let to = cellA.frame
        #expect(from != to)
        #expect(middle != from && middle != to, "mid-move: \(middle) between \(from) and \(to)")
        #expect(shown(cv) == ["B", "C", "D", "A", "E"])
    }

    @Test("an inserted item fades in; a deleted one fades out and goes back to the pool")
    func fades() {
        let (app, cv, names) = setUp(["A", "B", "C"])
        defer { withExtendedLifetime(names) {} }
        let cellB = cell(cv, 1)!
        names.items = ["A", "C", "N"]
        cv.performBatchUpdates({
            cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            cv.insertItems(at: [IndexPath(item: 2, section: 0)])
        })
        app.advance(by: 0.15)
        #expect(cellB.superview === cv && cellB.presentationAlpha < 1 && cellB.presentationAlpha > 0, "B fading out: \(cellB.presentationAlpha)")
        let cellN = cell(cv, 2)!
        #expect(cellN.presentationAlpha < 1 && cellN.presentationAlpha > 0, "N fading in: \(cellN.presentationAlpha)")
        app.runUntilIdle()
        #expect(cellB.superview == nil)
        #expect(cellN.alpha == 1)
        #expect(shown(cv) == ["A", "C", "N"])
    }

    @Test("a reloaded item gets a new cell from the data source")
    func reload() {
        let (app, cv, names) = setUp(["A", "B"])
        defer { withExtendedLifetime(names) {} }
        names.items = ["A", "B2"]
        cv.reloadItems(at: [IndexPath(item: 1, section: 0)])
        app.runUntilIdle()
        #expect(shown(cv) == ["A", "B2"])
    }

    @Test("a deleted selected item leaves the selection")
    func deletedSelection() {
        let (app, cv, names) = setUp(["A", "B"])
        defer { withExtendedLifetime(names) {} }
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        names.items = ["B"]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        app.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cell(cv, 0)?.isSelected == false)
    }

    @Test("an update that does not add up is logged; the collection view reloads and the completion hears false")
    func invalidUpdate() {
        let (app, cv, names) = setUp(["A", "B"])
        defer { withExtendedLifetime(names) {} }
        var finished: [Bool] = []
        names.items = ["A", "B", "C", "D"]
        cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 2, section: 0)]) }, completion: { finished.append($0) })
        app.runUntilIdle()
        #expect(finished == [false])
        #expect(shown(cv) == ["A", "B", "C", "D"])
    }
}
