import FolioCore
import FolioGraphics
/// Runs main-actor code from a member Foundation declares nonisolated — `NSObject`'s
/// `description`, `isEqual(_:)`, `hash`, NSCopying's `copy(with:)` — or from a callback Foundation
/// makes on the posting thread, as UIKit's Objective-C methods run on whichever thread calls them.
/// UI objects live on the main actor; only the compiler's static check is skipped (a global
/// actor's function type has the representation of a plain one), never a runtime trap.
package func mainActorUnchecked<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
