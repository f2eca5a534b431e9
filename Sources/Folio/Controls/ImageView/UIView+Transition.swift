import Foundation

extension UIView {
    /// Changes a view's content with a transition, UIKit's
    /// `transition(with:duration:options:animations:completion:)`: `animations` apply at once
    /// (animated too with `.allowAnimatedContent`) and an image of how the view looked fades out
    /// over it (`.transitionCrossDissolve`; the flips and curls are drawn as the same
    /// cross-dissolve). A view in no window, or no duration, changes at once and `completion(true)`
    /// runs before this returns, as `animate` does.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        let before = options.hasTransition && view.window != nil && duration > 0 && duration.isFinite
            ? view.snapshotView(afterScreenUpdates: false) : nil
        if options.contains(.allowAnimatedContent) {
            UIView.animate(withDuration: duration, delay: 0, options: options.withoutTransition, animations: { animations?() })
        } else {
            performWithoutAnimation { animations?() }
        }
        guard let before else {
            completion?(true)
            return
        }
        before.frame = view.bounds
        before.isUserInteractionEnabled = false
        view.addSubview(before)
        UIView.animate(withDuration: duration, delay: 0, options: options.withoutTransition, animations: { before.alpha = 0 },
                       completion: { finished in
            before.removeFromSuperview()
            completion?(finished)
        })
    }

    /// Replaces `fromView` with `toView` with a transition, UIKit's
    /// `transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s place in
    /// its superview (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown
    /// instead), fading in over it.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        let container = fromView.superview
        if options.contains(.showHideTransitionViews) {
            toView.isHidden = false
        } else if let container, toView.superview !== container {
            let index = container.subviews.firstIndex(of: fromView) ?? container.subviews.count
            container.insertSubview(toView, at: index + 1)
        }
        let alpha = toView.alpha
        let animated = options.hasTransition && container?.window != nil && duration > 0 && duration.isFinite
        func finish() {
            if options.contains(.showHideTransitionViews) { fromView.isHidden = true } else { fromView.removeFromSuperview() }
        }
        guard animated else {
            finish()
            completion?(true)
            return
        }
        performWithoutAnimation { toView.alpha = 0 }
        UIView.animate(withDuration: duration, delay: 0, options: options.withoutTransition, animations: { toView.alpha = alpha },
                       completion: { finished in
            finish()
            completion?(finished)
        })
    }
}
