import Foundation

/// What `viewWillTransition(to:with:)` receives for a size change (a rotation, a resized window).
/// Folio applies a size change in one step, so alongside animations run at once and completions
/// after the new size is laid out: the context says not animated, complete, duration 0.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false
    let containerView: UIView

    /// A coordinator of `window`'s size change.
    init(window: UIWindow) { containerView = window }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    func animateAlongsideTransition(in view: UIView?,
                                    animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The new size is laid out: the completions run.
    func finish() {
        finished = true
        let run = completions
        completions.removeAll()
        run.forEach { $0(self) }
    }
}
