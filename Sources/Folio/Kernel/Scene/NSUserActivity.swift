import Foundation

/// What the user was doing, for a scene to continue, Foundation's `NSUserActivity` (which
/// Foundation on Linux does not have): its type, a title and the values that say where the user was.
@preconcurrency @MainActor
open class NSUserActivity: NSObject {
    /// The kind of activity (a reverse-DNS string the app defines).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// The values that say where the user was.
    open var userInfo: [AnyHashable: Any]?
    /// Identifies the content the activity shows.
    open var targetContentIdentifier: String?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds values to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
}
