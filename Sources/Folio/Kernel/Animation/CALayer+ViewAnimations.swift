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
            entry.animation.viewAnimationOwner != nil && keys.contains { Self.key(entry.key, isViewAnimationKey: $0) }
        }
        guard !removed.isEmpty else { return }
        state.entries.removeAll { entry in removed.contains { $0 === entry } }
        refreshPresentation()
        let tell = { for entry in removed { LayerAnimationEngine.stopped(entry, finished: false) } }
        if let engine = animationEngine { engine.schedule(tell) } else { tell() }
    }

    /// Whether `key` is `base` or an additive animation's key beside it (`position-2`).
    private static func key(_ key: String?, isViewAnimationKey base: String) -> Bool {
        guard let key else { return false }
        return key == base || (key.hasPrefix(base + "-") && Int(key.dropFirst(base.count + 1)) != nil)
    }

    /// The view animations running under `key` (and the additive ones beside it).
    func runningViewAnimations(forKey key: String) -> [CAPropertyAnimation] {
        (animationState?.entries ?? []).compactMap { entry in
            guard entry.phase != .ended, entry.animation.viewAnimationOwner != nil,
                  Self.key(entry.key, isViewAnimationKey: key) else { return nil }
            return entry.animation as? CAPropertyAnimation
        }
    }

    /// `key` when no animation runs under it, else the first of `key-2`, `key-3`… that is free
    /// (a second additive animation of a property runs beside the first).
    func unusedViewAnimationKey(_ key: String) -> String {
        let used = Set((animationState?.entries ?? []).compactMap(\.key))
        guard used.contains(key) else { return key }
        var n = 2
        while used.contains("\(key)-\(n)") { n += 1 }
        return "\(key)-\(n)"
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
            recorder.record(self, property, from: presentationValue(property), model: modelValue(property))
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
