// swift-tools-version:6.1
import PackageDescription

import Foundation

// Folio's benchmarks: their own package, so `swift test` of the main package never builds them.
//
// The benchmark tool's malloc interposer counts allocations (the `Malloc` metrics) at the cost of
// a header and a hook on every allocation. `Benchmarks/kiwi/compare.sh` sets FOLIO_PLAIN_MALLOC
// (and builds in its own scratch folder) so Folio's solver runs on the plain allocator, as kiwi's
// C++ driver does.
let plainMalloc = ProcessInfo.processInfo.environment["FOLIO_PLAIN_MALLOC"] != nil

let package = Package(
    name: "FolioBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Folio", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: plainMalloc ? [] : ["MallocInterposer"]),
    ],
    targets: ["FrameCost", "LayoutCost", "EventCost", "NavigationCost", "SolverCost", "ListCost", "StateCost"].map(benchmarkTarget)
        + [.target(name: "FrameBenchmark", dependencies: [.product(name: "Benchmark", package: "benchmark")],
                   path: "Benchmarks/FrameBenchmark")]
)

/// A benchmark suite in `Benchmarks/<name>`, with Folio's libraries and the benchmark plugin.
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "Folio", package: "Folio"),
            .product(name: "FolioCore", package: "Folio"),
            .product(name: "FolioCassowary", package: "Folio"),
            .product(name: "FolioCairo", package: "Folio"),
            .product(name: "FolioTesting", package: "Folio"),
            .product(name: "Gallery", package: "Folio"),
            "FrameBenchmark",
        ],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
