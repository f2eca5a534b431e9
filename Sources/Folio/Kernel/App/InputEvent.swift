import Foundation

/// Raw input a host (SDL window, headless script) hands to `UIApplication.enqueue(_:)`.
///
/// Locations are in window points; timestamps are seconds on the application's clock.
public enum InputEvent: Sendable, Equatable {
    /// A finger (or the mouse button) with a stable identifier.
    case touch(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval)
    /// A wheel or trackpad scroll at `location`; `delta` in points, positive moving content up/left.
    case scrollWheel(delta: CGPoint, location: CGPoint, timestamp: TimeInterval)
    /// A key press.
    case key(KeyInput, timestamp: TimeInterval)
    /// The pointer moved with no button held (hovering) to `location`, or left the window (nil).
    case pointer(location: CGPoint?, timestamp: TimeInterval)
    /// A secondary click (the right mouse button) at `location`: opens a context menu.
    case secondaryClick(location: CGPoint, timestamp: TimeInterval)
    /// A motion (a shake) began, ended or was cancelled; or a remote-control command (media keys).
    case system(UIEvent.EventSubtype, phase: SystemEventPhase, timestamp: TimeInterval)

    /// When the input happened.
    public var timestamp: TimeInterval {
        switch self {
        case .touch(_, _, _, let t), .scrollWheel(_, _, let t), .key(_, let t), .system(_, _, let t),
             .secondaryClick(_, let t), .pointer(_, let t): return t
        }
    }
}

/// Keys Folio's hosts forward.
public enum KeyInput: Sendable, Equatable {
    /// Arrow, paging and escape keys.
    case left, right, up, down, pageUp, pageDown, escape
    /// Tab and Shift-Tab: keyboard focus moves to the next or previous control.
    case tab, shiftTab
    /// Editing keys: ⌫, ⌦, ⏎, Home, End.
    case backspace, deleteForward, returnKey, home, end
    /// Shift with ←, →, Home, End: move the cursor and extend the selection.
    case shiftLeft, shiftRight, shiftHome, shiftEnd
    /// Edit commands (Ctrl-A, Ctrl-C, Ctrl-X, Ctrl-V): select all, copy, cut, paste.
    case selectAll, copy, cut, paste
    /// A key with a character on it (shortcuts).
    case character(String)
    /// A key pressed with modifiers, as a keyboard reports it: `input` is the key's character
    /// (`"f"`) or one of `UIKeyCommand`'s `input…` constants. A matching `UIKeyCommand` in the
    /// responder chain takes it; else it is the key it stands for (`inputLeftArrow` is `.left`,
    /// Ctrl-C `.copy`, a letter typed text while text is edited).
    case press(String, modifierFlags: UIKeyModifierFlags)
    /// Committed text from the keyboard or an input method (CJK), for the first responder; it
    /// replaces the marked text when there is some.
    case text(String)
    /// Text an input method is composing, not yet committed (UIKit's marked text): it replaces
    /// the marked text (or the selection), with the composition's cursor at
    /// `selectedRange.location` characters into it. Empty text removes the composition.
    case markedText(String, selectedRange: NSRange)
    /// The modifier keys held now, reported when one goes down or up with no other key: Ctrl
    /// (`.command`) held alone for a second shows the window's list of shortcuts, as holding ⌘
    /// does on iPadOS; letting it go hides the list.
    case modifiersHeld(UIKeyModifierFlags)
}

/// Where a motion stands (remote-control commands have no phases: they arrive as `.ended`).
public enum SystemEventPhase: Sendable, Equatable {
    /// The motion began.
    case began
    /// The motion ended (or the command arrived).
    case ended
    /// The motion was cancelled.
    case cancelled
}
