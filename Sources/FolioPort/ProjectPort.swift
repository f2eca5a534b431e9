import Foundation

/// Ports the Swift files under some paths: reads them all (the context spans files), ports each,
/// and writes the results in place, into a copy, or nowhere (a dry run). When the one path given
/// is a project (a Swift package, an Xcode project, a CocoaPods or Carthage folder), the port
/// also makes it a Linux package: its manifest depends on Folio (`IOSProject`), and each library
/// re-exports Folio as its umbrella header re-exported UIKit.
///
/// Nothing is written unless every Swift file parses and the project can be read.
public struct ProjectPort {
    /// Where the ported files go.
    public enum Destination: Sendable, Equatable {
        /// Over the files themselves.
        case inPlace
        /// Into a copy of the inputs under this folder (other files copied as they are): one
        /// folder or file given lands as the folder's contents or the file; several land each
        /// under its own name.
        case copy(URL)
        /// Nowhere: only the report.
        case dryRun
    }

    /// One file's outcome.
    public struct FileOutcome: Sendable {
        /// The path as reported (relative to the folder given, or as given).
        public var path: String
        public var result: SourcePorter.Result
    }

    /// What the port made of a project as a package.
    public struct PackageOutcome: Sendable {
        /// What happened to `Package.swift`.
        public enum Manifest: String, Sendable {
            case written, edited, unchanged
        }
        public var project: IOSProject
        public var manifest: Manifest
        /// Umbrella files added (paths relative to the package).
        public var umbrellas: [String]
        /// The package's folder (where the build and test commands run).
        public var folder: String
    }

    /// A port's whole outcome.
    public struct Outcome: Sendable {
        /// Every Swift file, in path order.
        public var files: [FileOutcome]
        /// The package, when the input was a project.
        public var package: PackageOutcome?
        /// Whether anything failed, so that nothing was written.
        public var failed: Bool { files.contains { !$0.result.errors.isEmpty } }
    }

    /// Folders the port does not enter: build products and version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData"]

    public let inputs: [URL]
    public let destination: Destination
    /// Where a ported project's package finds Folio (a path is taken from the current folder and
    /// written relative to the package); nil ports files only.
    public let folio: FolioDependency?

    public init(inputs: [URL], destination: Destination, folio: FolioDependency? = nil) {
        self.inputs = inputs.map(\.standardizedFileURL)
        self.destination = destination
        self.folio = folio
    }

    /// Every file under the inputs, with the path it has in the output and in the report.
    func files() throws -> [(source: URL, relative: String)] {
        var found: [(URL, String)] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder) else {
                throw PortError.missing(input.path)
            }
            let prefix = inputs.count > 1 ? input.lastPathComponent + "/" : ""
            guard isFolder.boolValue else {
                found.append((input, input.lastPathComponent))
                continue
            }
            guard let walker = FileManager.default.enumerator(at: input, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in walker {
                if Self.skippedFolders.contains(url.lastPathComponent) { walker.skipDescendants(); continue }
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(input.path.count + 1))
                found.append((url, prefix + relative))
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// The project folder, when the one input is one and a Folio dependency was given.
    var projectRoot: URL? {
        guard folio != nil, inputs.count == 1, IOSProject.isProject(inputs[0]) else { return nil }
        return inputs[0]
    }

    /// Ports everything: the outcome of each Swift file, in path order, and of the package.
    public func run() throws -> Outcome {
        let all = try files()
        let swift = try all.filter { $0.source.pathExtension == "swift" }.map { file in
            guard let text = try? String(contentsOf: file.source, encoding: .utf8) else { throw PortError.unreadable(file.source.path) }
            return (file, text)
        }
        if swift.isEmpty { throw PortError.noSwiftSources(inputs.map(\.path).joined(separator: ", ")) }
        let project = try projectRoot.map(IOSProject.read)
        let porter = SourcePorter(context: PortContext(sources: swift.map(\.1)))
        let outcomes = swift.map { file, text in
            let shown = destination == .inPlace || destination == .dryRun ? file.source.path : file.relative
            return FileOutcome(path: shown, result: porter.port(text, file: shown))
        }
        var outcome = Outcome(files: outcomes)
        var packageFiles: [String: String] = [:]
        if var project, let root = projectRoot, let folio {
            project = Self.completed(project, at: root,
                                     ported: zip(swift.map(\.0.relative), outcomes.map(\.result.source)).map { ($0, $1) })
            packageFiles = try self.packageFiles(of: project, at: root, folio: folio)
            outcome.package = PackageOutcome(
                project: project,
                manifest: packageFiles["Package.swift"] == nil ? .unchanged : project.layout == .swiftPackage ? .edited : .written,
                umbrellas: packageFiles.keys.filter { $0 != "Package.swift" }.sorted(),
                folder: Self.shown(destination == .dryRun || destination == .inPlace ? root : packageFolder))
        }
        guard !outcome.failed else { return outcome }

        for ((url, relative), result) in zip(swift.map(\.0), outcomes.map(\.result)) {
            switch destination {
            case .inPlace:
                if result.changed { try result.source.write(to: url, atomically: true, encoding: .utf8) }
            case .copy(let folder):
                try write(result.source, to: folder.appendingPathComponent(relative))
            case .dryRun: break
            }
        }
        if case .copy(let folder) = destination {
            for (url, relative) in all where url.pathExtension != "swift" {
                let target = folder.appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: url, to: target)
            }
        }
        if destination != .dryRun {
            for (relative, text) in packageFiles { try write(text, to: packageFolder.appendingPathComponent(relative)) }
        }
        return outcome
    }

    /// The folder the package is written to.
    var packageFolder: URL {
        if case .copy(let folder) = destination { return folder.standardizedFileURL }
        return inputs[0]
    }

    /// The package files to write (relative path → text): the manifest when it changes, an
    /// umbrella for each library that has none.
    /// The project as Linux builds it: the files that import a framework Linux lacks excluded
    /// from their targets, and — for a package whose manifest has no tests — the unit-test
    /// targets of its Xcode project added.
    static func completed(_ project: IOSProject, at root: URL, ported: [(relative: String, source: String)]) -> IOSProject {
        var project = project
        if project.layout == .swiftPackage, !project.targets.contains(where: { $0.kind == .test }),
           let xcode = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
           let tests = try? XcodeProjectReader.read(root, project: xcode).targets.filter({ $0.kind == .test }) {
            let libraries = project.targets.filter { $0.kind == .library }.map(\.name)
            project.added = tests.map { test in
                var test = test
                let known = test.dependencies.filter(libraries.contains)
                test.dependencies = known.isEmpty ? libraries : known
                return test
            }
        }
        let leftOut = AppleOnlyImports.leftOut(ported)
        for (relative, _) in ported.sorted(by: { $0.relative < $1.relative }) where leftOut[relative] != nil {
            let all = project.targets + project.added
            // The target whose folder holds the file (the deepest, when folders nest).
            guard let owner = all.indices.filter({ all[$0].contains(relative) != nil })
                .max(by: { all[$0].path.count < all[$1].path.count }) else { continue }
            let inTarget = all[owner].contains(relative)!
            func leaveOut(_ target: inout PortTarget) {
                target.sources?.removeAll { $0 == inTarget }
                target.excluded.append(inTarget)
                target.exclusionReasons[inTarget] = leftOut[relative]
            }
            if owner < project.targets.count { leaveOut(&project.targets[owner]) } else { leaveOut(&project.added[owner - project.targets.count]) }
        }
        return project
    }

    private func packageFiles(of project: IOSProject, at root: URL, folio: FolioDependency) throws -> [String: String] {
        let dependency: FolioDependency = switch folio {
        case .path(let path): .path(Self.relativePath(from: packageFolder, to: URL(fileURLWithPath: path).standardizedFileURL))
        case .url: folio
        }
        var files: [String: String] = [:]
        let manifestURL = root.appendingPathComponent("Package.swift")
        if project.layout == .swiftPackage {
            let text = try String(contentsOf: manifestURL, encoding: .utf8)
            if let edited = try ManifestEditor.edit(text, folio: dependency, targets: project.targets, adding: project.added) {
                files["Package.swift"] = edited
            }
        } else {
            files["Package.swift"] = ManifestWriter.manifest(of: project, folio: dependency)
        }
        for target in project.targets where target.kind == .library {
            let relative = (target.path.isEmpty ? "" : target.path + "/") + UmbrellaExport.fileName
            if !FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path) { files[relative] = UmbrellaExport.source }
        }
        return files
    }

    /// A folder as the report shows it: relative to the current folder when it lies inside it.
    static func shown(_ url: URL) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    /// `target` as a path from `folder` (`../../Folio`), or absolute when they share only `/`.
    static func relativePath(from folder: URL, to target: URL) -> String {
        let from = folder.standardizedFileURL.pathComponents
        let to = target.standardizedFileURL.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        guard common > 1 else { return target.path }
        let path = Array(repeating: "..", count: from.count - common) + to.dropFirst(common)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Why a port could not start.
public enum PortError: Error, CustomStringConvertible, Equatable {
    /// A path given does not exist.
    case missing(String)
    /// No Swift file under the paths given.
    case noSwiftSources(String)
    /// A Swift file that is not UTF-8 text or cannot be read.
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing(let path): "no such file or folder: \(path)"
        case .noSwiftSources(let path): "no Swift files under \(path): nothing to port"
        case .unreadable(let path): "\(path): cannot be read as UTF-8 text"
        }
    }
}
