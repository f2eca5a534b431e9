import Foundation
import Logging

/// Captures Folio's log messages so tests can assert that bad input was diagnosed.
///
/// `DiagnosticLog.install()` bootstraps swift-log once per process with a handler that records
/// every message (and still prints warnings and errors to standard error).
public final class DiagnosticLog: @unchecked Sendable {
    /// The process-wide recorder.
    public static let shared = DiagnosticLog()
    private let lock = NSLock()
    private var entries: [(label: String, level: Logger.Level, message: String)] = []
    private var echoes = true
    /// The most messages kept: the oldest are dropped past it, so long runs (fuzzing) stay bounded.
    public static let capacity = 50_000
    private static let installOnce: Void = {
        LoggingSystem.bootstrap { label in RecordingHandler(label: label, log: DiagnosticLog.shared) }
    }()

    /// Installs the recording handler (once; later calls do nothing).
    public static func install() { _ = installOnce }

    func append(_ label: String, _ level: Logger.Level, _ message: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if entries.count >= DiagnosticLog.capacity { entries.removeFirst(entries.count / 2) }
        entries.append((label, level, message))
        return echoes
    }

    /// Whether warnings and errors are also printed to standard error (default true; the fuzzer
    /// turns it off: bad input is its whole diet).
    public var echoesToStandardError: Bool {
        get { lock.lock(); defer { lock.unlock() }; return echoes }
        set { lock.lock(); echoes = newValue; lock.unlock() }
    }

    /// Messages recorded so far that contain `fragment`.
    public func messages(containing fragment: String) -> [String] {
        lock.lock(); defer { lock.unlock() }
        return entries.filter { $0.message.contains(fragment) }.map { "[\($0.label)] \($0.message)" }
    }
}

private struct RecordingHandler: LogHandler {
    let label: String
    let log: DiagnosticLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        let echoes = log.append(label, event.level, event.message.description)
        if echoes, event.level >= .warning {
            FileHandle.standardError.write(Data("\(event.level) [\(label)] \(event.message)\n".utf8))
        }
    }
}
