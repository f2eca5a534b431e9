import Foundation

/// Which controller of a transition, UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A key of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown after it.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition, UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A key of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (nil when it stays, as a custom presenter's does).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (nil when it is already shown).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is given to carry out a transition, UIKit's
/// `UIViewControllerContextTransitioning`: the container the views move in, the controllers and
/// views by key, their frames, and `completeTransition(_:)` to call when the animations end.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views move in (the animator adds the arriving view to it).
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The interaction controller tells how far the transition has come.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction controller lets the transition finish.
    func finishInteractiveTransition()
    /// The interaction controller rolls the transition back.
    func cancelInteractiveTransition()
    /// The interaction controller pauses the transition.
    func pauseInteractiveTransition()
    /// The animator's animations ended: the transition completed (true) or was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller of `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of `key`, nil when that view takes no part.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts (zero when it is arriving and the animator chooses).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (zero when it is leaving and the animator chooses).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, UIKit's `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animations take, seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations and calls the context's `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Told when the transition is over (optional in UIKit).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Nothing to do by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition by hand (a gesture), UIKit's
/// `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest runs once let go, as a share of the normal speed (optional in UIKit; 1).
    var completionSpeed: CGFloat { get }
    /// The curve the rest runs on once let go (optional in UIKit; ease in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven by hand (optional in UIKit; true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Normal speed.
    public var completionSpeed: CGFloat { 1 }
    /// Ease in-out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Driven from the start.
    public var wantsInteractiveStart: Bool { true }
}

/// The object a presented controller asks for its presentation's animators and presentation
/// controller, UIKit's `UIViewControllerTransitioningDelegate` (every method optional).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented`; nil: the style's own animation.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`; nil: the style's own animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation; nil: it runs by itself.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal (a drag down); nil: it runs by itself.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation; nil: a plain one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// None: the style's own animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: the style's own animation.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// None: not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: a plain presentation controller.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
