import Foundation
import Testing

/// Orca, the desktop's screen reader, on a private accessibility bus and display: what it would
/// have said is read from its debug log, each utterance a `SPEECH OUTPUT: '…'` line. It runs with
/// its own preferences folder (`Tests/Accessibility/orca-customizations.py`: the log written line
/// by line, no speech server) under the display's watchdog, so a crashed test leaves none behind.
final class ScreenReader: @unchecked Sendable {
    private let folder: URL
    private let log: URL
    private var process: (Process, pid_t)?

    static let customizations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Accessibility/orca-customizations.py")

    /// Why the screen-reader tests cannot run, or nil when they can.
    static let unavailableReason: String? = {
        guard VirtualDisplay.tool("orca") != nil else { return "Orca is not installed (make deps installs it)" }
        // Orca runs once per user and refuses to start beside another (a desktop's own).
        let check = Process()
        check.executableURL = VirtualDisplay.tool("pgrep")
        check.arguments = ["-u", "\(getuid())", "-x", "orca"]
        check.standardOutput = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return nil }
        check.waitUntilExit()
        return check.terminationStatus == 0 ? "Orca already runs for this user, and a second one would not start" : nil
    }()

    /// Starts Orca for `session`'s buses on `display`; it presents the active window once it is up.
    init(session: AccessibilitySession, display: VirtualDisplay) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-orca-\(UUID().uuidString)")
        log = folder.appendingPathComponent("orca.log")
        let prefs = folder.appendingPathComponent("prefs")
        try FileManager.default.createDirectory(at: prefs, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.customizations, to: prefs.appendingPathComponent("orca-customizations.py"))
        var env = AccessibilitySession.inherited.merging(session.environment) { $1 }
        env["DISPLAY"] = ":\(display.number)"
        env["HOME"] = folder.path
        env["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        env["NO_AT_BRIDGE"] = "1"
        process = try AccessibilitySession.watched(["orca", "-u", prefs.path, "--debug-file", log.path], env: env, lines: 1).0
    }

    /// Everything Orca has said so far, in order.
    var spoken: [String] {
        guard let data = try? Data(contentsOf: log) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "SPEECH OUTPUT: '") else { return nil }
            let rest = line[start.upperBound...]
            // The utterance ends before the voice Orca logs after it ("{…}" or " voice=…").
            guard let end = rest.range(of: "'{") ?? rest.range(of: "' voice=") ?? rest.range(of: "'", options: .backwards) else { return nil }
            return String(rest[..<end.lowerBound])
        }
    }

    /// What Orca says after `act`: the utterances that follow it, once `enough` holds for them
    /// (by default: something was said) and Orca has then been quiet for `quiet` seconds — or,
    /// past `timeout` seconds, whatever it said by then. The wait ends on what was said, not on
    /// how fast: a loaded machine only makes it longer.
    func utterances(timeout: Double = 30, quiet: Double = 0.5, until enough: ([String]) -> Bool = { !$0.isEmpty },
                    after act: () throws -> Void) rethrows -> [String] {
        let before = spoken.count
        try act()
        let deadline = Deadline(seconds: timeout)
        var lastCount = before, silence = Deadline(seconds: quiet)
        while deadline.pause(0.1) {
            let now = spoken
            if now.count != lastCount { lastCount = now.count; silence = Deadline(seconds: quiet) }
            if enough(Array(now.dropFirst(before))), silence.hasPassed { break }
        }
        return Array(spoken.dropFirst(before))
    }

    /// Waits until Orca has said `text` (up to `timeout` seconds); what it said until then.
    @discardableResult
    func waitUntilSaid(_ text: String, timeout: Double = 60) -> [String] {
        let deadline = Deadline(seconds: timeout)
        while !spoken.contains(text), deadline.pause(0.1) {}
        return spoken
    }

    func stop() {
        if let (p, pid) = process {
            if pid > 0 { kill(pid, SIGKILL) }
            if p.processIdentifier > 0 { kill(-p.processIdentifier, SIGKILL) }
            stopProcess(p)
        }
        process = nil
        try? FileManager.default.removeItem(at: folder)
    }
}
