import Foundation

/// The application's hook for shake to edit: a window that can offer its undo manager's last
/// step (the alerts area makes `UIWindow` one, showing UIKit's "Undo Typing" alert), so the
/// application asks for it without naming alerts.
@MainActor
protocol ShakeToEditOffering: UIWindow {
    /// Offers to undo or redo the last edit of the first responder's undo manager.
    func offerShakeToEdit()
}
