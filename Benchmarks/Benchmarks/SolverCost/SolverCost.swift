import Benchmark
import FolioCassowary

/// Folio's Cassowary solver on seed 001's system, the same constraints that
/// `Benchmarks/kiwi/compare.sh` gives kiwi (C++), for a side-by-side ratio.
nonisolated(unsafe) let rotationSystem = try! SeedSystem(pages: 1000)
nonisolated(unsafe) var rotationPortrait = false

let benchmarks: @Sendable () -> Void = {
    // Wall clock only: counting mallocs would slow every allocation, and kiwi's driver counts none.
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], maxDuration: .seconds(3))

    for n in [10, 100, 1000] {
        Benchmark("seed-001 system, build and solve, N = \(n)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try SeedSystem(pages: n))
            }
        }
    }

    // One system for every sample, as kiwi's driver measures repeated rotations of one system.
    Benchmark("seed-001 system, rotation edit, N = 1000") { benchmark in
        for _ in benchmark.scaledIterations {
            try rotationSystem.rotate(to: rotationPortrait ? 390 : 844, rotationPortrait ? 844 : 390)
            rotationPortrait.toggle()
        }
        blackHole(rotationSystem.solver.value(of: rotationSystem.pages[999].x))
    }
}
