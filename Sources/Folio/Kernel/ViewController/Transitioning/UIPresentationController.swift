import Foundation

/// What manages a `.custom` presentation's views, UIKit's `UIPresentationController`: where the
/// presented view sits (`frameOfPresentedViewInContainerView`), what goes around it (a dimming
/// view added in `presentationTransitionWillBegin`), and the moments of the presentation and
/// dismissal. Subclass it and return it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller presented.
    public let presentedViewController: UIViewController
    /// The controller presenting it.
    public private(set) weak var presentingViewController: UIViewController?
    /// The view the presentation's views are in (set when the presentation begins).
    public internal(set) var containerView: UIView?

    /// A presentation controller of `presentedViewController` presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The view animated in: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container when the presentation is done. Default: the
    /// whole container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the screen (and its appearance methods are called).
    /// Default false: it stays under the presented view.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen. Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// The presentation is about to run: add the views that go with it (a dimming view).
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to run.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its views (place the presented view here).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its views.
    open func containerViewDidLayoutSubviews() {}
}

/// The view a custom presentation's views are in: it fills the window and tells its presentation
/// controller when it lays out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

extension UIViewController {
    /// The presentation controller of the controller's custom presentation, UIKit's
    /// `presentationController` (nil for the built-in styles, and when not presented).
    public var presentationController: UIPresentationController? {
        var vc: UIViewController? = self
        while let current = vc {
            if let controller = current.presentation.controller { return controller }
            vc = current.parent
        }
        return nil
    }
}
