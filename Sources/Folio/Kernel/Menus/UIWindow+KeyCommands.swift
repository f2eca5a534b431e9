import Foundation

extension UIWindow {
    /// Where a key's search for a shortcut starts: the first responder, else the visible view
    /// controller, else the window.
    var keyCommandStart: UIResponder { firstResponderRef ?? visibleViewController ?? self }

    /// The shortcut a press of `input` with `modifierFlags` triggers: the first matching, enabled
    /// `UIKeyCommand` of the responders from `keyCommandStart` up to the application. While text
    /// is edited, keys without Ctrl, Alt or Super stay the editor's unless the command wants
    /// priority (`wantsPriorityOverSystemBehavior`).
    @_spi(Host) public func keyCommand(forInput input: String, modifierFlags: UIKeyModifierFlags) -> UIKeyCommand? {
        let editorKeeps = isEditingText && modifierFlags.shortcutFlags.isDisjoint(with: [.command, .control, .alternate])
        var responder: UIResponder? = keyCommandStart
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(input: input, modifiers: modifierFlags) {
                guard !command.attributes.contains(.disabled) else { continue }
                if editorKeeps && !command.wantsPriorityOverSystemBehavior { continue }
                return command
            }
            responder = current.next
        }
        return nil
    }

    /// The shortcuts the responder chain offers now, for a list of them (their discoverability
    /// titles, else titles): the first of each key, hidden and untitled ones left out.
    @_spi(Host) public var discoverableKeyCommands: [UIKeyCommand] {
        var listed: [UIKeyCommand] = []
        var responder: UIResponder? = keyCommandStart
        while let current = responder {
            for command in current.keyCommands ?? [] where command.listedTitle != nil && !command.attributes.contains(.hidden) {
                let taken = listed.contains { $0.input?.lowercased() == command.input?.lowercased()
                    && $0.modifierFlags.shortcutFlags == command.modifierFlags.shortcutFlags }
                if !taken { listed.append(command) }
            }
            responder = current.next
        }
        return listed
    }

    /// A press: its shortcut when one matches, else the key it stands for.
    func handlePress(_ input: String, modifierFlags: UIKeyModifierFlags) {
        if let command = keyCommand(forInput: input, modifierFlags: modifierFlags) {
            command.perform(from: keyCommandStart)
            return
        }
        if let key = KeyInput(press: input, modifierFlags: modifierFlags, editingText: isEditingText) { handleKey(key) }
    }
}

extension KeyInput {
    /// The key a press stands for when no shortcut takes it; nil for a press that means nothing here.
    init?(press input: String, modifierFlags: UIKeyModifierFlags, editingText: Bool) {
        let shift = modifierFlags.contains(.shift)
        let flags = modifierFlags.shortcutFlags.subtracting(.shift)
        switch input {
        case UIKeyCommand.inputLeftArrow: self = shift ? .shiftLeft : .left
        case UIKeyCommand.inputRightArrow: self = shift ? .shiftRight : .right
        case UIKeyCommand.inputUpArrow: self = .up
        case UIKeyCommand.inputDownArrow: self = .down
        case UIKeyCommand.inputPageUp: self = .pageUp
        case UIKeyCommand.inputPageDown: self = .pageDown
        case UIKeyCommand.inputHome: self = shift ? .shiftHome : .home
        case UIKeyCommand.inputEnd: self = shift ? .shiftEnd : .end
        case UIKeyCommand.inputEscape: self = .escape
        case UIKeyCommand.inputDelete: self = .deleteForward
        case "\u{8}", "\u{7F}": self = .backspace
        case "\r", "\n": self = .returnKey
        case "\t": self = shift ? .shiftTab : .tab
        default:
            if flags == .command {
                switch input.lowercased() {
                case "a": self = .selectAll
                case "c": self = .copy
                case "x": self = .cut
                case "v": self = .paste
                default: return nil
                }
            } else if flags.isEmpty, input.count == 1 {
                self = editingText ? .text(input) : .character(input)
            } else {
                return nil
            }
        }
    }
}
