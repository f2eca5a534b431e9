import Foundation

/// An iOS project as `folio-port` finds it: how it is described, its targets, its Swift mode.
public struct IOSProject: Sendable, Equatable {
    /// What describes the project's targets.
    public enum Layout: Sendable, Equatable {
        /// A Swift package: its manifest is kept and edited (`ManifestEditor`).
        case swiftPackage
        /// An Xcode project (`Name.xcodeproj`, relative to the root): target membership read from
        /// its `project.pbxproj`.
        case xcodeProject(String)
        /// Folders only (a CocoaPods or Carthage layout): targets by folder conventions.
        case folders
    }

    public var name: String
    public var layout: Layout
    public var targets: [PortTarget]
    /// Targets the port adds to a package's own manifest (its Xcode project's tests, when the
    /// manifest has none).
    public var added: [PortTarget] = []
    /// The Swift language mode the code is written in (5 or 6).
    public var languageMode: Int

    public init(name: String, layout: Layout, targets: [PortTarget], languageMode: Int) {
        self.name = name
        self.layout = layout
        self.targets = targets
        self.languageMode = languageMode
    }

    /// Reads the project in `root`: its `Package.swift`, else its Xcode project, else its folders.
    public static func read(_ root: URL) throws -> IOSProject {
        let files = FileManager.default
        if files.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            return try SwiftPackageReader.read(root)
        }
        let projects = ((try? files.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        if let project = projects.first(where: { !$0.hasPrefix("Example") && !$0.hasPrefix("Demo") }) ?? projects.first {
            return try XcodeProjectReader.read(root, project: project)
        }
        return try FolderConventionReader.read(root)
    }

    /// Whether `root` looks like a project (a manifest, an Xcode project, a podspec or a Cartfile)
    /// rather than a folder of Swift files.
    public static func isProject(_ root: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".podspec") || $0 == "Cartfile" }
    }
}

/// Why a project could not be read.
public struct ProjectError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension String {
    /// The name as a Swift module name: characters other than letters, digits and `_` become `_`.
    var moduleName: String {
        let mapped = String(map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
