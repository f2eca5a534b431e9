import Foundation

/// A view anchored to an item, a badge or a check mark on a cell: UIKit's
/// `NSCollectionLayoutSupplementaryItem`. Give it to `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`;
/// each cell of that item gets one, asked of the data source with the cell's index path and this
/// `elementKind`. Fractional sizes are fractions of the item's size.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// The point of the item the view is anchored to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the view put on `containerAnchor`; nil: the same edges (the view inside that corner).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Where it stacks against the cells; default 1 (above its cell).
    open var zIndex = 1

    /// A view of `elementKind` inside the corner or edge `containerAnchor` names.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }
    /// A view of `elementKind` whose `itemAnchor` point sits on the item's `containerAnchor` point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The view's frame on an item placed at `item`.
    func frame(on item: CGRect) -> CGRect {
        let size = layoutSize.core.resolve(in: item.size)
        return containerAnchor.frame(of: size, in: item, itemAnchor: itemAnchor)
    }
}

/// A header or footer on a section's edge: UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
/// A top alignment (`.top`, `.topLeading`, `.topTrailing`) places a header above the section's
/// content, a bottom one a footer below it, each the section's full width (less its own
/// `contentInsets`) and its own height.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge.
    public let alignment: NSRectAlignment
    /// How far the header or footer is moved from its edge.
    public let offset: CGPoint

    /// A header or footer of `elementKind` on the `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A header or footer of `elementKind` on the `alignment` edge, offset.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top),
                   itemAnchor: nil)
        zIndex = 0
    }

    /// Whether it is a footer (a bottom alignment); else a header.
    var isFooter: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// An edge or corner of a rectangle: UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
