import Foundation

/// Who updates the results of a search: UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar became first responder, or the user changed its text or scope, or the
    /// search ended: read `searchController.searchBar.text` and show what matches.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells as it is shown and hidden: UIKit's `UISearchControllerDelegate`;
/// all optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
