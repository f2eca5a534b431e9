import Foundation

/// Rows' context menus, UIKit's iOS 13 delegate API: a secondary click on a row asks the table's
/// delegate for `tableView(_:contextMenuConfigurationForRowAt:point:)` and shows its menu there.
@MainActor
final class RowContextMenuSource: NSObject, UIContextMenuInteractionDelegate {
    weak var tableView: UITableView?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let tableView, let delegate = tableView.tableDelegate, let indexPath = tableView.indexPathForRow(at: location) else { return nil }
        return delegate.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }
}

extension UITableView {
    /// Adds the interaction that asks the delegate for rows' menus.
    func installContextMenus() {
        let source = RowContextMenuSource()
        source.tableView = self
        contextMenuSource = source
        addInteraction(UIContextMenuInteraction(delegate: source))
    }
}
