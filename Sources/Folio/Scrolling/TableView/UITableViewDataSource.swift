import Foundation

/// What a table shows: UIKit's `UITableViewDataSource`. Only the row count and the cells are
/// required; the rest have defaults.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections. Default 1. Negative answers count as 0, with a diagnostic.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`. Negative answers count as 0, with a diagnostic.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of a plain section header; nil (the default) for no header.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// Whether the user may swipe the row to delete it. Default false: UIKit enables the swipe when
    /// the data source implements `tableView(_:commit:forRowAt:)`, which a Swift protocol cannot
    /// see, so a Folio data source that deletes rows also returns true here.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user confirmed an edit (the swipe's Delete button): update the model, then call
    /// `deleteRows(at:with:)`. Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
}
