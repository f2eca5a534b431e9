import Foundation
import FolioCore
import Logging

/// The sections and items a diffable data source shows, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`. A value: take one from the data source (or make an empty one),
/// change it, and `apply(_:animatingDifferences:completion:)` it.
///
/// Identifiers are unique: appending one that is already there is UIKit's exception; here it is
/// logged and left out.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOf: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items to be given new cells when applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items to be configured again when applied (here: given new cells, as reloaded ones).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOf.count }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionIdentifiers.flatMap { items[$0] ?? [] } }

    /// The number of items in a section (0 for an unknown one).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOf[identifier] }
    /// An item's index among all items, nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// A section's index, nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    static func log(_ message: String) { Logger(label: "folio.collectionview").error("\(message)") }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers {
            guard items[s] == nil else { Self.log("appendSections: section identifier \(s) is already in the snapshot; left out"); continue }
            sectionIdentifiers.append(s)
            items[s] = []
        }
    }

    /// Adds sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType) {
        insertSections(identifiers, at: indexOfSection(to), "beforeSection")
    }

    /// Adds sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType) {
        insertSections(identifiers, at: indexOfSection(to).map { $0 + 1 }, "afterSection")
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int?, _ call: String) {
        guard let index else { Self.log("insertSections(_:\(call):): the section to insert by is not in the snapshot; nothing inserted"); return }
        var at = index
        for s in identifiers {
            guard items[s] == nil else { Self.log("insertSections: section identifier \(s) is already in the snapshot; left out"); continue }
            sectionIdentifiers.insert(s, at: at)
            items[s] = []
            at += 1
        }
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers {
            guard let list = items.removeValue(forKey: s) else { continue }
            for item in list { sectionOf[item] = nil }
            sectionIdentifiers.removeAll { $0 == s }
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection to: SectionIdentifierType) {
        guard identifier != to, let from = indexOfSection(identifier), indexOfSection(to) != nil else { return }
        sectionIdentifiers.remove(at: from)
        sectionIdentifiers.insert(identifier, at: indexOfSection(to)!)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection to: SectionIdentifierType) {
        guard identifier != to, let from = indexOfSection(identifier), indexOfSection(to) != nil else { return }
        sectionIdentifiers.remove(at: from)
        sectionIdentifiers.insert(identifier, at: indexOfSection(to)! + 1)
    }

    /// Gives the sections' items new cells when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers { reloadItems(items[s] ?? []) }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when nil). With no section, UIKit's
    /// exception; here logged.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let s = section ?? sectionIdentifiers.last, items[s] != nil else {
            Self.log("appendItems: there are no sections in the snapshot (or no such section); nothing appended")
            return
        }
        for item in identifiers {
            guard sectionOf[item] == nil else { Self.log("appendItems: item identifier \(item) is already in the snapshot; left out"); continue }
            items[s]!.append(item)
            sectionOf[item] = s
        }
    }

    /// Adds items before another.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem to: ItemIdentifierType) { insertItems(identifiers, by: to, after: false) }
    /// Adds items after another.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem to: ItemIdentifierType) { insertItems(identifiers, by: to, after: true) }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], by anchor: ItemIdentifierType, after: Bool) {
        guard let s = sectionOf[anchor], var list = items[s], let index = list.firstIndex(of: anchor) else {
            Self.log("insertItems: the item to insert by is not in the snapshot; nothing inserted"); return
        }
        var at = after ? index + 1 : index
        for item in identifiers {
            guard sectionOf[item] == nil else { Self.log("insertItems: item identifier \(item) is already in the snapshot; left out"); continue }
            list.insert(item, at: at)
            sectionOf[item] = s
            at += 1
        }
        items[s] = list
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard let s = sectionOf.removeValue(forKey: item) else { continue }
            items[s]?.removeAll { $0 == item }
        }
    }

    /// Removes every item (the sections stay).
    public mutating func deleteAllItems() {
        for s in sectionIdentifiers { items[s] = [] }
        sectionOf = [:]
    }

    /// Moves an item before another (in any section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem to: ItemIdentifierType) { moveItem(identifier, by: to, after: false) }
    /// Moves an item after another (in any section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem to: ItemIdentifierType) { moveItem(identifier, by: to, after: true) }

    private mutating func moveItem(_ identifier: ItemIdentifierType, by anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor, sectionOf[identifier] != nil, sectionOf[anchor] != nil else { return }
        deleteItems([identifier])
        insertItems([identifier], by: anchor, after: after)
    }

    /// Gives the items new cells when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOf[$0] != nil && !reloadedItemIdentifiers.contains($0) }
    }

    /// Configures the items' cells again when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOf[$0] != nil && !reconfiguredItemIdentifiers.contains($0) }
    }

    /// The snapshot without pending reloads (what the data source keeps once applied).
    var settled: Self {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        return s
    }

    /// The item at an index path, nil past the ends.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sectionIdentifiers.indices.contains(indexPath.section), let list = items[sectionIdentifiers[indexPath.section]],
              list.indices.contains(indexPath.item) else { return nil }
        return list[indexPath.item]
    }

    /// An item's index path, nil when absent.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOf[item], let section = indexOfSection(s), let index = items[s]?.firstIndex(of: item) else { return nil }
        return IndexPath(item: index, section: section)
    }

    /// The counts per section.
    var counts: [Int] { sectionIdentifiers.map { items[$0]?.count ?? 0 } }
}
