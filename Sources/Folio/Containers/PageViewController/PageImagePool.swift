import Foundation
import FolioCore

/// Off-screen images of pages for the page curl, kept between turns and rendered into again, so
/// a turn allocates nothing once the pool has its images: at most `capacity` of them, each the
/// size of a page (at 2× a 390 × 844 page is 5.3 MB; four of them, 21 MB).
@MainActor
final class PageImagePool {
    /// The most images kept.
    let capacity: Int
    private var free: [any CanvasImage] = []
    private var lent: [ObjectIdentifier: any CanvasImage] = [:]

    init(capacity: Int = 4) { self.capacity = max(1, capacity) }

    /// The image of `view` for this turn: rendered once, into a kept image of its size when there
    /// is one.
    func image(of view: UIView, on canvas: any Canvas) -> (any CanvasImage)? {
        let key = ObjectIdentifier(view)
        if let image = lent[key] { return image }
        let index = free.firstIndex { $0.size == view.bounds.size } ?? (free.isEmpty ? nil : free.startIndex)
        let reused = index.map { free.remove(at: $0) }
        guard let image = canvas.makeImage(of: view, reusing: reused) else { return nil }
        lent[key] = image
        return image
    }

    /// Whether `view` has an image rendered for this turn.
    func holds(_ view: UIView) -> Bool { lent[ObjectIdentifier(view)] != nil }

    /// The turn is over: its images go back to the pool (the oldest beyond `capacity` are let go).
    func returnAll() {
        free.append(contentsOf: lent.values)
        lent.removeAll()
        if free.count > capacity { free.removeFirst(free.count - capacity) }
    }

    /// The images kept, lent or free.
    var count: Int { free.count + lent.count }
}
