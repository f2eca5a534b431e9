import Foundation

/// A view's animations (`UIView.animate`, springs, property animators) as its layer shows them,
/// in Core Animation's terms, as in UIKit, where a view animation is an animation of the view's
/// layer: `presentation()` is where the view is now, `animationKeys()` names them with UIKit's
/// keys (`position`, `bounds.origin`, `bounds.size`, `opacity`, `transform`, `backgroundColor`),
/// `animation(forKey:)` describes one, and `removeAnimation(forKey:)` / `removeAllAnimations()`
/// stop them where the model is (their completion hears `false`).
extension CALayer {
    /// One running view animation under a Core Animation key.
    struct ViewAnimationEntry {
        let key: String
        let view: UIView
        let animation: PropertyAnimation
    }

    /// The view animations running on the layer's view, in UIKit's key order.
    var viewAnimationEntries: [ViewAnimationEntry] {
        guard let view, !view.animationStorage.running.isEmpty else { return [] }
        var entries: [ViewAnimationEntry] = []
        for property in AnimatedProperty.allCases {
            guard let animation = view.animationStorage.running[property] else { continue }
            for key in Self.keys(of: animation) { entries.append(ViewAnimationEntry(key: key, view: view, animation: animation)) }
        }
        return entries
    }

    /// The keys UIKit adds for an animated property (bounds: the parts that change).
    private static func keys(of animation: PropertyAnimation) -> [String] {
        switch animation.property {
        case .center: return ["position"]
        case .alpha: return ["opacity"]
        case .transform: return ["transform"]
        case .backgroundColor: return ["backgroundColor"]
        case .bounds:
            guard case let .rect(from) = animation.from, case let .rect(to) = animation.to else { return ["bounds"] }
            var keys: [String] = []
            if from.origin != to.origin { keys.append("bounds.origin") }
            if from.size != to.size { keys.append("bounds.size") }
            return keys.isEmpty ? ["bounds.size"] : keys
        }
    }

    /// A view value as the layer property it drives.
    static func layerValue(_ value: AnimatedValue, of property: AnimatedProperty) -> (LayerProperty, LayerValue)? {
        switch (property, value) {
        case let (.center, .point(p)): return (.position, .point(p))
        case let (.bounds, .rect(r)): return (.bounds, .rect(r))
        case let (.alpha, .scalar(a)): return (.opacity, .number(a))
        case let (.transform, .transform(t)): return (.transform, .transform(CATransform3DMakeAffineTransform(t)))
        case let (.transform, .transform3D(t)): return (.transform, .transform(t))
        case let (.backgroundColor, .color(c)): return (.backgroundColor, .color(c?.cgColor ?? UIColor.clear.cgColor))
        default: return nil
        }
    }

    /// Writes what the view's animations show now into a presentation copy.
    func presentViewAnimations(into copy: CALayer) {
        guard let view else { return }
        for (property, value) in view.animationStorage.overrides {
            if let (layerProperty, layerValue) = Self.layerValue(value, of: property) { copy.present(layerValue, for: layerProperty) }
        }
    }

    /// Whether the view shows animated values over its model now.
    var viewAnimationsShowSomething: Bool { view?.animationStorage.overrides.isEmpty == false }

    /// A description of the view animation under `key`: a basic animation of that key path with
    /// its duration, delay (as its begin time) and ends.
    func viewAnimation(forKey key: String) -> CAAnimation? {
        guard let entry = viewAnimationEntries.first(where: { $0.key == key }) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        let group = entry.animation.group
        animation.duration = group.duration
        animation.beginTime = group.start + group.delay
        if let path = LayerKeyPath(key) {
            let property = entry.animation.property
            func boxed(_ value: AnimatedValue) -> Any? { Self.layerValue(value, of: property).flatMap { path.read($0.1)?.boxed } }
            animation.fromValue = boxed(entry.animation.from)
            animation.toValue = boxed(entry.animation.to)
        }
        return animation
    }

    /// Stops the view animations under `key` (nil: all of them): the view shows its model values
    /// at once, and an animation block whose animations all stopped hears `false` now.
    func stopViewAnimations(forKey key: String?) {
        let stopping = viewAnimationEntries.filter { key == nil || $0.key == key }
        guard !stopping.isEmpty else { return }
        var groups: [AnimationGroup] = []
        for entry in stopping where entry.view.animationStorage.running[entry.animation.property] === entry.animation {
            entry.view.animationStorage.running[entry.animation.property] = nil
            entry.view.animationStorage.overrides[entry.animation.property] = nil
            entry.animation.group.finished = false
            if !groups.contains(where: { $0 === entry.animation.group }) { groups.append(entry.animation.group) }
            entry.view.setNeedsDisplay()
        }
        animationState?.presentationCopy = nil
        for group in groups where group.animations.allSatisfy({ $0.view.animationStorage.running[$0.animation.property] !== $0.animation }) {
            group.finish()
        }
    }
}
