import Foundation

/// A command's action, sent up the responder chain to the first responder that has it: the
/// method reference `folio-port` writes for `#selector(find(_:))` (`Editor.find(_:)`, taken by
/// any responder that is an `Editor`), or a selector by name (answered by Folio's own messages).
@MainActor
struct ResponderAction {
    /// How the action is named in diagnostics.
    let name: String
    /// Sends the action to `responder` with `sender`; false when the responder has no such method.
    let send: @MainActor (UIResponder, Any?) -> Bool

    init<Target: AnyObject>(_ method: @escaping (Target) -> @MainActor () -> Void) {
        name = "\(Target.self) method"
        send = { responder, _ in
            guard let target = responder as? Target else { return false }
            method(target)()
            return true
        }
    }

    init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> @MainActor (Sender) -> Void) {
        name = "\(Target.self) method taking \(Sender.self)"
        send = { responder, sender in
            guard let target = responder as? Target else { return false }
            guard let typed = sender as? Sender else {
                UIApplication.log.warning("command: the sender \(type(of: sender)) is not a \(Sender.self), the action's sender type; the action was not sent")
                return true
            }
            method(target)(typed)
            return true
        }
    }

    init(_ selector: Selector) {
        name = selector.name
        send = { responder, _ in
            guard responder.responds(to: selector) else { return false }
            _ = responder.perform(selector)
            return true
        }
    }

    /// Sends the action to the first responder from `start` up the chain that has it; false when none has.
    @MainActor func send(from start: UIResponder, sender: Any?) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if send(current, sender) { return true }
            responder = current.next
        }
        return false
    }
}
