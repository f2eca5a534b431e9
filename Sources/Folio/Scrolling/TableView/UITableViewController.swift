import Foundation

/// A controller whose view is a table it serves as data source and delegate: UIKit's
/// `UITableViewController`. Subclasses override the data-source and delegate methods they need.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style the table is made with.
    let style: UITableView.Style
    /// Whether the selected row is deselected when the view appears again (back from a pushed
    /// detail). Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// UIKit's archive initializer: a plain table (Folio stores nothing in the archive).
    public required convenience init?(coder: NSCoder) { self.init(style: .plain) }

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init()
    }

    /// A plain table controller.
    public convenience override init() { self.init(style: .plain) }

    /// The table (the controller's view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Editing turns on and off for the table too, as in UIKit.
    override func receiveKey(_ key: KeyInput) -> Bool { tableView?.receiveKeyboardFocusKey(key) ?? false }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let row = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: row, animated: animated)
        }
    }

    // MARK: UITableViewDataSource (override in subclasses)

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// An empty default cell (a subclass that has rows returns its own).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No swipe to delete.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    // MARK: UITableViewDelegate (override in subclasses)

    /// The table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `sectionHeaderHeight` for titled sections.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        self.tableView(tableView, titleForHeaderInSection: section) == nil ? 0 : tableView.sectionHeaderHeight
    }
    /// `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// A row's context menu: none.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// A row's context menu is about to show.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// A row's context menu is going.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
