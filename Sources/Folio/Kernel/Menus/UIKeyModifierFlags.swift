import Foundation

/// The modifier keys held with a key, UIKit's `UIKeyModifierFlags`.
///
/// On Linux the desktop's Ctrl is `.command` (where a Mac says ⌘, a Linux desktop says Ctrl: Ctrl-C
/// copies), Alt is `.alternate`, Shift is `.shift`, and the Super (logo) key is `.control`.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Flags from their raw value (UIKit's bits).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control (the Super key on Linux).
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt on Linux).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (Ctrl on Linux).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a shortcut is told apart by (not Caps Lock, not the keypad).
    var shortcutFlags: UIKeyModifierFlags { intersection([.shift, .control, .alternate, .command]) }
}
