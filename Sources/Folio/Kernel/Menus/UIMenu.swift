import Foundation

/// A menu: a title and children (actions, commands, submenus), UIKit's `UIMenu`.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// Names a menu, UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, set off by separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu destroys something (shown in red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of images.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// How it shows.
    public let options: Options
    /// Its items.
    public let children: [UIMenuElement]

    /// A menu, UIKit's `init(title:subtitle:image:identifier:options:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
