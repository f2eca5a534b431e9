import Foundation
import FolioCore

/// A view a collection view shows and reuses — a header, a footer, or (as `UICollectionViewCell`)
/// an item: UIKit's `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued under.
    public internal(set) var reuseIdentifier: String?
    /// The collection view that made it (it is reused only there).
    weak var owner: UICollectionView?
    /// The kind it was dequeued as (a header, a footer); nil for a cell.
    var elementKind: String?

    /// A view of `frame` (the collection view makes registered classes through it).
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// UIKit's archive initializer: a view with a zero frame (Folio stores nothing in the
    /// archive). Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the collection view hands the view out again. The default does nothing.
    open func prepareForReuse() {}

    /// Takes the layout's attributes (the collection view has already set frame, alpha,
    /// transform and hidden). The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like; the default gives back the layout's own.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
