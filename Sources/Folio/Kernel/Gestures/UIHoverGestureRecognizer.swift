import Foundation

/// Follows the pointer over a view while no button is held, UIKit's `UIHoverGestureRecognizer`:
/// `.began` when the pointer comes over the view (or a subview not covered by another window
/// content), `.changed` as it moves, `.ended` when it leaves or the window loses it. Touches do
/// not reach it. `location(in:)` is the pointer's position.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer moved to `point` (window coordinates) over the view (`inside`), or away.
    func pointerMoved(to point: CGPoint?, inside: Bool) {
        if let point { lastLocation = point }
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        default: break
        }
    }
}

extension UIWindow {
    /// The pointer hovers at `point` (window coordinates), or left the window (nil): the hover
    /// recognizers of the view under it and of its ancestors begin or change; those it left end;
    /// the pointer's region and cursor follow (`UIWindow+Pointer`).
    func handlePointer(at point: CGPoint?) {
        var under: [UIHoverGestureRecognizer] = []
        let hit = point.flatMap { hitTest($0, with: nil) }
        var view = hit
        while let current = view {
            for case let r as UIHoverGestureRecognizer in current.gestureRecognizers ?? [] where r.isEnabled { under.append(r) }
            view = current.superview
        }
        let previous = hoveredRecognizers.compactMap { $0.recognizer as? UIHoverGestureRecognizer }
        for r in previous where !under.contains(where: { $0 === r }) { r.pointerMoved(to: point, inside: false) }
        for r in under { r.pointerMoved(to: point, inside: true) }
        hoveredRecognizers = under.map { WeakRecognizer(recognizer: $0) }
        updatePointer(at: point, over: hit)
    }
}
