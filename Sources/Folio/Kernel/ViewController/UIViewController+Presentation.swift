import Foundation
import Logging


extension UIViewController {
    static var presentationLog: Logger { Logger(label: "folio.presentation") }
    /// Duration of the cover-vertical slide.
    static let presentationDuration: TimeInterval = 0.35

    /// The controller this one presents — or one of its ancestors does (a child that calls
    /// `present` presents from its top ancestor), as UIKit documents it.
    public var presentedViewController: UIViewController? {
        var vc: UIViewController? = self
        while let current = vc {
            if let presented = current.presentation.presented { return presented }
            vc = current.parent
        }
        return nil
    }
    /// The controller that presents this one — for a child of a presented controller (a page in
    /// a presented navigation controller), the one presenting its ancestor, as in UIKit.
    public var presentingViewController: UIViewController? {
        var vc: UIViewController? = self
        while let current = vc {
            if let presenter = current.presentation.presenting { return presenter }
            vc = current.parent
        }
        return nil
    }

    /// What `present(_:animated:completion:)` does: presents `viewController` from the top of
    /// this controller's parent chain, sliding it up (cover vertical). Refused with UIKit's
    /// message when that controller already presents one, or when a presentation is in flight.
    func presentModally(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
        nonisolated(unsafe) let completion = completion   // UIKit's plain closure, run on the main actor
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
        if presentCustom(viewController, by: presenter, in: window, animated: animated, completion: completion) { return }
        presenter.presentation.presented = viewController
        viewController.presentation.presenting = presenter
        presenter.presentation.inTransition = true
        viewController.isBeingPresented = true
        let style = viewController.modalPresentationStyle
        let full = style == .fullScreen
        let target = style == .pageSheet ? CGRect(x: 0, y: 40, width: window.bounds.width, height: window.bounds.height - 40) : window.bounds
        let v: UIView = viewController.view
        if style == .pageSheet { v.layer.cornerRadius = 10 }
        let fades = style == .overFullScreen
        v.frame = animated && !fades ? target.offsetBy(dx: 0, dy: window.bounds.height) : target
        if animated && fades { v.alpha = 0 }
        let animates = animated && window.application != nil
        let coordinator = TransitionCoordinator(
            container: window, animated: animates, style: style, duration: fades ? 0.2 : Self.presentationDuration,
            from: presenter, to: viewController, fromView: full ? presenter.viewIfLoaded : nil, toView: v)
        coordinator.attach(to: [presenter, viewController])
        if full { presenter.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)
        window.addSubview(v)
        let finish: @MainActor (Bool) -> Void = { _ in
            coordinator.end(cancelled: false)
            // Covered by a full-screen presentation, the presenter's view leaves the window until
            // the dismissal, as in UIKit.
            if full, let covered = presenter.viewIfLoaded, covered.superview === window { covered.removeFromSuperview() }
            viewController.endAppearanceTransition()
            if full { presenter.endAppearanceTransition() }
            presenter.presentation.inTransition = false
            coordinator.detach()
            completion?()
        }
        if animates {
            UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, options: .curveEaseOut,
                           animations: { if fades { v.alpha = 1 } else { v.frame = target } }, completion: finish)
        }
        coordinator.startAlongside(interactive: false)
        if !animates { finish(true) }
    }

    /// What `dismiss(animated:completion:)` does: dismisses the controller this one presents —
    /// or, when it presents none, this controller itself (as UIKit does). With nothing to dismiss
    /// it logs and does nothing.
    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        nonisolated(unsafe) let completion = completion   // UIKit's plain closure, run on the main actor
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
        if dismissCustom(presented, from: presenter, animated: animated, completion: completion) { return }
        presenter.presentation.inTransition = true
        presented.isBeingDismissed = true
        let full = presented.modalPresentationStyle == .fullScreen
        let fades = presented.modalPresentationStyle == .overFullScreen
        let v: UIView = presented.view
        let window = v.window
        let animates = animated && window?.application != nil
        let coordinator = TransitionCoordinator(
            container: window ?? v, animated: animates, style: presented.modalPresentationStyle,
            duration: fades ? 0.2 : Self.presentationDuration,
            from: presented, to: presenter, fromView: v, toView: full ? presenter.viewIfLoaded : nil)
        coordinator.attach(to: [presenter, presented])
        presented.beginAppearanceTransition(false, animated: animated)
        if full { presenter.beginAppearanceTransition(true, animated: animated) }
        if full, let window, let covered = presenter.viewIfLoaded, covered.superview == nil, v.superview === window {
            if window.rootViewController === presenter { covered.frame = window.bounds }
            window.insertSubview(covered, belowSubview: v)
        }
        let finish: @MainActor (Bool) -> Void = { _ in
            coordinator.end(cancelled: false)
            v.removeFromSuperview()
            presented.endAppearanceTransition()
            if full { presenter.endAppearanceTransition() }
            presenter.presentation.presented = nil
            presented.presentation.presenting = nil
            presenter.presentation.inTransition = false
            coordinator.detach()
            completion?()
        }
        if animates, let window {
            UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, options: .curveEaseIn,
                           animations: { if fades { v.alpha = 0 } else { v.frame = v.frame.offsetBy(dx: 0, dy: window.bounds.height) } },
                           completion: finish)
        }
        coordinator.startAlongside(interactive: false)
        if !animates { finish(true) }
    }
}
