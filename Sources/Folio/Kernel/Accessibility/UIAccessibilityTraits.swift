import Foundation

/// What an accessibility element is and how it behaves: UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt64
    /// Traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// Acts when activated.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected (the current tab).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A section heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its value goes up and down (a page control, a slider): increment and decrement act on it.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// A tab bar: a container of tabs.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
}
