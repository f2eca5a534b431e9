import Foundation

/// What hears a scene's life, UIKit's `UISceneDelegate`. Every method is optional. Its class is
/// named by the scene configuration (`delegateClass`, or `UISceneDelegateClassName` in the
/// `Info.plist`), and Folio makes it with `init()`: a `final` class inherits it from `UIResponder`
/// (`folio-port` makes scene delegates final), one that is not declares `required override init()`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Makes the delegate (when its scene connects).
    init()
    /// The scene is connecting: make its window here (`UIWindow(windowScene:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released (its window closed, or the app ends).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is active: its window has the focus.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is coming on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is off screen: save what must not be lost.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Nothing to connect.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Nothing to release.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Nothing to start.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Nothing to pause.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Nothing to prepare.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Nothing to save.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, UIKit's `UIWindowSceneDelegate`: it keeps the scene's main window
/// (`var window: UIWindow?`, as Xcode's template declares it).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window kept: declare `var window: UIWindow?` to keep one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
