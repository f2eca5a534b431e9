import Foundation
import Testing

/// A window app in a real X session with a window manager (Xvfb + openbox), driven by xdotool and
/// wmctrl as a person drives a desktop: what the app delegate hears is UIKit's order.
@Suite("App lifecycle in a real window (Xvfb + openbox)", .serialized,
       .enabled(if: WindowManagerSession.unavailableReason == nil,
                "window-manager tests skipped: \(WindowManagerSession.unavailableReason ?? "")"))
struct WindowManagerLifecycleTests {
    @Test("focus, minimize, restore, resize, another window, close: the app and scene delegates hear UIKit's calls in UIKit's order")
    func lifecycle() throws {
        try DownstreamPackageTests.build("Examples/HelloFolio")
        let session = try WindowManagerSession.start()
        defer { session.stop() }
        let app = try session.launchHelloFolio()
        defer { app.stop() }
        let window = try session.tool("xdotool", ["search", "--sync", "--onlyvisible", "--pid", "\(app.process.processIdentifier)"])
            .split(separator: "\n").first.map(String.init) ?? ""
        try session.waitFor(app, lines: ["didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive"])

        try session.tool("xdotool", ["windowminimize", window])
        try session.waitFor(app, lines: ["willResignActive", "didEnterBackground"])
        try session.tool("wmctrl", ["-ia", window])
        try session.waitFor(app, lines: ["willEnterForeground", "didBecomeActive"])
        try session.tool("xdotool", ["windowsize", window, "600", "500"])
        try session.waitFor(app, lines: ["size 600x500"])
        let other = try session.launchHelloFolio()   // a second window takes the focus
        defer { other.stop() }
        try session.waitFor(app, lines: ["willResignActive"])
        try session.waitFor(other, lines: ["didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive"], from: 0)
        try session.tool("wmctrl", ["-ia", window])
        try session.waitFor(app, lines: ["didBecomeActive"])
        try session.tool("wmctrl", ["-ic", window])
        let status = try DownstreamPackageTests.wait(for: app.process, timeout: 20)

        #expect(status == 0, "\(app.diagnostics)")
        #expect(app.lines == [
            "didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive",
            "willResignActive", "didEnterBackground",          // minimized
            "willEnterForeground", "didBecomeActive",           // restored
            "size 600x500",                                     // resized: a size change
            "willResignActive",                                 // another window has the focus
            "didBecomeActive",                                  // back
            "willResignActive", "didEnterBackground", "didDisconnect", "willTerminate",   // closed
        ])
    }

    @Test("Ctrl-N opens a second window with a scene of its own; closing it disconnects that scene and discards its session while the app runs on; closing the last ends the app")
    func secondWindow() throws {
        try DownstreamPackageTests.build("Examples/HelloFolio")
        let session = try WindowManagerSession.start()
        defer { session.stop() }
        let app = try session.launchHelloFolio()
        defer { app.stop() }
        let pid = "\(app.process.processIdentifier)"
        let first = try session.tool("xdotool", ["search", "--sync", "--onlyvisible", "--pid", pid])
            .split(separator: "\n").first.map(String.init) ?? ""
        try session.waitFor(app, lines: ["didFinishLaunching", "willConnect", "willEnterForeground", "didBecomeActive"])

        try session.tool("wmctrl", ["-ia", first])
        try session.tool("xdotool", ["key", "ctrl+n"])
        try session.waitFor(app, lines: ["willConnect", "willEnterForeground", "didBecomeActive"])
        var windows: [String] = []
        let opened = Deadline(seconds: 10)
        repeat {
            windows = (try? session.tool("xdotool", ["search", "--onlyvisible", "--pid", pid]))?.split(separator: "\n").map(String.init) ?? []
        } while windows.count < 2 && opened.pause(0.1)
        #expect(windows.count == 2, "two windows: \(windows)")
        let second = try #require(windows.first { $0 != first })
        try session.tool("wmctrl", ["-ic", second])
        try session.waitFor(app, lines: ["willResignActive", "didEnterBackground", "didDisconnect", "didDiscardSceneSessions"])
        #expect(endStatus(of: app.process) == nil, "the first window stays")
        try session.tool("wmctrl", ["-ic", first])
        let status = try DownstreamPackageTests.wait(for: app.process, timeout: 20)

        #expect(status == 0, "\(app.diagnostics)")
        #expect(Array(app.lines.suffix(4)) == ["willResignActive", "didEnterBackground", "didDisconnect", "willTerminate"])
    }
}

/// Xvfb with openbox on it; HelloFolio instances in real windows.
final class WindowManagerSession: @unchecked Sendable {
    let display: VirtualDisplay
    let windowManager = Process()
    private var consumed: [ObjectIdentifier: Int] = [:]

    static let unavailableReason: String? = {
        for tool in ["Xvfb", "xdotool", "openbox", "wmctrl", "stdbuf"] where VirtualDisplay.tool(tool) == nil {
            return "\(tool) is not installed (make deps installs it)"
        }
        return nil
    }()

    /// Xvfb with openbox managing it; a start that fails (on a loaded machine either can) is tried
    /// again on a fresh display, and the error says what each try saw.
    static func start(tries: Int = 3) throws -> WindowManagerSession {
        var seen: [String] = []
        for _ in 0..<max(1, tries) {
            do { return try WindowManagerSession() } catch { seen.append("\(error)") }
        }
        throw DownstreamError(message: "Xvfb with openbox did not start: " + seen.joined(separator: "; "))
    }

    private init() throws {
        guard let display = VirtualDisplay() else { throw DownstreamError(message: "Xvfb announced no display") }
        guard let openbox = VirtualDisplay.tool("openbox") else {
            display.stop()
            throw DownstreamError(message: "openbox is not installed")
        }
        self.display = display
        windowManager.executableURL = openbox
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(display.number)"
        windowManager.environment = env
        let said = PipeReader()
        windowManager.standardOutput = FileHandle.nullDevice
        windowManager.standardError = said.pipe
        do { try windowManager.run() } catch {
            display.stop()
            throw DownstreamError(message: "openbox did not run: \(error)")
        }
        said.start()
        // openbox manages the screen once it owns the window-manager selection (on a loaded
        // machine that can take a while: up to 40 s before this try gives up).
        let managing = Deadline(seconds: 40)
        repeat {
            if (try? tool("wmctrl", ["-m"]))?.contains("Openbox") == true { return }
        } while endStatus(of: windowManager) == nil && managing.pause(0.1)
        let ended = endStatus(of: windowManager).map { "openbox ended with status \($0)" } ?? "openbox did not manage display :\(display.number) in 40 s"
        stop()
        throw DownstreamError(message: ended + "; it said: " + String(said.text.suffix(400)).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func stop() {
        stopProcess(windowManager)
        display.stop()
    }

    /// HelloFolio (built in `.build/downstream`) in a window on this display.
    func launchHelloFolio() throws -> DownstreamPackageTests.Run {
        try DownstreamPackageTests.Run("HelloFolio", environment: ["DISPLAY": ":\(display.number)", "SDL_VIDEODRIVER": "x11"])
    }

    /// Runs an X tool on this display (bounded: a tool that hangs fails the test).
    @discardableResult
    func tool(_ name: String, _ args: [String], timeout: Double = 15) throws -> String {
        try display.run(name, args, timeout: timeout)
    }

    /// Waits (at most 20 s) until `run` has said `lines` after what earlier waits consumed (or
    /// after line `from`); the lines it said meanwhile must be exactly these.
    func waitFor(_ run: DownstreamPackageTests.Run, lines expected: [String], from: Int? = nil) throws {
        let key = ObjectIdentifier(run)
        let start = from ?? consumed[key] ?? 0
        let deadline = Deadline(seconds: 20)
        while run.lines.count < start + expected.count {
            guard endStatus(of: run.process) == nil, deadline.pause(0.05) else {
                throw DownstreamError(message: "waited for \(expected) after line \(start); the app said \(run.lines)")
            }
        }
        let said = Array(run.lines[start..<(start + expected.count)])
        guard said == expected else { throw DownstreamError(message: "expected \(expected) after line \(start); the app said \(run.lines)") }
        consumed[key] = start + expected.count
    }
}
