import Foundation

/// What a window must draw again: everything (the first frame, a new size or scale, a change it
/// cannot place), or the views that called `setNeedsDisplay()` since the last render.
@MainActor
struct RenderDamage {
    /// Whether the whole window is damaged.
    var everything = true
    /// The views that asked to be drawn again, each once.
    var views: [UIView] = []
    /// Parts of views that asked to be drawn again (`setNeedsDisplay(_:)`), window coordinates.
    var rects: [CGRect] = []

    /// Forgets every damaged view (after a render, or once everything is damaged).
    mutating func clear(everything all: Bool) {
        for view in views { view.displayStorage.isDamaged = false }
        views.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        everything = all
    }
}
