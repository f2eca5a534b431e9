import Foundation

/// The layers waiting for `display()`, for the display pass of the next frame: each frame, after
/// layout, the application displays those shown in a window (Core Animation displays layers when
/// it commits a transaction). A layer in no window leaves the queue still waiting; it comes back
/// when it is shown.
@MainActor
package enum LayerDisplayQueue {
    private struct Entry { weak var layer: CALayer? }
    private static var pending: [Entry] = []
    /// Whether the renderer is drawing (contents a layer makes then need no further frame).
    package private(set) static var isRendering = false

    /// Queues `layer` (once) for the next display pass.
    package static func add(_ layer: CALayer) {
        guard !layer.isQueuedForDisplay else { return }
        layer.isQueuedForDisplay = true
        pending.append(Entry(layer: layer))
    }

    /// Displays the waiting layers `isShown` accepts, in the order they asked; the others leave
    /// the queue still waiting. A layer whose bounds are empty stays queued.
    package static func displayPending(where isShown: (CALayer) -> Bool) {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll()
        for entry in batch {
            guard let layer = entry.layer else { continue }
            layer.isQueuedForDisplay = false
            guard layer.needsDisplayFlag, isShown(layer) else { continue }
            layer.displayIfNeeded()
            if layer.needsDisplayFlag { add(layer) }
        }
    }

    /// Runs `body` as the renderer's drawing: a layer displayed inside it (a snapshot before the
    /// first frame) asks for no further frame.
    package static func rendering<T>(_ body: () -> T) -> T {
        let was = isRendering
        isRendering = true
        defer { isRendering = was }
        return body()
    }
}
