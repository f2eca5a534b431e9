import Foundation

/// How a scene's session is ended, UIKit's `UISceneDestructionRequestOptions`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Options with nothing set.
    public override init() { super.init() }
}

/// Why a scene could not be opened or closed (given to the request's error handler).
public struct SceneRequestError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// More windows: each scene is a desktop window, as on iPadOS and Mac Catalyst. An app whose
/// `Info.plist` says `UIApplicationSupportsMultipleScenes` opens another with
/// `requestSceneSessionActivation` (a new session: the app delegate gives its configuration, the
/// scene connects and its delegate makes the window, which joins the app's state); closing a window
/// disconnects its scene and discards its session.
extension UIApplication {
    /// Opens a scene for `sceneSession` — a new one when nil — continuing `userActivity` (UIKit's
    /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`); a session whose
    /// scene is connected brings its window to the front. Refused, through `errorHandler` and the
    /// log, when the app is not scene-based or does not support multiple scenes.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        func refuse(_ text: String) {
            UIApplication.log.error("requestSceneSessionActivation: \(text)")
            errorHandler?(SceneRequestError(description: text))
        }
        if let scene = sceneSession?.scene as? UIWindowScene, let window = scene.keyWindow ?? scene.windows.first {
            window.makeKey()
            return
        }
        guard isSceneBased, let delegate else { return refuse("the app has no scenes (no scene manifest or scene delegate)") }
        guard supportsMultipleScenes else {
            return refuse("the app does not support multiple scenes (set UIApplicationSupportsMultipleScenes in the Info.plist's UIApplicationSceneManifest)")
        }
        let connection = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        let session: UISceneSession
        if let sceneSession {
            session = sceneSession
        } else {
            let role = UISceneSession.Role.windowApplication
            session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
            session.configuration = delegate.application(self, configurationForConnecting: session, options: connection)
        }
        let scene = connect(session, options: connection)
        if lifecycle == .active {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
    }

    /// Closes the scene of `sceneSession` and discards the session (UIKit's
    /// `requestSceneSessionDestruction(_:options:errorHandler:)`): the scene's delegate hears
    /// `sceneDidDisconnect`, the app delegate `application(_:didDiscardSceneSessions:)`, and the
    /// window goes. A session that is not open is refused.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard sessionList.contains(where: { $0 === sceneSession }) else {
            let text = "requestSceneSessionDestruction: the session is not open"
            UIApplication.log.error("\(text)")
            errorHandler?(SceneRequestError(description: text))
            return
        }
        discard(sceneSession)
    }

    /// The user closed the window of `scene` (a host's report): the scene disconnects and its
    /// session is discarded, as closing a window does on iPadOS and Mac Catalyst.
    @_spi(Host) public func windowOfSceneClosed(_ scene: UIScene) {
        discard(scene.session)
    }

    private func discard(_ session: UISceneSession) {
        if let scene = session.scene {
            if scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            }
            if scene.activationState != .background {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            }
            let sceneWindows = (scene as? UIWindowScene)?.windows ?? []
            disconnect(scene)
            sceneList.removeAll { $0 === scene }
            for window in sceneWindows { detach(window) }
        }
        sessionList.removeAll { $0 === session }
        delegate?.application(self, didDiscardSceneSessions: [session])
    }
}
