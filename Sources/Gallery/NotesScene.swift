import Foundation
import Folio
import Examples
import FolioTesting

/// A notes app around the everyday controls: a segmented control over a searchable list that
/// pulls to refresh, a toolbar, a note in a text view with attributed text, a compact date
/// picker; on a wide window the list and the note side by side in a split view.
public enum NotesScene {
    /// The `notes` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "notes",
        summary: "a notes app: segmented control, search, pull to refresh, toolbar, styled text view, date picker; a split view when wide",
        makeRootViewController: { _ in NotesSplitViewController() },
        tour: { app, capture in
            guard let split = app.window.rootViewController as? NotesSplitViewController, let list = split.list else { return "no notes" }
            let size = app.window.bounds.size
            app.runUntilIdle()
            try capture("list")
            let all = list.shown.count

            // Pinned notes only, then all again.
            let filter = list.filter.convert(list.filter.bounds, to: nil)
            app.tap(at: CGPoint(x: filter.minX + filter.width * 0.75, y: filter.midY))
            app.runUntilIdle()
            try capture("pinned")
            let pinned = list.shown.count
            app.tap(at: CGPoint(x: filter.minX + filter.width * 0.25, y: filter.midY))
            app.runUntilIdle()

            // Search as you type; Cancel ends it.
            app.tap(list.searchController.searchBar.searchTextField)
            app.type("pa")
            app.runUntilIdle()
            try capture("search")
            let found = list.shown.count
            if let cancel = app.button(titled: "Cancel") { app.tap(cancel) }
            app.runUntilIdle()

            // Pull to refresh: a sync brings a note.
            let table = list.tableView.convert(list.tableView.bounds, to: nil)
            let start = CGPoint(x: table.midX, y: table.minY + 150)
            app.touchDown(at: start)
            for step in 1...30 {
                app.advance(by: 0.02)
                app.touchMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 12))
            }
            try capture("refreshing")
            app.touchUp(at: CGPoint(x: start.x, y: start.y + 360))
            app.runUntilIdle()
            let synced = list.shown.count

            // Open the newest note and write in it.
            if let row = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) {
                app.tap(row)
                app.runUntilIdle()
            }
            var edited = ""
            if let editor = list.navigationController?.topViewController as? NoteEditorViewController
                ?? split.viewController(for: .secondary) as? NoteEditorViewController {
                // Below the last line: the caret goes to the end of the text.
                let text = editor.textView.convert(editor.textView.bounds, to: nil)
                app.tap(at: CGPoint(x: text.midX, y: text.minY + 240))
                app.type(" Typed on Linux.")
                app.runUntilIdle()
                try capture("editing")
                edited = split.store.notes[editor.index].body
                app.tap(editor.reminder)
                app.runUntilIdle()
                try capture("reminder")
                app.tap(at: CGPoint(x: 8, y: size.height - 8))
                app.runUntilIdle()
            }

            // A wide window: the list beside the note.
            app.window.transition(to: CGSize(width: 1024, height: 768))
            app.runUntilIdle()
            try capture("wide")
            let wide = !split.isCollapsed
            app.window.transition(to: size)
            app.runUntilIdle()
            return "notes \(all), pinned \(pinned), 'pa' finds \(found), after a pull \(synced); the note now ends \"\(edited.suffix(16))\"; "
                + "wide: \(wide ? "list beside the note" : "still collapsed")"
        })
}
