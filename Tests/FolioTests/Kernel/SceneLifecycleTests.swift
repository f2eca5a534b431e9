import Foundation
import Testing
@testable import Folio
import FolioTesting

/// What the scene-based apps in these tests did, in order.
@MainActor
enum SceneCalls {
    static var log: [String] = []
    static var connected: UIScene?
    static var activities: [String] = []
}

/// The app delegate of Xcode's iOS app template: the scene's configuration by name, from the
/// `Info.plist` manifest.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneCalls.log.append("willFinishLaunching"); return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneCalls.log.append("didFinishLaunching"); return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneCalls.log.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneCalls.log.append("applicationDidBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneCalls.log.append("applicationDidEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { SceneCalls.log.append("applicationWillTerminate") }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneCalls.log.append("didDiscardSceneSessions \(sceneSessions.count)")
    }
}

/// The scene delegate of Xcode's template: makes the window in `willConnectTo`.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneCalls.log.append("willConnectTo")
        SceneCalls.connected = scene
        SceneCalls.activities += connectionOptions.userActivities.map(\.activityType)
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .white
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneCalls.log.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneCalls.log.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneCalls.log.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneCalls.log.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneCalls.log.append("sceneDidEnterBackground") }
}

/// An app delegate that names its scene delegate in code, with no `Info.plist`.
final class CodeConfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }
}

/// An app delegate whose scene gets its window from a storyboard: no scene delegate at all.
final class StoryboardSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
        configuration.storyboard = UIStoryboard(name: "Main", scenes: ["start": {
            let controller = UIViewController()
            controller.title = "From the storyboard"
            return controller
        }], initial: "start")
        return configuration
    }
}

/// An app delegate that keeps to UIKit's defaults (no window of its own).
final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
@Suite("Scenes: the lifecycle of apps written from Xcode's current template")
struct SceneLifecycleTests {
    /// An `Info.plist` scene manifest as Xcode's template writes it.
    func manifest(delegateClass: String) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": delegateClass,
            ]]],
        ] as [String: Any]]
    }

    /// Launches `delegate` as `UIApplicationMain` does, with `info` as the app's `Info.plist`.
    func launch(_ delegate: any UIApplicationDelegate.Type, info: [String: Any]) -> HeadlessApp {
        SceneCalls.log = []
        SceneCalls.connected = nil
        let saved = AppInfo.current
        AppInfo.current = AppInfo(dictionary: info)
        defer { AppInfo.current = saved }
        return HeadlessApp(delegate: delegate)
    }

    @Test("launch: the app delegate, then configurationForConnecting, the scene delegate's willConnectTo (which makes the window), sceneWillEnterForeground, sceneDidBecomeActive — not the app delegate's own activation")
    func launchOrder() throws {
        var activations: [String] = []
        let observers = [
            NotificationCenter.default.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { activations.append("scene") }
            },
            NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { activations.append("application") }
            },
        ]
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let app = launch(TemplateAppDelegate.self, info: manifest(delegateClass: "$(PRODUCT_MODULE_NAME).TemplateSceneDelegate"))
        #expect(SceneCalls.log == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting", "willConnectTo",
                                   "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(activations == ["scene", "application"], "the scene's notification, then the application's, still posted")
        let scene = try #require(SceneCalls.connected as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == TemplateSceneDelegate.self)
        #expect(scene.delegate is TemplateSceneDelegate)
        #expect(app.window.windowScene === scene && scene.windows.count == 1 && scene.windows.first === app.window)
        #expect(app.window.rootViewController?.view.window?.windowScene === scene)
        #expect(app.application.connectedScenes.count == 1 && app.application.openSessions.first?.scene === scene)
        #expect(scene.keyWindow === app.window)
    }

    @Test("the host's reports reach the scene: resign, background, foreground, active again, then terminate disconnects the scene before the app delegate hears applicationWillTerminate")
    func lifecycleReports() throws {
        let app = launch(TemplateAppDelegate.self, info: manifest(delegateClass: "FolioTests.TemplateSceneDelegate"))
        let scene = try #require(SceneCalls.connected)
        SceneCalls.log = []
        app.resignActive()
        #expect(scene.activationState == .foregroundInactive)
        app.background()
        #expect(scene.activationState == .background)
        app.foreground()
        #expect(SceneCalls.log == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        SceneCalls.log = []
        app.terminate()
        #expect(SceneCalls.log == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "applicationWillTerminate"])
        #expect(scene.activationState == .unattached && scene.session.scene == nil)
    }

    @Test("with no Info.plist, a configuration that names its delegate class in code connects a scene")
    func configurationInCode() throws {
        let app = launch(CodeConfiguredAppDelegate.self, info: [:])
        #expect(SceneCalls.log.prefix(3) == ["willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(app.window.windowScene === SceneCalls.connected)
    }

    @Test("a scene configuration's storyboard makes the window and its root when the scene has no delegate")
    func storyboardWindow() throws {
        let app = launch(StoryboardSceneAppDelegate.self, info: [:])
        #expect(app.window.rootViewController?.title == "From the storyboard")
        let scene = try #require(app.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate == nil && app.window.windowScene === scene)
    }

    @Test("an app with neither a manifest nor a scene configuration runs from its app delegate, as before scenes")
    func noScenes() {
        let app = launch(PlainAppDelegate.self, info: [:])
        #expect(app.application.connectedScenes.isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "launch: no window was made").isEmpty)
    }

    @Test("a manifest naming a delegate class that does not exist: a diagnostic, and the app still starts")
    func missingDelegateClass() {
        let app = launch(TemplateAppDelegate.self, info: manifest(delegateClass: "FolioTests.NoSuchSceneDelegate"))
        #expect(!DiagnosticLog.shared.messages(containing: "no class 'FolioTests.NoSuchSceneDelegate'").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "the scene's delegate made no window").isEmpty)
        #expect(app.application.connectedScenes.count == 1)
        #expect(app.application.applicationState == .active)
    }
}

@MainActor
@Suite("Info.plist: found beside the executable as SwiftPM lays out an app's resources")
struct AppInfoTests {
    @Test("an Info.plist one folder down in a resource bundle is read; a damaged one is logged and skipped")
    func foundInResources() throws {
        DiagnosticLog.install()
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("folio-appinfo-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let broken = root.appendingPathComponent("A_A.resources")
        let app = root.appendingPathComponent("B_B.resources/App")
        try fm.createDirectory(at: broken, withIntermediateDirectories: true)
        try fm.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("not a plist".utf8).write(to: broken.appendingPathComponent("Info.plist"))
        let plist: [String: Any] = ["UIMainStoryboardFile": "Main", "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": true,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration"]]],
        ] as [String: Any]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: app.appendingPathComponent("Info.plist"))

        let info = AppInfo.load(from: root)
        #expect(info.mainStoryboardName == "Main")
        #expect(info.sceneManifest?.supportsMultipleScenes == true)
        #expect(info.sceneManifest?.configuration(named: "Default Configuration", role: .windowApplication) != nil)
        #expect(info.sceneManifest?.configuration(named: nil, role: .windowApplication)?.name == "Default Configuration")
        #expect(!DiagnosticLog.shared.messages(containing: "A_A.resources/Info.plist is not a property list").isEmpty)
        #expect(AppInfo.load(from: root.appendingPathComponent("none")).dictionary.isEmpty)
    }
}
