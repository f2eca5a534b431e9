import Foundation

/// Where an application keeps its UI state between launches (`UIApplication.stateArchive`): saved
/// when the app goes to the background or ends, restored at launch, when the delegate opts in.
/// `StateArchive` is Folio's; the application knows only this.
public protocol StateStore: AnyObject {
    /// Saves what `window` shows; false when nothing could be written.
    @discardableResult @MainActor func save(_ window: UIWindow) -> Bool
    /// Re-applies saved state to `window`; false when there was nothing usable.
    @discardableResult @MainActor func restore(_ window: UIWindow) -> Bool
}
