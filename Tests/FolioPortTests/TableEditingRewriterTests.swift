import Testing
@testable import FolioPort

@Suite("Swipe to delete")
struct TableEditingRewriterTests {
    @Test("a data source that commits edits but never says canEditRowAt gets it, returning true, after commit")
    func added() {
        let source = """
        class Contacts: UITableViewController {
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                names.remove(at: indexPath.row)
            }
        }
        """

        let result = port(source)

        #expect(result.source == """
        class Contacts: UITableViewController {
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                names.remove(at: indexPath.row)
            }

            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        """)
        #expect(result.report.rewrites[.swipeToDelete] == 1)
    }

    @Test("a type that says canEditRowAt itself, in another file's extension, is left alone")
    func alreadySaid() {
        let source = """
        extension Contacts: UITableViewDataSource {
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        """
        let other = "extension Contacts { func tableView(_ t: UITableView, canEditRowAt i: IndexPath) -> Bool { i.row > 0 } }"

        #expect(port(source, with: [other]).changed == false)
    }
}
