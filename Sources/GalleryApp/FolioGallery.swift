import Foundation
import ArgumentParser
import Folio
import FolioSDL
import Gallery

/// `folio-gallery`: the seed examples as scenes, in a window or as a headless tour.
@main
struct FolioGallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-gallery",
        abstract: "Folio's gallery: UIKit paging examples on Linux.",
        discussion: "With a display it opens a window on the list of scenes, or on --scene (mouse = finger, wheel scrolls, ←/→ page, r rotates, q quits); without one, or with --headless, it plays every scene's story and writes PNGs.")

    @Option(help: "The scene to show (see --list).") var scene: String?
    @Flag(help: "List the scenes and exit.") var list = false
    @Option(help: "Window size in points, WxH (default: 1180x820 for the desktop window's list of scenes, 390x844 otherwise).") var size: String?
    @Option(help: "Pixels per point: 1, 2 or 3.") var scale: Double = 2
    @Flag(help: "Play the headless tour even when a display exists.") var headless = false
    @Option(help: "Where the headless tour writes its PNGs.") var out = "gallery-output"
    @Option(help: "Quit the window after this many rendered frames.") var frames: Int?
    @Option(help: "With --frames, write the last frame (read back from SDL) to this PNG.") var screenshot: String?
    @Flag(help: "Start rotated (width and height swapped).") var rotate = false
    @Flag(help: "Show the window as a phone (status bar and all) instead of a desktop app.") var phone = false
    @Option(help: "Where F12 writes screenshots of the window (shot-1.png, shot-2.png, …).") var screenshotDir: String?
    @Option(help: "The app's sandbox folder (Documents, Library, tmp); default: the user's data directory.") var sandbox: String?

    func validate() throws {
        guard parsedSize != nil else { throw ValidationError("--size must look like 390x844") }
        guard scale >= 1, scale <= 3 else { throw ValidationError("--scale must be 1, 2 or 3") }
    }

    /// The size asked, else a phone's.
    var parsedSize: CGSize? { Self.parse(size ?? "390x844") }

    static func parse(_ size: String) -> CGSize? {
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] < 8192, parts[1] < 8192 else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    func run() throws {
        let options = self
        try MainActor.assumeIsolated { try options.runOnMain() }
    }

    /// A desktop app (as on Mac Catalyst), or a phone with `--phone`.
    private var idiom: UIUserInterfaceIdiom { phone ? .phone : .mac }

    @MainActor
    private func runOnMain() throws {
        if list {
            for s in GalleryScene.all { print("\(s.name)\t\(s.summary)") }
            return
        }
        if let scene, GalleryScene.named(scene) == nil {
            throw ValidationError("unknown scene '\(scene)'; scenes: \(GalleryScene.all.map(\.name).joined(separator: ", "))")
        }
        var size = parsedSize!
        if rotate { size = CGSize(width: size.height, height: size.width) }
        let env = ProcessInfo.processInfo.environment
        let hasDisplay = !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
            || !(env["SDL_VIDEODRIVER"] ?? "").isEmpty
        if headless || !hasDisplay {
            let scenes = scene.flatMap(GalleryScene.named).map { [$0] } ?? GalleryScene.all
            let outURL = URL(fileURLWithPath: out)
            if !hasDisplay && !headless { print("No display found: playing the headless tour.") }
            let results = try GalleryTour.run(scenes: scenes, size: size, scale: CGFloat(scale), out: outURL)
            let sheet = outURL.appendingPathComponent("contact-sheet.png")
            try ContactSheet.write(results, to: sheet)
            print("Wrote \(results.reduce(0) { $0 + $1.frames.count }) frames of \(results.count) scene(s) to \(outURL.path)/ (overview: \(sheet.path))")
            return
        }
        if self.size == nil, scene == nil, !phone {
            size = CGSize(width: 1180, height: 820)   // the desktop window's list: a sidebar beside the scene opened
            if rotate { size = CGSize(width: size.height, height: size.width) }
        }
        let box = sandbox.map { AppSandbox(home: URL(fileURLWithPath: $0, isDirectory: true), bundleIdentifier: "org.folio.gallery") }
            ?? AppSandbox.standard(bundleIdentifier: "org.folio.gallery")
        try box.createDirectories()
        let defaults = box.userDefaults
        let app = UIApplication()
        let window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: CGFloat(scale)))
        window.application = app
        guard let chosen = scene.flatMap(GalleryScene.named) else {
            // The list of every scene; the one opened last time starts selected.
            let home = GalleryHomeViewController(sandbox: box, selectedScene: defaults.string(forKey: "lastScene"))
            home.sceneDidOpen = { defaults.set($0.name, forKey: "lastScene") }
            window.rootViewController = phone ? home.embeddedInNavigation() : home.embeddedInSplitView()
            window.makeKeyAndVisible()
            let host = try SDLHost(application: app, window: window, title: "Folio Gallery", idiom: idiom)
            host.screenshotDirectory = screenshotDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
            try host.run(maxFrames: frames, screenshot: screenshot.map { URL(fileURLWithPath: $0) })
            return
        }
        defaults.set(chosen.name, forKey: "lastScene")
        let root = chosen.makeRootViewController(box)
        window.rootViewController = root
        window.makeKeyAndVisible()
        // Where the user was: restored before the first frame, saved when the window loses focus
        // and when it closes.
        let archive = chosen.stateArchive(in: box, root: root)
        archive.restore(window)
        let host = try SDLHost(application: app, window: window, title: "Folio — \(chosen.name)", idiom: idiom)
        host.screenshotDirectory = screenshotDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        host.willResignActive = { archive.save(window) }
        try host.run(maxFrames: frames, screenshot: screenshot.map { URL(fileURLWithPath: $0) })
        archive.save(window)
    }
}
