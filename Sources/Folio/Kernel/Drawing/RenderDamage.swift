import Foundation

/// What a window must draw again: everything (the first frame, a new size or scale, a change it
/// cannot place), or the views that called `setNeedsDisplay()` and the scroll views that scrolled
/// since the last render.
@MainActor
struct RenderDamage {
    /// Whether the whole window is damaged.
    var everything = true
    /// The views that asked to be drawn again, each once.
    var views: [UIView] = []
    /// Parts of views that asked to be drawn again (`setNeedsDisplay(_:)`), window coordinates.
    var rects: [CGRect] = []
    /// Scroll views whose content moved (their bounds origin alone), each once, with the origin
    /// they had at the last render: only what the move changes is drawn again.
    var scrolls: [(view: UIView, from: CGPoint)] = []

    /// Forgets every damaged view (after a render, or once everything is damaged).
    mutating func clear(everything all: Bool) {
        for view in views { view.displayStorage.isDamaged = false }
        views.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        scrolls.removeAll(keepingCapacity: true)
        everything = all
    }
}
