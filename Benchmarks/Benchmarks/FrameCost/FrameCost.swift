import Benchmark
import Folio
import FolioCairo
import FolioTesting
import Gallery

/// One frame of the `page-control` scene at 2× while a finger swipes: deliver the move, advance,
/// lay out (`tick`) and render into the window's surface. Target: median ≤ 2 ms.
@MainActor
final class SwipingScene {
    let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: PageViewController())
    let surface: CairoSurface
    var x: CGFloat = 300
    var step: CGFloat = -4

    init() {
        surface = try! CairoSurface(size: CGSize(width: 390, height: 844), scale: 2)
        app.touchDown(at: CGPoint(x: x, y: 400))
        for _ in 0..<5 { move() }
    }

    func move() {
        if x < 60 || x > 330 { step = -step }
        x += step
        app.touchMove(to: CGPoint(x: x, y: 400))
    }

    func frame() {
        move()
        CairoRenderer.render(app.window, into: surface)
        app.window.didRender()
    }
}

/// The `book` scene at 2× with a page curling under the finger.
@MainActor
final class CurlingBook {
    let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 2, rootViewController: BookViewController())
    let surface: CairoSurface
    var y: CGFloat = 700
    var step: CGFloat = -4

    init() {
        surface = try! CairoSurface(size: CGSize(width: 390, height: 844), scale: 2)
        app.touchDown(at: CGPoint(x: 195, y: 800))
        for _ in 0..<10 { move() }
    }

    func move() {
        if y < 300 || y > 780 { step = -step }
        y += step
        app.touchMove(to: CGPoint(x: 195, y: y))
    }

    func frame() {
        move()
        CairoRenderer.render(app.window, into: surface)
        app.window.didRender()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    // The work runs on the main actor; the measurement excludes the hop onto it.
    Benchmark("page-control frame during a swipe, 2x (tick + render)") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let scene = SwipingScene()
            b.startMeasurement()
            for _ in b.scaledIterations { scene.frame() }
            b.stopMeasurement()
        }
    }

    // Target: ≤ 4 ms.
    Benchmark("book page-curl frame during a pull, 2x (tick + render)") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let book = CurlingBook()
            b.startMeasurement()
            for _ in b.scaledIterations { book.frame() }
            b.stopMeasurement()
        }
    }
}
