import Foundation

/// Takes the `UIView.animate` calls made while it is current into a property animator (an
/// interactive transition's animator scrubs them by hand and lets them finish or roll back).
@MainActor
final class AnimationCapture {
    static var stack: [AnimationCapture] = []
    static var current: AnimationCapture? { stack.last }
    let animator: UIViewPropertyAnimator
    init(_ animator: UIViewPropertyAnimator) { self.animator = animator }

    /// Runs `body` with `UIView.animate` calls taken into the animator.
    func capturing(_ body: () -> Void) {
        AnimationCapture.stack.append(self)
        body()
        AnimationCapture.stack.removeLast()
    }

    func take(animations: @MainActor () -> Void, delay: TimeInterval, completion: (@MainActor (Bool) -> Void)?) {
        let total = animator.duration
        let factor = total > 0 ? CGFloat(min(delay / total, 1)) : 0
        animator.recordNow(animations, delayFactor: factor)
        if let completion { animator.addCompletion { _ in completion(true) } }
    }
}
