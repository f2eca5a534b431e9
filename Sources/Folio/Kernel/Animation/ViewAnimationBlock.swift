import Foundation

/// One `UIView.animate` call, the delegate of the layer animations it added (as UIKit's animation
/// blocks are): its completion runs once, when the last of them stops — with true when all ran to
/// their end, false when one was removed or taken over before.
@MainActor
final class ViewAnimationBlock: CAAnimationDelegate, ViewAnimationOwner {
    let allowsUserInteraction: Bool
    /// The duration of an animation asked to take none (a delayed change that then applies at
    /// once): Core Animation reads 0 as its default, a quarter second.
    static let instant: CFTimeInterval = 1e-6
    private var completion: (@MainActor (Bool) -> Void)?
    /// The animations added and not yet stopped.
    private var running = 0
    private var finished = true

    init(allowsUserInteraction: Bool, completion: (@MainActor (Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Counts one more animation of the block.
    func willAdd() { running += 1 }

    /// Whether the block added anything.
    var isEmpty: Bool { running == 0 }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if !flag { finished = false }
        running -= 1
        if running <= 0 { complete() }
    }

    /// Calls the completion once.
    func complete() {
        guard let c = completion else { return }
        completion = nil
        c(finished)
    }
}
