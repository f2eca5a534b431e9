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
        var env = Self.inherited
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
        let up = Deadline(seconds: 30)
        repeat {
            if (try? run("dbus-send", ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                      "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status",
                                      "string:IsEnabled", "variant:boolean:true"], timeout: 10)) != nil { return }
        } while up.pause(0.1)
        stop()
        throw SessionError(message: "the accessibility bus did not come up")
    }

    /// The test process's environment without a display: the buses are found through
    /// `DBUS_SESSION_BUS_ADDRESS`, never through an X display's root window — and another test
    /// may point `DISPLAY` (process-wide) at an X server of its own that goes away mid-read.
    static var inherited: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        return env
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
        let out = PipeReader()
        p.standardOutput = out.pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        out.start()
        let lines = out.lines(count, by: Deadline(seconds: 30))
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
        p.environment = Self.inherited.merging(environment) { $1 }
        let ran: (status: Int32, output: String, errors: String)
        do { ran = try runToEnd(p, timeout: timeout) } catch let error as ChildProcessError {
            throw SessionError(message: error.message)
        }
        guard ran.status == 0 else {
            throw SessionError(message: "\(tool) \(args.joined(separator: " ")) failed (status \(ran.status)): \(ran.errors.suffix(600))")
        }
        return ran.output
    }

    /// Runs the AT-SPI client (`Tests/Accessibility/atspi-probe.py`) and decodes what it printed.
    /// A bound, not a speed: reading a whole tree is a D-Bus round trip per node, and a loaded
    /// machine has taken half a minute for the tab pager's.
    func probe<T: Decodable>(_ args: [String], as type: T.Type, timeout: Double = 120) throws -> T {
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
        p.environment = Self.inherited.merging(environment) { $1 }
        let (out, err) = try launch(p)
        defer { stopProcess(p) }
        let listening = Deadline(seconds: 30)
        while !err.text.contains("listening") {
            guard endStatus(of: p) == nil, listening.pause(0.05) else {
                throw SessionError(message: "the AT-SPI client did not start listening: \(err.text.suffix(600))")
            }
        }
        usleep(300_000)
        try during()
        // It listens for the seconds its arguments name, then prints what it heard.
        let printed = out.textAtEnd(by: Deadline(seconds: 60))
        do { return try JSONDecoder().decode(T.self, from: Data(printed.utf8)) } catch {
            throw SessionError(message: "the AT-SPI client's \(args.first ?? "") said: \(printed.suffix(600)) \(err.text.suffix(600))")
        }
    }

    /// The app's tree once `ready` holds for it, read again every 0.2 s (the app answers in its
    /// own time: a debug build on a loaded machine is slow); after `timeout` seconds, the last one
    /// read, for the expectations to show what it held.
    func tree(_ app: String, timeout: Double = 60, until ready: (ProbedNode) -> Bool) throws -> ProbedNode {
        let deadline = Deadline(seconds: timeout)
        while true {
            // A tree that changes while it is read (an alert coming) can fail one reading.
            let read = Result { try probe(["tree", app], as: ProbedNode.self) }
            if case let .success(tree) = read, ready(tree) { return tree }
            if !deadline.pause(0.2) { return try read.get() }
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
