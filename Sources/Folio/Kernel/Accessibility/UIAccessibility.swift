import Foundation

/// UIKit's accessibility notifications: what an app tells assistive technologies.
@MainActor
public enum UIAccessibility {
    /// A notification for assistive technologies.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared (the argument: the element to read first, or nil).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (the argument: the element to move to, or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to announce (the argument: the text).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll moved to another page (the argument: the text to read, "Page 2 of 3").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification` for assistive technologies. Folio speaks to none itself; whoever
    /// bridges it (a host, a test) observes `UIAccessibility.postedNotification`, whose
    /// `userInfo` holds the notification (`"notification"`) and the argument (`"argument"`).
    public static func post(notification: Notification, argument: Any?) {
        var info: [String: Any] = ["notification": notification]
        if let argument { info["argument"] = argument }
        NotificationCenter.default.post(name: postedNotification, object: nil, userInfo: info)
    }

    /// The Foundation notification each `post(notification:argument:)` sends.
    public static let postedNotification = Foundation.Notification.Name("FolioAccessibilityPostedNotification")
}

/// Which way an assistive technology asks to scroll (three-finger swipes): UIKit's
/// `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
