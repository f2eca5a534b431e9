import Foundation

/// Ports the Swift files under some paths: reads them all (the context spans files), ports each,
/// and writes the results in place, into a copy, or nowhere (a dry run).
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

    /// Folders the port does not enter: build products and version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData"]

    public let inputs: [URL]
    public let destination: Destination

    public init(inputs: [URL], destination: Destination) {
        self.inputs = inputs.map(\.standardizedFileURL)
        self.destination = destination
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
                found.append((input, inputs.count > 1 ? input.lastPathComponent : input.lastPathComponent))
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

    /// Ports everything; the outcome of each Swift file, in path order.
    public func run() throws -> [FileOutcome] {
        let all = try files()
        let swift = try all.filter { $0.source.pathExtension == "swift" }.map { file in
            (file, try String(contentsOf: file.source, encoding: .utf8))
        }
        let porter = SourcePorter(context: PortContext(sources: swift.map(\.1)))
        var outcomes: [FileOutcome] = []
        for ((url, relative), text) in swift {
            let shown = destination == .inPlace || destination == .dryRun ? url.path : relative
            let result = porter.port(text, file: shown)
            outcomes.append(FileOutcome(path: shown, result: result))
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
        return outcomes
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

    public var description: String {
        switch self {
        case .missing(let path): "no such file or folder: \(path)"
        }
    }
}
