import Foundation
import FolioCore
import FolioGraphics

/// Groups layer changes, Core Animation's `CATransaction`: the duration, timing function and
/// whether implicit animations run for the changes made inside `begin()`…`commit()`, and a
/// completion block called once every animation added inside has finished (or at the next frame
/// when none was). Outside any `begin()` the settings apply to the implicit transaction, which
/// ends with the current frame.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// The animations a completion block waits for.
    @MainActor
    package final class Completion {
        private var pending = 0
        private var committed = false
        package private(set) var block: (() -> Void)?
        package init(block: (() -> Void)?) { self.block = block }
        package func set(_ block: (() -> Void)?) { self.block = block }
        package func animationAdded() { pending += 1 }
        package func animationEnded() { pending -= 1; fireIfDone() }
        package func commit() { committed = true; fireIfDone(nextFrame: true) }
        private func fireIfDone(nextFrame: Bool = false) {
            guard committed, pending <= 0, let block else { return }
            self.block = nil
            if nextFrame {
                LayerAnimationEngine.fallback()?.schedule(block)
            } else {
                block()
            }
        }
    }

    @MainActor
    private struct Frame {
        package var duration: CFTimeInterval?
        package var timingFunction: CAMediaTimingFunction?
        package var disableActions: Bool?
        package var values: [String: Any] = [:]
        package let completion = Completion(block: nil)
    }

    /// Explicit transactions, innermost last.
    private static var stack: [Frame] = []
    /// The implicit transaction's settings (until the frame ends).
    private static var implicit = Frame()

    /// Starts a transaction.
    open class func begin() { stack.append(Frame()) }

    /// Ends the innermost transaction; its completion runs when its animations have finished.
    /// An unbalanced `commit()` ends the implicit transaction.
    open class func commit() {
        guard let frame = stack.popLast() else { endImplicitTransaction(); return }
        frame.completion.commit()
    }

    /// Applies pending changes now (Folio applies them as they are made).
    open class func flush() {}
    /// Kept for Core Animation's API; Folio's layers live on the main actor.
    open class func lock() {}
    /// Kept for Core Animation's API.
    open class func unlock() {}

    private static func read<T>(_ key: KeyPath<Frame, T?>) -> T? {
        for frame in stack.reversed() { if let v = frame[keyPath: key] { return v } }
        return implicit[keyPath: key]
    }

    private static func write(_ body: (inout Frame) -> Void) {
        if stack.isEmpty { body(&implicit) } else { body(&stack[stack.count - 1]) }
    }

    /// The duration of implicit animations. Default 0.25 s.
    open class func animationDuration() -> CFTimeInterval { read(\.duration) ?? 0.25 }
    /// Sets it for this transaction; a negative or non-finite value is refused.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else {
            CAAnimation.log.warning("CATransaction: refused animation duration \(dur)"); return
        }
        write { $0.duration = dur }
    }
    /// The timing function of implicit animations; nil: Core Animation's default curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { read(\.timingFunction) }
    /// Sets it for this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { write { $0.timingFunction = function } }
    /// Whether property changes run no implicit animations. Default false.
    open class func disableActions() -> Bool { read(\.disableActions) ?? false }
    /// Sets it for this transaction.
    open class func setDisableActions(_ flag: Bool) { write { $0.disableActions = flag } }
    /// The completion block of this transaction.
    open class func completionBlock() -> (() -> Void)? { (stack.last ?? implicit).completion.block }
    /// Sets the block called when every animation added in this transaction has finished.
    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if stack.isEmpty { implicit.completion.set(block) } else { stack[stack.count - 1].completion.set(block) }
    }
    /// A value stored in this transaction (`kCATransactionAnimationDuration` and friends).
    open class func value(forKey key: String) -> Any? {
        for frame in stack.reversed() { if let v = frame.values[key] { return v } }
        return implicit.values[key]
    }
    /// Stores a value in this transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) { write { $0.values[key] = anObject } }

    /// The completions an animation added now belongs to (every open transaction's).
    package static func openCompletions() -> [Completion] {
        let all = stack.map(\.completion) + [implicit.completion]
        for c in all { c.animationAdded() }
        return all
    }

    /// The frame ended: the implicit transaction commits and a new one starts.
    package static func endImplicitTransaction() {
        let frame = implicit
        implicit = Frame()
        frame.completion.commit()
    }
}
