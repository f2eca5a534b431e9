import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that a reader — even after the writer is killed at any instant — finds
/// either the old contents or the new ones, never a mix and never nothing: the bytes go to a
/// temporary file in the same folder, are flushed to disk (`fsync`), and the temporary file is
/// renamed over the target (atomic on POSIX file systems); the folder is flushed too, so the
/// rename survives a power cut.
public enum AtomicFile {
    /// Why a write failed: the failing call and `errno`.
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        /// The system call that failed.
        public let call: String
        /// The file it was about.
        public let path: String
        /// The error number.
        public let code: Int32
        /// "open(/path) failed: No such file or directory".
        public var description: String { "\(call)(\(path)) failed: \(String(cString: strerror(code)))" }
    }

    /// The prefix of temporary files next to `url`; leftovers of a killed writer start with it.
    public static func temporaryPrefix(for url: URL) -> String { "." + url.lastPathComponent + ".tmp-" }

    /// Replaces the file at `url` with `data`, atomically and durably.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent().path
        let temp = folder + "/" + temporaryPrefix(for: url) + "\(getpid())-\(nextSerial())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(call: "open", path: temp, code: errno) }
        var failure: WriteError?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, failure == nil {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno != EINTR { failure = WriteError(call: "write", path: temp, code: errno) }
                } else {
                    offset += n
                }
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = WriteError(call: "fsync", path: temp, code: errno) }
        close(fd)
        if failure == nil, rename(temp, url.path) != 0 { failure = WriteError(call: "rename", path: url.path, code: errno) }
        if let failure {
            unlink(temp)
            throw failure
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 { fsync(dir); close(dir) }
    }

    /// Removes temporary files a killed writer left next to `url`; returns how many.
    @discardableResult
    public static func removeLeftovers(for url: URL) -> Int {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    private static let serial = Serial()
    private static func nextSerial() -> Int { serial.next() }

    private final class Serial: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}
