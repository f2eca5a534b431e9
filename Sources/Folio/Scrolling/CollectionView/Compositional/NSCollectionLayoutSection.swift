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
    /// Headers (top alignments) and footers (bottom alignments) on the section's edges. Default none.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (a background). Default none.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called as the section scrolls (across, or with the page), with its visible items (set
    /// their transform, alpha or z-index), the scroll offset and the environment.
    public var visibleItemsInvalidationHandler: (@MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void)?

    /// A section of `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// The list appearance of a section made by `list(using:layoutEnvironment:)`; nil otherwise.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// The first header (top alignment) among the boundary items.
    var header: NSCollectionLayoutBoundarySupplementaryItem? { boundarySupplementaryItems.first { !$0.isFooter } }
    /// The first footer (bottom alignment) among the boundary items.
    var footer: NSCollectionLayoutBoundarySupplementaryItem? { boundarySupplementaryItems.first(where: \.isFooter) }
}
