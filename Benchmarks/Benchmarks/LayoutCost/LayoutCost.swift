import Benchmark
import Folio
import FolioCore
import FolioCairo
import FolioTesting
import FrameBenchmark
import Gallery

/// The `icon-grid` scene at 2×, rotated back and forth: one rotation = the size change, the layout
/// pass (flow pagination of 40 items, content size, page re-anchoring) and one rendered frame.
@MainActor
final class RotatingGrid: FrameScene {
    let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: IconGridViewController())
    var surface: [CGSize: CairoSurface] = [:]

    /// One rotation and the frame it renders.
    func frame() {
        app.rotate()
        let size = app.window.bounds.size
        let target = surface[size] ?? (try! CairoSurface(size: size, scale: 2))
        surface[size] = target
        CairoRenderer.render(app.window, into: target)
        app.window.didRender()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    // Target: ≤ 10 ms.
    Benchmark("FlowPagination of 100,000 items (frames of every item)") { benchmark in
        let pagination = FlowPagination(arrangedCount: 3, pagedCount: 9, horizontalSpacing: 10, verticalSpacing: 10,
                                        padding: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                                        pageSize: CGSize(width: 390, height: 844))
        for _ in benchmark.scaledIterations {
            blackHole(pagination.frames(count: 100_000))
        }
    }

    frameBenchmarks("icon-grid rotation, 2x (layout + one frame)") { RotatingGrid() }
}
