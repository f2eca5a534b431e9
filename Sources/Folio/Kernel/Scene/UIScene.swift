import Foundation

/// One instance of the app's UI, UIKit's `UIScene`: made when its session connects, it has a
/// delegate (made from its configuration's `delegateClass`) that hears its life —
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`,
/// `sceneWillResignActive`, `sceneDidEnterBackground`, `sceneDidDisconnect` — each followed by its
/// notification. On the desktop each window scene is a window.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene stands, UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected, or connected but not started.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// What the scene was connected for, UIKit's `UIScene.ConnectionOptions`: where it came from
    /// and the activity it was opened to continue.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The app that asked for the scene; nil for a launch.
        public let sourceApplication: String?
        /// The activities the scene was opened for (`requestSceneSessionActivation`'s).
        public let userActivities: Set<NSUserActivity>
        init(sourceApplication: String? = nil, userActivities: Set<NSUserActivity> = []) {
            self.sourceApplication = sourceApplication
            self.userActivities = userActivities
        }
    }

    /// How a scene is asked to activate, UIKit's `UIScene.ActivationRequestOptions`.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene asking (its window stays where it is).
        open var requestingScene: UIScene?
        /// Options with nothing set.
        public override init() { super.init() }
    }

    /// Posted after `scene(_:willConnectTo:options:)`; the object is the scene.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The delegate that hears the scene's life (kept by the scene, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene stands.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (a window scene's window title). Default empty.
    open var title: String! = "" { didSet { titleDidChange() } }

    /// A scene for `session`, UIKit's designated initializer.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The title changed (a window scene tells its windows).
    func titleDidChange() {}

    /// The application the scene belongs to.
    open override var next: UIResponder? { UIApplication.shared }
}
