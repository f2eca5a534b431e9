import Foundation
import FolioCore

/// Where a layout puts one element of a collection view — a cell or a supplementary view — and
/// how it shows: UIKit's `UICollectionViewLayoutAttributes`.
///
/// An `NSObject` that copies itself, as in UIKit: a layout that changes attributes it got from
/// `super` copies them first (`$0.copy() as! UICollectionViewLayoutAttributes`), and a subclass
/// with properties of its own overrides `copy(with:)` (calling super) and `isEqual(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's item (a cell) or section (a header or footer: item 0).
    open var indexPath: IndexPath
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    /// The element's bounds: its size at the origin; setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's transform (about its centre). Setting it replaces a 3-D `transform3D`.
    open var transform: CGAffineTransform = .identity { didSet { depthTransform = nil } }
    private var depthTransform: CATransform3D?
    /// The element's transform in three dimensions (about its centre): a cover-flow card turned
    /// with perspective. An affine one sets `transform`; one with depth or perspective is drawn
    /// projected.
    open var transform3D: CATransform3D {
        get { depthTransform ?? CATransform3DMakeAffineTransform(transform) }
        set {
            if CATransform3DIsAffine(newValue) {
                transform = CATransform3DGetAffineTransform(newValue)
            } else {
                transform = .identity
                depthTransform = newValue
            }
        }
    }
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// Where it stacks: higher in front. Cells default to 0.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false
    /// A cell, a supplementary view or a decoration.
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`, …); nil for a cell.
    public internal(set) var representedElementKind: String?
    /// Where a list layout puts this row in its section (its background and separator follow).
    var listRow: ListRowPlacement?

    /// Attributes of a cell at item 0 of section 0 (what `copy(with:)` makes before it copies).
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values; subclasses add theirs after calling super.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c.frame = frame; c.transform = transform; c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden
        c.listRow = listRow
        c.depthTransform = depthTransform
        return c
    }

    /// Equal when every value is (UIKit's rule: a layout skips applying equal attributes).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return mainActorUnchecked {
            o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
                && o.representedElementKind == representedElementKind && o.frame == frame && o.transform == transform
                && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden && o.listRow == listRow
                && o.transform3D == transform3D
        }
    }

    open override var hash: Int { mainActorUnchecked { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) } }
}

/// Copied on the main actor, where layouts run (a copy made elsewhere is checked at run time).
extension UICollectionViewLayoutAttributes: @preconcurrency NSCopying {}

/// A row's place in a list section: the section's appearance, and whether the row is its first
/// or its last (an inset grouped section rounds those corners; the last row has no separator).
struct ListRowPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirst: Bool
    var isLast: Bool
}
