import Foundation
@_spi(Host) import Folio
import Logging

/// Starts a Folio app in a desktop window, as UIKit's `UIApplicationMain` starts an iOS app:
/// makes the application (of `principalClass`, default `UIApplication`) and the delegate, opens
/// the window host, launches (`willFinishLaunching` → restoration → `didFinishLaunching`), shows
/// the key window, makes the app active, and runs until the window closes or the process gets
/// SIGTERM / SIGINT (then `applicationWillTerminate`). Returns the exit status.
///
/// Swift on Linux has no class lookup by name, so this form takes the classes themselves;
/// `@main` on a `UIApplicationDelegate` class calls it for you.
///
/// The environment can set what a device would: `FOLIO_WINDOW_SIZE=WxH` (points, default
/// 390x844), `FOLIO_SCALE` (pixels per point; default the display's), `FOLIO_BUNDLE_IDENTIFIER`
/// (the sandbox folder, default `org.folio.<executable>`), `FOLIO_IDIOM` (`mac`, the default: a
/// desktop app as on Mac Catalyst, with no status bar; `phone` or `pad`: the device's look), and for scripted runs
/// `FOLIO_MAX_FRAMES=N` (quit after N rendered frames) with `FOLIO_SCREENSHOT=FILE.png` (the
/// last frame as presented). With no display (`DISPLAY` and `WAYLAND_DISPLAY` unset) the app
/// runs on SDL's offscreen driver instead of failing.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClass: UIApplication.Type?,
                              _ delegateClass: (any UIApplicationDelegate.Type)?) -> Int32 {
    let log = Logger(label: "folio.application")
    guard let delegateClass else {
        log.critical("UIApplicationMain: no delegate class (pass your UIApplicationDelegate's type)")
        return 1
    }
    let environment = ProcessInfo.processInfo.environment
    let options = AppLaunchOptions(environment: environment, arguments: CommandLine.arguments)
    if options.needsOffscreenDriver { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
    // SIGTERM and SIGINT end the app through applicationWillTerminate (SDL turns them into
    // SDL_QUIT), even when the parent started it with them blocked.
    var quitSignals = sigset_t()
    sigemptyset(&quitSignals)
    sigaddset(&quitSignals, SIGTERM)
    sigaddset(&quitSignals, SIGINT)
    sigprocmask(SIG_UNBLOCK, &quitSignals, nil)

    let application = (principalClass ?? UIApplication.self).init()
    application.stateArchive = StateArchive(sandbox: options.sandbox)
    do {
        let host = try SDLHost(application: application, title: options.title, size: options.size, scale: options.scale,
                               idiom: options.idiom)
        UIScreen.main.configure(size: options.size, scale: host.scale)
        UIScreen.main.idiom = options.idiom
        let delegate = delegateClass.init()
        application.launch(delegate: delegate, options: nil)
        guard let window = application.keyWindow ?? delegate.window else {
            log.critical("UIApplicationMain: the delegate made no window (set `window`, give it a root view controller and call makeKeyAndVisible())")
            application.report(.terminate)
            return 1
        }
        try host.show(window)
        try host.run(maxFrames: options.maxFrames, screenshot: options.screenshot)
        return 0
    } catch {
        log.critical("UIApplicationMain: \(error)")
        return 1
    }
}

/// UIKit's form, with class names: `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,
/// NSStringFromClass(AppDelegate.self))`. A name that names no class (or no delegate) is logged
/// and the status is 1.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let log = Logger(label: "folio.application")
    var principal: UIApplication.Type?
    if let name = principalClassName {
        guard let type = NSClassFromString(name) as? UIApplication.Type else {
            log.critical("UIApplicationMain: '\(name)' is not a UIApplication class")
            return 1
        }
        principal = type
    }
    guard let name = delegateClassName, let delegate = NSClassFromString(name) as? any UIApplicationDelegate.Type else {
        log.critical("UIApplicationMain: '\(delegateClassName ?? "nil")' is not a UIApplicationDelegate class")
        return 1
    }
    return UIApplicationMain(argc, argv, principal, delegate)
}

extension UIApplicationDelegate {
    /// `@main` on an app delegate starts the app: `UIApplicationMain` with this class; the process
    /// exits with its status when the app ends.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self))
    }
}

/// What the environment and command line say about a launch.
struct AppLaunchOptions {
    var size = CGSize(width: 390, height: 844)
    var scale: CGFloat?
    var title: String
    var sandbox: AppSandbox
    var maxFrames: Int?
    var screenshot: URL?
    var needsOffscreenDriver: Bool
    var idiom: UIUserInterfaceIdiom = .mac

    init(environment: [String: String], arguments: [String]) {
        let executable = URL(fileURLWithPath: arguments.first ?? "app").lastPathComponent
        title = executable
        if let text = environment["FOLIO_WINDOW_SIZE"] {
            let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
            if parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 < 8192 }) {
                size = CGSize(width: parts[0], height: parts[1])
            } else {
                Logger(label: "folio.application").warning("FOLIO_WINDOW_SIZE=\(text) is not WxH; using 390x844")
            }
        }
        if let text = environment["FOLIO_SCALE"], let s = Double(text), s >= 1, s <= 4 { scale = CGFloat(s) }
        let identifier = environment["FOLIO_BUNDLE_IDENTIFIER"].flatMap { $0.isEmpty ? nil : $0 } ?? "org.folio.\(executable)"
        sandbox = AppSandbox.standard(bundleIdentifier: identifier)
        maxFrames = environment["FOLIO_MAX_FRAMES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        screenshot = environment["FOLIO_SCREENSHOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        switch environment["FOLIO_IDIOM"]?.lowercased() {
        case nil, "", "mac": idiom = .mac
        case "phone": idiom = .phone
        case "pad": idiom = .pad
        case let other?: Logger(label: "folio.application").warning("FOLIO_IDIOM=\(other) is not mac, phone or pad; using mac")
        }
        let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        needsOffscreenDriver = !hasDisplay && (environment["SDL_VIDEODRIVER"] ?? "").isEmpty
    }
}
