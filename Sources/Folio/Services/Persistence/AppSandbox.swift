import Foundation

/// An app's own folders, laid out as iOS lays out a sandbox (seed 004's 沙盒): `Documents`
/// (the user's data), `Library/Caches` (re-creatable data), `Library/Preferences` (user
/// defaults) and `tmp`. Folio is not sandboxed by the system, so the folders live under the
/// user's data directory (`$XDG_DATA_HOME`, else `~/.local/share`), one folder per bundle
/// identifier — or anywhere a test puts them.
///
/// Everything is Foundation: `FileManager` URLs, property lists, `UserDefaults` (a suite whose
/// file is `Library/Preferences/<bundle id>.plist`) and `NSKeyedArchiver`.
public struct AppSandbox: Sendable, Equatable {
    /// The sandbox's home (iOS's `NSHomeDirectory()`).
    public let homeDirectory: URL
    /// The identifier the preferences file is named after.
    public let bundleIdentifier: String

    /// A sandbox rooted at `home`.
    public init(home: URL, bundleIdentifier: String) {
        homeDirectory = home
        self.bundleIdentifier = bundleIdentifier
    }

    /// The sandbox of `bundleIdentifier` under the user's data directory.
    public static func standard(bundleIdentifier: String) -> AppSandbox {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/share")
        return AppSandbox(home: base.appendingPathComponent(bundleIdentifier), bundleIdentifier: bundleIdentifier)
    }

    /// `Documents`: what the user made; backed up.
    public var documentsDirectory: URL { homeDirectory.appendingPathComponent("Documents") }
    /// `Library`.
    public var libraryDirectory: URL { homeDirectory.appendingPathComponent("Library") }
    /// `Library/Caches`: data that can be made again; not backed up.
    public var cachesDirectory: URL { libraryDirectory.appendingPathComponent("Caches") }
    /// `Library/Preferences`: the user defaults' file.
    public var preferencesDirectory: URL { libraryDirectory.appendingPathComponent("Preferences") }
    /// `tmp`: scratch space the system may clear.
    public var temporaryDirectory: URL { homeDirectory.appendingPathComponent("tmp") }

    /// The folder for a `FileManager.SearchPathDirectory`, as `FileManager.urls(for:in:)` gives it
    /// on iOS; nil for folders a sandbox does not have.
    public func url(for directory: FileManager.SearchPathDirectory) -> URL? {
        switch directory {
        case .documentDirectory: return documentsDirectory
        case .libraryDirectory: return libraryDirectory
        case .cachesDirectory: return cachesDirectory
        case .itemReplacementDirectory: return temporaryDirectory
        default: return nil
        }
    }

    /// Makes the folders that do not exist yet.
    public func createDirectories() throws {
        for url in [documentsDirectory, cachesDirectory, preferencesDirectory, temporaryDirectory] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// The app's user defaults, kept in `Library/Preferences/<bundle id>.plist`.
    public var userDefaults: UserDefaults {
        try? FileManager.default.createDirectory(at: preferencesDirectory, withIntermediateDirectories: true)
        return SandboxUserDefaults(suiteName: preferencesDirectory.appendingPathComponent(bundleIdentifier).path) ?? .standard
    }
}

/// The sandbox's user defaults. Foundation on Linux keeps answering a removed key's old value
/// from the same instance after a `synchronize()` until the next one; removing synchronizes at
/// once, so set, read, remove and read again behave as on iOS, in this instance and a new one.
final class SandboxUserDefaults: UserDefaults {
    override func removeObject(forKey defaultName: String) {
        super.removeObject(forKey: defaultName)
        _ = synchronize()
    }
}
