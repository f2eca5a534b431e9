import Foundation
import FolioCore

/// How a compositional section's row scrolls across: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// Not across: the groups go down the page.
    case none
    /// Freely.
    case continuous
    /// Freely, coming to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// By the width of the view.
    case paging
    /// One group at a time, its leading edge at the section's leading inset.
    case groupPaging
    /// One group at a time, the group centred.
    case groupPagingCentered
}

/// A header (or footer) placed on a section's edge: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem` (the top edge, here).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem {
    /// Its size.
    public let layoutSize: NSCollectionLayoutSize
    /// Its kind, as the data source's `viewForSupplementaryElementOfKind` hears it.
    public let elementKind: String
    /// Which edge: `.top` (others are placed at the top too).
    public let alignment: NSRectAlignment
    /// A header of `elementKind`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

/// An edge or corner of a rectangle: UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// One section of a compositional layout: its group repeated, down the page or in a row that
/// scrolls across: UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated through the section.
    public let group: NSCollectionLayoutGroup
    /// The space between groups. Default 0.
    public var interGroupSpacing: CGFloat = 0
    /// Space around the groups. Default zero.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Whether and how the groups run in one row across. Default `.none`.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers on the section's edge. Default none.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (a background). Default none.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called as the section scrolls (across, or with the page), with its visible items (set
    /// their transform, alpha or z-index), the scroll offset and the environment.
    public var visibleItemsInvalidationHandler: (@MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?

    /// A section of `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }
}
