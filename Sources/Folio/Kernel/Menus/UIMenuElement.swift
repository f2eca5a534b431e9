import Foundation

/// An item of a menu, UIKit's `UIMenuElement`: the common part of `UIAction`, `UICommand`
/// (with `UIKeyCommand`) and `UIMenu` — a title, a subtitle and an image.
@preconcurrency @MainActor
public class UIMenuElement: NSObject {
    /// The title a menu shows.
    public internal(set) var title: String
    /// A second line under the title.
    public internal(set) var subtitle: String?
    /// An image before the title.
    public internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// How an action or a command shows and behaves, UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates attributes from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it (or its key) does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (its key shortcut still works).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after it is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A checkmark state, UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable, Hashable {
        /// No mark.
        case off
        /// A checkmark.
        case on
        /// A dash: partly on.
        case mixed
    }
}
