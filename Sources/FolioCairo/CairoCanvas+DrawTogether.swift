import Foundation
import CCairo
@_spi(Rendering) import FolioGraphics

/// Straight fills (`fillStraight`: images through a convex clip, gradient fills and, here only,
/// fills of one colour — convex polygons all) made inside `drawTogether` are held and drawn when
/// its body returns, all of them by bands of rows both cores share (`AffineBlit.draw`): a page
/// curl's pieces are many fills of a few thousand pixels each, too small one by one to hand
/// over. Any other drawing first draws what is held, so everything lands in the order it was
/// asked for.
extension CairoCanvas {
    /// What `drawTogether` holds: the fills, the images they read (kept alive until drawn) and
    /// the surfaces they draw into (told of the change once drawn).
    struct HeldFills {
        var depth = 0
        var jobs: [AffineBlit.Job] = []
        var images: [CairoImage] = []
        var targets: [OpaquePointer] = []
    }

    /// Runs `body`, holding its straight fills and drawing them together when it returns (inside
    /// an outer call, when that one returns).
    public func drawTogether(_ body: () -> Void) {
        held.depth += 1
        body()
        held.depth -= 1
        if held.depth == 0 { drawHeld() }
    }

    /// Whether straight fills are held now.
    var holdsFills: Bool { held.depth > 0 }

    /// Keeps `jobs` (drawing into `target`, reading `image`) for the end of `drawTogether`.
    func hold(_ jobs: [AffineBlit.Job], into target: OpaquePointer, reading image: CairoImage?) {
        held.jobs += jobs
        if let image, !held.images.contains(where: { $0 === image }) { held.images.append(image) }
        if !held.targets.contains(target) { held.targets.append(target) }
    }

    /// Draws every held fill, in order (before any other drawing, and when `drawTogether` ends).
    package func drawHeld() {
        guard !held.jobs.isEmpty else { return }
        AffineBlit.draw(held.jobs)
        for target in held.targets { cairo_surface_mark_dirty(target) }
        held.jobs.removeAll(keepingCapacity: true)
        held.images.removeAll(keepingCapacity: true)
        held.targets.removeAll(keepingCapacity: true)
    }
}
