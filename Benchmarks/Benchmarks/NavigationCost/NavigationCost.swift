import Benchmark
import Folio
import FolioTesting

/// Push 1,000 controllers onto a navigation stack (each with a few subviews), then pop back to the
/// root: memory comes back to where it started (peak resident and leaked bytes are reported).
@MainActor
final class Stack {
    let nav = UINavigationController(rootViewController: UIViewController())
    let app: HeadlessApp
    init() { app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav) }

    func cycle() {
        for i in 0..<1000 {
            let vc = UIViewController()
            vc.title = "Screen \(i)"
            for j in 0..<5 { vc.view.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(j) * 40, width: 100, height: 30))) }
            nav.pushViewController(vc, animated: false)
        }
        app.tick()
        nav.popToRootViewController(animated: false)
        app.tick()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident, .memoryLeaked],
                                           maxDuration: .seconds(5))

    // The work runs on the main actor; the measurement excludes the hop onto it.
    Benchmark("push + pop of 1,000 controllers") { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let stack = Stack()
            b.startMeasurement()
            for _ in b.scaledIterations { stack.cycle() }
            b.stopMeasurement()
        }
    }
}
