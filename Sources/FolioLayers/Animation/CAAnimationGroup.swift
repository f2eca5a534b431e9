import Foundation
import FolioCore
import FolioGraphics

/// Animations run together in one timing, Core Animation's `CAAnimationGroup`: each child's
/// times are in the group's local time, and the group's duration cuts them off. The children's
/// delegates are not told; the group's is.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations run together.
    open var animations: [CAAnimation]?

    package override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    package override func apply(progress: Double, iteration: Int, localTime: Double, to presentation: inout LayerPresentation, layer: CALayer) {
        let time = eased(progress) * effectiveDuration
        for child in animations ?? [] {
            let sample = child.timing.sample(at: time)
            guard let p = sample.progress else { continue }
            child.apply(progress: p, iteration: sample.iteration, localTime: child.timing.localTime(time), to: &presentation, layer: layer)
        }
    }
}
