import Foundation
import Folio

/// The notes app's window: the list beside the note open on a wide window; on a narrow one the
/// split view collapses to the list's navigation stack and notes are pushed onto it.
public final class NotesSplitViewController: UISplitViewController {
    /// The notes.
    public let store = NoteStore()
    /// The list in the primary column.
    public private(set) var list: NotesListViewController!

    /// The split view with the list and the first note.
    public override init() {
        super.init(style: .doubleColumn)
        list = NotesListViewController(store: store)
        preferredDisplayMode = .oneBesideSecondary
        delegate = self
        setViewController(list, for: .primary)
        setViewController(NoteEditorViewController(store: store, index: 0), for: .secondary)
    }

    /// Not archived.
    public required init?(coder: NSCoder) { nil }
}

extension NotesSplitViewController: UISplitViewControllerDelegate {
    /// A narrow window shows the list first, not the note.
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
}
