import Foundation
import FolioCore

/// Items in lines, line after line, section after section: UIKit's `UICollectionViewFlowLayout`.
/// Sizes and spacings come from the layout's properties, or per item and section from a delegate
/// that adopts `UICollectionViewDelegateFlowLayout`. The placing is `FlowGeometry`'s: lines
/// spread their items across the view, and a viewport finds its items by binary search.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` that lets every cell size itself from its constraints (UIKit's sentinel;
    /// `itemSize` is the guess until a cell has been measured).
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// The direction the content scrolls. Default vertical.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Every item's size when the delegate does not say. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size items are guessed at until their cells, measured as they come on screen
    /// (`preferredLayoutAttributesFitting(_:)`), say otherwise; `.zero` (default) turns
    /// self-sizing off.
    open var estimatedItemSize: CGSize = .zero { didSet { measuredSizes = [:]; invalidateLayout() } }
    /// The least space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of every section's header (its length along the scroll direction counts). Default zero: none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of every section's footer. Default zero: none.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// Where everything sits, as last prepared.
    private(set) var geometry = FlowGeometry()
    /// The sizes cells gave themselves, by item (self-sizing).
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether cells size themselves.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// A flow layout.
    public override init() { super.init() }

    /// UIKit's archive initializer: the layout `init()` makes (Folio stores nothing in the archive).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { geometry = FlowGeometry(); return }
        let delegate = cv.delegate as? any UICollectionViewDelegateFlowLayout
        let inset = cv.adjustedContentInset
        let vertical = scrollDirection == .vertical
        let cross = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
        var sections: [FlowGeometry.Section] = []
        let count = cv.numberOfSections
        sections.reserveCapacity(count)
        for s in 0..<count {
            let items = cv.numberOfItems(inSection: s)
            let sizes: [CGSize]
            if isSelfSizing {
                let guess = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
                sizes = (0..<items).map { measuredSizes[IndexPath(item: $0, section: s)] ?? guess }
            } else if let delegate {
                sizes = (0..<items).map { delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: $0, section: s)) }
            } else {
                sizes = Array(repeating: itemSize, count: items)
            }
            sections.append(FlowGeometry.Section(
                itemSizes: sizes,
                inset: delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset,
                lineSpacing: delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize))
        }
        geometry = FlowGeometry(axis: vertical ? .vertical : .horizontal, crossExtent: cross, sections: sections)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let lo = scrollDirection == .vertical ? rect.minY : rect.minX, hi = scrollDirection == .vertical ? rect.maxY : rect.maxX
        for s in geometry.sections(from: lo, to: hi) {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let a = layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s)), a.frame.intersects(rect) {
                    result.append(a)
                }
            }
        }
        for (position, frame) in geometry.items(in: rect) {
            let a = makeAttributes(forCellWith: IndexPath(item: position.row, section: position.section))
            a.frame = frame
            result.append(a)
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = geometry.frame(of: FlowGeometry.Position(section: indexPath.section, row: indexPath.item)) else { return nil }
        let a = makeAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = geometry.headerFrame(indexPath.section)
        case UICollectionView.elementKindSectionFooter: frame = geometry.footerFrame(indexPath.section)
        default: frame = nil
        }
        guard let frame else { return nil }
        let a = makeAttributes(forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
        a.frame = frame
        return a
    }

    /// A self-sizing cell that wants another size than its place: the layout takes it and lays
    /// out again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let size = preferredAttributes.frame.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        let known = measuredSizes[originalAttributes.indexPath] ?? originalAttributes.frame.size
        guard abs(known.width - size.width) > 0.5 || abs(known.height - size.height) > 0.5 else { return false }
        measuredSizes[originalAttributes.indexPath] = size
        return true
    }

    override func selfSizingFit(for indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        isSelfSizing ? (.fittingSizeLevel, .fittingSizeLevel) : nil
    }

    override func forgetMeasuredSizes() { measuredSizes = [:] }

    override func moveMeasuredSizes(_ map: (IndexPath) -> IndexPath?) {
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredSizes { if let to = map(indexPath) { moved[to] = size } }
        measuredSizes = moved
    }

    /// A new width (vertical scrolling) or height (horizontal) lays the lines out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        let inset = cv.adjustedContentInset
        let cross = scrollDirection == .vertical ? newBounds.width - inset.left - inset.right : newBounds.height - inset.top - inset.bottom
        return cross != geometry.crossExtent && !(cross <= 0 && geometry.crossExtent == 0)
    }
}
