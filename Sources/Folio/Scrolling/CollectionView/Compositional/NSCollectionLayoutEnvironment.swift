import Foundation
import FolioCore

/// The space a compositional layout lays out in: UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside its insets.
    var effectiveContentSize: CGSize { get }
    /// Its insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a compositional layout's section provider and handlers know: UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits of the collection view.
    var traitCollection: UITraitCollection { get }
}

/// An item on screen, as a section's `visibleItemsInvalidationHandler` sees it: UIKit's
/// `NSCollectionLayoutVisibleItem`. Its frame is in the section's unscrolled coordinates.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's frame (unscrolled).
    var frame: CGRect { get }
    /// Its centre.
    var center: CGPoint { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// A cell or a supplementary view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary view's kind.
    var representedElementKind: String? { get }
    /// The transform the cell is shown with.
    var transform: CGAffineTransform { get set }
    /// The cell's opacity.
    var alpha: CGFloat { get set }
    /// Where it stacks.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}

/// The visible item handed to a handler: layout attributes seen through the protocol.
final class VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
    var frame: CGRect { attributes.frame }
    var center: CGPoint { attributes.center }
    var bounds: CGRect { CGRect(origin: .zero, size: attributes.frame.size) }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
}
