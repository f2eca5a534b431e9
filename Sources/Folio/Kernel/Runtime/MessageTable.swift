/// The Objective-C messages Folio's classes answer by name, for code that asks the runtime
/// (`responds(to:)`, `perform(_:)`) rather than calling: an extension-safe library reaches the
/// shared application with `UIApplication.perform(NSSelectorFromString("sharedApplication"))`.
///
/// Linux has no runtime that lists a class's methods, so the messages are listed here, each with
/// the classes that have it and the member it sends to.
enum MessageTable {
    /// One message: its selector's name, whether a receiver has it, and what sending it returns.
    struct Message: Sendable {
        let name: String
        let isReceiver: @Sendable (Any) -> Bool
        let send: @MainActor @Sendable (Any) -> AnyObject?
    }

    /// Messages sent to a class (`UIApplication.perform(…)`): the receiver is the class.
    static let classMessages: [Message] = [
        Message(name: "sharedApplication", isReceiver: { $0 is UIApplication.Type }, send: { _ in UIApplication.shared }),
        Message(name: "mainScreen", isReceiver: { $0 is UIScreen.Type }, send: { _ in UIScreen.main }),
        Message(name: "currentDevice", isReceiver: { $0 is UIDevice.Type }, send: { _ in UIDevice.current }),
    ]

    /// Messages sent to an instance.
    static let instanceMessages: [Message] = [
        Message(name: "keyWindow", isReceiver: { $0 is UIApplication }, send: { ($0 as? UIApplication)?.keyWindow }),
        Message(name: "delegate", isReceiver: { $0 is UIApplication }, send: { ($0 as? UIApplication)?.delegate as AnyObject? }),
        Message(name: "window", isReceiver: { $0 is UIView }, send: { ($0 as? UIView)?.window }),
        Message(name: "superview", isReceiver: { $0 is UIView }, send: { ($0 as? UIView)?.superview }),
        Message(name: "layer", isReceiver: { $0 is UIView }, send: { ($0 as? UIView)?.layer }),
        Message(name: "view", isReceiver: { $0 is UIViewController }, send: { ($0 as? UIViewController)?.view }),
        Message(name: "description", isReceiver: { $0 is NSObject }, send: { ($0 as? NSObject)?.description as NSString? }),
        Message(name: "self", isReceiver: { $0 is NSObject }, send: { $0 as AnyObject }),
    ]

    /// The message named `name` that `receiver` has, if any.
    static func message(_ name: String, in messages: [Message], for receiver: Any) -> Message? {
        messages.first { $0.name == name && $0.isReceiver(receiver) }
    }
}
