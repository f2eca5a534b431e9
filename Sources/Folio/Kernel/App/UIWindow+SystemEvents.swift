import Foundation

extension UIWindow {
    /// A motion or remote-control event goes to the first responder and travels up the responder
    /// chain from there (UIKit's rule). With no first responder — or one that has left this
    /// window — it starts at the controller the user sees (the top of the visible navigation
    /// stack, the selected tab, the presented one), whose chain ends at the window and the
    /// application; so a screen that handles shakes gets them without asking to be first responder.
    func deliverSystemEvent(_ event: UIEvent) {
        var first = firstResponderRef
        if let responder = first, responder.responderWindow !== self {
            firstResponderRef = nil
            first = nil
        }
        guard let target: UIResponder = first ?? visibleViewController ?? self as UIResponder? else { return }
        if event.type == .remoteControl {
            target.remoteControlReceived(with: event)
            return
        }
        switch event.motionPhase {
        case .began: target.motionBegan(event.subtype, with: event)
        case .ended: target.motionEnded(event.subtype, with: event)
        case .cancelled: target.motionCancelled(event.subtype, with: event)
        }
    }

    /// The controller on screen at the top: presented controllers first, then each container's
    /// front child (the top of a navigation stack, the selected tab).
    public var visibleViewController: UIViewController? {
        guard var top = rootViewController else { return nil }
        while true {
            if let presented = top.presentedViewController { top = presented; continue }
            if let shown = top.frontChild { top = shown; continue }
            return top
        }
    }

    /// Tells every controller in the window, parents before children, presented ones last.
    func sendMemoryWarning() {
        func visit(_ vc: UIViewController) {
            vc.didReceiveMemoryWarning()
            for child in vc.children { visit(child) }
            if let presented = vc.presentedViewController, presented.presentingViewController === vc { visit(presented) }
        }
        if let root = rootViewController { visit(root) }
    }
}

extension UIApplication {
    /// Posted when the system is short of memory, as UIKit's.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The system is short of memory (a host's key, a test): the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then every view controller of every window gets
    /// `didReceiveMemoryWarning()`, then `didReceiveMemoryWarningNotification` is posted.
    public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        for window in windows { window.sendMemoryWarning() }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
    }
}
