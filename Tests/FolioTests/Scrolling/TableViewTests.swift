import Foundation
import FolioCore
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

/// A list of numbered rows that logs what the table asks and tells.
@MainActor
final class NumberList: UITableViewDataSource, UITableViewDelegate {
    enum Call: Equatable { case willSelect(Int), didSelect(Int), didDeselect(Int), commit(Int) }
    var rows: [String]
    var calls: [Call] = []
    var editable = false
    var countLie: Int?
    init(count: Int) { rows = (0..<count).map { "row \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { countLie ?? rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
        cell.textLabel?.text = indexPath.row < rows.count ? rows[indexPath.row] : "?"
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append(.commit(indexPath.row))
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append(.willSelect(indexPath.row)); return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append(.didSelect(indexPath.row)) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append(.didDeselect(indexPath.row)) }
}

@MainActor
struct TableHarness {
    let app: HeadlessApp
    let table: UITableView
    let list: NumberList

    init(rows: Int, size: CGSize = CGSize(width: 390, height: 844)) {
        DiagnosticLog.install()
        let root = UIViewController()
        app = HeadlessApp(size: size, scale: 1, rootViewController: root)
        table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "number")
        list = NumberList(count: rows)
        table.dataSource = list
        table.delegate = list
        root.view.addSubview(table)
        app.tick()
    }

    /// The texts of the cells on screen, top to bottom, and whether each sits on its row's frame.
    var shown: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }
    func framesMatch() -> Bool {
        table.indexPathsForVisibleRows?.allSatisfy { table.cellForRow(at: $0)?.frame == table.rectForRow(at: $0) } ?? false
    }
}

@MainActor
@Suite("UITableView")
struct TableViewTests {
    @Test("right after the content moves by code, only the rows now on screen are visible")
    func visibleRowsAfterMove() {
        let h = TableHarness(rows: 200)
        h.table.contentOffset = CGPoint(x: 0, y: 44 * 100)
        // No frame has passed: the list is brought up to date when asked.
        #expect(h.shown.first == "row 100")
        #expect(h.table.indexPathsForVisibleRows?.allSatisfy { h.table.rectForRow(at: $0).intersects(h.table.bounds) } == true)
        #expect(h.framesMatch())
    }

    @Test("scrolling 10,000 rows top to bottom creates only a screenful of cells, each showing its row")
    func reuse() {
        let h = TableHarness(rows: 10_000)
        #expect(h.table.contentSize.height == 440_000)
        // Below the status bar (the safe area inset the table adds): 19 rows of 44 in 824 points.
        #expect(h.table.adjustedContentInset.top == 20 && h.table.contentOffset.y == -20)
        #expect(h.shown.first == "row 0" && h.shown.count == 19)

        var y: CGFloat = 0
        while y < 440_000 - 844 {
            y = min(y + 397, 440_000 - 844)
            h.table.contentOffset = CGPoint(x: 0, y: y)
            h.app.tick()
            let first = Int(y / 44)
            #expect(h.table.indexPathsForVisibleRows?.first?.row == first)
            #expect(h.shown.first == "row \(first)")
        }
        h.app.swipe(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), velocity: 3)
        h.app.runUntilIdle()

        #expect(h.table.createdCellCount <= 21)
        #expect(h.table.subviews.filter { $0 is UITableViewCell }.count == h.table.visibleCells.count)
        #expect(h.framesMatch())
    }

    @Test("a tap selects a row (willSelect, didSelect); another tap deselects it first; a drag selects nothing")
    func selection() {
        let h = TableHarness(rows: 30)

        h.app.tap(at: CGPoint(x: 100, y: 66))
        h.app.tap(at: CGPoint(x: 100, y: 154))
        h.app.runUntilIdle()
        #expect(h.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(h.table.visibleCells.filter(\.isSelected).count == 1)
        h.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.3)
        h.app.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        h.app.runUntilIdle()

        #expect(h.list.calls == [.willSelect(1), .didSelect(1), .willSelect(3), .didDeselect(1), .didSelect(3)])
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @MainActor final class LoggingCell: UITableViewCell {
        var lines: [String] = []
        override func setSelected(_ selected: Bool, animated: Bool) {
            lines.append("selected \(selected) animated \(animated)")
            super.setSelected(selected, animated: animated)
        }
        override func setHighlighted(_ highlighted: Bool, animated: Bool) {
            lines.append("highlighted \(highlighted)")
            super.setHighlighted(highlighted, animated: animated)
        }
    }

    @Test("selection in code: selectRow scrolls to the row and asks no delegate, deselectRow clears it; a cell's isSelected and isHighlighted are settable through setSelected / setHighlighted")
    func selectionInCode() {
        let h = TableHarness(rows: 100)
        h.list.calls.removeAll()

        h.table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .middle)
        h.app.tick()
        let cell = h.table.cellForRow(at: IndexPath(row: 60, section: 0))
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 60, section: 0))
        #expect(cell?.isSelected == true)
        #expect(abs((h.table.rectForRow(at: IndexPath(row: 60, section: 0)).midY - h.table.contentOffset.y) - (20 + 412)) < 1, "scrolled to the middle of the part below the status bar")
        h.table.deselectRow(at: IndexPath(row: 60, section: 0), animated: true)
        #expect(h.table.indexPathForSelectedRow == nil && cell?.isSelected == false)
        #expect(h.list.calls.isEmpty, "code selection calls no delegate method: \(h.list.calls)")

        let own = LoggingCell(style: .default, reuseIdentifier: nil)
        own.isSelected = true
        own.isSelected = true
        own.isHighlighted = true
        own.isSelected = false
        #expect(own.lines == ["selected true animated false", "selected true animated false", "highlighted true", "selected false animated false"])
        #expect(!own.isSelected && own.isHighlighted)
    }

    @Test("swipe left opens Delete; tapping it commits, the row fades and the rows below move up")
    func swipeToDelete() {
        let h = TableHarness(rows: 30)
        h.list.editable = true
        let third = h.table.cellForRow(at: IndexPath(row: 3, section: 0))

        h.app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 200, y: 112), duration: 0.3)
        h.app.runUntilIdle()
        let cell = h.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(cell?.swipeOffset == 74)
        #expect(cell?.deleteButton.isHidden == false)

        h.app.tap(at: CGPoint(x: 390 - 30, y: 110))
        h.app.advance(by: 0.15)
        let moving = third?.presentationFrame.minY ?? 0
        h.app.runUntilIdle()

        #expect(h.list.calls == [.commit(2)])
        #expect(moving > 88 && moving < 132)
        #expect(third?.frame.minY == 88)
        #expect(h.shown.prefix(4) == ["row 0", "row 1", "row 3", "row 4"])
        #expect(h.table.numberOfRows(inSection: 0) == 29 && h.table.departing.isEmpty && h.framesMatch())
    }

    @Test("a row the data source does not let edit does not swipe; a tap closes an open row without selecting")
    func swipeRefusedAndClosed() {
        let h = TableHarness(rows: 30)
        h.app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.3)
        h.app.runUntilIdle()
        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0))?.swipeOffset == 0)

        h.list.editable = true
        h.app.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 150, y: 110), duration: 0.3)
        h.app.runUntilIdle()
        h.app.tap(at: CGPoint(x: 100, y: 300))
        h.app.runUntilIdle()

        #expect(h.table.cellForRow(at: IndexPath(row: 2, section: 0))?.swipeOffset == 0)
        #expect(h.list.calls.isEmpty)
    }

    @Test("an animated insert at the top moves the rows down over 0.3 s and keeps the selection on its row")
    func insert() {
        let h = TableHarness(rows: 30)
        h.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let first = h.table.cellForRow(at: IndexPath(row: 0, section: 0))

        h.list.rows.insert("new", at: 0)
        h.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        h.app.advance(by: 0.15)
        let mid = first?.presentationFrame.minY ?? -1
        h.app.runUntilIdle()

        #expect(mid > 0 && mid < 44)
        #expect(first?.frame.minY == 44)
        #expect(h.shown.prefix(3) == ["new", "row 0", "row 1"])
        #expect(h.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(h.framesMatch())
    }

    @Test("an update whose counts do not add up is UIKit's Invalid update: logged, and the table reloads")
    func invalidUpdate() {
        let h = TableHarness(rows: 5)

        h.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        h.app.runUntilIdle()

        #expect(!DiagnosticLog.shared.messages(containing: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)").isEmpty)
        #expect(h.shown == ["row 0", "row 1", "row 2", "row 3", "row 4"])
    }

    @Test("a negative row count is logged and read as no rows")
    func negativeCount() {
        let h = TableHarness(rows: 5)

        h.list.countLie = -3
        h.table.reloadData()
        h.app.tick()

        #expect(h.table.numberOfRows(inSection: 0) == 0 && h.table.visibleCells.isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "answered -3 to tableView(_:numberOfRowsInSection: 0)").isEmpty)
    }

    @Test("a cell that belongs to another table is refused with a diagnostic; an empty cell stands in")
    func foreignCell() {
        final class Thief: UITableViewDataSource {
            let other: UITableView
            init(other: UITableView) { self.other = other }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                other.dequeueReusableCell(withIdentifier: "number", for: indexPath)
            }
        }
        let h = TableHarness(rows: 3)
        let second = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let thief = Thief(other: h.table)
        second.dataSource = thief
        h.table.superview?.addSubview(second)

        h.app.tick()

        #expect(second.visibleCells.count == 3)
        #expect(second.visibleCells.allSatisfy { $0.owner === second })
        #expect(!DiagnosticLog.shared.messages(containing: "returned a cell that belongs to another table").isEmpty)
    }

    @Test("inside a navigation controller the first row starts under the bar and a plain header sticks to it")
    func navigationAndHeaders() {
        final class Sections: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 3 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "c")
                cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
                return cell
            }
        }
        let list = Sections()
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        let table = list.tableView!
        let bar = nav.barInset
        #expect(bar > 0 && table.adjustedContentInset.top == bar && table.contentOffset.y == -bar)
        #expect(table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nav.view).minY == bar + 28)

        table.contentOffset = CGPoint(x: 0, y: 300)
        app.tick()

        let header = table.headers[0]
        #expect(header.map { table.convert($0.frame, to: nav.view).minY } == bar)
        #expect(header?.text == "Section 0")
        #expect(table.createdCellCount <= 22)
    }
}

@MainActor
@Suite("UITableView under random use")
struct TableViewRandomTests {
    /// Random scrolls, drags, inserts, deletes (animated and not, batched), reloads and taps, with
    /// the frames run in between cut short or run out: after each step the cells on screen are
    /// exactly the rows in view, each shows its own row, sits on its row's frame and belongs to
    /// the table; the reuse pool keeps the number of cells made small.
    @Test("invariants hold over 8 rounds × 100 random operations", arguments: 0..<8)
    func random(round: Int) {
        var rng = SeededGenerator(seed: UInt64(round) &* 0x5DEECE66D &+ 11)
        let h = TableHarness(rows: 40)
        var serial = 40
        for _ in 0..<100 {
            let count = h.list.rows.count
            switch Int.random(in: 0..<7, using: &rng) {
            case 0:
                let range = h.table.contentOffsetRange(.vertical)
                h.table.setContentOffset(CGPoint(x: 0, y: CGFloat.random(in: range, using: &rng)), animated: Bool.random(using: &rng))
            case 1, 2:
                let n = Int.random(in: 1...3, using: &rng)
                let at = Int.random(in: 0...count, using: &rng)
                h.list.rows.insert(contentsOf: (0..<n).map { "row \(serial + $0)" }, at: at)
                serial += n
                h.table.insertRows(at: (at..<(at + n)).map { IndexPath(row: $0, section: 0) },
                                   with: Bool.random(using: &rng) ? .fade : .none)
            case 3 where count > 0:
                var picked = Set<Int>()
                for _ in 0..<Int.random(in: 1...min(3, count), using: &rng) { picked.insert(Int.random(in: 0..<count, using: &rng)) }
                for i in picked.sorted(by: >) { h.list.rows.remove(at: i) }
                h.table.performBatchUpdates {
                    h.table.deleteRows(at: picked.map { IndexPath(row: $0, section: 0) }, with: .left)
                }
            case 4:
                h.table.reloadData()
            case 5:
                h.app.tap(at: CGPoint(x: 100, y: CGFloat.random(in: 5...800, using: &rng)))
            default:
                h.app.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: CGFloat.random(in: 300...650, using: &rng)), duration: 0.15)
            }
            if Bool.random(using: &rng) { #expect(h.app.runUntilIdle()) } else { h.app.advance(by: 0.1) }
            h.app.tick()

            let inView = Set((h.table.indexPathsForVisibleRows ?? []).map(\.row))
            let geometryRows = Set(h.table.loadedGeometry.rows(from: h.table.contentOffset.y,
                                                              to: h.table.contentOffset.y + h.table.bounds.height).map(\.row))
            #expect(inView == geometryRows)
            for path in h.table.indexPathsForVisibleRows ?? [] {
                let cell = h.table.cellForRow(at: path)
                #expect(cell?.textLabel?.text == h.list.rows[path.row])
                #expect(cell?.owner === h.table && cell?.superview === h.table)
            }
            #expect(h.table.numberOfRows(inSection: 0) == h.list.rows.count)
        }
        h.app.runUntilIdle()
        #expect(h.framesMatch())
        #expect(h.table.departing.isEmpty)
        #expect(h.table.subviews.filter { $0 is UITableViewCell }.count == h.table.visibleCells.count)
        #expect(h.table.createdCellCount <= 60)
    }
}
