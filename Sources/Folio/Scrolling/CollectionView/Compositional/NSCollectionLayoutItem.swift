import Foundation
import FolioCore

/// A cell's place in a compositional layout: UIKit's `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// Its size, in its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the cell inside its place. Default zero.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Views anchored to the item (badges), placed with each of its cells. Default none.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }
    /// An item of `layoutSize` with views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    var coreInsets: CompositionalGeometry.Insets {
        .init(top: contentInsets.top, leading: contentInsets.leading, bottom: contentInsets.bottom, trailing: contentInsets.trailing)
    }
    /// The item for the geometry; an item with supplementary items is listed in `tagged` and
    /// tagged with its place there plus one (0: no supplementary items).
    func element(tagging tagged: inout [NSCollectionLayoutItem]) -> CompositionalGeometry.Element {
        guard !supplementaryItems.isEmpty else { return .item(layoutSize.core, insets: coreInsets) }
        tagged.append(self)
        return .item(layoutSize.core, insets: coreInsets, tag: tagged.count)
    }
}

/// The space between a group's items: UIKit's `NSCollectionLayoutSpacing` (flexible spacing is
/// taken at its least).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The points.
    public let spacing: CGFloat
    /// Whether it may grow.
    public let isFlexibleSpacing: Bool
    private init(_ spacing: CGFloat, flexible: Bool) { self.spacing = spacing; isFlexibleSpacing = flexible }
    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: false) }
    /// At least `points`.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points, flexible: true) }
    /// Whether it is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Items (or groups) side by side or one under another: UIKit's `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let axis: Axis
    /// The elements, repeated in turn while they fit (or one, `count` times).
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// The space between elements. Default none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Elements side by side, repeated while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` side by side, sharing the width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }
    /// Elements one under another, repeated while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }
    /// `count` copies of `subitem` one under another, sharing the height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    func coreGroup(tagging tagged: inout [NSCollectionLayoutItem]) -> CompositionalGeometry.Group {
        .init(axis: axis, size: layoutSize.core, elements: subitems.map { $0.element(tagging: &tagged) }, count: count,
              spacing: interItemSpacing?.spacing ?? 0, insets: coreInsets)
    }
    override func element(tagging tagged: inout [NSCollectionLayoutItem]) -> CompositionalGeometry.Element {
        .group(coreGroup(tagging: &tagged))
    }
}
