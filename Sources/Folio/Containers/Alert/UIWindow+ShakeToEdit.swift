import Foundation

extension UIWindow: ShakeToEditOffering {
    /// Shake to edit: the first responder's undo manager (the window's) offers its last step in an
    /// alert — "Undo Typing" with Cancel and Undo, or "Redo Typing" with Cancel and Redo — from
    /// the controller on screen. Nothing happens when there is nothing to undo or redo, or when
    /// that controller already presents something.
    func offerShakeToEdit() {
        let responder: UIResponder = firstResponderRef ?? self
        guard let undo = responder.undoManager, undo.canUndo || undo.canRedo,
              let host = visibleViewController, host.presentedViewController == nil else { return }
        let undoing = undo.canUndo
        let alert = UIAlertController(title: undoing ? undo.undoMenuItemTitle : undo.redoMenuItemTitle,
                                      message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: undoing ? "Undo" : "Redo", style: .default) { [weak undo] _ in
            if undoing { undo?.undo() } else { undo?.redo() }
        })
        host.present(alert, animated: true)
    }
}
