import Foundation
import Logging
import FolioCore

/// What places a collection view's cells and supplementary views: UIKit's abstract
/// `UICollectionViewLayout`. A subclass answers `collectionViewContentSize` and the attributes
/// of the elements in a rectangle, recomputing what it caches in `prepare()` after
/// `invalidateLayout()`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout serves (set when it is given one).
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next answer.
    var needsPrepare = true

    /// A layout.
    public override init() { super.init() }

    /// UIKit's archive initializer (layouts are `NSCoding` in UIKit): Folio stores nothing in the
    /// archive, so this is the layout `init()` makes. Subclasses with initializers of their own
    /// implement it, as in UIKit (`return nil`, or `super.init(coder: coder)`).
    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes this layout makes, UIKit's `layoutAttributesClass`: a layout
    /// whose attributes carry more (a subclass of `UICollectionViewLayoutAttributes`) overrides it.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// New attributes of `layoutAttributesClass` for the cell at `indexPath` (the base class, with
    /// a diagnostic, when that class is not layout attributes).
    func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = attributesType.init()
        a.indexPath = indexPath
        return a
    }

    /// New attributes of `layoutAttributesClass` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = attributesType.init()
        a.indexPath = indexPath
        a.representedElementCategory = .supplementaryView
        a.representedElementKind = kind
        return a
    }

    private var attributesType: UICollectionViewLayoutAttributes.Type {
        if let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type { return type }
        Logger(label: "folio.collectionview").error("layoutAttributesClass \(Self.layoutAttributesClass) is not a UICollectionViewLayoutAttributes subclass; using UICollectionViewLayoutAttributes")
        return UICollectionViewLayoutAttributes.self
    }

    /// Recomputes what the layout caches; called before the layout is asked anything after an
    /// invalidation. The default does nothing.
    open func prepare() {}

    /// Marks the layout out of date: the collection view prepares and lays out again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The size of everything the collection view scrolls. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect`. Default none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view. Default nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// Default false (scrolling never does).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's own idea of its attributes (self-sizing) needs a new layout. Default false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Where scrolling stops, given where it would (a layout that snaps overrides this).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// The offset to keep after a layout change, given the proposed one.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Sections whose items run in a row the collection view scrolls across on its own. Default none.
    var orthogonalRows: [Int: OrthogonalRow] { [:] }

    /// Lets a section adjust the attributes of its items on screen (a compositional section's
    /// visible-items handler); `offset` is how far the section (or the page) has scrolled.
    func adjustVisibleItems(_ attributes: [UICollectionViewLayoutAttributes], inSection section: Int, offset: CGPoint) {}

    /// How a cell of this item measures itself (self-sizing): the fitting priorities of its width
    /// and height; nil when the layout gives it its size. Default nil.
    func selfSizingFit(for indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? { nil }

    /// Forgets the sizes cells gave themselves (a reload).
    func forgetMeasuredSizes() {}

    /// Prepares when needed.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
