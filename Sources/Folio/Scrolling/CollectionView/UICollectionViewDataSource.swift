import Foundation
import FolioCore

/// Where a collection view's items come from: UIKit's `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The header or footer of a section, from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// Default: an empty view (UIKit requires it when the layout asks for one).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// The default the protocol documents.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// The default the protocol documents.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionView.collectionLog.error("the layout asks for a \(kind) at \(indexPath) but the data source gives none; showing an empty view")
        return UICollectionReusableView()
    }
}
