import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioSDL
import FolioCairo
import FolioTesting
@testable import Gallery

/// A private session bus with a settings portal on it (`Tests/Desktop/fake-portal.py`, which
/// answers as xdg-desktop-portal does and changes a setting when the test asks, as a settings
/// panel would). Each process runs under the display's watchdog.
final class PortalSession: @unchecked Sendable {
    let address: String
    private var processes: [(Process, pid_t)] = []

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Desktop/fake-portal.py")

    /// A portal publishing `colorScheme` (0, 1, 2 or "none") and `textScale` ("none" or a
    /// factor), answering as a portal of `version` 1 or 2 does.
    init(colorScheme: String, textScale: String, version: Int) throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("folio-portal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime.path
        let (bus, lines) = try AccessibilitySession.watched(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env: env, lines: 2)
        processes.append(bus)
        guard let address = lines.first(where: { $0.hasPrefix("unix:") }) else {
            throw AccessibilitySession.SessionError(message: "dbus-daemon printed no address")
        }
        self.address = address
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        let (portal, said) = try AccessibilitySession.watched([AccessibilitySession.python, Self.script.path, colorScheme, textScale, "\(version)"],
                                                               env: env, lines: 2)
        processes.append(portal)
        guard said.contains("ready") else {
            stop()
            throw AccessibilitySession.SessionError(message: "the fake portal did not start: \(said)")
        }
    }

    /// Changes a setting as the desktop's settings panel would (`value` in GVariant text: `<uint32 1>`).
    func set(_ namespace: String, _ key: String, _ value: String) throws {
        let p = Process()
        p.executableURL = VirtualDisplay.tool("gdbus")
        p.arguments = ["call", "--address", address, "--dest", "org.freedesktop.portal.Desktop",
                       "--object-path", "/org/freedesktop/portal/desktop", "--method", "org.folio.FakePortal.Set",
                       namespace, key, value]
        guard try runToEnd(p, timeout: 30).status == 0 else { throw AccessibilitySession.SessionError(message: "gdbus call Set failed") }
    }

    func stop() {
        for (process, pid) in processes.reversed() {
            if pid > 0 { kill(pid, SIGKILL) }
            stopProcess(process)
        }
        processes.removeAll()
    }
}

@MainActor
@Suite("The desktop's appearance and text size (settings portal)", .serialized)
struct DesktopSettingsTests {
    nonisolated static let unavailable: String? = VirtualDisplay.tool("gdbus") == nil ? "gdbus is not installed" : AccessibilitySession.unavailableReason

    /// Pumps until `done` holds, for up to 5 s of the portal's time (it answers from another process).
    private func pump(_ appearance: DesktopAppearance, until done: () -> Bool) {
        let deadline = Deadline(seconds: 5)
        while !done() {
            appearance.pump()
            guard deadline.pause(0.01) else { return }
        }
    }

    @Test("read from the portal (version 2), then followed live: dark → light, text 1.25 → 1", .disabled(if: unavailable != nil))
    func followsPortal() throws {
        let session = try PortalSession(colorScheme: "1", textScale: "1.25", version: 2)
        defer { session.stop() }
        let appearance = try #require(DesktopAppearance(busAddress: session.address))

        #expect(appearance.userInterfaceStyle == .dark)
        #expect(appearance.textScalingFactor == 1.25)
        #expect(appearance.preferredContentSizeCategory == .extraExtraLarge)

        var heard = 0
        appearance.onChange = { _ in heard += 1 }
        try session.set("org.freedesktop.appearance", "color-scheme", "<uint32 2>")
        pump(appearance) { heard == 1 }
        #expect(appearance.userInterfaceStyle == .light)
        try session.set("org.gnome.desktop.interface", "text-scaling-factor", "<1.0>")
        pump(appearance) { heard == 2 }
        #expect(appearance.preferredContentSizeCategory == .large)
        try session.set("org.freedesktop.appearance", "color-scheme", "<uint32 0>")
        pump(appearance) { heard == 3 }
        #expect(appearance.userInterfaceStyle == nil)   // no preference
        try session.set("org.freedesktop.appearance", "accent-color", "<uint32 3>")   // not ours: not heard
        try session.set("org.freedesktop.appearance", "color-scheme", "<uint32 1>")
        pump(appearance) { heard == 4 }
        #expect(heard == 4)
        #expect(appearance.userInterfaceStyle == .dark)
    }

    @Test("a version 1 portal (Read only, the value boxed twice) reads the same", .disabled(if: unavailable != nil))
    func versionOne() throws {
        let session = try PortalSession(colorScheme: "1", textScale: "none", version: 1)
        defer { session.stop() }
        let appearance = try #require(DesktopAppearance(busAddress: session.address))

        #expect(appearance.userInterfaceStyle == .dark)
        #expect(appearance.textScalingFactor == nil)
    }

    @Test("the text scaling factor's category: the one whose body size is nearest; bad factors are the default")
    func categories() {
        #expect(DesktopAppearance.category(forTextScalingFactor: 1) == .large)
        #expect(DesktopAppearance.category(forTextScalingFactor: 0.85) == .extraSmall)
        #expect(DesktopAppearance.category(forTextScalingFactor: 1.1) == .extraLarge)
        #expect(DesktopAppearance.category(forTextScalingFactor: 1.6) == .accessibilityMedium)
        #expect(DesktopAppearance.category(forTextScalingFactor: 3) == .accessibilityExtraExtraExtraLarge)
        #expect(DesktopAppearance.category(forTextScalingFactor: .nan) == .large)
        #expect(DesktopAppearance.category(forTextScalingFactor: -2) == .large)
    }

    @Test("a window host follows the portal: a dark desktop makes the window's traits and its pixels dark",
          .disabled(if: unavailable != nil))
    func hostFollows() throws {
        let session = try PortalSession(colorScheme: "1", textScale: "none", version: 2)
        defer { session.stop() }
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let app = UIApplication()
        let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 1))
        window.application = app
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("folio-portal-\(getpid())-\(UInt.random(in: 0...UInt.max)).png")
        defer { try? FileManager.default.removeItem(at: shot) }
        let host = try SDLHost(application: app, window: window, title: "Folio appearance test")
        host.desktopAppearance = DesktopAppearance(busAddress: session.address)

        try host.run(maxFrames: 2, screenshot: shot)

        #expect(app.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.userInterfaceIdiom == .mac)
        let image = try CairoSurface(contentsOf: shot, scale: 1)
        #expect(image.color(at: CGPoint(x: 100, y: 150)) == RGBA(r: 0, g: 0, b: 0, a: 255))
    }
}
