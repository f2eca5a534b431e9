import Foundation

/// What made a view animation on a layer: a `UIView.animate` block, or one change a property
/// animator moves. Views it moves ignore touches while it runs unless it allows them.
@MainActor
protocol ViewAnimationOwner: AnyObject {
    var allowsUserInteraction: Bool { get }
}

extension CAAnimation {
    /// The block or animator that made this animation of a view's layer; nil for one added by hand.
    var viewAnimationOwner: (any ViewAnimationOwner)? {
        (delegate as? any ViewAnimationOwner) ?? (driver as? any ViewAnimationOwner)
    }
}

/// A view's animations are animations of its layer, as in UIKit: `presentation()` is where the
/// view is now, `animationKeys()` names them with UIKit's keys (`position`, `bounds.origin`,
/// `bounds.size`, `opacity`, `transform`, `backgroundColor`), `animation(forKey:)` describes one,
/// and `removeAnimation(forKey:)` / `removeAllAnimations()` stop them where the model is.
extension CALayer {
    /// Stops the view animations under `keys` (a property set again, outside an animation or in a
    /// new one): the layer shows its model at once; their blocks hear `false` on the next frame,
    /// not inside the setter that stopped them.
    func removeViewAnimations(forKeys keys: [String]) {
        guard let state = animationState, !state.entries.isEmpty else { return }
        let removed = state.entries.filter { entry in
            entry.key.map(keys.contains) == true && entry.animation.viewAnimationOwner != nil
        }
        guard !removed.isEmpty else { return }
        state.entries.removeAll { entry in removed.contains { $0 === entry } }
        refreshPresentation()
        let tell = { for entry in removed { LayerAnimationEngine.stopped(entry, finished: false) } }
        if let engine = animationEngine { engine.schedule(tell) } else { tell() }
    }

    /// Removes the animations `driver` moves, without telling anyone (a property animator settling).
    func removeAnimations(drivenBy driver: any AnimationDriver) {
        guard let state = animationState else { return }
        let before = state.entries.count
        state.entries.removeAll { $0.animation.driver === driver }
        if state.entries.count != before { refreshPresentation() }
    }

    /// Whether an animation `driver` moves is still on the layer (not taken over by a later one).
    func hasAnimations(drivenBy driver: any AnimationDriver) -> Bool {
        animationState?.entries.contains { $0.animation.driver === driver } ?? false
    }
}

extension UIView {
    /// A property was set: inside an animation block it is recorded (from what is on screen);
    /// outside one, the view animations of it stop (their completions hear false).
    func propertyWillChange(_ property: AnimatedProperty) {
        if let recorder = AnimationRecorder.current {
            recorder.record(self, property, from: presentationValue(property))
        } else if layer.animationState?.entries.isEmpty == false {
            layer.removeViewAnimations(forKeys: property.keys)
        }
    }

    /// Whether a view animation that does not allow interaction is running (or waiting) on the view.
    var isAnimatingWithoutInteraction: Bool {
        guard let entries = layer.animationState?.entries, !entries.isEmpty else { return false }
        return entries.contains { $0.phase != .ended && $0.animation.viewAnimationOwner?.allowsUserInteraction == false }
    }
}
