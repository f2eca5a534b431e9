/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, with the Objective-C runtime's names.
///
/// The atomic and non-atomic forms behave alike here: every association is read and written
/// under one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference to an object (the runtime's unretained pointer, made safe: it reads nil
    /// once the value is gone); a value that is not an object is kept as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`'s `copy()`; a value that cannot copy itself is retained).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set and read atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set and read atomically.
    case OBJC_ASSOCIATION_COPY = 771
}
