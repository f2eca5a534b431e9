import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// A table's header and footer views.
@MainActor
@Suite("Table header and footer views")
struct TableAccessoryViewTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test("a header view sits above the rows and scrolls with them, a footer below the last row; an empty footer adds nothing")
    func accessories() {
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = Rows()
        table.dataSource = rows
        controller.view.addSubview(table)
        table.tableFooterView = UIView()
        app.tick()
        #expect(table.contentSize.height == 132 && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        app.tick()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100), "full width, its own height")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 100)
        #expect(footer.frame == CGRect(x: 0, y: 232, width: 320, height: 30))
        #expect(table.contentSize.height == 262)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil && table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 1, section: 0))
    }
}
