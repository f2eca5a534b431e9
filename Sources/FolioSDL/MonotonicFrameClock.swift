import Foundation
import FolioCore
import CSDL2

/// The window host's clock: SDL's monotonic performance counter, in seconds since creation.
public struct MonotonicFrameClock: FrameClock {
    private let origin: UInt64
    private let frequency: Double

    /// Starts the clock at 0.
    public init() {
        origin = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    public var now: TimeInterval { Double(SDL_GetPerformanceCounter() - origin) / frequency }
}
