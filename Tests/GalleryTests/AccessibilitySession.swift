import Foundation
import Testing

/// A private session bus and the desktop's accessibility bus on it (at-spi2-core's launcher,
/// which starts the accessibility bus and its registry), with accessibility turned on — what a
/// desktop with a screen reader has. Each process runs under the display's watchdog: a test run
/// that crashes leaves none behind.
final class AccessibilitySession: @unchecked Sendable {
    /// The variables a process needs to find these buses.
    let environment: [String: String]
    private let runtime: URL
    private var processes: [(Process, pid_t)] = []

    static let launcher = "/usr/libexec/at-spi-bus-launcher"
    static let python = "/usr/bin/python3"
    static let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Accessibility/atspi-probe.py")

    /// Why the accessibility tests cannot run, or nil when they can.
    static let unavailableReason: String? = {
        guard VirtualDisplay.tool("dbus-daemon") != nil else { return "dbus-daemon is not installed (make deps installs it)" }
        guard FileManager.default.isExecutableFile(atPath: launcher) else { return "at-spi2-core is not installed (make deps installs it)" }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import pyatspi"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return "python3 is missing" }
        check.waitUntilExit()
        return check.terminationStatus == 0 ? nil : "python3-pyatspi is not installed (make deps installs it)"
    }()

    init() throws {
        runtime = FileManager.default.temporaryDirectory.appendingPathComponent("folio-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime.path
        env["NO_AT_BRIDGE"] = "1"
        let (bus, lines) = try Self.watched(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env: env, lines: 2)
        processes.append(bus)
        guard let address = lines.first(where: { $0.hasPrefix("unix:") }) else {
            if bus.1 > 0 { kill(bus.1, SIGKILL) }
            stopProcess(bus.0)
            throw SessionError(message: "dbus-daemon printed no address")
        }
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        environment = ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": runtime.path]
        let (launcher, _) = try Self.watched([Self.launcher, "--launch-immediately"], env: env, lines: 1)
        processes.append(launcher)
        // Accessibility on, as a desktop with a screen reader has it (the app asks before it starts).
        for _ in 0..<50 {
            if (try? run("dbus-send", ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                      "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
                                      "string:IsEnabled", "variant:boolean:true"])) != nil { return }
            usleep(100_000)
        }
        stop()
        throw SessionError(message: "the accessibility bus did not come up")
    }

    struct SessionError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Starts `command` under the watchdog and reads `lines` lines ("pid N" first).
    static func watched(_ command: [String], env: [String: String], lines count: Int) throws -> ((Process, pid_t), [String]) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        let tool = command[0].hasPrefix("/") ? command[0] : (VirtualDisplay.tool(command[0])?.path ?? command[0])
        p.arguments = ["-c", VirtualDisplay.watchdog, "sh", "\(getpid())", tool] + command.dropFirst()
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        try? out.fileHandleForWriting.close()
        var text = ""
        while text.split(separator: "\n").count < count {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let lines = text.split(separator: "\n").map(String.init)
        let pid = lines.first { $0.hasPrefix("pid ") }.flatMap { pid_t($0.dropFirst(4)) } ?? 0
        return ((p, pid), lines.filter { !$0.hasPrefix("pid ") })
    }

    /// Runs a tool with these buses and returns what it printed; fails past `timeout` seconds or
    /// on a non-zero exit (with what it wrote on stderr).
    @discardableResult
    func run(_ tool: String, _ args: [String], timeout: Double = 20) throws -> String {
        let p = Process()
        p.executableURL = tool.hasPrefix("/") ? URL(fileURLWithPath: tool) : VirtualDisplay.tool(tool)
        p.arguments = args
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        var status: Int32 = 0
        var waited = 0.0
        while waitpid(p.processIdentifier, &status, WNOHANG) == 0 {
            if waited > timeout {
                kill(p.processIdentifier, SIGKILL)
                _ = waitpid(p.processIdentifier, &status, 0)
                throw SessionError(message: "\(tool) \(args.prefix(3).joined(separator: " ")) gave up after \(Int(waited)) s")
            }
            usleep(20_000); waited += 0.02
        }
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard status == 0 else {
            let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw SessionError(message: "\(tool) \(args.joined(separator: " ")) failed: \(said.suffix(600))")
        }
        return printed
    }

    /// Runs the AT-SPI client (`Tests/Accessibility/atspi-probe.py`) and decodes what it printed.
    func probe<T: Decodable>(_ args: [String], as type: T.Type, timeout: Double = 30) throws -> T {
        let printed = try run(Self.python, [Self.probe.path] + args, timeout: timeout)
        do { return try JSONDecoder().decode(T.self, from: Data(printed.utf8)) } catch {
            throw SessionError(message: "the AT-SPI client's \(args.first ?? "") said: \(printed.suffix(600))")
        }
    }

    /// Runs the AT-SPI client for `args` while `during` acts (it starts once the client listens),
    /// and decodes what the client printed when it ends.
    func probe<T: Decodable>(_ args: [String], as type: T.Type, during: () throws -> Void) throws -> T {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.python)
        p.arguments = [Self.probe.path] + args
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        defer { stopProcess(p) }
        var said = ""
        var waited = 0.0
        while !said.contains("listening") {
            guard p.isRunning, waited < 20 else { throw SessionError(message: "the AT-SPI client did not start listening: \(said)") }
            let chunk = err.fileHandleForReading.availableData
            said += String(decoding: chunk, as: UTF8.self)
            waited += 0.05
        }
        usleep(300_000)
        try during()
        let printed = out.fileHandleForReading.readDataToEndOfFile()
        return try JSONDecoder().decode(T.self, from: printed)
    }

    /// The app's tree once `ready` holds for it, read again every 0.2 s (the app answers in its
    /// own time: a debug build on a loaded machine is slow); after `timeout` seconds, the last one
    /// read, for the expectations to show what it held.
    func tree(_ app: String, timeout: Double = 60, until ready: (ProbedNode) -> Bool) throws -> ProbedNode {
        var waited = 0.0
        while true {
            // A tree that changes while it is read (an alert coming) can fail one reading.
            let read = Result { try probe(["tree", app], as: ProbedNode.self) }
            if case let .success(tree) = read, ready(tree) { return tree }
            if waited >= timeout { return try read.get() }
            usleep(200_000)
            waited += 0.2
        }
    }

    func stop() {
        for (process, pid) in processes.reversed() {
            if pid > 0 { kill(pid, SIGKILL) }
            // The watchdog leads a process group that also holds what the launched tool started
            // (the launcher's accessibility bus and registry, which outlive it otherwise).
            if process.processIdentifier > 0 { kill(-process.processIdentifier, SIGKILL) }
            stopProcess(process)
        }
        processes.removeAll()
        try? FileManager.default.removeItem(at: runtime)
    }
}

/// One node of an application's tree as the AT-SPI client reads it.
struct ProbedNode: Decodable {
    let role: String
    let name: String
    let states: [String]
    let value: [Double]?
    let actions: [String]?
    let text: String?
    let children: [ProbedNode]

    var flattened: [ProbedNode] { [self] + children.flatMap(\.flattened) }
}

/// One event the AT-SPI client heard.
struct ProbedEvent: Decodable {
    let type: String
    let source: String?
    let detail1: Int
    let value: String?
}
