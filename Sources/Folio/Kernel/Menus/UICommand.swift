import Foundation

/// A menu item whose action goes up the responder chain, UIKit's `UICommand`: chosen, it is
/// sent to the first responder (from the focused one up to the application) that has the method.
///
/// UIKit takes `action: #selector(…)`; `folio-port` rewrites that into the method reference
/// these initializers take (`Editor.save`, `Editor.find(_:)`), and a `Selector` by name is
/// answered by Folio's own messages.
@preconcurrency @MainActor
public class UICommand: UIMenuElement {
    /// The title VoiceOver and the shortcut list use when it differs from `title`.
    public var discoverabilityTitle: String?
    /// Disabled, destructive, hidden…
    public var attributes: Attributes
    /// Its checkmark.
    public var state: State
    /// A value the action can read to tell commands with one action apart.
    public let propertyList: Any?
    let action: ResponderAction

    init(title: String, image: UIImage?, action: ResponderAction, propertyList: Any?, discoverabilityTitle: String?,
         attributes: Attributes, state: State) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }

    /// A command whose action takes no argument (`#selector(save)` → `Editor.save`).
    public convenience init<Target: AnyObject>(title: String, image: UIImage? = nil,
                                               action: @escaping (Target) -> @MainActor () -> Void,
                                               propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                               attributes: Attributes = [], state: State = .off) {
        self.init(title: title, image: image, action: ResponderAction(action), propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command whose action takes the sender (`#selector(find(_:))` → `Editor.find(_:)`).
    public convenience init<Target: AnyObject, Sender>(title: String, image: UIImage? = nil,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void,
                                                       propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                                                       attributes: Attributes = [], state: State = .off) {
        self.init(title: title, image: image, action: ResponderAction(action), propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// A command whose action is a selector by name.
    public convenience init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                            discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off) {
        self.init(title: title, image: image, action: ResponderAction(action), propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Sends the action from `start` up the responder chain (nothing when disabled); false when no
    /// responder has it (logged).
    @discardableResult
    func perform(from start: UIResponder) -> Bool {
        guard !attributes.contains(.disabled) else { return false }
        if action.send(from: start, sender: self) { return true }
        UIApplication.log.notice("command '\(title)': no responder from \(type(of: start)) up has \(action.name)")
        return false
    }
}
