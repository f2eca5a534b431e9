// Generated from Sources/Folio/Folio.docc/ListsAndStorage.md by DocumentationSnippetsTests
// (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
import Folio
import FolioTesting
import Testing

enum ListsAndStorageArticle {
    // Block 1
    final class ContactsController: UITableViewController {
        var contacts: [String] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            contacts.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "c")
            cell.textLabel?.text = contacts[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    // Block 2
    @MainActor static func block2() throws {
        let sandbox = AppSandbox(home: FileManager.default.temporaryDirectory, bundleIdentifier: "com.example.notes")
        let window = UIWindow()
        final class DetailController: UIViewController {}
        let archive = StateArchive(sandbox: sandbox)
        archive.register("detail") { DetailController() }   // how to make what a saved stack names
        archive.restore(window)
        // … later
        archive.save(window)
    }
}
