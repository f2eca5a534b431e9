/// One target of an iOS project as the port builds it on Linux: a library, an app or a test
/// suite, with its folder, its files and the targets it uses.
public struct PortTarget: Sendable, Equatable {
    /// What the target makes.
    public enum Kind: String, Sendable {
        /// A library (a framework, a pod, a package's `.target`): it re-exports Folio to its clients.
        case library
        /// An app (an executable that starts in a window through `FolioSDL`).
        case app
        /// An XCTest suite.
        case test
    }

    /// The target's name (a module name: spaces and dashes become underscores).
    public var name: String
    public var kind: Kind
    /// Its folder, relative to the project's root.
    public var path: String
    /// Its Swift files relative to `path`; nil for every file in the folder.
    public var sources: [String]?
    /// Resources (asset catalogs, storyboards, XIBs, strings, lproj folders), relative to `path`.
    public var resources: [String]
    /// The project's targets it depends on, by name.
    public var dependencies: [String]
    /// Swift files left out of the Linux build (they import a framework Linux has no
    /// implementation of: `AppleOnlyImports`), relative to `path`.
    public var excluded: [String]
    /// Why each excluded file is left out ("it imports SwiftUI").
    public var exclusionReasons: [String: String] = [:]

    public init(name: String, kind: Kind, path: String, sources: [String]? = nil, resources: [String] = [], dependencies: [String] = [],
                excluded: [String] = []) {
        self.name = name
        self.kind = kind
        self.path = path
        self.sources = sources
        self.resources = resources
        self.dependencies = dependencies
        self.excluded = excluded
    }

    /// `relative` (a path in the project) relative to this target's folder, if it lies there.
    func contains(_ relative: String) -> String? {
        if path.isEmpty || path == "." { return relative }
        return relative.hasPrefix(path + "/") ? String(relative.dropFirst(path.count + 1)) : nil
    }
}
