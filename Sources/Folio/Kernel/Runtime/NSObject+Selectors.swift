import Foundation

/// `responds(to:)` and `perform(_:)`, as UIKit code asks the Objective-C runtime: answered for
/// the messages Folio's classes have by name (`MessageTable`), false and nil for any other.
extension NSObject {
    /// Whether the object answers `aSelector` — a message in Folio's table of named messages
    /// (`keyWindow`, `window`, `view`, `description`…); false for any other, and for nil.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return MessageTable.message(aSelector.name, in: MessageTable.instanceMessages, for: self) != nil
    }

    /// Whether the class answers `aSelector` sent to itself (`UIApplication.responds(to:
    /// NSSelectorFromString("sharedApplication"))`, an extension-safe library's probe).
    public class func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return MessageTable.message(aSelector.name, in: MessageTable.classMessages, for: self) != nil
    }

    /// Sends `aSelector` to the object and returns its answer, unretained as the runtime returns
    /// it; nil for a message Folio's table does not have (logged: the runtime would raise).
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector, let message = MessageTable.message(aSelector.name, in: MessageTable.instanceMessages, for: self) else {
            NSObject.log("-[\(type(of: self)) \(aSelector?.name ?? "(null)")]: unrecognized selector sent to instance")
            return nil
        }
        return Self.answer(message, to: self)
    }

    /// Sends `aSelector` to the class (`UIApplication.perform(NSSelectorFromString("sharedApplication"))`).
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector, let message = MessageTable.message(aSelector.name, in: MessageTable.classMessages, for: self) else {
            NSObject.log("+[\(self) \(aSelector?.name ?? "(null)")]: unrecognized selector sent to class")
            return nil
        }
        return answer(message, to: self)
    }

    private static func answer(_ message: MessageTable.Message, to receiver: Any) -> Unmanaged<AnyObject>? {
        // Folio's objects live on the main actor; the runtime sends from whichever thread asks.
        nonisolated(unsafe) let receiver = receiver
        let result: AnyObject? = mainActorUnchecked { message.send(receiver) }
        return result.map { Unmanaged.passUnretained($0) }
    }

    private static func log(_ text: String) {
        mainActorUnchecked { UIApplication.log.error("\(text)") }
    }
}
