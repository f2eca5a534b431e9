import Foundation

/// The object that answers for the app's life: UIKit's `UIApplicationDelegate`.
///
/// In an app's target (which also imports the window host, the module that gives `@main` its
/// `main()`; see the README's "Your own app"):
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = PagerController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// Every method is optional (a default does nothing). The calls come in UIKit's order, each
/// followed by its notification: `willFinishLaunching` → (state restoration) →
/// `didFinishLaunching` → `applicationDidBecomeActive` when the window gets the focus;
/// `applicationWillResignActive` when it loses it; `applicationDidEnterBackground` when it is
/// minimized or hidden, `applicationWillEnterForeground` when it comes back;
/// `applicationWillTerminate` when it is closed or the process gets SIGTERM / SIGINT (after
/// resigning and entering the background, so state is saved once the screen is gone).
///
/// `init()` is a requirement so that `@main` can make the delegate (Swift has no class lookup by
/// name on Linux): a `final` class inherits it from `UIResponder`; a class that is not final
/// declares `required override init()`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Makes the delegate (the launcher calls it once).
    init()
    /// The app's main window, as UIKit templates declare it (`var window: UIWindow?`).
    var window: UIWindow? { get set }

    /// Launching began; state restoration comes next (make the window here to have it restored).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launching finished: make the window and show it.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app is active: its window has the focus and receives events.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop receiving events (the window lost the focus).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is off screen (minimized, hidden): save what must not be lost.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is coming back on screen.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (window closed, SIGTERM, SIGINT).
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is short of memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Whether to save the UI's state when the app enters the background or terminates. Default false.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the saved UI state at launch (between will- and didFinishLaunching).
    /// Default false.
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The configuration of a scene about to connect (a scene-based app's launch, or another
    /// window). Default: the `Info.plist` manifest's first configuration for the session's role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions the user closed for good.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// The main window; the default has none and ignores a new one — declare
    /// `var window: UIWindow?` to keep it.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
