import Foundation

/// Items' context menus, UIKit's delegate API: a secondary click on an item asks the delegate
/// for `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16), else
/// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13), and shows its menu there.
extension UICollectionView {
    /// Adds the interaction that asks the delegate for items' menus.
    func installContextMenus() {
        let source = ContextMenuSource(configuration: { [weak self] point in
            guard let self, let delegate = collectionDelegate, let indexPath = indexPathForItem(at: point) else { return nil }
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
                ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
        }, willDisplay: { [weak self] configuration in
            guard let self else { return }
            collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
        }, willEnd: { [weak self] configuration in
            guard let self else { return }
            collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: nil)
        })
        contextMenuSource = source
        addInteraction(UIContextMenuInteraction(delegate: source))
    }
}
