import Benchmark

/// A scene drawn frame after frame, for the frame benchmarks.
@MainActor
public protocol FrameScene: AnyObject {
    /// Moves the scene on by one frame and renders it.
    func frame()
    /// Pixels the last frame drew (its damage); nil when the scene draws everything.
    var damagedPixels: Int? { get }
}

extension FrameScene {
    public var damagedPixels: Int? { nil }
}

/// The pixels a frame drew again (its damage), reported beside its time.
public let damagedPixels = BenchmarkMetric.custom("damaged pixels a frame", polarity: .prefersSmaller, useScalingFactor: false)

/// The scene a steady benchmark keeps from sample to sample.
@MainActor
final class KeptScene {
    var scene: (any FrameScene)?
    nonisolated init() {}
}

/// Registers a frame benchmark under two names, measured in one run:
/// - "`name`, steady": one scene, set up before the first sample and kept; every sample times
///   its next frame;
/// - "`name`, cold (first frame after set-up)": every sample sets up a new scene (not timed) and
///   times its first frame.
public func frameBenchmarks(_ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
                            scene make: @escaping @MainActor @Sendable () -> any FrameScene) {
    let kept = KeptScene()
    Benchmark("\(name), steady", configuration: configuration, closure: { benchmark in
        nonisolated(unsafe) let b = benchmark
        // The work runs on the main actor; the measurement excludes the hop onto it and the set-up.
        await MainActor.run {
            let scene = kept.scene ?? make()
            kept.scene = scene
            b.startMeasurement()
            for _ in b.scaledIterations { scene.frame() }
            b.stopMeasurement()
            if let pixels = scene.damagedPixels { b.measurement(damagedPixels, pixels) }
        }
    }, teardown: {
        await MainActor.run { kept.scene = nil }
    })
    Benchmark("\(name), cold (first frame after set-up)", configuration: configuration) { benchmark in
        nonisolated(unsafe) let b = benchmark
        await MainActor.run {
            let scene = make()
            b.startMeasurement()
            scene.frame()
            b.stopMeasurement()
            withExtendedLifetime(scene) {}
        }
    }
}
