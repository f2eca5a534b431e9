import Foundation

/// What runs when a `UIAction` is chosen, UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu item or a control's action made of a closure, UIKit's `UIAction`.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// Names an action; adding an action with the same identifier to a control replaces the old one.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// The title VoiceOver and the shortcut list use when it differs from `title`.
    public var discoverabilityTitle: String?
    /// Disabled, destructive, hidden…
    public var attributes: Attributes
    /// Its checkmark.
    public var state: State
    /// The image shown when `state` is `.on`.
    public let selectedImage: UIImage?
    /// What sent the action, while its handler runs: the control, or the menu's interaction.
    public var sender: Any? { senderObject }
    weak var senderObject: AnyObject?
    let handler: UIActionHandler

    /// An action, UIKit's `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`;
    /// the handler receives the action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the sender (nothing when disabled).
    func perform(sender: AnyObject?) {
        guard !attributes.contains(.disabled) else { return }
        senderObject = sender
        handler(self)
    }
}
