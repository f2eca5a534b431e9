import Foundation

/// A scene's record, UIKit's `UISceneSession`: its role, the configuration it was connected with,
/// an identifier that stays the same for the session's life, and the scene while one is connected.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
    /// What a session's scenes are for, UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Makes a role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Content on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene connected to the session; nil once it disconnected.
    public internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration its scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session, the same for its whole life.
    public let persistentIdentifier: String
    /// What the app keeps with the session. Default nil.
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }
}
