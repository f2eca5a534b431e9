import Foundation

/// A point on the monotonic clock some seconds ahead. The tests that drive other processes (X
/// servers, buses, screen readers, builds) bound every wait by one: a stuck child or a loaded
/// machine fails a test with a message instead of hanging the run, and a wait does not stretch
/// with load as a count of sleeps does.
struct Deadline {
    private let end: UInt64

    init(seconds: Double) {
        let nanoseconds = seconds.isFinite ? UInt64(max(0, min(seconds, 86_400)) * 1e9) : 0
        end = DispatchTime.now().uptimeNanoseconds &+ nanoseconds
    }

    var hasPassed: Bool { DispatchTime.now().uptimeNanoseconds >= end }

    /// Sleeps a little and answers whether there is time left.
    func pause(_ seconds: Double = 0.02) -> Bool {
        usleep(useconds_t(seconds * 1_000_000))
        return !hasPassed
    }
}

/// What a child process writes to one pipe, read on a thread of its own as it comes: a child never
/// blocks on a full pipe, and the test never blocks on a read — it asks for what came so far, or
/// waits for the end up to a deadline.
final class PipeReader: @unchecked Sendable {
    let pipe = Pipe()
    private let lock = NSLock()
    private var data = Data()
    private var ended = false

    /// Starts reading; call it once the process runs (the parent's write end is closed here, so
    /// the end of the child's output is the end of the pipe).
    func start() {
        try? pipe.fileHandleForWriting.close()
        let handle = pipe.fileHandleForReading
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                lock.lock()
                if chunk.isEmpty { ended = true } else { data.append(chunk) }
                lock.unlock()
                if chunk.isEmpty { return }
            }
        }
        thread.start()
    }

    /// What came so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// What came so far, as bytes.
    var bytes: Data {
        lock.lock(); defer { lock.unlock() }
        return data
    }

    var isAtEnd: Bool {
        lock.lock(); defer { lock.unlock() }
        return ended
    }

    /// Waits for the end of the output, or for `deadline`; what came.
    func textAtEnd(by deadline: Deadline) -> String {
        String(decoding: bytesAtEnd(by: deadline), as: UTF8.self)
    }

    /// Waits for the end of the output, or for `deadline`; the bytes that came.
    func bytesAtEnd(by deadline: Deadline) -> Data {
        while !isAtEnd, deadline.pause(0.01) {}
        return bytes
    }

    /// Waits until `count` whole lines came (or the output ended, or `deadline` passed); those lines.
    func lines(_ count: Int, by deadline: Deadline) -> [String] {
        while true {
            let whole = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            if whole.count >= count || isAtEnd || !deadline.pause(0.01) {
                return isAtEnd ? text.split(separator: "\n").map(String.init) : whole
            }
        }
    }
}

/// A child process that did not end as a test needed.
struct ChildProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// How child `p` ended (its exit status, or 128 + the signal that ended it), or nil while it runs.
///
/// Asked with `WNOWAIT`, which leaves the child to Foundation to reap: a `waitpid` here would race
/// Foundation's own and lose the status. Not `isRunning` either: Foundation learns of an end when
/// its watch socket closes, and a grandchild that lives on (a daemon the child forked) holds it.
func endStatus(of p: Process) -> Int32? {
    guard p.processIdentifier > 0 else { return nil }
    var info = siginfo_t()
    if waitid(P_PID, id_t(p.processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 {
        guard info._sifields._sigchld.si_pid != 0 else { return nil }
        let status = info._sifields._sigchld.si_status
        return info.si_code == CLD_EXITED ? status : 128 + status   // a signal, as a shell reports it
    }
    // Reaped already: Foundation has (or is about to have) the status.
    let settled = Deadline(seconds: 5)
    while p.isRunning, settled.pause(0.01) {}
    guard !p.isRunning else { return -1 }
    return p.terminationReason == .exit ? p.terminationStatus : 128 + p.terminationStatus
}

/// Starts `p` (configured, not yet started) with its output and errors read as they come.
func launch(_ p: Process) throws -> (output: PipeReader, errors: PipeReader) {
    let out = PipeReader(), err = PipeReader()
    p.standardOutput = out.pipe
    p.standardError = err.pipe
    try p.run()
    out.start()
    err.start()
    return (out, err)
}

/// Runs `p` (configured, not yet started) to its end with its output and errors read as they come;
/// past `timeout` seconds, or as soon as `giveUp` names a reason, it is killed and this throws.
@discardableResult
func runToEnd(_ p: Process, timeout: Double, giveUp: () -> String? = { nil }) throws -> (status: Int32, output: String, errors: String) {
    let (out, err) = try launch(p)
    let deadline = Deadline(seconds: timeout)
    var status = endStatus(of: p)
    while status == nil {
        let reason = giveUp()
        if deadline.hasPassed || reason != nil {
            stopProcess(p)
            let what = ([p.executableURL?.lastPathComponent ?? "?"] + (p.arguments ?? []).prefix(3)).joined(separator: " ")
            throw ChildProcessError(message: "\(what) gave up after \(Int(timeout)) s" + (reason.map { " (\($0))" } ?? ""))
        }
        usleep(20_000)
        status = endStatus(of: p)
    }
    // Foundation learns of the end too (it keeps the Process until it does) unless a grandchild
    // holds its watch socket; the output ends with the child unless one holds the pipe.
    let seen = Deadline(seconds: 2)
    while p.isRunning, seen.pause(0.01) {}
    release(p)
    let drained = Deadline(seconds: 2)
    return (status ?? -1, out.textAtEnd(by: drained), err.textAtEnd(by: drained))
}

/// Lets Foundation drop what it holds for `p` once it has seen the end: `waitUntilExit` returns at
/// once then, and removes the run-loop source that keeps the Process alive (a leak otherwise).
func release(_ p: Process) {
    if p.processIdentifier > 0, !p.isRunning { p.waitUntilExit() }
}

/// Ends a child process: SIGTERM, up to two seconds, then SIGKILL (never a run loop, never an
/// unbounded wait).
func stopProcess(_ p: Process) {
    let pid = p.processIdentifier
    defer { release(p) }
    guard pid > 0, endStatus(of: p) == nil else { return }
    kill(pid, SIGTERM)
    let soft = Deadline(seconds: 2)
    while endStatus(of: p) == nil, soft.pause(0.02) {}
    guard endStatus(of: p) == nil else { return }
    kill(pid, SIGKILL)
    let hard = Deadline(seconds: 10)
    while endStatus(of: p) == nil, hard.pause(0.02) {}
}
