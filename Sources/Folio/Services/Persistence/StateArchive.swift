import Foundation
import FolioCore
import Logging

/// Saves and restores an app's state as a property list, so the UI comes back as the user left
/// it — and a crash mid-save never costs the state.
///
/// Writes are atomic (`AtomicFile`: a temporary file, `fsync`, `rename`): after a kill at any
/// moment the file holds the old state or the new one. A file that does not decode — corrupt,
/// truncated, or written by a newer format version — is moved aside (`state.plist.corrupt-1`,
/// `state.plist.future-1`, …) with a diagnostic, and the app starts clean; nothing is deleted.
///
/// `save(_:)` / `restore(_:)` capture and re-apply the UI (`UIStateSnapshot`): the selected tab,
/// navigation stacks and pages by restoration identifier, scroll offsets, opted-in text fields
/// and each controller's `encodeRestorableState(with:)`. Call `save` on scene changes and at
/// exit — it is file work, never part of a frame. Reading and writing values works on any
/// thread; the UI methods run on the main actor.
public final class StateArchive: StateStore {
    static var log: Logger { Logger(label: "folio.statearchive") }  // made per use: honours a later LoggingSystem.bootstrap

    /// The format this version writes; files with a higher version are set aside, not misread.
    public static let formatVersion = 1

    /// Where the state lives.
    public let url: URL
    /// Controllers to make when a restored stack or pager names them, by restoration identifier
    /// (the part UIKit gives to `restorationClass` and the app delegate).
    @MainActor public var restorers: [String: @MainActor () -> UIViewController] = [:]

    /// An archive at `url` (its folder is made on the first write).
    public init(url: URL) { self.url = url }

    /// The archive at `sandbox`'s `Library/Saved Application State/state.plist`.
    public convenience init(sandbox: AppSandbox) {
        self.init(url: sandbox.libraryDirectory.appendingPathComponent("Saved Application State/state.plist"))
    }

    /// Registers how to make the controller with `identifier` when restoring.
    @MainActor public func register(_ identifier: String, make: @escaping @MainActor () -> UIViewController) {
        restorers[identifier] = make
    }

    struct Envelope<State: Codable>: Codable {
        var format = "folio.state"
        var version: Int
        var state: State
    }
    private struct Header: Decodable { var format: String; var version: Int }

    // MARK: Any Codable value

    /// Writes `state` atomically as a binary property list.
    public func write<State: Codable>(_ state: State) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        AtomicFile.removeLeftovers(for: url)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        try AtomicFile.write(encoder.encode(Envelope(version: StateArchive.formatVersion, state: state)), to: url)
    }

    /// Reads the state: nil when there is none, or when the file was unreadable — then it has been
    /// moved aside and the reason logged.
    public func read<State: Codable>(_ type: State.Type) -> State? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let decoder = PropertyListDecoder()
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard header.format == "folio.state" else { throw ArchiveProblem.foreign(header.format) }
            guard header.version <= StateArchive.formatVersion else {
                setAside("future", because: "it was written by format version \(header.version), newer than this app's \(StateArchive.formatVersion)")
                return nil
            }
            return try decoder.decode(Envelope<State>.self, from: data).state
        } catch {
            setAside("corrupt", because: "it does not decode (\(error))")
            return nil
        }
    }

    private enum ArchiveProblem: Error { case foreign(String) }

    /// Moves the file to the first free `name.kind-N` next to it and logs why.
    private func setAside(_ kind: String, because reason: String) {
        let fm = FileManager.default
        var n = 1
        var target = url.appendingPathExtension("\(kind)-\(n)")
        while fm.fileExists(atPath: target.path) { n += 1; target = url.appendingPathExtension("\(kind)-\(n)") }
        do {
            try fm.moveItem(at: url, to: target)
            StateArchive.log.error("state file \(url.path) set aside as \(target.lastPathComponent): \(reason); starting with a clean state")
        } catch {
            StateArchive.log.error("state file \(url.path) is unreadable (\(reason)) and could not be moved aside (\(error)); starting with a clean state")
        }
    }

    // MARK: The UI

    /// Captures the window's UI state and writes it; a failure is logged, the UI is untouched.
    /// Returns whether the state was written.
    @discardableResult @MainActor
    public func save(_ window: UIWindow) -> Bool {
        guard let root = window.rootViewController else { return false }
        do {
            try write(UIStateSnapshot(capturing: root))
            return true
        } catch {
            StateArchive.log.error("could not save the UI state to \(url.path): \(error)")
            return false
        }
    }

    /// Reads the saved UI state and applies it to the window's controllers; false when there was
    /// nothing (or nothing readable) to restore. When a controller's entry is damaged, that entry
    /// is skipped, everything else is restored, and the file is set aside (`state.plist.damaged-1`…)
    /// with its bytes kept.
    @discardableResult @MainActor
    public func restore(_ window: UIWindow) -> Bool {
        guard let snapshot = read(UIStateSnapshot.self), let root = window.rootViewController else { return false }
        let damaged = snapshot.apply(to: root, in: window, restorers: restorers)
        if !damaged.isEmpty {
            setAside("damaged", because: "the saved state of \(damaged.map { "'\($0)'" }.joined(separator: ", ")) is damaged; the rest was restored")
        }
        return true
    }
}
