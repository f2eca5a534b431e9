import Foundation

/// A controller's presentation links.
@MainActor
final class PresentationState {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var inTransition = false
    /// A custom presentation's controller and the container its views are in (a presentation
    /// through a transitioning delegate).
    var controller: UIPresentationController?
    var container: UIView?
    /// The custom transition in flight, held until it completes (its animator may let go of it).
    var transition: TransitionContext?
    /// The coordinator of the transition this controller takes part in (a presentation, a
    /// dismissal, a container's transition), nil when none runs.
    var coordinator: TransitionCoordinator?
    /// The controller's transitioning delegate (held weakly, as UIKit holds it).
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
}
