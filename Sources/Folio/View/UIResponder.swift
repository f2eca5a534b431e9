import Foundation

/// An object that can handle events: views, view controllers, windows, the application.
///
/// Touch methods forward to `next` by default, so an unhandled touch travels the responder chain
/// view → its view controller → superview … → window → application, as in UIKit.
@MainActor
open class UIResponder {
    /// A responder with no next responder.
    public init() {}

    /// The next responder in the chain; nil at its end.
    open var next: UIResponder? { nil }

    /// Touches began. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (a gesture took them, or the system did). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Whether the responder accepts first-responder status. Default false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it is the first responder of its window.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder; true when accepted.
    @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
    /// Gives up first-responder status.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
