import Foundation
import FolioCore

/// A scene-based app, as UIKit runs one: after `didFinishLaunching` the app delegate gives the
/// configuration of the first scene (`application(_:configurationForConnecting:options:)`), the
/// scene and its delegate are made, the delegate hears `scene(_:willConnectTo:options:)` (and
/// makes the window), then `sceneWillEnterForeground`; the window host's reports then reach the
/// scenes' delegates instead of the app delegate's lifecycle methods (the application's
/// notifications are still posted).
///
/// An app is scene-based when its `Info.plist` has a scene manifest, or — with no `Info.plist`
/// to read — when its app delegate's configuration names a delegate class or a storyboard.
extension UIApplication {
    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }
    /// The sessions open now (one per connected scene on the desktop).
    public var openSessions: Set<UISceneSession> { Set(sessionList) }
    /// Whether the app may show several scenes (the manifest's `UIApplicationSupportsMultipleScenes`).
    public var supportsMultipleScenes: Bool { AppInfo.current.sceneManifest?.supportsMultipleScenes ?? false }
    /// Whether the app's UI lives in scenes.
    var isSceneBased: Bool { !sceneList.isEmpty }

    /// Connects the launch's scene when the app is scene-based; a scene that ends with no window
    /// is logged (the app runs on, with nothing to show).
    func connectLaunchScene() {
        guard let delegate else { return }
        let hasManifest = AppInfo.current.sceneManifest != nil
        let role = UISceneSession.Role.windowApplication
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        guard hasManifest || configuration.delegateClass != nil || configuration.storyboardObject != nil else { return }
        session.configuration = configuration
        connect(session, options: options)
    }

    /// Makes the scene of `session`, its delegate and (from a storyboard) its window, and brings
    /// it to the foreground.
    @discardableResult
    func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> UIScene {
        let configuration = session.configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        sessionList.append(session)
        sceneList.append(scene)
        if let type = configuration.delegateClass {
            if let delegateType = type as? any UISceneDelegate.Type {
                scene.delegate = delegateType.init()
            } else {
                UIApplication.log.error("scene configuration '\(configuration.name ?? "")': \(type) is not a UISceneDelegate; the scene has no delegate")
            }
        } else if configuration.storyboardObject == nil {
            UIApplication.log.error("scene configuration '\(configuration.name ?? "")' has no delegate class and no storyboard (UISceneDelegateClassName, UISceneStoryboardFile): nothing makes its window")
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if let windowScene = scene as? UIWindowScene { showWindow(of: windowScene, configuration: configuration) }
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        return scene
    }

    /// The scene's window on screen: the delegate's, else one made from the configuration's
    /// storyboard; none is logged.
    private func showWindow(of scene: UIWindowScene, configuration: UISceneConfiguration) {
        let sceneDelegate = scene.delegate as? any UIWindowSceneDelegate
        if scene.windows.isEmpty, let storyboard = configuration.storyboardObject,
           let root = configuration.initialController(of: storyboard) {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            sceneDelegate?.window = window
        }
        if let window = sceneDelegate?.window, window.windowScene == nil { window.windowScene = scene }
        guard let window = scene.windows.first(where: { $0 === keyWindow }) ?? sceneDelegate?.window ?? scene.windows.first else {
            UIApplication.log.error("the scene's delegate made no window: make one in scene(_:willConnectTo:options:) with UIWindow(windowScene:), give it a root view controller and call makeKeyAndVisible()")
            return
        }
        if window !== keyWindow { window.makeKeyAndVisible() }
    }

    /// Tells every connected scene what the app's step means for it, in UIKit's order; true when
    /// the app is scene-based (its delegate then hears no lifecycle call of its own but
    /// `applicationWillTerminate`).
    func forwardToScenes(_ step: AppLifecycle.Step) -> Bool {
        guard isSceneBased else { return false }
        let center = NotificationCenter.default
        for scene in sceneList {
            switch step {
            case .willFinishLaunching, .didFinishLaunching:
                break
            case .didBecomeActive:
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                center.post(name: UIScene.didActivateNotification, object: scene)
            case .willResignActive:
                scene.delegate?.sceneWillResignActive(scene)
                scene.activationState = .foregroundInactive
                center.post(name: UIScene.willDeactivateNotification, object: scene)
            case .didEnterBackground:
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            case .willEnterForeground:
                scene.delegate?.sceneWillEnterForeground(scene)
                scene.activationState = .foregroundInactive
                center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            case .willTerminate:
                disconnect(scene)
            }
        }
        return true
    }

    /// The scene goes: its delegate hears `sceneDidDisconnect`, its windows leave it.
    func disconnect(_ scene: UIScene) {
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.session.scene = nil
    }
}
