import Benchmark
import Folio
import FolioCairo
import FolioTesting
import FrameBenchmark

/// 100,000 numbered rows in subtitle cells, reused.
@MainActor
final class HundredThousandRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "+86 138 \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A full-screen table at 2× scrolled 37 points per frame, top to bottom and round again; each
/// frame moves the offset, ticks (tiling: cells leave and are reused) and renders.
@MainActor
final class ScrollingTable: FrameScene {
    let source = HundredThousandRows()
    let app: HeadlessApp
    let table: UITableView
    let surface: CairoSurface

    init() {
        let root = UIViewController()
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: root)
        table = UITableView(frame: root.view.bounds, style: .plain)
        table.rowHeight = 60
        table.dataSource = source
        root.view.addSubview(table)
        app.tick()
        surface = try! CairoSurface(size: CGSize(width: 390, height: 844), scale: 2)
    }

    func frame() {
        var y = table.contentOffset.y + 37
        if y > table.contentSize.height - table.bounds.height { y = 0 }
        table.contentOffset = CGPoint(x: 0, y: y)
        app.tick()
        CairoRenderer.render(app.window, into: surface)
        app.window.didRender()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5))

    // Target: a frame well inside 16 ms; memory independent of the row count.
    frameBenchmarks("table frame while scrolling, 100,000 rows, 2x (tick + render)") { ScrollingTable() }
}
