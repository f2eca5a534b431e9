import Foundation

/// Items in a tree, in reading order (each parent before its children): the model of an outline
/// list whose rows expand and collapse. An item is shown when every ancestor is expanded.
///
/// Every operation refuses what cannot be done (an item already present, a parent or anchor that
/// is not) and reports it in `problems` instead of trapping; the outline is left as it was.
public struct Outline<Element: Hashable & Sendable>: Sendable, Equatable {
    /// Every item, each parent before its children, siblings in order.
    public private(set) var items: [Element] = []
    private var levels: [Element: Int] = [:]
    private var parents: [Element: Element] = [:]
    /// The expanded items.
    public private(set) var expanded: Set<Element> = []

    /// An empty outline.
    public init() {}

    /// Whether `item` is in the outline.
    public func contains(_ item: Element) -> Bool { levels[item] != nil }
    /// The depth of `item`: 0 for a root item; nil when absent.
    public func level(of item: Element) -> Int? { levels[item] }
    /// The parent of `item`, nil for a root item or an absent one.
    public func parent(of item: Element) -> Element? { parents[item] }
    /// The position of `item` in `items`.
    public func index(of item: Element) -> Int? { levels[item] == nil ? nil : items.firstIndex(of: item) }
    /// The items without a parent.
    public var rootItems: [Element] { items.filter { levels[$0] == 0 } }
    /// Whether `item` is expanded.
    public func isExpanded(_ item: Element) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: present, and every ancestor expanded.
    public func isVisible(_ item: Element) -> Bool {
        guard contains(item) else { return false }
        var at = parents[item]
        while let p = at {
            if !expanded.contains(p) { return false }
            at = parents[p]
        }
        return true
    }

    /// The shown items, in order.
    public var visibleItems: [Element] {
        var shown: [Element] = []
        var hiddenBelow: Int?   // a collapsed item's level: deeper items after it are hidden
        for item in items {
            let level = levels[item] ?? 0
            if let h = hiddenBelow { if level > h { continue } else { hiddenBelow = nil } }
            shown.append(item)
            if !expanded.contains(item) { hiddenBelow = level }
        }
        return shown
    }

    /// The range of `items` holding `item` and its descendants.
    private func subtreeRange(of item: Element) -> Range<Int>? {
        guard let start = index(of: item), let level = levels[item] else { return nil }
        var end = start + 1
        while end < items.count, (levels[items[end]] ?? 0) > level { end += 1 }
        return start..<end
    }

    /// The children of `parent` (the root items for nil), in order.
    public func children(of parent: Element?) -> [Element] {
        guard let parent else { return rootItems }
        return items.filter { parents[$0] == parent }
    }

    /// The new items that may go in: not present already and not repeated; the rest are named in
    /// the returned problem.
    private func admissible(_ new: [Element]) -> ([Element], String?) {
        var seen = Set<Element>(), fresh: [Element] = [], refused: [Element] = []
        for item in new {
            if contains(item) || !seen.insert(item).inserted { refused.append(item) } else { fresh.append(item) }
        }
        return (fresh, refused.isEmpty ? nil : "\(refused.count) item(s) already in the outline were not added again")
    }

    /// Adds `new` as the last children of `parent` (as root items when nil). Returns a problem
    /// when something was refused.
    @discardableResult
    public mutating func append(_ new: [Element], to parent: Element? = nil) -> String? {
        if let parent, !contains(parent) { return "the parent is not in the outline; nothing was added" }
        let (fresh, problem) = admissible(new)
        let level = parent.map { (levels[$0] ?? 0) + 1 } ?? 0
        let at = parent.flatMap { subtreeRange(of: $0)?.upperBound } ?? items.count
        insert(fresh, at: at, level: level, parent: parent)
        return problem
    }

    /// Adds `new` as siblings just before (or after the subtree of) `anchor`.
    @discardableResult
    public mutating func insert(_ new: [Element], nextTo anchor: Element, after: Bool) -> String? {
        guard let range = subtreeRange(of: anchor) else { return "the item to insert next to is not in the outline; nothing was added" }
        let (fresh, problem) = admissible(new)
        insert(fresh, at: after ? range.upperBound : range.lowerBound, level: levels[anchor] ?? 0, parent: parents[anchor])
        return problem
    }

    private mutating func insert(_ fresh: [Element], at index: Int, level: Int, parent: Element?) {
        items.insert(contentsOf: fresh, at: index)
        for item in fresh {
            levels[item] = level
            parents[item] = parent
        }
    }

    /// Removes `gone` and their descendants.
    public mutating func delete(_ gone: [Element]) {
        for item in gone {
            guard let range = subtreeRange(of: item) else { continue }
            for removed in items[range] {
                levels[removed] = nil
                parents[removed] = nil
                expanded.remove(removed)
            }
            items.removeSubrange(range)
        }
    }

    /// Removes everything.
    public mutating func deleteAll() { self = Outline() }

    /// Expands `these` (absent items are skipped).
    public mutating func expand(_ these: [Element]) { for item in these where contains(item) { expanded.insert(item) } }
    /// Collapses `these`.
    public mutating func collapse(_ these: [Element]) { for item in these { expanded.remove(item) } }

    /// The subtree under `parent` as an outline of its own (its children as root items, or
    /// `parent` itself as the root when `includingParent`), expansion kept.
    public func subtree(of parent: Element, includingParent: Bool) -> Outline? {
        guard let range = subtreeRange(of: parent), let base = levels[parent] else { return nil }
        var result = Outline()
        let slice = includingParent ? range : range.dropFirst()
        let shift = includingParent ? base : base + 1
        for item in items[slice] {
            result.items.append(item)
            result.levels[item] = (levels[item] ?? shift) - shift
            if let p = parents[item], result.levels[p] != nil { result.parents[item] = p }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// Replaces the children of `parent` with `children`'s items (its roots become the children).
    @discardableResult
    public mutating func replaceChildren(of parent: Element, with children: Outline) -> String? {
        guard let range = subtreeRange(of: parent), let base = levels[parent] else {
            return "the parent is not in the outline; nothing was replaced"
        }
        let old = Set(items[range.dropFirst()])
        let clashing = children.items.filter { contains($0) && !old.contains($0) }
        guard clashing.isEmpty else { return "\(clashing.count) new child item(s) are already elsewhere in the outline; nothing was replaced" }
        for item in old { levels[item] = nil; parents[item] = nil; expanded.remove(item) }
        items.removeSubrange(range.dropFirst())
        items.insert(contentsOf: children.items, at: range.lowerBound + 1)
        for item in children.items {
            levels[item] = (children.levels[item] ?? 0) + base + 1
            parents[item] = children.parents[item] ?? parent
            if children.expanded.contains(item) { expanded.insert(item) }
        }
        return nil
    }
}
