import Foundation
import FolioCore

/// A layer's running animations, in the order added, and what they show this frame.
@MainActor
final class LayerAnimationState {
    /// One added animation: the copy that runs, its key, and where it stands.
    final class Entry {
        let key: String?
        let animation: CAAnimation
        /// Where the animation stands: added, running (its start told), or ended (its stop told).
        enum Phase { case added, running, ended }
        var phase = Phase.added
        /// The transactions waiting for it to finish.
        var transactions: [CATransaction.Completion]
        /// For a transition: the layer as it looked when the transition was added.
        var before: LayerImage?
        init(key: String?, animation: CAAnimation, transactions: [CATransaction.Completion]) {
            self.key = key; self.animation = animation; self.transactions = transactions
        }
    }

    var entries: [Entry] = []
    /// What the animations show this frame (empty: the model).
    var presentation = LayerPresentation()
    /// The `presentation()` copy for this frame, made when first asked.
    var presentationCopy: CALayer?

    /// The transition being shown and the layer as it was before it.
    var transition: (animation: CATransition, progress: CGFloat, before: LayerImage?)? {
        guard let t = presentation.transition,
              let entry = entries.first(where: { $0.animation === t.animation }) else { return nil }
        return (t.animation, t.progress, entry.before)
    }
}
