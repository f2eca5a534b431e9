import Foundation
import Logging

/// The text size a user chose, UIKit's `UIContentSizeCategory`: seven standard sizes and five
/// larger accessibility sizes, ordered (`.large` is the default). Folio reads the desktop's choice
/// from `FOLIO_CONTENT_SIZE_CATEGORY` (a case name such as `extraLarge` or
/// `accessibilityMedium`, or UIKit's raw value) and a window host can change it live.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    /// A category from UIKit's raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No category (a trait collection that does not say).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size of all.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (by the application) when the user's category changed; `userInfo` holds the new
    /// one under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from the smallest to the largest, with their case names.
    static let ordered: [(name: String, category: UIContentSizeCategory)] = [
        ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge),
        ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
        ("accessibilityExtraLarge", .accessibilityExtraLarge), ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    /// Where the category stands among the twelve (an unknown one counts as `.large`).
    var step: Int { Self.ordered.firstIndex { $0.category == self } ?? 3 }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { step >= 7 && Self.ordered.contains { $0.category == self } }

    /// Ordered by size (`.unspecified` and unknown values as `.large`).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.step < b.step }

    /// The category a setting names: a case name (`extraLarge`) or UIKit's raw value; nil (with
    /// a diagnostic) for anything else.
    static func named(_ text: String) -> UIContentSizeCategory? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let match = ordered.first(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame || $0.category.rawValue == trimmed }) {
            return match.category
        }
        Logger(label: "folio.dynamictype").warning("content size category '\(text)' is not one of \(ordered.map(\.name).joined(separator: ", ")); using large")
        return nil
    }

    /// The next larger (`by: 1`) or smaller (`by: -1`) category, stopping at the ends.
    func stepped(by delta: Int) -> UIContentSizeCategory {
        Self.ordered[min(max(step + delta, 0), Self.ordered.count - 1)].category
    }
}

/// The category text is sized for now: what the application last set (the desktop's setting),
/// readable from any thread as UIKit's fonts are.
enum ContentSizeSetting {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value: UIContentSizeCategory = {
        ProcessInfo.processInfo.environment["FOLIO_CONTENT_SIZE_CATEGORY"].flatMap(UIContentSizeCategory.named) ?? .large
    }()

    static var current: UIContentSizeCategory {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}
