import Foundation
import FolioCore

/// Off-screen images of pages for the page curl, kept between turns and rendered into again, so
/// a turn allocates nothing once the pool has its images: at most `capacity` of them, each the
/// size of a page. A turn uses two (the turning page and the one it uncovers) or, in a spread,
/// three (and the turning page's back): at 2× a 390 × 844 page is 5.3 MB, so 10.5 MB.
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

    /// Makes sure `count` images of `view`'s size are kept, rendering `view` into the new ones:
    /// done while the pages rest, so the first frame of a turn writes into memory already in use
    /// (no allocation, no page faults). Nothing to do once they exist.
    func prepare(like view: UIView, count: Int, on canvas: any Canvas) {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let have = free.filter { $0.size == size }.count + lent.values.filter { $0.size == size }.count
        guard have < min(count, capacity) else { return }
        free.removeAll { $0.size != size }   // a rotation: the old size is no longer needed
        for _ in have..<min(count, capacity) {
            guard let image = canvas.makeImage(of: view, reusing: nil) else { return }
            free.append(image)
        }
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

    /// The identities of the images kept.
    var identities: Set<ObjectIdentifier> { Set((free + Array(lent.values)).map { ObjectIdentifier($0) }) }
}
