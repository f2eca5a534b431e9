import Foundation

/// The word Core Foundation reads right after an object's Swift header, declared as the first
/// stored property of Folio's `NSObject` subclasses that live in Foundation's collections as
/// values (colours, fonts, paragraph styles in an attributed string's attributes).
///
/// On Linux, Foundation's `NSObject` keeps no such word of its own ("add no ivars here"): Core
/// Foundation takes whatever the subclass stores first for the object's type and, finding no
/// type there, stops the program when it compares two of them — as an attributed string does
/// each time two ranges with different colours meet. With this word the object reads as a
/// Swift object of the generic type, and Core Foundation asks its `isEqual(_:)` and `hash`.
package struct FoundationObjectWord: Sendable {
    /// The generic type's identifier (`_kCFRuntimeIDCFType`, 1) in the type field (bits 8–17);
    /// the reference count bits stay zero (Swift counts references).
    let bits: UInt64 = 1 << 8
    package init() {}
}
