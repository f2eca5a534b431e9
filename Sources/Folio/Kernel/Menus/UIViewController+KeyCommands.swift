import Foundation

extension UIViewController {
    /// Adds a shortcut the controller offers while it is in the responder chain (UIKit's
    /// `addKeyCommand(_:)`); `keyCommands` lists it. Adding the same command twice keeps one.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a shortcut added with `addKeyCommand(_:)`.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
