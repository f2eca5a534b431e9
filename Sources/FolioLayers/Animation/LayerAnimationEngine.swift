import Foundation
import FolioCore
import FolioGraphics

/// Runs layers' Core Animation animations on the application's frame clock: each frame it asks
/// every animated layer's animations, in the order added, what they show at the layer's time,
/// tells delegates when an animation starts and stops, removes finished animations and asks for
/// a redraw while anything moves.
@MainActor
package final class LayerAnimationEngine: FrameAnimating {
    /// The clock of the application that made it.
    package weak var clock: (any LayerClock)?
    /// Layers with animations that still move (kept strongly while they do, as Core Animation does).
    private var layers: [CALayer] = []
    /// Transaction completions due on the next frame.
    private var dueCompletions: [() -> Void] = []

    /// Makes the layer an image of how it looks now (the renderer's; a transition fades it out).
    package let snapshot: (CALayer) -> LayerImage?
    /// The engine of the application that ticked last (or was made last): the one a layer in no
    /// window, `CACurrentMediaTime()` and transactions use. Set by the application.
    package static var fallback: () -> LayerAnimationEngine? = { nil }

    package init(clock: any LayerClock, snapshot: @escaping (CALayer) -> LayerImage?) {
        self.clock = clock
        self.snapshot = snapshot
    }

    /// Advances `layer`'s animations from the next frame on (as Core Animation, which starts
    /// them when the transaction commits, not while properties are being set).
    package func track(_ layer: CALayer) {
        if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
        clock?.addAnimator(self)
    }

    /// Runs `completion` on the next frame.
    package func schedule(_ completion: @escaping () -> Void) {
        dueCompletions.append(completion)
        clock?.addAnimator(self)
    }

    package func advance(to time: TimeInterval) -> Bool {
        let due = dueCompletions
        dueCompletions.removeAll()
        for completion in due { completion() }
        layers = layers.filter { evaluate($0, at: time) }
        return !layers.isEmpty || !dueCompletions.isEmpty
    }

    /// Computes what `layer`'s animations show at media time `time`; returns whether any still
    /// has time to run.
    @discardableResult
    package func evaluate(_ layer: CALayer, at time: TimeInterval) -> Bool {
        guard let state = layer.animationState else { return false }
        let local = layer.localTime(fromMedia: time)
        var presentation = LayerPresentation()
        var moving = false
        var finished: [LayerAnimationState.Entry] = []
        var started: [LayerAnimationState.Entry] = []
        for entry in state.entries {
            let animation = entry.animation
            if let driver = animation.driver {
                // Moved by hand: shown where its driver says, never over, never moving by itself.
                if entry.phase == .added { entry.phase = .running; started.append(entry) }
                let progress = driver.progress
                animation.apply(progress: progress, iteration: 0, localTime: progress * animation.effectiveDuration,
                                to: &presentation, layer: layer)
                continue
            }
            let sample = animation.timing.sample(at: local)
            if entry.phase == .added, sample.progress != nil || sample.isOver {
                entry.phase = .running
                started.append(entry)
            }
            if let progress = sample.progress {
                animation.apply(progress: progress, iteration: sample.iteration, localTime: animation.timing.localTime(local),
                                to: &presentation, layer: layer)
            }
            if sample.isOver {
                if entry.phase != .ended { entry.phase = .ended; finished.append(entry) }
            } else if !layer.isTimePaused {
                moving = true
            }
        }
        state.entries.removeAll { $0.phase == .ended && $0.animation.isRemovedOnCompletion }
        let changed = presentation.values != state.presentation.values
            || presentation.transition?.progress != state.presentation.transition?.progress
            || (presentation.transition == nil) != (state.presentation.transition == nil)
        state.presentation = presentation
        if changed {
            state.presentationCopy = nil
            layer.presentationDidChange()
        }
        for entry in started { entry.animation.delegate?.animationDidStart(entry.animation) }
        for entry in finished { LayerAnimationEngine.stopped(entry, finished: true) }
        return moving
    }

    /// Tells an entry's delegate and transactions that it stopped.
    package static func stopped(_ entry: LayerAnimationState.Entry, finished: Bool) {
        entry.phase = .ended
        let transactions = entry.transactions
        entry.transactions = []
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        for transaction in transactions { transaction.animationEnded() }
    }
}

extension CALayer {
    /// Whether the layer's time stands still (its speed, or an ancestor's, is 0).
    package var isTimePaused: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 { return true }
            layer = current.superlayer
        }
        return false
    }

    /// Animations show something new: redraw where the layer is.
    package func presentationDidChange() {
        if let host { host.setNeedsRedraw() } else { setNeedsRedraw() }
    }
}
