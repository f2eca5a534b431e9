import Foundation

extension UITableViewController {
    /// The refresh control of the controller's table (UIKit's `UITableViewController.refreshControl`).
    public var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
