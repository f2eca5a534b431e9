import Foundation

/// Finds targets by folder, as CocoaPods and Carthage projects lay them out: each folder of Swift
/// files (at the top, or under `Sources/`) is a library, one named `…Tests` a test suite of the
/// libraries; example and demo apps are left out. A folder named generically (`Sources`,
/// `Classes`) takes the podspec's name.
enum FolderConventionReader {
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "build", "fastlane", "docs", "Docs"]
    static let generic: Set<String> = ["Sources", "Source", "Classes", "src", "Pod", "Library"]

    static func read(_ root: URL) throws -> IOSProject {
        let files = FileManager.default
        let top = ((try? files.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        let podName = top.first { $0.hasSuffix(".podspec") }.map { ($0 as NSString).deletingPathExtension }
        var folders: [String] = []
        for name in top where isFolder(root.appendingPathComponent(name)) && !skipped.contains(name) && !name.hasPrefix(".") {
            let lower = name.lowercased()
            if lower.hasPrefix("example") || lower.hasPrefix("demo") || lower.hasSuffix(".xcodeproj") || lower.hasSuffix(".xcworkspace") { continue }
            let children = ((try? files.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)) ?? []).sorted()
            let nested = children.filter { isFolder(root.appendingPathComponent(name).appendingPathComponent($0)) && hasSwift(root.appendingPathComponent(name).appendingPathComponent($0)) }
            if (name == "Sources" || name == "Tests"), !nested.isEmpty, !children.contains(where: { $0.hasSuffix(".swift") }) {
                folders += nested.map { "\(name)/\($0)" }
            } else if hasSwift(root.appendingPathComponent(name)) {
                folders.append(name)
            }
        }
        var targets: [PortTarget] = folders.map { folder in
            let last = (folder as NSString).lastPathComponent
            let name = generic.contains(last) ? (podName ?? root.lastPathComponent) : last
            return PortTarget(name: name.moduleName, kind: last.hasSuffix("Tests") ? .test : .library, path: folder)
        }
        let libraries = targets.filter { $0.kind == .library }.map(\.name)
        for i in targets.indices where targets[i].kind == .test { targets[i].dependencies = libraries }
        guard targets.contains(where: { $0.kind != .test }) else {
            throw ProjectError("\(root.path): no folder of Swift sources found")
        }
        for i in targets.indices {
            targets[i].resources = resources(in: root.appendingPathComponent(targets[i].path))
        }
        return IOSProject(name: (podName ?? root.lastPathComponent).moduleName, layout: .folders, targets: targets, languageMode: 5)
    }

    private static func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    private static func hasSwift(_ url: URL) -> Bool {
        let walker = FileManager.default.enumerator(atPath: url.path)
        while let path = walker?.nextObject() as? String { if path.hasSuffix(".swift") { return true } }
        return false
    }

    /// Asset catalogs, storyboards, XIBs, strings and lproj folders under `url`.
    private static func resources(in url: URL) -> [String] {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: url.path)
        while let path = walker?.nextObject() as? String {
            let ext = (path as NSString).pathExtension
            if ["xcassets", "lproj"].contains(ext) { walker?.skipDescendants() }
            if XcodeProjectReader.isResource(path), ext != "plist", ext != "json" { found.append(path) }
        }
        return found.sorted()
    }
}
