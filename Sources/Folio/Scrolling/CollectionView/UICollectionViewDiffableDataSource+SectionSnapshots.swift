import Foundation

/// A data source that expands and collapses outline rows (an outline disclosure's default action).
@MainActor
protocol OutlineExpanding: AnyObject {
    /// Expands the row at `indexPath` when collapsed, collapses it when expanded.
    func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView)
}

extension UICollectionViewDiffableDataSource {
    /// What happens as outline rows expand and collapse, UIKit's `SectionSnapshotHandlers`: each
    /// `should…` may refuse, each `will…` hears it first, and `snapshotForExpandingParent` may
    /// give the children of a row as it expands (loading them lazily).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the row may expand. Default: yes.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before the row expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the row may collapse. Default: yes.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before the row collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// Given the expanding row and its children (the row at the top), the row and the children
        /// to show. Default: as they are.
        public var snapshotForExpandingParent: ((NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// No handlers.
        public init() {}
    }

    /// The outline shown in `section`: the one applied to it, or its items at the top level.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// Shows `snapshot` in `section` (added at the end when it is not shown): the section's rows
    /// become its visible items, changes animated as with a full snapshot.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        var full = self.snapshot()
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        show(full, animatingDifferences: animatingDifferences, completion: completion)
        refreshExpansion(in: section)
    }

    /// Gives the shown cells of `section` their expansion state.
    private func refreshExpansion(in section: SectionIdentifierType) {
        guard let outline = sectionSnapshots[section] else { return }
        for item in outline.visibleItems {
            guard let indexPath = indexPath(for: item), let cv = collectionView else { continue }
            cv.cellForItem(at: indexPath)?.isExpandedInOutline = outline.isExpanded(item)
        }
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    func toggleOutline(at indexPath: IndexPath, in collectionView: UICollectionView) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath) else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                let given = provide(outline.snapshot(of: item, includingParent: true))
                outline.replace(childrenOf: item, using: given.snapshot(of: item))
            }
            outline.expand([item])
        }
        apply(outline, to: section)
    }
}
