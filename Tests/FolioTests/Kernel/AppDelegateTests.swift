import Foundation
import Testing
@testable import Folio
import FolioTesting

/// Everything an app delegate hears, with the notifications and the application's state at each call.
@MainActor
enum LifecycleLog {
    static var calls: [String] = []
    static var observers: [NSObjectProtocol] = []

    static func start() {
        calls = []
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.willTerminateNotification, "willTerminate"),
            (UIApplication.didReceiveMemoryWarningNotification, "didReceiveMemoryWarning"),
        ]
        stop()
        observers = names.map { name, call in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { LifecycleLog.calls.append("notification \(call)") }
            }
        }
    }

    static func stop() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers = []
    }
}

/// A controller with a paged scroll view whose offset is restored by identifier.
@MainActor
final class RestorablePages: UIViewController {
    let scrollView = UIScrollView()
    override init() {
        super.init()
        restorationIdentifier = "pages"
    }

    /// Not made from archives: built in code.
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.restorationIdentifier = "scroller"
        scrollView.isPagingEnabled = true
        view.addSubview(scrollView)
    }
    override func viewDidLayoutSubviews() {
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
    }
}

/// UIKit's template delegate: the window made at launch; every call logged.
@MainActor
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    static var restores = false

    private func log(_ call: String, _ application: UIApplication) {
        LifecycleLog.calls.append("\(call) [\(application.applicationState)]")
    }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("willFinishLaunching", application)
        // Made here, as UIKit asks, so that state restoration finds it.
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RestorablePages()
        return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("didFinishLaunching", application)
        window?.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log("didBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { log("willResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { log("didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: UIApplication) { log("willEnterForeground", application) }
    func applicationWillTerminate(_ application: UIApplication) { log("willTerminate", application) }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log("didReceiveMemoryWarning", application) }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        log("shouldSave", application)
        return true
    }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        log("shouldRestore", application)
        return LoggingAppDelegate.restores
    }
}

/// A delegate that writes only the one method it needs (every other one is optional).
@MainActor
final class MinimalAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("App delegate and lifecycle", .serialized)
struct AppDelegateTests {
    @Test("launch: willFinish, didFinish and its notification, then active once the window shows")
    func launchOrder() {
        LifecycleLog.start()
        defer { LifecycleLog.stop() }

        let app = HeadlessApp(delegate: LoggingAppDelegate.self)

        #expect(LifecycleLog.calls == [
            "willFinishLaunching [inactive]",
            "didFinishLaunching [inactive]", "notification didFinishLaunching",
            "didBecomeActive [active]", "notification didBecomeActive",
        ])
        #expect(UIApplication.shared === app.application)
        #expect(app.application.applicationState == .active)
        #expect(app.window === app.application.delegate?.window)
        #expect(app.window.isKeyWindow)
        #expect(app.window.bounds.size == CGSize(width: 390, height: 844), "UIWindow(frame: UIScreen.main.bounds)")
    }

    @Test("minimize, restore, lose and regain focus, close: UIKit's calls in UIKit's order")
    func lifecycleOrder() {
        let app = HeadlessApp(delegate: LoggingAppDelegate.self)
        LifecycleLog.start()
        defer { LifecycleLog.stop() }

        app.background()
        app.foreground()
        app.resignActive()
        app.becomeActive()
        app.terminate()

        #expect(LifecycleLog.calls.filter { !$0.hasPrefix("should") && !$0.hasPrefix("notification") } == [
            "willResignActive [active]", "didEnterBackground [background]",
            "willEnterForeground [background]", "didBecomeActive [active]",
            "willResignActive [active]",
            "didBecomeActive [active]",
            "willResignActive [active]", "didEnterBackground [background]", "willTerminate [background]",
        ])
        #expect(LifecycleLog.calls.prefix(3) == [
            "willResignActive [active]", "notification willResignActive", "didEnterBackground [background]",
        ], "each call is followed by its notification")
        #expect(app.application.lifecycle == .terminated)
        app.becomeActive()
        #expect(app.application.lifecycle == .terminated, "nothing after termination")
    }

    @Test("a memory warning reaches the delegate before the controllers and the notification")
    func memoryWarning() {
        let app = HeadlessApp(delegate: LoggingAppDelegate.self)
        LifecycleLog.start()
        defer { LifecycleLog.stop() }

        app.application.receiveMemoryWarning()

        #expect(LifecycleLog.calls == ["didReceiveMemoryWarning [active]", "notification didReceiveMemoryWarning"])
    }

    @Test("state is saved on entering the background and restored at the next launch, between willFinish and didFinish")
    func stateRestoration() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("folio-lifecycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let archive = StateArchive(url: dir.appendingPathComponent("state.plist"))
        LoggingAppDelegate.restores = true
        defer { LoggingAppDelegate.restores = false }
        let first = HeadlessApp(delegate: LoggingAppDelegate.self, stateArchive: archive)
        let pages = try #require(first.window.rootViewController as? RestorablePages)
        pages.scrollView.contentOffset = CGPoint(x: 780, y: 0)

        first.background()
        pages.scrollView.contentOffset = CGPoint(x: 390, y: 0)   // after the save: not kept
        LifecycleLog.start()
        defer { LifecycleLog.stop() }
        let second = HeadlessApp(delegate: LoggingAppDelegate.self, stateArchive: archive)

        let restored = try #require(second.window.rootViewController as? RestorablePages)
        #expect(restored !== pages)
        #expect(restored.scrollView.contentOffset == CGPoint(x: 780, y: 0), "the third page, as it was in the background")
        #expect(LifecycleLog.calls.prefix(3) == ["willFinishLaunching [inactive]", "shouldRestore [inactive]", "didFinishLaunching [inactive]"])
    }

    @Test("a delegate that declines saves nothing; termination saves when it agrees")
    func savingOptIn() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("folio-lifecycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let archive = StateArchive(url: dir.appendingPathComponent("state.plist"))

        let minimal = HeadlessApp(delegate: MinimalAppDelegate.self, stateArchive: archive)
        minimal.terminate()
        let declined = FileManager.default.fileExists(atPath: archive.url.path)
        let logging = HeadlessApp(delegate: LoggingAppDelegate.self, stateArchive: archive)
        logging.terminate()

        #expect(!declined, "the default shouldSaveSecureApplicationState is false")
        #expect(FileManager.default.fileExists(atPath: archive.url.path))
    }

    @Test("a second launch is refused with a diagnostic; the first delegate stays")
    func secondLaunch() {
        let app = HeadlessApp(delegate: MinimalAppDelegate.self)
        let first = app.application.delegate

        app.application.launch(delegate: LoggingAppDelegate())

        #expect(app.application.delegate === first)
        #expect(!DiagnosticLog.shared.messages(containing: "launch refused").isEmpty)
    }
}

@MainActor
@Suite("Screen scale changes")
struct ScreenScaleTests {
    final class TraitsLog: UIViewController {
        var scales: [CGFloat] = []
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            scales.append(traitCollection.displayScale)
        }
    }

    @Test("moving to a denser display is a trait change; the window renders again; bad scales are refused")
    func scaleChange() {
        let root = TraitsLog()
        let app = HeadlessApp(size: CGSize(width: 200, height: 300), scale: 1, rootViewController: root)
        app.window.didRender()

        app.window.transition(toScale: 2)
        let dirty = app.window.needsRender
        app.window.transition(toScale: .nan)
        app.window.transition(toScale: 0.5)
        app.window.transition(toScale: 2)

        #expect(root.scales == [2], "one trait change, with the new scale")
        #expect(dirty)
        #expect(app.window.screen.scale == 2)
        #expect(!DiagnosticLog.shared.messages(containing: "refused screen scale").isEmpty)
    }
}
