import Foundation

/// The memory a window's kept images may hold: the images its views turned in 3-D are drawn from
/// (`ProjectionImage`), kept between frames so that turning a view only projects it again. When
/// an image made or drawn again takes them past `limit`, the images shown longest ago are let go
/// first — a view whose image went is drawn again if it shows again, as Core Animation drops the
/// backing stores of layers off screen under memory pressure. What the current frame shows is
/// never let go, so a frame that shows more than the limit holds that much until it no longer
/// does.
@MainActor
final class KeptImageBudget {
    /// The limit a window starts with: 64 MB, the images of about 25 window-sized faces at 2×.
    static let defaultLimit = 64 << 20

    /// The bytes the kept images may hold.
    var limit = KeptImageBudget.defaultLimit { didSet { trim() } }
    /// The bytes they hold. Images of views that went away are counted until the count next
    /// passes the limit: the sweep for them is made then, not for every image shown.
    private(set) var bytes = 0

    private struct Entry {
        weak var view: UIView?
        var bytes: Int
        /// When it was last shown (`use`).
        var shown: UInt64
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Counts images shown; `frameStart` is the count when the current frame began.
    private var use: UInt64 = 0
    private var frameStart: UInt64 = 0

    /// How many images are kept (with those of views that went away, as `bytes`).
    var count: Int { entries.count }

    /// Whether `view`'s image is counted.
    func holds(_ view: UIView) -> Bool { entries[ObjectIdentifier(view)] != nil }

    /// A new frame begins: what the last one showed may be let go from now on.
    func beginFrame() { use &+= 1; frameStart = use }

    /// `view`'s image of `bytes` is shown in this frame (made, drawn again or kept).
    func shown(_ view: UIView, bytes: Int) {
        use &+= 1
        let key = ObjectIdentifier(view)
        self.bytes += bytes - (entries[key]?.bytes ?? 0)
        entries[key] = Entry(view: view, bytes: bytes, shown: use)
        trim()
    }

    /// `view` no longer keeps an image (it lies flat again, or its image was let go).
    func forget(_ view: UIView) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(view)) else { return }
        bytes -= entry.bytes
    }

    /// Lets go of the images shown longest ago, not those of this frame, until the rest fit.
    private func trim() {
        guard bytes > limit else { return }
        // Views that went away took their images with them: only counted until now.
        for (key, entry) in entries where entry.view == nil {
            entries[key] = nil
            bytes -= entry.bytes
        }
        let oldest = entries.filter { $0.value.shown < frameStart }.sorted { $0.value.shown < $1.value.shown }
        for (key, entry) in oldest {
            guard bytes > limit else { break }
            entries[key] = nil
            bytes -= entry.bytes
            entry.view?.displayStorage.projection = nil
        }
    }
}

extension UIView {
    /// Lets go of the image this view was drawn from while turned in 3-D.
    func dropProjection() {
        guard displayStorage.projection != nil else { return }
        displayStorage.projection = nil
        window?.keptImages.forget(self)
    }
}
