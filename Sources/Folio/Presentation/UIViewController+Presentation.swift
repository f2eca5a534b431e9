import Foundation
import Logging

/// How a presented controller covers the screen, UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Sendable {
    /// Covers the whole window; the presenter disappears.
    case fullScreen
    /// A sheet 40 points below the top with rounded corners; the presenter stays visible.
    case pageSheet
}

extension UIViewController {
    static var presentationLog: Logger { Logger(label: "folio.presentation") }
    /// Duration of the cover-vertical slide.
    public static let presentationDuration: TimeInterval = 0.35

    /// The controller this one presents.
    public var presentedViewController: UIViewController? { presentation.presented }
    /// The controller that presents this one.
    public var presentingViewController: UIViewController? { presentation.presenting }

    /// Presents `viewController` from the top of this controller's parent chain, sliding it up
    /// (cover vertical). Refused with UIKit's message when that controller already presents one,
    /// or when a presentation is in flight.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var presenter = self
        while let p = presenter.parent { presenter = p }
        guard presenter.presentation.presented == nil, !presenter.presentation.inTransition else {
            UIViewController.presentationLog.error(
                "Attempt to present \(type(of: viewController)) on \(type(of: presenter)) which is already presenting \(type(of: presenter.presentation.presented ?? viewController))")
            return
        }
        guard viewController.presentation.presenting == nil, viewController !== presenter,
              let window = presenter.viewIfLoaded?.window else {
            UIViewController.presentationLog.error("Attempt to present \(type(of: viewController)) whose view is not in the window hierarchy, or that is already presented")
            return
        }
        presenter.presentation.presented = viewController
        viewController.presentation.presenting = presenter
        presenter.presentation.inTransition = true
        viewController.isBeingPresented = true
        let full = viewController.modalPresentationStyle == .fullScreen
        let target = full ? window.bounds : CGRect(x: 0, y: 40, width: window.bounds.width, height: window.bounds.height - 40)
        let v: UIView = viewController.view
        if !full { v.layer.cornerRadius = 10 }
        v.frame = animated ? target.offsetBy(dx: 0, dy: window.bounds.height) : target
        if full { presenter.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)
        window.addSubview(v)
        let finish: @MainActor (Bool) -> Void = { _ in
            viewController.endAppearanceTransition()
            if full { presenter.endAppearanceTransition() }
            presenter.presentation.inTransition = false
            completion?()
        }
        guard animated, window.application != nil else { return finish(true) }
        UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: .curveEaseOut,
                       animations: { v.frame = target }, completion: finish)
    }

    /// Dismisses the controller this one presents — or, when it presents none, this controller
    /// itself (as UIKit does). With nothing to dismiss it logs and does nothing.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var top = self
        while let p = top.parent { top = p }
        let presenter: UIViewController
        let presented: UIViewController
        if let p = top.presentation.presented {
            presenter = top; presented = p
        } else if let p = top.presentation.presenting {
            presenter = p; presented = top
        } else {
            UIViewController.presentationLog.notice("dismiss: \(type(of: self)) presents nothing and is not presented")
            return
        }
        // Anything presented above the one being dismissed goes with it.
        if let above = presented.presentation.presented { above.dismiss(animated: false) }
        guard !presenter.presentation.inTransition else {
            UIViewController.presentationLog.error("dismiss during a presentation transition was refused")
            return
        }
        presenter.presentation.inTransition = true
        presented.isBeingDismissed = true
        let full = presented.modalPresentationStyle == .fullScreen
        let v: UIView = presented.view
        presented.beginAppearanceTransition(false, animated: animated)
        if full { presenter.beginAppearanceTransition(true, animated: animated) }
        let finish: @MainActor (Bool) -> Void = { _ in
            v.removeFromSuperview()
            presented.endAppearanceTransition()
            if full { presenter.endAppearanceTransition() }
            presenter.presentation.presented = nil
            presented.presentation.presenting = nil
            presenter.presentation.inTransition = false
            completion?()
        }
        guard animated, let window = v.window, window.application != nil else { return finish(true) }
        UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: .curveEaseIn,
                       animations: { v.frame = v.frame.offsetBy(dx: 0, dy: window.bounds.height) }, completion: finish)
    }
}

/// A controller's presentation links.
@MainActor
final class PresentationState {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var inTransition = false
}
