import Foundation

/// Reads an Xcode project's targets from its `project.pbxproj` (an old-style property list,
/// which Foundation reads): each target's Swift files and resources from its build phases (or
/// its synchronized folders), the targets it depends on, its module name and Swift version.
///
/// Only iOS targets are kept: a framework built again for tvOS or macOS from the same files
/// would make two modules of one set of files. UI-test bundles and extensions are left out.
enum XcodeProjectReader {
    static func read(_ root: URL, project: String) throws -> IOSProject {
        let url = root.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
        guard let data = try? Data(contentsOf: url) else { throw ProjectError("\(project)/project.pbxproj: cannot be read") }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]], let rootID = plist["rootObject"] as? String,
              let projectObject = objects[rootID] else {
            throw ProjectError("\(project)/project.pbxproj: not a project file this tool can read")
        }
        let graph = ObjectGraph(objects: objects, root: root)
        var targets: [PortTarget] = []
        var languageMode = 5
        var taken: Set<String> = []
        let ids = (projectObject["targets"] as? [String]) ?? []
        let names = Dictionary(ids.compactMap { id in (objects[id]?["name"] as? String).map { (id, $0) } }) { a, _ in a }
        for id in ids {
            guard let target = objects[id], target["isa"] as? String == "PBXNativeTarget",
                  let name = target["name"] as? String, let kind = kind(of: target["productType"] as? String) else { continue }
            let settings = graph.buildSettings(of: target) + graph.buildSettings(of: projectObject)
            if let sdk = settings.first(where: { $0["SDKROOT"] != nil })?["SDKROOT"] as? String, sdk != "iphoneos" { continue }
            let files = graph.files(of: target)
            let swift = files.filter { $0.hasSuffix(".swift") }
            guard !swift.isEmpty, taken.isDisjoint(with: swift) else { continue }
            taken.formUnion(swift)
            if let version = settings.lazy.compactMap({ $0["SWIFT_VERSION"] as? String }).first, version.hasPrefix("6") { languageMode = 6 }
            let product = settings.lazy.compactMap { $0["PRODUCT_NAME"] as? String }.first { !$0.contains("$(") } ?? name
            let resources = files.filter(isResource)
            let folder = commonFolder(of: swift)
            let strip = { (path: String) in folder.isEmpty ? path : String(path.dropFirst(folder.count + 1)) }
            let dependencies = ((target["dependencies"] as? [String]) ?? []).compactMap { objects[$0]?["target"] as? String }
                .compactMap { names[$0] }
            targets.append(PortTarget(name: product.moduleName, kind: kind, path: folder, sources: swift.map(strip).sorted(),
                                      resources: resources.filter { folder.isEmpty || $0.hasPrefix(folder + "/") }.map(strip).sorted(),
                                      dependencies: dependencies))
        }
        // Dependencies named by target, kept by module name.
        let moduleNames = Dictionary(ids.compactMap { id -> (String, String)? in
            guard let name = objects[id]?["name"] as? String else { return nil }
            let settings = graph.buildSettings(of: objects[id] ?? [:])
            let product = settings.lazy.compactMap { $0["PRODUCT_NAME"] as? String }.first { !$0.contains("$(") } ?? name
            return (name, product.moduleName)
        }) { a, _ in a }
        let kept = Set(targets.map(\.name))
        for i in targets.indices {
            targets[i].dependencies = targets[i].dependencies.compactMap { moduleNames[$0] }.filter { kept.contains($0) && $0 != targets[i].name }
            if targets[i].kind == .test, targets[i].dependencies.isEmpty {
                targets[i].dependencies = targets.filter { $0.kind == .library }.map(\.name)
            }
        }
        if targets.isEmpty { throw ProjectError("\(project): no iOS target with Swift files") }
        return IOSProject(name: (project as NSString).deletingPathExtension.moduleName, layout: .xcodeProject(project),
                          targets: targets, languageMode: languageMode)
    }

    static func kind(of productType: String?) -> PortTarget.Kind? {
        switch productType {
        case "com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic":
            .library
        case "com.apple.product-type.application": .app
        case "com.apple.product-type.bundle.unit-test": .test
        default: nil
        }
    }

    static let resourceExtensions: Set<String> = ["xcassets", "storyboard", "xib", "strings", "stringsdict", "json", "png", "jpg",
                                                  "jpeg", "plist", "lproj", "xcstrings", "ttf", "otf"]

    static func isResource(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return resourceExtensions.contains((path as NSString).pathExtension) && name != "Info.plist"
    }

    /// The deepest folder every path lies in ("" for the root).
    static func commonFolder(of paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/").dropLast().map(String.init) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }
}

/// The objects of a project file, with each file's path worked out through its groups.
private struct ObjectGraph {
    let objects: [String: [String: Any]]
    let root: URL
    var parents: [String: String] = [:]

    init(objects: [String: [String: Any]], root: URL) {
        self.objects = objects
        self.root = root
        for (id, object) in objects {
            for child in (object["children"] as? [String]) ?? [] { parents[child] = id }
        }
    }

    /// The path of a file or group relative to the project's folder; nil outside it.
    func path(of id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "SOURCE_ROOT": return own ?? ""
        case "<group>":
            let base = parents[id].flatMap { path(of: $0) } ?? ""
            guard let own else { return base }
            return base.isEmpty ? own : base + "/" + own
        default: return nil
        }
    }

    /// A target's Swift files and resources, relative to the project's folder.
    func files(of target: [String: Any]) -> [String] {
        var found: [String] = []
        for phase in (target["buildPhases"] as? [String]) ?? [] {
            guard let isa = objects[phase]?["isa"] as? String,
                  isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
            for file in (objects[phase]?["files"] as? [String]) ?? [] {
                guard let ref = objects[file]?["fileRef"] as? String, let object = objects[ref] else { continue }
                if object["isa"] as? String == "PBXVariantGroup" {
                    // Localized files: the lproj folders they live in.
                    found += ((object["children"] as? [String]) ?? []).compactMap { path(of: $0) }
                        .map { ($0 as NSString).deletingLastPathComponent }
                } else if let path = path(of: ref) {
                    found.append(path)
                }
            }
        }
        for group in (target["fileSystemSynchronizedGroups"] as? [String]) ?? [] {
            guard let folder = path(of: group) else { continue }
            let base = root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: base.path)
            while let relative = walker?.nextObject() as? String {
                if (relative as NSString).pathExtension == "xcassets" || (relative as NSString).pathExtension == "lproj" {
                    walker?.skipDescendants()
                }
                found.append(folder + "/" + relative)
            }
            found = found.filter { $0.hasSuffix(".swift") || XcodeProjectReader.isResource($0) }
        }
        return Array(Set(found)).sorted()
    }

    /// The build settings of a target's (or the project's) configurations, Debug first.
    func buildSettings(of object: [String: Any]) -> [[String: Any]] {
        guard let list = object["buildConfigurationList"] as? String,
              let configurations = objects[list]?["buildConfigurations"] as? [String] else { return [] }
        return configurations.compactMap { objects[$0] }
            .sorted { ($0["name"] as? String == "Debug" ? 0 : 1) < ($1["name"] as? String == "Debug" ? 0 : 1) }
            .compactMap { $0["buildSettings"] as? [String: Any] }
    }
}
