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

/// Numbered tiles in a flow layout, reused.
@MainActor
final class NumberedTiles: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
}

/// A tile: a grey square with its number.
final class TileCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .lightGray
        label.textAlignment = .center
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A full-screen grid of 120-point tiles at 2×, three to a line, scrolled 37 points per frame
/// through its content and round again: tiling, reuse and rendering, for `count` items.
@MainActor
final class ScrollingGrid: FrameScene {
    let source: NumberedTiles
    let app: HeadlessApp
    let grid: UICollectionView
    let surface: CairoSurface

    init(count: Int) {
        source = NumberedTiles(count: count)
        let root = UIViewController()
        app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: root)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumLineSpacing = 15
        layout.minimumInteritemSpacing = 15
        grid = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
        grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = source
        root.view.addSubview(grid)
        app.tick()
        surface = try! CairoSurface(size: CGSize(width: 390, height: 844), scale: 2)
    }

    func frame() {
        var y = grid.contentOffset.y + 37
        if y > grid.contentSize.height - grid.bounds.height { y = 0 }
        grid.contentOffset = CGPoint(x: 0, y: y)
        app.tick()
        CairoRenderer.render(app.window, into: surface)
        app.window.didRender()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5))

    // Target: a frame well inside 16 ms; memory independent of the row count.
    frameBenchmarks("table frame while scrolling, 100,000 rows, 2x (tick + render)") { ScrollingTable() }

    // A collection view's frame does not grow with its item count: 100 and 100,000 items side by side.
    frameBenchmarks("collection view frame while scrolling, 100 items, 2x (tick + render)") { ScrollingGrid(count: 100) }
    frameBenchmarks("collection view frame while scrolling, 100,000 items, 2x (tick + render)") { ScrollingGrid(count: 100_000) }
}
