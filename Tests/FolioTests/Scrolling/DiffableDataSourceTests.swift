import Foundation
import Testing
@testable import Folio
import FolioTesting

private final class TextCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("UICollectionViewDiffableDataSource and snapshots")
struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case fruit, veg }

    private func setUp() -> (HeadlessApp, UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(TextCell.self, forCellWithReuseIdentifier: "t")
        root.view.addSubview(cv)
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: cv) { cv, indexPath, name in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath) as! TextCell
            cell.label.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.fruit, .veg])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: .fruit)
        snapshot.appendItems(["leek", "kale"], toSection: .veg)
        source.apply(snapshot, animatingDifferences: false)
        app.tick()
        return (app, cv, source)
    }

    private func shown(_ cv: UICollectionView) -> [[String]] {
        (0..<cv.numberOfSections).map { s in
            (0..<cv.numberOfItems(inSection: s)).map { (cv.cellForItem(at: IndexPath(item: $0, section: s)) as? TextCell)?.label.text ?? "?" }
        }
    }

    @Test("a snapshot answers by identifier: counts, sections, indices; duplicates are left out")
    func snapshot() {
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit])
        s.appendItems(["a", "b"])
        s.appendItems(["a"])
        s.insertItems(["z"], beforeItem: "a")
        s.appendSections([.veg])
        s.appendItems(["c"], toSection: .veg)
        s.moveItem("b", beforeItem: "c")
        #expect(s.itemIdentifiers == ["z", "a", "b", "c"])
        #expect(s.itemIdentifiers(inSection: .veg) == ["b", "c"])
        #expect(s.sectionIdentifier(containingItem: "b") == .veg)
        #expect(s.numberOfItems == 4 && s.numberOfSections == 2)
        s.deleteSections([.fruit])
        #expect(s.itemIdentifiers == ["b", "c"])
        #expect(s.indexOfItem("z") == nil)
    }

    @Test("applying a new snapshot animates just the differences; cells follow their items")
    func applyDifferences() {
        let (app, cv, source) = setUp()
        #expect(shown(cv) == [["apple", "pear", "plum"], ["leek", "kale"]])
        let plum = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        var s = source.snapshot()
        s.deleteItems(["pear"])
        s.moveItem("plum", beforeItem: "apple")
        s.appendItems(["fig"], toSection: .fruit)
        s.moveItem("kale", beforeItem: "leek")
        var done = 0
        source.apply(s) { done += 1 }
        app.advance(by: 0.15)
        #expect(done == 0)
        app.runUntilIdle()
        #expect(done == 1)
        #expect(shown(cv) == [["plum", "apple", "fig"], ["kale", "leek"]])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === plum, "plum kept its cell")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "the selection followed plum")
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "fig")
        #expect(source.indexPath(for: "leek") == IndexPath(item: 1, section: 1))
    }

    @Test("sections come and go; reloaded items get fresh cells")
    func sectionsAndReload() {
        let (app, cv, source) = setUp()
        var s = source.snapshot()
        s.deleteSections([.veg])
        s.reloadItems(["pear"])
        let pear = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        source.apply(s)
        app.runUntilIdle()
        #expect(shown(cv) == [["apple", "pear", "plum"]])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) !== pear)
        var t = source.snapshot()
        t.appendSections([.veg])
        t.appendItems(["beet"], toSection: .veg)
        source.apply(t, animatingDifferences: false)
        app.runUntilIdle()
        #expect(shown(cv) == [["apple", "pear", "plum"], ["beet"]])
    }
}
