import Foundation

/// An object that can handle events: views, view controllers, windows, the application.
///
/// Touch methods forward to `next` by default, so an unhandled touch travels the responder chain
/// view → its view controller → superview … → window → application, as in UIKit.
///
/// An `NSObject`, as in UIKit: identity equality and hashing, `description`, arrays of
/// controllers searched with `firstIndex(of:)`, `NSObjectProtocol` delegates.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder with no next responder.
    public override init() { super.init() }

    // Values associated with the responder (`objc_setAssociatedObject`) go with it.
    deinit { AssociationTable.shared.removeAll(of: ObjectIdentifier(self)) }

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }
    /// The undo manager edits in this responder register with: the next responder's (a window
    /// keeps one for all its responders); nil when there is none.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Touches began. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (a gesture took them, or the system did). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// A motion (a shake) began. The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended. The default forwards to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled. The default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control command (play, pause, next track… — the media keys). The default forwards to `next`.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    /// The keyboard shortcuts this responder offers while it is in the responder chain (UIKit's
    /// `keyCommands`). Default nil (a view controller: the ones added by `addKeyCommand(_:)`).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether the responder accepts first-responder status. Default false (a view controller that
    /// wants shakes overrides it to return true and calls `becomeFirstResponder()` once shown).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it is the first responder of its window.
    open var isFirstResponder: Bool { responderWindow.map { $0.firstResponderRef === self } ?? false }
    /// Asks to become first responder of its window (the current one resigns first); true when
    /// accepted. A responder not in a window cannot.
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponderRef === self { return true }
        if let previous = window.firstResponderRef, !previous.resignFirstResponder() { return false }
        window.firstResponderRef = self
        return true
    }
    /// Whether the responder lets go of first-responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }
    /// Gives up first-responder status; refused (false) when `canResignFirstResponder` is false.
    @discardableResult open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderRef === self { window.firstResponderRef = nil }
        return true
    }

    /// The window the responder belongs to (a view's window, a controller's view's window).
    var responderWindow: UIWindow? { nil }
}
