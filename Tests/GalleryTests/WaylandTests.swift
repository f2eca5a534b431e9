import Foundation
import Testing
import Folio
import FolioCairo
import FolioTesting
import Gallery

/// A Wayland compositor for one test: weston, nested in a virtual X display (its X11 backend
/// gives it the keyboard and pointer seat SDL's Wayland driver needs; weston's headless backend
/// has none, and SDL 2.26 fails without one). Under the display's watchdog.
final class WaylandCompositor: @unchecked Sendable {
    let display: VirtualDisplay
    let runtime: URL
    let socket = "wayland-folio"
    private var weston: (Process, pid_t)?

    static let unavailableReason: String? = {
        for tool in ["Xvfb", "weston"] where VirtualDisplay.tool(tool) == nil {
            return "\(tool) is not installed (make deps installs it)"
        }
        return nil
    }()

    init?() {
        guard let display = VirtualDisplay() else { return nil }
        self.display = display
        runtime = FileManager.default.temporaryDirectory.appendingPathComponent("folio-wayland-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = ":\(display.number)"
            env["XDG_RUNTIME_DIR"] = runtime.path
            let (process, _) = try AccessibilitySession.watched(
                ["weston", "--backend=x11-backend.so", "--use-pixman", "--socket=\(socket)", "--idle-time=0", "--no-config"],
                env: env, lines: 1)
            weston = process
        } catch {
            stop()
            return nil
        }
        let socketFile = runtime.appendingPathComponent(socket)
        let listening = Deadline(seconds: 10)
        while !FileManager.default.fileExists(atPath: socketFile.path), listening.pause(0.05) {}
        guard FileManager.default.fileExists(atPath: socketFile.path) else { stop(); return nil }
    }

    /// What a client needs to find the compositor (and no X display, so SDL takes Wayland).
    func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var env = base
        env["DISPLAY"] = nil
        env["XDG_RUNTIME_DIR"] = runtime.path
        env["WAYLAND_DISPLAY"] = socket
        env["SDL_VIDEODRIVER"] = "wayland"
        return env
    }

    func stop() {
        if let (process, pid) = weston {
            if pid > 0 { kill(pid, SIGKILL) }
            stopProcess(process)
        }
        weston = nil
        display.stop()
        try? FileManager.default.removeItem(at: runtime)
    }
}

@Suite("Wayland (weston)", .serialized,
       .enabled(if: WaylandCompositor.unavailableReason == nil,
                "Wayland tests skipped: \(WaylandCompositor.unavailableReason ?? "")"))
struct WaylandTests {
    @Test("the gallery runs as a Wayland client: its frame, read back from SDL, is what the headless run draws for the desktop")
    func galleryFrame() async throws {
        let compositor = try #require(WaylandCompositor(), "weston did not start")
        defer { compositor.stop() }
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("folio-wayland-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let gallery = Process()
        gallery.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("folio-gallery")
        gallery.arguments = ["--scene", "page-control", "--size", "390x844", "--scale", "1", "--frames", "3", "--screenshot", shot.path,
                             "--sandbox", compositor.runtime.appendingPathComponent("sandbox").path]
        var env = compositor.environment()
        env["FOLIO_DESKTOP_SETTINGS"] = "0"
        gallery.environment = env
        gallery.standardOutput = FileHandle.nullDevice
        gallery.standardError = FileHandle.nullDevice
        try gallery.run()
        defer { stopProcess(gallery) }
        let status = try DownstreamPackageTests.wait(for: gallery, timeout: 60)

        #expect(status == 0)
        let image = try CairoSurface(contentsOf: shot, scale: 1)
        let expected = await MainActor.run { () -> CairoSurface in
            let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, idiom: .mac,
                                  rootViewController: GalleryScene.named("page-control")!.makeRootViewController(GalleryScene.scratchSandbox()))
            app.advance(by: 0.1)
            return app.snapshot()
        }
        #expect(differingShare(image, expected) < 0.03)
    }
}
