import Foundation
import FolioCore

/// A collection view's data source that works from snapshots of identifiers: UIKit's
/// `UICollectionViewDiffableDataSource`. `apply(_:animatingDifferences:completion:)` works out
/// what changed between the shown snapshot and the new one (items and sections by identity) and
/// animates just that, as a batch update; the cell provider makes each cell from its identifier.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource {
    /// Makes the cell for an item (nil is UIKit's exception; here logged, and an empty cell shown).
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header or footer.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes headers and footers. Default nil.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var applied = false
    /// The outlines applied to sections with `apply(_:to:animatingDifferences:completion:)`.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What happens as outline rows expand and collapse.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` (it becomes the collection view's data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the changes from the shown one, animated when `animatingDifferences`;
    /// the first snapshot simply loads. `completion` runs when the changes are on screen.
    /// Sections shown from section snapshots keep them while their items stay the same.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
        }
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
              animatingDifferences: Bool, completion: (@MainActor () -> Void)?) {
        guard let cv = collectionView else { current = snapshot.settled; completion?(); return }
        let old = current
        current = snapshot.settled
        guard applied, cv.window != nil else {
            applied = true
            cv.reloadData()
            completion?()
            return
        }
        let sections = { (s: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) in
            s.sectionIdentifiers.map { (section: $0, items: s.itemIdentifiers(inSection: $0)) }
        }
        let update = BatchUpdate(from: sections(old), to: sections(snapshot),
                                 reloading: Set(snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers))
        let run = {
            cv.performBatchUpdates({
                cv.deleteSections(IndexSet(update.deletedSections))
                cv.insertSections(IndexSet(update.insertedSections))
                cv.deleteItems(at: update.deletedItems.map { IndexPath(item: $0.row, section: $0.section) })
                cv.insertItems(at: update.insertedItems.map { IndexPath(item: $0.row, section: $0.section) })
                cv.reloadItems(at: update.reloadedItems.map { IndexPath(item: $0.row, section: $0.section) })
                for m in update.movedItems {
                    cv.moveItem(at: IndexPath(item: m.from.row, section: m.from.section), to: IndexPath(item: m.to.row, section: m.to.section))
                }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
    }

    /// The identifier of the item at `indexPath`, nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The index path of an item, nil when it is not shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The identifier of the section at `index`, nil past the end.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    /// The index of a section, nil when it is not shown.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's section count.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's item count in the section.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sectionIdentifiers.indices.contains(section) ? current.numberOfItems(inSection: current.sectionIdentifiers[section]) : 0
    }

    /// The cell provider's cell for the item.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            if let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section] {
                // An outline row: indented by its depth, its expansion in its configuration state.
                (cell as? UICollectionViewListCell)?.indentationLevel = max(0, outline.level(of: item))
                cell.isExpandedInOutline = outline.isExpanded(item)
            }
            return cell
        }
        UICollectionView.collectionLog.error("the cell provider returned no cell for the item at \(indexPath); showing an empty cell")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }

    /// The supplementary view provider's view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UICollectionView.collectionLog.error("the layout asks for a \(kind) at \(indexPath) but no supplementary view provider gives one; showing an empty view")
        return UICollectionReusableView()
    }
}
