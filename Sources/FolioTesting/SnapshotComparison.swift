import Foundation
import FolioCairo

/// Compares a rendered surface with a reference PNG, with a per-channel tolerance.
///
/// The reference lives at `directory/name.png`. With `FOLIO_RECORD_SNAPSHOTS=1` in the
/// environment, or when the reference is missing, the surface is written as the new reference —
/// and a missing reference still counts as a mismatch, so a test never passes without one.
public struct SnapshotComparison: CustomStringConvertible, Sendable {
    /// Whether the images match within the tolerance.
    public let matches: Bool
    /// Pixels differing by more than the tolerance.
    public let differingPixels: Int
    /// What happened, for the test's message.
    public let message: String

    public var description: String { message }

    /// Compares `surface` with `directory/name.png`.
    /// - Parameters:
    ///   - tolerance: largest per-channel difference that still counts as equal (0–255).
    ///   - allowedDifferingPixels: how many pixels may differ beyond the tolerance.
    public static func compare(_ surface: CairoSurface, named name: String, in directory: URL,
                               tolerance: Int = 8, allowedDifferingPixels: Int = 0) -> SnapshotComparison {
        let url = directory.appendingPathComponent(name + ".png")
        let record = ProcessInfo.processInfo.environment["FOLIO_RECORD_SNAPSHOTS"] == "1"
        if record || !FileManager.default.fileExists(atPath: url.path) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try surface.writePNG(to: url)
            } catch {
                return SnapshotComparison(matches: false, differingPixels: -1, message: "could not record \(url.path): \(error)")
            }
            return SnapshotComparison(matches: record, differingPixels: 0,
                                      message: record ? "recorded \(url.path)" : "no reference: recorded \(url.path); run again")
        }
        return compareWithoutRecording(surface, reference: url, tolerance: tolerance,
                                       allowedDifferingPixels: allowedDifferingPixels)
    }

    /// Compares `surface` with the PNG at `url`; a missing file is a mismatch. Writes the rendered
    /// image to `__Failures__/` beside the reference when they differ.
    public static func compareWithoutRecording(_ surface: CairoSurface, reference url: URL, tolerance: Int = 8,
                                               allowedDifferingPixels: Int = 0) -> SnapshotComparison {
        let directory = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let reference: CairoSurface
        do { reference = try CairoSurface(contentsOf: url, scale: surface.scale) } catch {
            return SnapshotComparison(matches: false, differingPixels: -1, message: "unreadable reference \(url.path): \(error)")
        }
        guard reference.pixelWidth == surface.pixelWidth, reference.pixelHeight == surface.pixelHeight else {
            return SnapshotComparison(matches: false, differingPixels: -1,
                                      message: "size \(surface.pixelWidth)×\(surface.pixelHeight) ≠ reference \(reference.pixelWidth)×\(reference.pixelHeight)")
        }
        var differing = 0
        var worst = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth {
                let d = surface.pixel(x: x, y: y).distance(to: reference.pixel(x: x, y: y))
                if d > tolerance { differing += 1 }
                worst = max(worst, d)
            }
        }
        let ok = differing <= allowedDifferingPixels
        if !ok {
            let failed = directory.appendingPathComponent("__Failures__").appendingPathComponent(name + ".png")
            try? FileManager.default.createDirectory(at: failed.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? surface.writePNG(to: failed)
        }
        return SnapshotComparison(matches: ok, differingPixels: differing,
                                  message: "\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst))")
    }
}
