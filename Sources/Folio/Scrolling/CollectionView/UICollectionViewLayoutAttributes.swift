import Foundation
import FolioCore

/// Where a layout puts one element of a collection view — a cell or a supplementary view — and
/// how it shows: UIKit's `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes {
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
    /// The element's transform (about its centre).
    open var transform: CGAffineTransform = .identity
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// Where it stacks: higher in front. Cells default to 0.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false
    /// A cell, a supplementary view or a decoration.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`, …); nil for a cell.
    public let representedElementKind: String?

    /// The attributes of the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy, for a layout that changes attributes it has handed out (UIKit's `copy()`).
    open func copy() -> UICollectionViewLayoutAttributes {
        let c = representedElementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        c.frame = frame; c.transform = transform; c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden
        return c
    }
}
