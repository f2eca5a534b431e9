import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioSDL
import CSDL2
import FolioTesting
@testable import Gallery

/// An application with one 200 × 300 window showing `root`, ready for a host without a display.
@MainActor
private func offscreenApp(_ root: UIViewController, scale: CGFloat) -> (UIApplication, UIWindow, URL) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    setenv("FOLIO_DESKTOP_SETTINGS", "0", 1)   // the machine's desktop settings stay out of these tests
    let app = UIApplication()
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: scale))
    window.application = app
    window.rootViewController = root
    window.makeKeyAndVisible()
    let shot = FileManager.default.temporaryDirectory.appendingPathComponent("folio-sdl-\(getpid())-\(UInt.random(in: 0...UInt.max)).png")
    return (app, window, shot)
}

@MainActor
@Suite("SDL window host")
struct SDLHostTests {
    @Test("starts without a display (SDL_VIDEODRIVER=offscreen) and presents a frame read back from SDL")
    func oneFrame() throws {
        let (app, window, shot) = offscreenApp(PageViewController(), scale: 2)
        defer { try? FileManager.default.removeItem(at: shot) }

        let host = try SDLHost(application: app, window: window, title: "Folio test")
        try host.run(maxFrames: 1, screenshot: shot)
        let image = try CairoSurface(contentsOf: shot, scale: 2)

        #expect(host.videoDriver == "offscreen")
        #expect(host.renderedFrames == 1)
        #expect(image.pixelWidth == 400 && image.pixelHeight == 600)
        #expect(image.color(at: CGPoint(x: 20, y: 20)) == RGBA(r: 153, g: 102, b: 51, a: 255), "the brown page")
    }
}

@MainActor
@Suite("SDL window host rotation")
struct SDLHostRotationTests {
    @Test("r rotates: the window, its traits and the presented frame turn, the page stays")
    func rotate() throws {
        let (app, window, shot) = offscreenApp(LinearPagingViewController(), scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio rotation test")
        app.tick(at: 0)
        (window.rootViewController as! LinearPagingViewController).scrollView.contentOffset = CGPoint(x: 200, y: 0)

        host.rotateWindow()
        try host.run(maxFrames: 1, screenshot: shot)
        let image = try CairoSurface(contentsOf: shot)

        #expect(window.bounds.size == CGSize(width: 300, height: 200))
        #expect(window.windowTraits.verticalSizeClass == .compact)
        #expect(image.pixelWidth == 300 && image.pixelHeight == 200)
        #expect(image.color(at: CGPoint(x: 10, y: 10)) == RGBA(r: 0, g: 255, b: 0, a: 255), "still the green page")
    }
}

@MainActor
@Suite("SDL window host resizing and title")
struct SDLHostResizeTests {
    /// Seed 001's linear pager with a title, so the window can show it.
    final class TitledPager: UIViewController {
        let pager = LinearPagingViewController()
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Linear pages"
            addChild(pager)
            pager.view.frame = view.bounds
            pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(pager.view)
            pager.didMove(toParent: self)
        }
    }

    @Test("a window resize is a size change: the page stays, traits follow, the frame is drawn at the new size")
    func resizeKeepsPage() throws {
        let root = TitledPager()
        let (app, window, shot) = offscreenApp(root, scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio resize test")
        app.tick(at: 0)
        root.pager.scrollView.contentOffset = CGPoint(x: 200, y: 0)   // page 2 (green) of 200-point pages

        host.resizeWindow(to: CGSize(width: 500, height: 260))
        try host.run(maxFrames: 2, screenshot: shot)
        let image = try CairoSurface(contentsOf: shot)

        #expect(window.bounds.size == CGSize(width: 500, height: 260))
        #expect(root.pager.scrollView.contentOffset == CGPoint(x: 500, y: 0), "still page 2, re-anchored to 2 × the new width")
        #expect(window.windowTraits.verticalSizeClass == .compact, "wider than tall: compact height")
        #expect(image.pixelWidth == 500 && image.pixelHeight == 260)
        #expect(image.color(at: CGPoint(x: 480, y: 200)) == RGBA(r: 0, g: 255, b: 0, a: 255), "green to the right edge")
        #expect(host.windowTitle == "Linear pages", "the root controller's title")
    }

    @Test("the window's title follows the root controller's title, else the host's")
    func title() throws {
        let root = UIViewController()
        let (app, window, shot) = offscreenApp(root, scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio title test")
        let untitled = host.windowTitle

        root.title = "Contacts"
        try host.run(maxFrames: 1)

        #expect(untitled == "Folio title test")
        #expect(host.windowTitle == "Contacts")
    }

    @Test("the window's title is its scene's title when set, else the title of the controller a navigation controller shows")
    func sceneAndNavigationTitle() throws {
        let top = UIViewController()
        top.title = "Page 2"
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(top, animated: false)
        let (app, window, shot) = offscreenApp(navigation, scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio scene title test")
        try host.run(maxFrames: 1)
        let navigationTitle = host.windowTitle

        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication,
                                                          configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
                                  connectionOptions: UIScene.ConnectionOptions())
        window.windowScene = scene
        scene.title = "Notes"
        try host.run(maxFrames: 1)

        #expect(navigationTitle == "Page 2")
        #expect(host.windowTitle == "Notes")
    }

    @Test("a nonsensical size is refused with a diagnostic and the window stays as it was")
    func badSize() throws {
        let (app, window, shot) = offscreenApp(UIViewController(), scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio bad size test")

        host.resizeWindow(to: CGSize(width: CGFloat.nan, height: 100))
        host.resizeWindow(to: CGSize(width: 0, height: 100))
        try host.run(maxFrames: 1)

        #expect(window.bounds.size == CGSize(width: 200, height: 300))
    }
}

@MainActor
@Suite("SDL window host input methods")
struct SDLHostInputMethodTests {
    /// Posts an input method's composition (SDL_TEXTEDITING) as SDL delivers it.
    private func postComposition(_ text: String, cursor: Int32) {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (i, b) in text.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        e.edit.start = cursor
        e.edit.length = 0
        SDL_PushEvent(&e)
    }

    /// Posts committed text (SDL_TEXTINPUT).
    private func postCommit(_ text: String) {
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (i, b) in text.utf8.prefix(raw.count - 1).enumerated() { raw[i] = b }
        }
        SDL_PushEvent(&e)
    }

    @Test("SDL's text-editing events become marked text in the field being edited; the commit replaces it")
    func composition() throws {
        let root = UIViewController()
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 180, height: 40))
        root.view.addSubview(field)
        let (app, window, shot) = offscreenApp(root, scale: 1)
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio input method test")
        field.becomeFirstResponder()

        postComposition("zhong", cursor: 5)
        try host.run(maxFrames: 1)
        let marked = (field.text, field.markedTextRange.map { [$0.start.offset, $0.end.offset] })
        postComposition("", cursor: 0)
        postCommit("中")
        try host.run(maxFrames: 1)

        #expect(marked.0 == "zhong" && marked.1 == [0, 5])
        #expect(field.text == "中")
        #expect(field.markedTextRange == nil)
    }
}

/// A delegate for `UIApplicationMain` run inside the test process.
@MainActor
final class MainTestDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    static var calls: [String] = []
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let size = UIScreen.main.bounds.size
        MainTestDelegate.calls.append("didFinishLaunching \(Int(size.width))x\(Int(size.height)) @\(UIScreen.main.scale)")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { MainTestDelegate.calls.append("didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { MainTestDelegate.calls.append("willTerminate") }
}

@MainActor
@Suite("UIApplicationMain", .serialized)
struct UIApplicationMainTests {
    @Test("UIKit's class-name form finds the delegate by NSStringFromClass and runs it; a wrong name is status 1")
    func classNames() {
        DiagnosticLog.install()
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("FOLIO_MAX_FRAMES", "2", 1)
        setenv("FOLIO_SCALE", "2", 1)   // UIScreen.main stays 390 × 844 at 2× for the other tests
        defer { unsetenv("FOLIO_MAX_FRAMES"); unsetenv("FOLIO_SCALE") }
        MainTestDelegate.calls = []

        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(MainTestDelegate.self))
        let wrong = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchModule.NoSuchDelegate")

        #expect(status == 0)
        #expect(MainTestDelegate.calls == ["didFinishLaunching 390x844 @2.0", "didBecomeActive", "willTerminate"])
        #expect(wrong == 1)
        #expect(!DiagnosticLog.shared.messages(containing: "'NoSuchModule.NoSuchDelegate' is not a UIApplicationDelegate class").isEmpty)
    }
}
