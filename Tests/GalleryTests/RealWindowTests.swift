import Foundation
import Testing
@_spi(Host) import Folio
import FolioCairo
import FolioTesting
import Gallery

/// A virtual X display (Xvfb) for one test; nil when Xvfb cannot start here.
///
/// Xvfb picks a free display number itself (`-displayfd`), so runs side by side never collide,
/// and it runs under a small watchdog shell that ends it when this test process is gone — a test
/// run that crashes or is killed leaves no X server behind.
final class VirtualDisplay: @unchecked Sendable {
    let number: Int
    private let server: Process

    /// Why the real-window tests cannot run, or nil when they can.
    static let unavailableReason: String? = {
        guard tool("Xvfb") != nil else { return "Xvfb is not installed (make deps installs it)" }
        guard tool("xdotool") != nil else { return "xdotool is not installed (make deps installs it)" }
        guard let probe = VirtualDisplay() else { return "Xvfb could not start a display" }
        probe.stop()
        return nil
    }()

    static func tool(_ name: String) -> URL? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs a command, says its process id, and kills it once process `parent` is gone (a zombie
    /// counts as gone); when the command ends, the watchdog reaps it and ends too. SIGKILL: a child
    /// started from a test may inherit SIGTERM blocked.
    static let watchdog = #"""
        parent=$1; shift
        "$@" & child=$!
        echo "pid $child"
        alive() { [ -e "/proc/$1" ] && [ "$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -c1)" != Z ]; }
        while alive "$parent" && alive "$child"; do sleep 0.2; done
        kill -KILL $child 2>/dev/null; wait $child
        """#

    /// The Xvfb process (under the watchdog).
    private let xvfbPID: pid_t

    /// Starts Xvfb; a server that announces no display in 30 s (a loaded machine) is ended and one
    /// more is tried.
    init?() {
        guard let xvfb = Self.tool("Xvfb") else { return nil }
        for _ in 0..<2 {
            guard let started = Self.start(xvfb) else { continue }
            (server, xvfbPID, number) = started
            return
        }
        return nil
    }

    private static func start(_ xvfb: URL) -> (server: Process, pid: pid_t, number: Int)? {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/bin/sh")
        server.arguments = ["-c", Self.watchdog, "sh", "\(getpid())",
                            xvfb.path, "-displayfd", "1", "-screen", "0", "1024x1024x24", "-nolisten", "tcp"]
        let announced = PipeReader()
        server.standardOutput = announced.pipe
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch { return nil }
        announced.start()
        // "pid N" from the watchdog, then the display number from Xvfb once it accepts clients;
        // the end of its output means it failed.
        let lines = announced.lines(2, by: Deadline(seconds: 30))
        let pid = lines.first { $0.hasPrefix("pid ") }.flatMap { pid_t($0.dropFirst(4)) } ?? 0
        guard let n = lines.first(where: { !$0.hasPrefix("pid ") }).flatMap({ Int($0) }) else {
            if pid > 0 { kill(pid, SIGKILL) }
            stopProcess(server)
            return nil
        }
        return (server, pid, n)
    }

    func stop() {
        if xvfbPID > 0 { kill(xvfbPID, SIGKILL) }
        stopProcess(server)
    }

    /// Runs an X tool (xdotool, wmctrl…) on this display and returns what it printed. The wait is
    /// bounded: past `timeout`, or as soon as `giveUp` names a reason, the tool is killed and the
    /// test fails.
    @discardableResult
    func run(_ tool: String, _ args: [String], timeout: Double = 15,
             giveUp: () -> String? = { nil }) throws -> String {
        let p = Process()
        p.executableURL = Self.tool(tool)
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(number)"
        p.environment = env
        do {
            return try runToEnd(p, timeout: timeout, giveUp: giveUp).output
        } catch let error as ChildProcessError {
            throw RealWindowError(message: error.message)
        }
    }
}

/// `folio-gallery --scene NAME` (or, without a scene, the gallery's list) in a real window on a
/// virtual display, driven by real X11 input (xdotool) and read back by the window host itself
/// (F12 writes a screenshot).
final class RealWindow: @unchecked Sendable {
    let display: VirtualDisplay
    let gallery = Process()
    let shots: URL
    private var shotCount = 0
    private var logFile: URL { shots.appendingPathComponent("gallery.log") }

    /// The last lines the gallery logged (its diagnostics), for a failure to show.
    var log: String {
        let text = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(12).joined(separator: "\n")
    }

    init(scene: String?, display: VirtualDisplay, size: CGSize, environment: [String: String] = [:]) throws {
        self.display = display
        shots = FileManager.default.temporaryDirectory.appendingPathComponent("folio-e2e-\(scene ?? "home")-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        // The gallery is built next to the test bundle.
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        gallery.executableURL = bundleDir.appendingPathComponent("folio-gallery")
        gallery.arguments = (scene.map { ["--scene", $0] } ?? []) + ["--size", "\(Int(size.width))x\(Int(size.height))", "--scale", "1",
                             "--screenshot-dir", shots.path, "--sandbox", shots.appendingPathComponent("sandbox").path]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(display.number)"
        env["SDL_VIDEODRIVER"] = "x11"
        env.merge(environment) { $1 }
        gallery.environment = env
        gallery.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: logFile.path, contents: nil)
        gallery.standardError = try FileHandle(forWritingTo: logFile)
        try gallery.run()
        // A debug build starting on a loaded machine can take a while to show its window.
        try xdotool(["search", "--sync", "--onlyvisible", "--pid", "\(gallery.processIdentifier)"], timeout: 60)
        usleep(400_000)
    }

    func stop() {
        stopProcess(gallery)
        try? FileManager.default.removeItem(at: shots)
    }

    @discardableResult
    func xdotool(_ args: [String], timeout: Double = 15) throws -> String {
        // A window that never shows must fail the test, not hang the run.
        try display.run("xdotool", args, timeout: timeout) {
            endStatus(of: gallery) != nil && args.first == "search" ? "folio-gallery exited" : nil
        }
    }

    /// A finger (the left button) pressed at `from`, moved in `steps` timed moves, released at `to`.
    func swipe(from: CGPoint, to: CGPoint, steps: Int = 10, stepDelay: Double = 0.012) throws {
        var args = ["mousemove", "\(Int(from.x))", "\(Int(from.y))", "mousedown", "1"]
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            args += ["sleep", "\(stepDelay)", "mousemove", "\(Int(from.x + (to.x - from.x) * f))", "\(Int(from.y + (to.y - from.y) * f))"]
        }
        args += ["mouseup", "1"]
        try xdotool(args)
    }

    func tap(at p: CGPoint) throws {
        try xdotool(["mousemove", "\(Int(p.x))", "\(Int(p.y))", "click", "1"])
    }

    /// Presses and releases keys (X keysym names: Down, Return, Escape).
    func key(_ names: String...) throws {
        for name in names { try xdotool(["key", name]) }
    }

    /// Types `text` as a keyboard would, into whatever has the keyboard focus.
    func type(_ text: String) throws {
        try xdotool(["type", "--delay", "40", text])
    }

    /// Lets animations settle (real time: the host runs on the monotonic clock).
    func settle(_ seconds: Double = 1.2) { usleep(useconds_t(seconds * 1_000_000)) }

    /// The window as the host presented it, read back by the host.
    func screenshot() throws -> CairoSurface {
        shotCount += 1
        let file = shots.appendingPathComponent("shot-\(shotCount).png")
        try xdotool(["key", "F12"])
        let deadline = Deadline(seconds: 10)
        while !FileManager.default.fileExists(atPath: file.path), deadline.pause(0.05) {}
        return try CairoSurface(contentsOf: file, scale: 1)
    }
}

struct RealWindowError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The share of pixels that differ by more than `tolerance` in some channel.
func differingShare(_ a: CairoSurface, _ b: CairoSurface, tolerance: Int = 24) -> Double {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return 1 }
    var differing = 0
    for y in stride(from: 0, to: a.pixelHeight, by: 2) {
        for x in stride(from: 0, to: a.pixelWidth, by: 2) where a.pixel(x: x, y: y).distance(to: b.pixel(x: x, y: y)) > tolerance {
            differing += 1
        }
    }
    return Double(differing) / Double(((a.pixelHeight + 1) / 2) * ((a.pixelWidth + 1) / 2))
}

/// One gesture a person makes, played on the real window (X11 input) and on a headless app.
enum Gesture: Sendable, CustomStringConvertible {
    case swipe(from: CGPoint, to: CGPoint)
    case slowDrag(from: CGPoint, to: CGPoint)
    case tap(CGPoint)

    var description: String {
        switch self {
        case let .swipe(a, b): "swipe \(Int(a.x)),\(Int(a.y)) → \(Int(b.x)),\(Int(b.y))"
        case let .slowDrag(a, b): "drag \(Int(a.x)),\(Int(a.y)) → \(Int(b.x)),\(Int(b.y))"
        case let .tap(p): "tap \(Int(p.x)),\(Int(p.y))"
        }
    }

    func play(on window: RealWindow) throws {
        switch self {
        case let .swipe(a, b): try window.swipe(from: a, to: b)
        case let .slowDrag(a, b): try window.swipe(from: a, to: b, steps: 24, stepDelay: 0.03)
        case let .tap(p): try window.tap(at: p)
        }
    }

    @MainActor func play(on app: HeadlessApp) {
        switch self {
        case let .swipe(a, b): app.swipe(from: a, to: b, velocity: 2500)
        case let .slowDrag(a, b): app.drag(from: a, to: b, duration: 0.72)
        case let .tap(p): app.tap(at: p)
        }
        app.runUntilIdle()
        app.advance(by: 1)
    }
}

/// Every scene in a real window: what a person sees after a real mouse gesture is what the same
/// gesture gives headlessly, and it changed the screen.
@Suite("Real window (Xvfb + xdotool)", .serialized,
       .enabled(if: VirtualDisplay.unavailableReason == nil,
                "real-window tests skipped: \(VirtualDisplay.unavailableReason ?? "")"))
struct RealWindowTests {
    static let size = CGSize(width: 390, height: 844)

    /// A gesture per scene, in window points, and the least share of the window it must change
    /// (a page turn changes much; a gesture label little).
    static let stories: [(scene: String, gesture: Gesture, minimumChange: Double)] = {
        let w = size.width, h = size.height
        let left = Gesture.swipe(from: CGPoint(x: w * 0.85, y: h * 0.5), to: CGPoint(x: w * 0.15, y: h * 0.5))
        return [
            ("page-control", left, 0.05),
            ("autolayout-paging", left, 0.05),
            ("linear-paging", left, 0.05),
            ("icon-grid", left, 0.002),
            ("gestures", .tap(CGPoint(x: w / 2 + 50, y: h / 2)), 0.0002),
            ("drawer", .slowDrag(from: CGPoint(x: 60, y: h / 2), to: CGPoint(x: 320, y: h / 2)), 0.05),
            ("navigation", .tap(.zero), 0.0005),   // the push button, found below
            ("pager", left, 0.01),
            ("book", .slowDrag(from: CGPoint(x: w / 2, y: h * 0.9), to: CGPoint(x: w / 2, y: h * 0.3)), 0.0002),   // page1 → page2: the title changes
            ("tab-pager", left, 0.01),
            ("contacts", .tap(.zero), 0.001),   // the auto-login switch, found below: both switches turn on
            ("photos", left, 0.05),   // the next photo: another sky
            ("carousel", .swipe(from: CGPoint(x: w * 0.75, y: 170), to: CGPoint(x: w * 0.25, y: 170)), 0.02),   // the next card centred
            ("albums", .tap(.zero), 0.02),   // the Travel group's chevron, found below: its albums appear
            ("transitions", .tap(.zero), 0.3),   // the third thumbnail, found below: its photo zooms up full screen
            ("notes", .tap(.zero), 0.005),   // the Pinned segment, found below: the list keeps the pinned notes
        ]
    }()

    /// The navigation scene's push button, where a person would tap it.
    @MainActor static func pushButtonCenter() -> CGPoint {
        let app = HeadlessApp(size: size, scale: 1, idiom: .mac, rootViewController: GalleryScene.named("navigation")!.makeRootViewController(GalleryScene.scratchSandbox()))
        let tabs = app.window.rootViewController as! UITabBarController
        let step = (tabs.viewControllers!.first as! UINavigationController).topViewController as! StepViewController
        let b = step.pushButton.convert(step.pushButton.bounds, to: nil)
        return CGPoint(x: b.midX, y: b.midY)
    }

    /// The contacts scene's auto-login switch.
    @MainActor static func autoLoginSwitchCenter() -> CGPoint {
        let app = HeadlessApp(size: size, scale: 1, idiom: .mac, rootViewController: GalleryScene.named("contacts")!.makeRootViewController(GalleryScene.scratchSandbox()))
        app.tick()
        let login = (app.window.rootViewController as! UINavigationController).viewControllers[0] as! LoginViewController
        let b = login.autoLoginSwitch.convert(login.autoLoginSwitch.bounds, to: nil)
        return CGPoint(x: b.midX, y: b.midY)
    }

    /// The albums scene's chevron on the Travel group's row.
    @MainActor static func travelChevronCenter() -> CGPoint {
        let root = GalleryScene.named("albums")!.makeRootViewController(GalleryScene.scratchSandbox())
        let app = HeadlessApp(size: size, scale: 1, idiom: .mac, rootViewController: root)
        app.tick()
        let albums = (root as! UINavigationController).topViewController as! AlbumsViewController
        let row = albums.libraryRowFrame(named: "Travel")!
        return CGPoint(x: row.maxX - 14, y: row.midY)
    }

    /// The notes scene's Pinned segment, in the navigation bar.
    @MainActor static func pinnedSegmentCenter() -> CGPoint {
        let root = GalleryScene.named("notes")!.makeRootViewController(GalleryScene.scratchSandbox())
        let app = HeadlessApp(size: size, scale: 1, idiom: .mac, rootViewController: root)
        app.runUntilIdle()
        let filter = (root as! NotesSplitViewController).list.filter
        let frame = filter.convert(filter.bounds, to: nil)
        return CGPoint(x: frame.minX + frame.width * 0.75, y: frame.midY)
    }

    /// The transitions scene's third thumbnail and its Cube tab.
    @MainActor static func transitionsTargets() -> (thumbnail: CGPoint, cubeTab: CGPoint) {
        let root = GalleryScene.named("transitions")!.makeRootViewController(GalleryScene.scratchSandbox())
        let app = HeadlessApp(size: size, scale: 1, idiom: .mac, rootViewController: root)
        app.runUntilIdle()
        let tabs = root as! MotionTabBarController
        let thumb = tabs.grid.thumbnailView(at: 2)!.convert(tabs.grid.thumbnailView(at: 2)!.bounds, to: nil)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        return (CGPoint(x: thumb.midX, y: thumb.midY), CGPoint(x: bar.minX + bar.width * 0.75, y: bar.midY))
    }

    @Test("the transitions scene in a real window: a tap zooms a photo in, a drag down closes it, the cube tab slides in and turns")
    func transitionsStory() async throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let window = try RealWindow(scene: "transitions", display: display, size: Self.size)
        defer { window.stop() }
        let (thumbnail, cubeTab) = await MainActor.run { Self.transitionsTargets() }
        let w = Self.size.width, h = Self.size.height
        let steps: [(name: String, gesture: Gesture, minimumChange: Double)] = [
            ("zoom in", .tap(thumbnail), 0.3),
            ("drag down", .slowDrag(from: CGPoint(x: w / 2, y: h * 0.4), to: CGPoint(x: w / 2, y: h * 0.8)), 0.3),
            ("cube tab", .tap(cubeTab), 0.3),
            ("cube turn", .slowDrag(from: CGPoint(x: w * 0.85, y: h / 2), to: CGPoint(x: w * 0.15, y: h / 2)), 0.1),
        ]
        let app = await MainActor.run {
            let app = HeadlessApp(size: Self.size, scale: 1, idiom: .mac, rootViewController: GalleryScene.named("transitions")!.makeRootViewController(GalleryScene.scratchSandbox()))
            app.advance(by: 1)
            return app
        }

        var before = try window.screenshot()
        for step in steps {
            try step.gesture.play(on: window)
            window.settle()
            let after = try window.screenshot()
            let expected = await MainActor.run { () -> CairoSurface in
                step.gesture.play(on: app)
                return app.snapshot()
            }
            let changed = differingShare(before, after), mismatch = differingShare(after, expected)
            #expect(changed > step.minimumChange, "\(step.name): changed \(String(format: "%.1f", changed * 100))% of the window")
            #expect(mismatch < 0.03, "\(step.name): the window differs from the headless run in \(String(format: "%.1f", mismatch * 100))%")
            before = after
        }
    }

    @Test("Ctrl held in the notes window lists its shortcuts as the headless run does; letting go takes the list away")
    func shortcutListStory() async throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let window = try RealWindow(scene: "notes", display: display, size: Self.size)
        defer { window.stop() }
        window.settle()
        let before = try window.screenshot()
        try window.xdotool(["keydown", "ctrl"])
        window.settle(1.8)   // the list comes after a second of the host's clock
        let shown = try window.screenshot()
        try window.xdotool(["keyup", "ctrl"])
        window.settle(0.6)
        let after = try window.screenshot()

        let (expected, titles) = await MainActor.run { () -> (CairoSurface, [String]?) in
            let app = HeadlessApp(size: Self.size, scale: 1, idiom: .mac,
                                  rootViewController: GalleryScene.named("notes")!.makeRootViewController(GalleryScene.scratchSandbox()))
            app.runUntilIdle()
            app.press(.modifiersHeld(.command))
            app.advance(by: 1.1)
            return (app.snapshot(), app.window.shownShortcutTitles)
        }
        #expect(titles == ["New Note  Ctrl+N", "Search Notes  Ctrl+F"])
        let mismatch = differingShare(shown, expected), changed = differingShare(before, shown)
        #expect(changed > 0.004, "the list (its text and edge: its face is near the list's white) changed \(String(format: "%.1f", changed * 100))% of the window")
        #expect(mismatch < 0.03, "the window differs from the headless run in \(String(format: "%.1f", mismatch * 100))%")
        #expect(differingShare(before, after) < 0.005, "the list is gone once Ctrl is let go")
    }

    @Test("the gallery's window opens on the list of scenes: ↓ Return opens the first, Esc comes back, a tap opens another")
    func homeStory() async throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let window = try RealWindow(scene: nil, display: display, size: Self.size)
        defer { window.stop() }
        let (app, home) = await MainActor.run {
            let home = GalleryHomeViewController(sandbox: GalleryScene.scratchSandbox())
            let app = HeadlessApp(size: Self.size, scale: 1, idiom: .mac, rootViewController: home.embeddedInSplitView())
            app.advance(by: 1)
            return (app, home)
        }
        let drawerRow = try await MainActor.run { () -> CGPoint in
            let row = try #require(GalleryScene.all.firstIndex { $0.name == "drawer" })
            let cell = try #require(home.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            let frame = cell.convert(cell.bounds, to: nil as UIView?)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let steps: [(name: String, act: @Sendable () throws -> Void, headless: @MainActor @Sendable () -> Void)] = [
            ("the list", {}, {}),
            ("↓ Return opens page-control", { try window.key("Down", "Return") },
             { app.press(.down); app.press(.returnKey); app.runUntilIdle(); app.advance(by: 1) }),
            ("Esc comes back", { try window.key("Escape") }, { app.press(.escape); app.runUntilIdle(); app.advance(by: 1) }),
            ("a tap opens the drawer", { try window.tap(at: drawerRow) },
             { app.tap(at: drawerRow); app.runUntilIdle(); app.advance(by: 1) }),
        ]
        var before: CairoSurface?
        for step in steps {
            try step.act()
            window.settle()
            let after = try window.screenshot()
            let expected = await MainActor.run { () -> CairoSurface in
                step.headless()
                return app.snapshot()
            }
            let mismatch = differingShare(after, expected)
            #expect(mismatch < 0.03, "\(step.name): the window differs from the headless run in \(String(format: "%.1f", mismatch * 100))%")
            if let before { #expect(differingShare(before, after) > 0.2, "\(step.name): the screen changed") }
            before = after
        }
        let presented = await MainActor.run { home.presentedViewController is DrawerViewController }
        #expect(presented)
    }

    @Test("the book in a real window turns from every edge and corner, as the headless run does")
    func bookEveryGrab() async throws {
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let window = try RealWindow(scene: "book", display: display, size: Self.size)
        defer { window.stop() }
        let pulls = await MainActor.run { BookEveryGrabTests.pulls }
        let app = await MainActor.run {
            let app = HeadlessApp(size: Self.size, scale: 1, idiom: .mac, rootViewController: GalleryScene.named("book")!.makeRootViewController(GalleryScene.scratchSandbox()))
            app.advance(by: 1)
            return app
        }

        var before = try window.screenshot()
        for pull in pulls {
            let gesture = Gesture.slowDrag(from: pull.from, to: pull.to)
            try gesture.play(on: window)
            window.settle()
            let after = try window.screenshot()
            let expected = await MainActor.run { () -> CairoSurface in
                gesture.play(on: app)
                app.runUntilIdle()
                return app.snapshot()
            }
            let changed = differingShare(before, after), mismatch = differingShare(after, expected)
            #expect(changed > 0.0002, "\(pull.name): the page turned in the window")
            #expect(mismatch < 0.03, "\(pull.name): the window differs from the headless run in \(String(format: "%.1f", mismatch * 100))%")
            before = after
        }
    }

    @Test("every scene has a real-window story")
    func everySceneCovered() async {
        let names = await MainActor.run { GalleryScene.all.map(\.name) }
        #expect(Set(Self.stories.map(\.scene)) == Set(names))
    }

    @Test("a real gesture in the window shows what the headless run shows", arguments: stories.indices)
    func story(index: Int) async throws {
        let (scene, storyGesture, minimumChange) = Self.stories[index]
        var gesture = storyGesture
        if scene == "navigation" { gesture = .tap(await MainActor.run { Self.pushButtonCenter() }) }
        if scene == "contacts" { gesture = .tap(await MainActor.run { Self.autoLoginSwitchCenter() }) }
        if scene == "albums" { gesture = .tap(await MainActor.run { Self.travelChevronCenter() }) }
        if scene == "transitions" { gesture = .tap(await MainActor.run { Self.transitionsTargets().thumbnail }) }
        if scene == "notes" { gesture = .tap(await MainActor.run { Self.pinnedSegmentCenter() }) }
        let display = try #require(VirtualDisplay(), "Xvfb did not start")
        defer { display.stop() }
        let window = try RealWindow(scene: scene, display: display, size: Self.size)
        defer { window.stop() }

        let before = try window.screenshot()
        try gesture.play(on: window)
        window.settle()
        let after = try window.screenshot()
        let expected = try await MainActor.run { () throws -> CairoSurface in
            let app = HeadlessApp(size: Self.size, scale: 1, idiom: .mac, rootViewController: GalleryScene.named(scene)!.makeRootViewController(GalleryScene.scratchSandbox()))
            app.advance(by: 1)
            gesture.play(on: app)
            return app.snapshot()
        }

        let changed = differingShare(before, after)
        let mismatch = differingShare(after, expected)
        #expect(changed > minimumChange, "\(scene): \(gesture) changed \(String(format: "%.2f", changed * 100))% of the window")
        #expect(mismatch < 0.03, "\(scene): after \(gesture) the window differs from the headless run in \(String(format: "%.1f", mismatch * 100))% of pixels")
        if mismatch >= 0.03 {
            let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Failures__")
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try? after.writePNG(to: dir.appendingPathComponent("real-\(scene).png"))
            try? expected.writePNG(to: dir.appendingPathComponent("headless-\(scene).png"))
        }
    }
}
