import Foundation

/// How a table's rows look and answer the user: UIKit's `UITableViewDelegate` (also the table's
/// scroll delegate). Every method has a default.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row's height. Default: the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of a section's header. Default: the table's `sectionHeaderHeight` when the
    /// section has a title, else 0.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The row about to be selected, or another one, or nil to refuse. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user's new selection deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to come on screen.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell went off screen (or its row was deleted) and is back in the reuse pool.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The title of the swipe's delete button. Default "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The context menu of a row, opened by a secondary click at `point` (in the table); nil
    /// (the default) for none.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration?
    /// A row's context menu is about to show.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
    /// A row's context menu is going.
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section) == nil ? 0 : tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
}
