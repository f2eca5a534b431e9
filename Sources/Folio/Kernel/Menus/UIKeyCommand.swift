import Foundation

/// A keyboard shortcut, UIKit's `UIKeyCommand`: a responder lists it in `keyCommands`; pressed
/// while that responder is in the chain (from the first responder — else the visible view
/// controller — up to the application), its action goes up the chain as a `UICommand`'s does.
///
/// `input` is the key's character (`"f"`; letters match either case) or one of the `input…`
/// constants; `.command` is Ctrl on Linux. Shortcuts with Ctrl, Alt or Super, and keys that type
/// nothing, come before the window's own keys (arrows page, Esc goes back); while text is edited
/// the editor keeps its keys unless `wantsPriorityOverSystemBehavior` is set.
@preconcurrency @MainActor
public class UIKeyCommand: UICommand {
    /// The key.
    public let input: String?
    /// The modifiers held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the shortcut wins over the editor's and the window's own use of the key.
    public var wantsPriorityOverSystemBehavior = false
    /// Whether the shortcut repeats while the key is held. Default true.
    public var repeatBehavior: RepeatBehavior = .repeatable

    /// Whether a held key repeats the command, UIKit's `UIKeyCommand.RepeatBehavior`.
    public enum RepeatBehavior: Int, Sendable {
        /// Once per press.
        case nonRepeatable
        /// Again and again while held.
        case repeatable
    }

    init(title: String, image: UIImage?, action: ResponderAction, input: String, modifierFlags: UIKeyModifierFlags,
         propertyList: Any?, discoverabilityTitle: String?, attributes: Attributes, state: State) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A shortcut whose action takes no argument: `UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))`.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: "", image: nil, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, discoverabilityTitle: nil, attributes: [], state: .off)
    }

    /// A shortcut whose action takes the command (`#selector(find(_:))`).
    public convenience init<Target: AnyObject, Sender>(input: String, modifierFlags: UIKeyModifierFlags,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(title: "", image: nil, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, discoverabilityTitle: nil, attributes: [], state: .off)
    }

    /// A shortcut whose action is a selector by name.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", image: nil, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, discoverabilityTitle: nil, attributes: [], state: .off)
    }

    /// A shortcut with a title for menus and the shortcut list (iOS 13's form), action without argument.
    public convenience init<Target: AnyObject>(title: String = "", image: UIImage? = nil,
                                               action: @escaping (Target) -> @MainActor () -> Void,
                                               input: String, modifierFlags: UIKeyModifierFlags = [],
                                               propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                               attributes: Attributes = [], state: State = .off) {
        self.init(title: title, image: image, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A shortcut with a title, action taking the command.
    public convenience init<Target: AnyObject, Sender>(title: String = "", image: UIImage? = nil,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void,
                                                       input: String, modifierFlags: UIKeyModifierFlags = [],
                                                       propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                                       attributes: Attributes = [], state: State = .off) {
        self.init(title: title, image: image, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A shortcut with a title, action a selector by name.
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off) {
        self.init(title: title, image: image, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The iOS 9 form with a discoverability title.
    public convenience init<Target: AnyObject, Sender>(input: String, modifierFlags: UIKeyModifierFlags,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void,
                                                       discoverabilityTitle: String) {
        self.init(title: "", image: nil, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, discoverabilityTitle: discoverabilityTitle, attributes: [], state: .off)
    }

    /// The iOS 9 form with a discoverability title, action without argument.
    public convenience init<Target: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags,
                                               action: @escaping (Target) -> @MainActor () -> Void,
                                               discoverabilityTitle: String) {
        self.init(title: "", image: nil, action: ResponderAction(action), input: input, modifierFlags: modifierFlags,
                  propertyList: nil, discoverabilityTitle: discoverabilityTitle, attributes: [], state: .off)
    }

    /// Whether a press of `input` with `modifiers` is this shortcut (letters in either case; Caps
    /// Lock and the keypad do not count).
    func matches(input pressed: String, modifiers: UIKeyModifierFlags) -> Bool {
        guard let input, modifiers.shortcutFlags == modifierFlags.shortcutFlags else { return false }
        return input == pressed || input.lowercased() == pressed.lowercased()
    }

    /// What the shortcut list shows: the discoverability title, else the title.
    var listedTitle: String? {
        let text = discoverabilityTitle ?? title
        return text.isEmpty ? nil : text
    }

    /// The up arrow.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Escape.
    public static let inputEscape = "UIKeyInputEscape"
    /// Page Up.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// Home.
    public static let inputHome = "UIKeyInputHome"
    /// End.
    public static let inputEnd = "UIKeyInputEnd"
    /// Forward delete (⌦).
    public static let inputDelete = "UIKeyInputDelete"
    /// F1 … F12.
    public static let f1 = "UIKeyInputF1", f2 = "UIKeyInputF2", f3 = "UIKeyInputF3", f4 = "UIKeyInputF4",
                      f5 = "UIKeyInputF5", f6 = "UIKeyInputF6", f7 = "UIKeyInputF7", f8 = "UIKeyInputF8",
                      f9 = "UIKeyInputF9", f10 = "UIKeyInputF10", f11 = "UIKeyInputF11", f12 = "UIKeyInputF12"
}
