import Foundation

/// What part of a layout is out of date, UIKit's `UICollectionViewLayoutInvalidationContext`: a
/// layout that recomputes only what changed reads it in `invalidateLayout(with:)` (paging menus
/// move their indicator without measuring every item again). It can also shift the content offset
/// and size by an adjustment as the layout is invalidated.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is out of date (`invalidateLayout()`, a reload).
    open var invalidateEverything: Bool { everything }
    /// Whether the item counts changed (a reload or batch update).
    open var invalidateDataSourceCounts: Bool { dataSourceCounts }
    var everything = false
    var dataSourceCounts = false

    /// The items marked out of date.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked out of date, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked out of date, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the content offset as the layout is invalidated.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the content size as the layout is invalidated.
    open var contentSizeAdjustment: CGSize = .zero

    /// A context that marks nothing yet.
    public required override init() { super.init() }

    /// Marks items out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
    /// Marks supplementary views of `elementKind` out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }
    /// Marks decoration views of `elementKind` out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// A flow layout's invalidation context: which of its metrics are out of date, UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again. Default true.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the item attributes must be computed again. Default true.
    open var invalidateFlowLayoutAttributes = true
}
