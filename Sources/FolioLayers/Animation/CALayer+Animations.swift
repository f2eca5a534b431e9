import Foundation
import FolioCore
import Logging
import FolioGraphics

extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing one already there, which stops unfinished),
    /// starting now when its `beginTime` is 0. A nil key adds it unnamed (a transition's is
    /// `kCATransition`). Refused with a diagnostic: a property animation of a key path Folio
    /// cannot animate, and any animation added to a `presentation()` copy.
    package func runAnimation(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            CALayer.log.warning("add(_:forKey:) on a presentation layer does nothing: add animations to the model layer"); return
        }
        if let property = anim as? CAPropertyAnimation, property.parsedKeyPath == nil {
            CALayer.log.warning("refused an animation of key path \(property.keyPath ?? "nil"): not an animatable property of \(type(of: self))")
            return
        }
        guard let running = anim.copy() as? CAAnimation else { return }
        if running.beginTime == 0 { running.beginTime = convertedTime(mediaTimeNow, from: nil) }
        let key = key ?? (anim is CATransition ? kCATransition : nil)
        let state = animationState ?? LayerAnimationState()
        animationState = state
        if let key, let old = state.entries.firstIndex(where: { $0.key == key }) {
            let removed = state.entries.remove(at: old)
            LayerAnimationEngine.stopped(removed, finished: false)
        }
        let entry = LayerAnimationState.Entry(key: key, animation: running, transactions: CATransaction.openCompletions())
        if running is CATransition { entry.before = animationEngine?.snapshot(self) }
        state.entries.append(entry)
        animationEngine?.track(self)
    }

    /// The running copy added under `key`; nil when none.
    package func runningAnimation(forKey key: String) -> CAAnimation? {
        animationState?.entries.last { $0.key == key }?.animation
    }

    /// The keys of the animations added with one, in the order added.
    package func runningAnimationKeys() -> [String]? {
        let keys = animationState?.entries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Stops and removes the animation under `key` (its delegate hears `finished == false`).
    package func stopAnimation(forKey key: String) {
        guard let state = animationState else { return }
        let removed = state.entries.filter { $0.key == key }
        state.entries.removeAll { $0.key == key }
        for entry in removed { LayerAnimationEngine.stopped(entry, finished: false) }
        if !removed.isEmpty { refreshPresentation() }
    }

    /// Stops and removes every animation.
    package func stopAllAnimations() {
        guard let state = animationState else { return }
        let removed = state.entries
        state.entries.removeAll()
        for entry in removed { LayerAnimationEngine.stopped(entry, finished: false) }
        if !removed.isEmpty { refreshPresentation() }
    }

    /// A copy of the layer as it is on screen now: the model's values with the running animations'
    /// values over them (Core Animation's `presentation()`). It has no superlayer or sublayers.
    /// A standalone layer's copy is kept for the frame; a view's layer is copied each time asked
    /// (its view's model may change between frames without the layer hearing).
    package func presentationLayer() -> CALayer {
        if !backsView, let copy = animationState?.presentationCopy { return copy }
        let copy = makePresentationCopy()
        for (property, value) in animationState?.presentation.values ?? [:] { copy.present(value, for: property) }
        if !backsView { animationState?.presentationCopy = copy }
        return copy
    }

    /// What the renderer draws this layer's own appearance from: the presentation while
    /// animations show something, else the layer.
    package var renderLayer: CALayer {
        guard let state = animationState, !state.presentation.values.isEmpty else { return self }
        return presentationLayer()
    }

    /// The value animations show for `property` this frame; nil: the model's.
    package func presentedValue(_ property: LayerProperty) -> LayerValue? {
        animationState?.presentation.values[property]
    }

    /// The engine of the application the layer belongs to.
    package var animationEngine: LayerAnimationEngine? {
        var layer: CALayer? = self
        while let current = layer {
            if let engine = current.host?.layerAnimationEngine { return engine }
            layer = current.superlayer
        }
        return LayerAnimationEngine.fallback()
    }

    /// Recomputes what the animations show at the current time (after one was removed).
    package func refreshPresentation() {
        animationEngine?.evaluate(self, at: mediaTimeNow)
    }

    /// The media time now on the clock of the layer's application.
    package var mediaTimeNow: CFTimeInterval { animationEngine?.clock?.currentTime ?? CACurrentMediaTime() }
}
