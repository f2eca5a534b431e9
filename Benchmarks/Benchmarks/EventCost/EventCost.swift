import Benchmark
import Folio
import FolioTesting

/// 10,000 views: 500 chains of 20 nested views side by side; the point lies in the back-most chain,
/// so the hit test asks every chain's first view and walks one chain to its bottom.
@MainActor
func makeTree() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 5000, height: 100))
    for i in 0..<500 {
        var parent = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 100))
        root.addSubview(parent)
        for _ in 1..<20 {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
    }
    return root
}

/// A view with the six recognizers and one finger down on it, moving back and forth.
@MainActor
final class SixRecognizers {
    let app: HeadlessApp
    var x: CGFloat = 100
    init() {
        let vc = UIViewController()
        app = HeadlessApp(size: CGSize(width: 400, height: 400), scale: 1, rootViewController: vc)
        let target = UIView(frame: vc.view.bounds)
        vc.view.addSubview(target)
        let recognizers: [UIGestureRecognizer] = [UITapGestureRecognizer(), UILongPressGestureRecognizer(),
                                                  UISwipeGestureRecognizer(), UIPanGestureRecognizer(),
                                                  UIPinchGestureRecognizer(), UIRotationGestureRecognizer()]
        recognizers.forEach(target.addGestureRecognizer)
        app.touchDown(at: CGPoint(x: x, y: 200))
    }

    func move() {
        x = x > 300 ? 100 : x + 1
        app.send(.moved, at: CGPoint(x: x, y: 200))
        app.tick()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    // The work runs on the main actor; the measurement excludes the hop onto it.
    Benchmark("hitTest in a 10,000-view tree of depth 20") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let root = makeTree()
            b.startMeasurement()
            for _ in b.scaledIterations { blackHole(root.hitTest(CGPoint(x: 5, y: 50), with: nil)) }
            b.stopMeasurement()
        }
    }

    Benchmark("one move event delivered to 6 recognizers (with the frame it runs in)") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let six = SixRecognizers()
            b.startMeasurement()
            for _ in b.scaledIterations { six.move() }
            b.stopMeasurement()
        }
    }
}
