import Foundation

/// What a transition's alongside animations, completions and interaction handlers are told of it:
/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The style of the presentation (`.custom` for a custom presentation, `.none` for a
    /// container's transition such as a push).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started driven by a gesture.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (a property-animator transition). Folio: false.
    var isInterruptible: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interactive transition rolled back).
    var isCancelled: Bool { get }
    /// How long it lasts, seconds.
    var transitionDuration: TimeInterval { get }
    /// How far it has come, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed the rest runs at once a gesture lets go, as a share of the normal speed.
    var completionVelocity: CGFloat { get }
    /// The curve the rest runs on once a gesture lets go.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller of `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of `key`, nil when that view takes no part.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition's views move in.
    var containerView: UIView { get }
    /// The rotation a size change applies (identity when there is none).
    var targetTransform: CGAffineTransform { get }
}

/// What `transitionCoordinator` and `viewWillTransition(to:with:)` give: UIKit's
/// `UIViewControllerTransitionCoordinator`. Animations registered with it run in the same
/// animation as the transition (scrubbed with it when a gesture drives it; applied at once when it
/// does not animate); completions run when it ends, told whether it was cancelled.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` when it ends. Returns false when
    /// the transition is over (nothing is run).
    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// transition's container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when a gesture lets go of the transition (it then finishes or is cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition (UIKit's form with the completion left out).
    @discardableResult
    public func animate(alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Calls `handler` when a gesture lets go of the transition (the form UIKit deprecated).
    public func notifyWhenInteractionEnds(_ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }
}
