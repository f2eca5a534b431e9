import Foundation
import FolioCore

/// The items of one section as an outline, UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// with children, each parent expanded or collapsed. Apply it to a section with the data source's
/// `apply(_:to:animatingDifferences:completion:)`; the section shows `visibleItems`, list cells
/// are indented by `level(of:)`, and an outline disclosure accessory expands and collapses its row.
///
/// An item already present, or a parent or neighbour that is not, is UIKit's exception; here it
/// is logged and the snapshot is left as it was.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    var outline = Outline<ItemIdentifierType>()

    /// An empty section snapshot.
    public init() {}

    private static func report(_ problem: String?, _ call: String) {
        if let problem { NSDiffableDataSourceSnapshot<Int, ItemIdentifierType>.log("\(call): \(problem)") }
    }

    /// Every item, parents before their children.
    public var items: [ItemIdentifierType] { outline.items }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { outline.rootItems }
    /// The items shown: every ancestor expanded.
    public var visibleItems: [ItemIdentifierType] { outline.visibleItems }

    /// Adds `items` as the last children of `parent` (at the top level when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        Self.report(outline.append(items, to: parent), "append(_:to:)")
    }
    /// Adds `items` as siblings before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        Self.report(outline.insert(items, nextTo: item, after: false), "insert(_:before:)")
    }
    /// Adds `items` as siblings after `item` (and its children).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        Self.report(outline.insert(items, nextTo: item, after: true), "insert(_:after:)")
    }
    /// Removes `items` with their children.
    public mutating func delete(_ items: [ItemIdentifierType]) { outline.delete(items) }
    /// Removes everything.
    public mutating func deleteAll() { outline.deleteAll() }

    /// Expands `items`: their children show (where their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) { outline.expand(items) }
    /// Collapses `items`: their descendants hide.
    public mutating func collapse(_ items: [ItemIdentifierType]) { outline.collapse(items) }
    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { outline.isExpanded(item) }
    /// Whether `item` shows: present and every ancestor expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool { outline.isVisible(item) }
    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { outline.contains(item) }
    /// The position of `item` in `items`, nil when absent.
    public func index(of item: ItemIdentifierType) -> Int? { outline.index(of: item) }
    /// The depth of `item` (0 at the top level; UIKit's answer for an absent item is an
    /// exception, here -1 and a diagnostic).
    public func level(of item: ItemIdentifierType) -> Int {
        if let level = outline.level(of: item) { return level }
        Self.report("the item is not in the section snapshot", "level(of:)")
        return -1
    }
    /// The parent of `item`, nil at the top level.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { outline.parent(of: item) }

    /// The items under `parent` as a snapshot of their own (with `parent` at its top when
    /// `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        if let sub = outline.subtree(of: parent, includingParent: includingParent) { result.outline = sub } else {
            Self.report("the parent is not in the section snapshot; the result is empty", "snapshot(of:includingParent:)")
        }
        return result
    }
    /// Replaces the children of `parent` with the items of `snapshot` (its top-level items
    /// become the children).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        Self.report(outline.replaceChildren(of: parent, with: snapshot.outline), "replace(childrenOf:using:)")
    }

    /// The outline as indented text, one item a line (UIKit's debugging aid).
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: max(0, outline.level(of: $0) ?? 0)) + (outline.isExpanded($0) ? "▾ " : "• ") + "\($0)" }
            .joined(separator: "\n")
    }
}
