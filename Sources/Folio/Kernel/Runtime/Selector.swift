/// The name of an Objective-C message, as UIKit code spells it when it asks the runtime by name:
/// `NSSelectorFromString("sharedApplication")`, `Selector(("sharedApplication"))`.
///
/// Linux has no Objective-C runtime, so a selector here is only its name: `NSObject.responds(to:)`
/// and `perform(_:)` answer the messages Folio's classes have by that name (see
/// `NSObject.responds(to:)`). Target–action takes Swift method references instead
/// (`folio-port` rewrites `#selector`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The message's name, colons included (`"setTitle:forState:"`).
    public let name: String

    /// A selector named `name`, as `Selector("name")` or `NSSelectorFromString(_:)` make it.
    public init(_ name: String) { self.name = name }

    /// A selector written as a string literal where a `Selector` is expected (`responds(to: "window")`).
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// The selector named `aSelectorName` (Foundation's function; never nil here).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of `aSelector` (Foundation's function).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
