import Foundation

/// Rows' context menus, UIKit's iOS 13 delegate API: a secondary click on a row asks the table's
/// delegate for `tableView(_:contextMenuConfigurationForRowAt:point:)` and shows its menu there.
extension UITableView {
    /// Adds the interaction that asks the delegate for rows' menus.
    func installContextMenus() {
        let source = ContextMenuSource(configuration: { [weak self] point in
            guard let self, let delegate = tableDelegate, let indexPath = indexPathForRow(at: point) else { return nil }
            return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }, willDisplay: { [weak self] configuration in
            guard let self else { return }
            tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: nil)
        }, willEnd: { [weak self] configuration in
            guard let self else { return }
            tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: nil)
        })
        contextMenuSource = source
        addInteraction(UIContextMenuInteraction(delegate: source))
    }
}
