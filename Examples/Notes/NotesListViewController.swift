import Foundation
import Folio

/// The notes list as a UIKit app writes it: a table view controller with a segmented control in
/// the navigation bar (All / Pinned), a search controller filtering as the user types, pull to
/// refresh that syncs, and a toolbar with the count and a compose button.
public final class NotesListViewController: UITableViewController, UISearchResultsUpdating {
    /// The notes.
    public let store: NoteStore
    /// All or pinned notes.
    public let filter = UISegmentedControl(items: ["All", "Pinned"])
    /// Searches the notes' titles and text.
    public let searchController = UISearchController(searchResultsController: nil)
    /// The toolbar's count of notes shown.
    public let countLabel = UILabel()
    /// The store's indexes of the rows shown.
    public private(set) var shown: [Int] = []
    /// How long a sync takes.
    static let syncDuration: TimeInterval = 0.8

    /// A list of `store`'s notes.
    public init(store: NoteStore) {
        self.store = store
        super.init(style: .plain)
    }

    /// Not archived.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        navigationItem.titleView = filter

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search notes"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        refreshControl = UIRefreshControl()
        refreshControl?.addAction(UIAction { [weak self] _ in self?.sync() }, for: .valueChanged)

        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .secondaryLabel
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: NotesListViewController.compose)
        toolbarItems = [.flexibleSpace(), UIBarButtonItem(customView: countLabel), .flexibleSpace(), compose]
        reload()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
        reload()
    }

    /// The notes matching the filter and the search, newest first.
    func reload() {
        let text = (searchController.searchBar.text ?? "").lowercased()
        let pinnedOnly = filter.selectedSegmentIndex == 1
        shown = store.notes.indices.filter { i in
            let note = store.notes[i]
            return (!pinnedOnly || note.isPinned)
                && (text.isEmpty || note.title.lowercased().contains(text) || note.body.lowercased().contains(text))
        }
        countLabel.text = shown.count == 1 ? "1 note" : "\(shown.count) notes"
        countLabel.sizeToFit()
        tableView.reloadData()
    }

    public func updateSearchResults(for searchController: UISearchController) { reload() }

    /// Pull to refresh: a sync brings a note after a moment.
    func sync() {
        guard let app = view.window?.application else { refreshControl?.endRefreshing(); return }
        FrameTimer.scheduledTimer(withTimeInterval: Self.syncDuration, in: app) { [weak self] _ in
            guard let self else { return }
            self.store.sync()
            self.reload()
            self.refreshControl?.endRefreshing()
        }
    }

    /// Ctrl-N writes a new note and Ctrl-F searches, as a notes app offers them on a keyboard
    /// (held Ctrl lists them).
    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "New Note", action: NotesListViewController.compose, input: "n", modifierFlags: .command),
         UIKeyCommand(title: "Search Notes", action: NotesListViewController.search, input: "f", modifierFlags: .command)]
    }

    /// Puts the caret in the search field.
    func search() {
        searchController.searchBar.becomeFirstResponder()
    }

    /// A new, empty note, opened for editing.
    func compose() {
        let index = store.add(Note(title: "New note", body: "", modified: (store.notes.first?.modified ?? Date()) + 60))
        reload()
        open(index)
    }

    /// Shows the note in the editor: beside the list when wide, pushed when narrow.
    func open(_ index: Int) {
        showDetailViewController(NoteEditorViewController(store: store, index: index), sender: self)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "note")
        let note = store.notes[shown[indexPath.row]]
        cell.textLabel?.text = (note.isPinned ? "★ " : "") + note.title
        cell.detailTextLabel?.text = note.body
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        open(shown[indexPath.row])
    }
}
