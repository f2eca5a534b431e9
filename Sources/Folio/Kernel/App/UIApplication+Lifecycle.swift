import Foundation
import FolioCore

extension UIApplication {
    /// Where the app stands, UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (launching, or the window lost the focus).
        case inactive
        /// Off screen.
        case background
    }

    /// Keys of the launch options dictionary, UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// Makes a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was asked to open (the first command-line argument that is a file or URL).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Posted after `application(_:didFinishLaunchingWithOptions:)`.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted after `applicationDidBecomeActive(_:)`.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted after `applicationWillResignActive(_:)`.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted after `applicationDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted after `applicationWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted after `applicationWillTerminate(_:)`.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// UIKit's view of `lifecycle`: inactive while launching or without focus, background when off
    /// screen or terminated.
    public var applicationState: State {
        switch lifecycle {
        case .active: return .active
        case .notRunning, .inactive: return .inactive
        case .background, .terminated: return .background
        }
    }

    /// Launches the app with `delegate` (a window host calls this once, before its window shows):
    /// this becomes the shared application, then `willFinishLaunching`, state restoration when the
    /// delegate opts in, and `didFinishLaunching`. A delegate's window that was not made key is
    /// made key and visible, as a storyboard app's is. A second launch is refused.
    public func launch(delegate: any UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) {
        guard lifecycle == .notRunning else {
            UIApplication.log.error("launch refused: the application was launched already")
            return
        }
        UIApplication.makeShared(self)
        self.delegate = delegate
        lifecycle = .inactive
        loadMainStoryboardIfNamed(for: delegate)
        _ = delegate.application(self, willFinishLaunchingWithOptions: options)
        restoreStateIfAsked()
        _ = delegate.application(self, didFinishLaunchingWithOptions: options)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        if keyWindow == nil, let window = delegate.window { window.makeKeyAndVisible() }
        connectLaunchScene()
        if keyWindow == nil {
            UIApplication.log.error("launch: no window was made — make one in application(_:didFinishLaunchingWithOptions:), or in a scene delegate's scene(_:willConnectTo:options:) named by the Info.plist's scene manifest")
        }
    }

    /// A window host reports what happened to its window (focus, minimize, restore, close) or to
    /// the process (SIGTERM); the delegate hears the calls that report means, in UIKit's order,
    /// each followed by its notification. State is saved on entering the background and before
    /// terminating when the delegate asks for it.
    public func report(_ report: AppLifecycle.Report) {
        guard report != .launch else { return }
        let (target, steps) = lifecycle.after(report)
        for step in steps {
            lifecycle = step.state
            perform(step)
        }
        lifecycle = target
    }

    /// An app without scenes whose `Info.plist` names a main storyboard (`UIMainStoryboardFile`)
    /// gets its window from it before `willFinishLaunching`, as UIKit loads it: the storyboard's
    /// initial controller as the root of a window the delegate keeps.
    private func loadMainStoryboardIfNamed(for delegate: any UIApplicationDelegate) {
        let info = AppInfo.current
        guard delegate.window == nil, info.sceneManifest == nil, let name = info.mainStoryboardName,
              let storyboard = loadStoryboard(named: name) else { return }
        guard let root = initialController(of: storyboard) else {
            UIApplication.log.error("the main storyboard '\(name)' has no initial view controller; no window is made")
            return
        }
        let window = UIWindow(screen: .main)
        window.rootViewController = root
        delegate.window = window
        if delegate.window == nil {
            // A delegate that keeps no window: the application keeps this one on screen.
            window.makeKeyAndVisible()
        }
    }

    /// A step of the app's life: in a scene-based app its scenes' delegates hear it (and the app
    /// delegate only `applicationWillTerminate`, after the scenes disconnect); else the app
    /// delegate. The application's notification follows either way.
    private func perform(_ step: AppLifecycle.Step) {
        let center = NotificationCenter.default
        if step == .willResignActive { cancelAllTouches() }
        let inScenes = forwardToScenes(step)
        switch step {
        case .willFinishLaunching, .didFinishLaunching:
            break
        case .didBecomeActive:
            if !inScenes { delegate?.applicationDidBecomeActive(self) }
            center.post(name: UIApplication.didBecomeActiveNotification, object: self)
        case .willResignActive:
            if !inScenes { delegate?.applicationWillResignActive(self) }
            center.post(name: UIApplication.willResignActiveNotification, object: self)
        case .didEnterBackground:
            if !inScenes { delegate?.applicationDidEnterBackground(self) }
            center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            saveStateIfAsked()
        case .willEnterForeground:
            if !inScenes { delegate?.applicationWillEnterForeground(self) }
            center.post(name: UIApplication.willEnterForegroundNotification, object: self)
        case .willTerminate:
            delegate?.applicationWillTerminate(self)
            center.post(name: UIApplication.willTerminateNotification, object: self)
            saveStateIfAsked()
        }
    }

    /// The window whose state is saved and restored: the key window, else the delegate's.
    private var restorableWindow: UIWindow? { keyWindow ?? delegate?.window }

    private func saveStateIfAsked() {
        guard let archive = stateArchive, let delegate, let window = restorableWindow else { return }
        let coder = NSKeyedArchiver(requiringSecureCoding: true)
        guard delegate.application(self, shouldSaveSecureApplicationState: coder) else { return }
        archive.save(window)
    }

    private func restoreStateIfAsked() {
        guard let archive = stateArchive, let delegate else { return }
        let empty = NSKeyedArchiver(requiringSecureCoding: true)
        empty.finishEncoding()
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: empty.encodedData),
              delegate.application(self, shouldRestoreSecureApplicationState: coder) else { return }
        guard let window = restorableWindow else {
            UIApplication.log.notice("state restoration skipped: no window yet (make it in application(_:willFinishLaunchingWithOptions:))")
            return
        }
        archive.restore(window)
    }
}
