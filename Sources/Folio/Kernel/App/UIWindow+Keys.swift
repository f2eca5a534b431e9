import Foundation
import FolioCore

/// A responder that takes keys and text while it is first responder (a text field).
@MainActor
protocol KeyInputReceiving: UIResponder {
    /// Handles a key; false lets the window use it (paging, going back).
    func receive(_ key: KeyInput) -> Bool
}

extension UIWindow {
    /// Keyboard focus takes Tab, and Return, Space and arrows while a control has it
    /// (`receiveFocusKey`); ←/→ and PgUp/PgDn page the first visible view that pages (depth
    /// first, front to back); Esc dismisses what is presented, else pops the visible navigation stack.
    func handleKey(_ key: KeyInput) {
        if case .modifiersHeld(let flags) = key { return handleModifiersHeld(flags) }
        hideShortcutList()
        if let menu = shownMenu, menu.receive(key) { return }
        if case .press(let input, let modifierFlags) = key { return handlePress(input, modifierFlags: modifierFlags) }
        if let editor = firstResponderRef as? any KeyInputReceiving, editor.receive(key) { return }
        if receiveFocusKey(key) { return }
        var vc = visibleViewController
        while let current = vc {
            if current.receiveKey(key) { return }
            vc = current.parent
        }
        let delta: Int
        switch key {
        case .left, .pageUp, .up: delta = -1
        case .right, .pageDown, .down: delta = 1
        case .escape: return goBack()
        default: return
        }
        _ = receivePageKey(delta)
    }

    /// Wheel input goes first to the controllers under `location` (a tab pager pages by
    /// notches), then to the innermost view there that uses it (a scroll view that can scroll).
    func handleScrollWheel(delta: CGPoint, at location: CGPoint, timestamp: TimeInterval) {
        let hit = hitTest(location, with: nil)
        var c = hit
        while let current = c {
            if let vc = current.viewController, vc.receiveWheel(delta: delta, timestamp: timestamp) { return }
            c = current.superview
        }
        var v = hit
        while let current = v {
            if current.receiveWheel(delta: delta) { return }
            v = current.superview
        }
    }

    /// Whether keys and text go to a responder that edits text (a host should then not treat
    /// letters as shortcuts).
    public var isEditingText: Bool { firstResponderRef is any KeyInputReceiving }

    /// The first responder of this window, if any.
    public var firstResponder: UIResponder? { firstResponderRef }

    /// Esc goes back one step in what is in front: the first container on the way from the
    /// top-most controller (the last presented, else the root) to the visible one that can go
    /// back does (a navigation stack pops); when none can, the top-most presented controller is
    /// dismissed.
    func goBack() {
        guard let root = rootViewController else { return }
        var top = root
        while let p = top.presentedViewController { top = p }
        var vc: UIViewController? = top
        while let current = vc {
            if current.goBackOneStep() { return }
            vc = current.frontChild
        }
        if top !== root { top.dismiss(animated: true) }
    }
}
