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

    /// Marks the whole layout out of date: `invalidateLayout(with:)` with a context that
    /// invalidates everything.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` says out of date: the collection view prepares and lays out again,
    /// its content offset moved by the context's `contentOffsetAdjustment`. Layouts that
    /// recompute only what changed override it and call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if let collectionView, context.contentOffsetAdjustment != .zero, context.contentOffsetAdjustment.isFinite {
            let o = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: o.x + context.contentOffsetAdjustment.x, y: o.y + context.contentOffsetAdjustment.y)
        }
        if !invalidatingInLayoutPass { collectionView?.setNeedsLayout() }   // during layout it is laid out already
    }

    /// Set while the collection view invalidates from inside its own layout pass.
    private var invalidatingInLayoutPass = false

    /// `invalidateLayout(with:)` from the collection view's layout pass (a bounds change, a
    /// self-sizing cell): the layout prepares again in that pass, with no new layout request.
    func invalidateInLayoutPass(with context: UICollectionViewLayoutInvalidationContext) {
        invalidatingInLayoutPass = true
        invalidateLayout(with: context)
        invalidatingInLayoutPass = false
    }

    /// The context for a self-sizing cell whose preferred attributes differ from the layout's
    /// (asked when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// says yes). The default marks nothing in particular.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [originalAttributes.indexPath])
        return context
    }

    /// The class of the contexts this layout makes, UIKit's `invalidationContextClass`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a change of the collection view's bounds (asked when
    /// `shouldInvalidateLayout(forBoundsChange:)` says yes). The default marks nothing in particular.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of `invalidationContextClass` (the base class when that is not a context).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        if let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type { return type.init() }
        Logger(label: "folio.collectionview").error("invalidationContextClass \(Self.invalidationContextClass) is not a UICollectionViewLayoutInvalidationContext subclass")
        return UICollectionViewLayoutInvalidationContext()
    }

    /// Decoration view classes by kind (`register(_:forDecorationViewOfKind:)`).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the view the layout shows for decorations of `elementKind` (section backgrounds,
    /// separators); nil unregisters. A class that is not a reusable view is refused with a diagnostic.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else { decorationClasses[elementKind] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return Logger(label: "folio.collectionview").error("register(_:forDecorationViewOfKind: \(elementKind)): \(viewClass) is not a UICollectionReusableView")
        }
        decorationClasses[elementKind] = type
    }

    /// The attributes of the decoration of `elementKind` at `indexPath`. The default: none.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether the layout mirrors itself for the opposite layout direction: a layout written for
    /// `developmentLayoutDirection` answering true is shown flipped horizontally in the other.
    /// Default false (Folio's flow and compositional layouts mirror themselves).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction the layout's attributes are written for. Default left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

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

    /// Moves the sizes cells gave themselves to their items' new index paths after a batch
    /// update (`map` gives nil for an item deleted or reloaded: measured again). Default: forgets them.
    func moveMeasuredSizes(_ map: (IndexPath) -> IndexPath?) { forgetMeasuredSizes() }

    /// Prepares when needed.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
