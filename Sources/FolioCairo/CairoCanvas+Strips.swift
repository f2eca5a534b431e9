import Foundation
@_spi(Rendering) import FolioGraphics
import FolioCore

/// Strips filled with one gradient as one shape (a rolled page's back): straight, where
/// neighbouring strips are whole on a row as one polygon (`StripChain`), their ends strip by strip.
extension CairoCanvas {
    public func fill(strips: [CanvasPath], gradient: CanvasGradient) {
        if fillStraight(strips: strips, gradient: gradient) { return }
        for strip in strips { fill(strip, gradient: gradient) }
    }

    /// Fills the strips straight; false, drawing nothing, where that cannot be done (a gradient
    /// not linear or not extended both ways, a strip not convex, a clip of another shape).
    private func fillStraight(strips: [CanvasPath], gradient: CanvasGradient) -> Bool {
        guard case let .linear(start, end) = gradient.geometry, gradient.extendsBefore, gradient.extendsAfter,
              !strips.isEmpty, let target = straightTarget(),
              let tint = straightTint(.stops(from: start, to: end, gradient.stops), toUser: target.toUser) else { return false }
        var polygons: [[(x: Double, y: Double)]] = []
        for strip in strips {
            guard let polygon = devicePolygon(strip) else { return false }
            polygons.append(polygon)
        }
        var jobs: [AffineBlit.Job] = []
        for fill in StripChain(polygons, level: (tint.gx, tint.gy, tint.g0)).fills {
            guard let made = straightJobs(fill.polygon, source: nil, tint: tint, into: target, rows: fill.rows) else { return false }
            jobs += made
        }
        submit(jobs, into: target, reading: nil)
        return true
    }
}
