import Foundation
import FolioCore
import FolioGraphics

/// A layer's running animations, in the order added, and what they show this frame.
@MainActor
package final class LayerAnimationState {
    /// One added animation: the copy that runs, its key, and where it stands.
    package final class Entry {
        package let key: String?
        package let animation: CAAnimation
        /// Where the animation stands: added, running (its start told), or ended (its stop told).
        package enum Phase { case added, running, ended }
        package var phase = Phase.added
        /// The transactions waiting for it to finish.
        package var transactions: [CATransaction.Completion]
        /// For a transition: the layer as it looked when the transition was added.
        package var before: LayerImage?
        package init(key: String?, animation: CAAnimation, transactions: [CATransaction.Completion]) {
            self.key = key; self.animation = animation; self.transactions = transactions
        }
    }

    package var entries: [Entry] = []
    /// What the animations show this frame (empty: the model).
    package var presentation = LayerPresentation()
    /// The `presentation()` copy for this frame, made when first asked.
    package var presentationCopy: CALayer?

    /// The transition being shown and the layer as it was before it.
    package var transition: (animation: CATransition, progress: CGFloat, before: LayerImage?)? {
        guard let t = presentation.transition,
              let entry = entries.first(where: { $0.animation === t.animation }) else { return nil }
        return (t.animation, t.progress, entry.before)
    }
}
