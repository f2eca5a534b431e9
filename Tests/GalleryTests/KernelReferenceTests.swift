import Foundation
import Testing

/// `Sources/Folio`'s areas know only the areas before them — Kernel (app, views, layers, drawing,
/// constraints, gestures, traits, controllers and presentation, the status bar, accessibility),
/// Controls, Scrolling, Containers, Services — by the types they name and by the members they
/// call. Later areas answer through hooks the kernel declares: controllers' (`frontChild`,
/// `goBackOneStep`, `containerTopBarHeight`, `containerBottomBar`, `receiveKey`, `receiveWheel`,
/// and for state restoration `restorationChildren`, `restorationSelectedIndex`,
/// `restoreSelection`, `restoreChildren`), views' (`receiveWheel`, `receivePageKey`) and the
/// application's (`ShakeToEditOffering`). A new cast up to a container, a type or a member named
/// upward fails here.
@Suite("Kernel references")
struct KernelReferenceTests {
    static let folio = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Folio")

    @Test("the kernel and the services never cast to a navigation, tab bar or page view controller")
    func noUpwardCasts() throws {
        let containers = ["UINavigationController", "UITabBarController", "UIPageViewController", "TabPageViewController"]
        var found: [String] = []
        for folder in ["Kernel/App", "Kernel/View", "Kernel/Constraints", "Kernel/ViewController", "Kernel/Traits",
                       "Kernel/StatusBar", "Kernel/Accessibility", "Kernel/Animation", "Kernel/Drawing", "Kernel/Gestures",
                       "Kernel/Image", "Controls/Control", "Scrolling/ScrollView"] {
            let dir = Self.folio.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path) where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
                for (i, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    for name in containers where line.contains("as? \(name)") || line.contains("is \(name)") || line.contains("as! \(name)") {
                        found.append("\(folder)/\(file):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("the kernel names no control, scroll view or table: views answer through overridable hooks")
    func kernelNamesNoControl() throws {
        let above = ["UIScrollView", "UILabel", "UIImageView", "UITextField", "UIButton", "UISwitch", "UITableView",
                     "UIPageControl", "UIStackView", "LinearLayout", "FlowLayout"]
        let kernel = Self.folio.appendingPathComponent("Kernel")
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: kernel.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50)
        for file in files {
            let lines = try String(contentsOf: kernel.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for name in above where code.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    found.append("Kernel/\(file):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// The areas of `Sources/Folio`, each allowed to name only the types of those before it.
    static let areas = ["Kernel", "Controls", "Scrolling", "Containers", "Services"]

    @Test("the reference graph points down only: no area names a type declared in a later one, so no cycle spans areas")
    func referencesPointDown() throws {
        let fm = FileManager.default
        let files = fm.enumerator(atPath: Self.folio.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var owner: [String: String] = [:]      // top-level type name → "Area/Folder"
        var code: [String: String] = [:]       // "Area/Folder" → its code without comments
        let declaration = try Regex(#"^(?:@\w+\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)"#)
        for file in files {
            let parts = file.split(separator: "/")
            guard parts.count >= 3, Self.areas.contains(String(parts[0])) else { continue }
            let folder = "\(parts[0])/\(parts[1])"
            let text = try String(contentsOf: Self.folio.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let m = line.firstMatch(of: declaration), let name = m.output[1].substring {
                    owner[String(name), default: folder] = owner[String(name)] ?? folder
                }
                code[folder, default: ""] += (line.components(separatedBy: "//").first ?? "") + "\n"
            }
        }
        #expect(owner.count > 100 && code.count > 25)
        var upward: [String] = []
        for (folder, text) in code {
            let area = Self.areas.firstIndex(of: String(folder.split(separator: "/")[0]))!
            // Identifiers starting with a capital: the type names the code uses.
            let names = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                .filter { $0.first.map { $0.isUppercase && $0.isASCII } ?? false }.map(String.init))
            for name in names {
                guard let target = owner[name], target != folder else { continue }
                let targetArea = Self.areas.firstIndex(of: String(target.split(separator: "/")[0]))!
                if targetArea > area { upward.append("\(folder) names \(name) (\(target))") }
            }
        }
        #expect(upward.isEmpty, "\(upward.sorted())")
    }

    @Test("members point down too: no area calls a member a later area adds to an earlier area's type")
    func memberReferencesPointDown() throws {
        let files = (FileManager.default.enumerator(atPath: Self.folio.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []).sorted()
        var typeArea: [String: Int] = [:]          // top-level type → its area
        var sources: [(file: String, area: Int, lines: [String])] = []
        let typeDeclaration = try Regex(#"^(?:@\w+\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)"#)
        for file in files {
            let parts = file.split(separator: "/")
            guard parts.count >= 3, let area = Self.areas.firstIndex(of: String(parts[0])) else { continue }
            let lines = try String(contentsOf: Self.folio.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.components(separatedBy: "//").first ?? "" }
            for line in lines { if let m = line.firstMatch(of: typeDeclaration), let name = m.output[1].substring { typeArea[String(name)] = typeArea[String(name)] ?? area } }
            sources.append((file, area, lines))
        }
        // Members a later area adds, in an extension, to a type of an earlier area; and every
        // member each area declares (a name an area declares itself is its own to call).
        let extensionLine = try Regex(#"^(?:@[\w()]+\s+)*(?:(?:public|internal|fileprivate|private)\s+)?extension\s+([A-Z]\w*)"#)
        let memberLine = try Regex(#"^    (?:[@\w()]+\s+)*?(?:func|var|let)\s+`?([a-z_]\w*)"#)
        var added: [String: (area: Int, type: String)] = [:]
        var declared: [String: Set<Int>] = [:]
        for (_, area, lines) in sources {
            var extended: String?
            for line in lines {
                if let m = line.firstMatch(of: extensionLine), let name = m.output[1].substring { extended = String(name) }
                else if line.hasPrefix("}") { extended = nil }
                guard let m = line.firstMatch(of: memberLine), let name = m.output[1].substring.map(String.init) else { continue }
                declared[name, default: []].insert(area)
                if let type = extended, let owner = typeArea[type], owner < area { added[name] = added[name] ?? (area, type) }
            }
        }
        #expect(added.count > 10, "later areas extend earlier areas' types: \(added.count)")
        #expect(added["offerShakeToEdit"]?.type == "UIWindow", "the alerts area adds shake to edit to the window (the kernel calls it through its own protocol)")
        let use = try Regex(#"\.([a-z_]\w*)\b|(?:^|[^\w.])([a-z_]\w*)\("#)
        var upward: Set<String> = []
        for (file, area, lines) in sources {
            for m in lines.joined(separator: "\n").matches(of: use) {
                guard let name = (m.output[1].substring ?? m.output[2].substring).map(String.init),
                      let member = added[name], member.area > area,
                      !(declared[name] ?? []).contains(where: { $0 <= area }) else { continue }
                upward.insert("\(file) calls \(member.type).\(name) (\(Self.areas[member.area]))")
            }
        }
        #expect(upward.isEmpty, "\(upward.sorted().joined(separator: "\n"))")
    }

    /// The modules below the toolkit, each above the ones before it: Apple's frameworks' order.
    static let modules = ["FolioGeometry", "FolioCore", "FolioGraphics", "FolioCairo", "FolioLayers", "Folio"]

    @Test("the modules point down as Apple's frameworks do: geometry, the core, Core Graphics' shape, its backend, Core Animation's, then the toolkit; none names one above it")
    func modulesPointDown() throws {
        let root = Self.folio.deletingLastPathComponent().deletingLastPathComponent()
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Each target's declared dependencies, by name.
        var dependencies: [String: [String]] = [:]
        let target = try Regex(#"\.target\(name: "(\w+)"(?:, dependencies: \[([^\]]*)\])?"#)
        for match in manifest.matches(of: target) {
            let name = String(match.output[1].substring ?? "")
            let list = match.output[2].substring.map(String.init) ?? ""
            dependencies[name] = list.matches(of: try Regex(#""(\w+)""#)).compactMap { $0.output[1].substring.map(String.init) }
        }
        #expect(dependencies["FolioLayers"]?.contains("FolioGraphics") == true && dependencies["Folio"]?.contains("FolioLayers") == true)
        var upward: [String] = []
        for (index, module) in Self.modules.enumerated() {
            for dependency in dependencies[module] ?? [] {
                if let level = Self.modules.firstIndex(of: dependency), level >= index { upward.append("\(module) depends on \(dependency)") }
            }
        }
        #expect(upward.isEmpty, "\(upward)")
        // And their sources import nothing above them.
        for (index, module) in Self.modules.enumerated() where module != "Folio" {
            let dir = root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty, "\(module)")
            for file in files {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                for above in Self.modules[(index + 1)...] where text.contains("import \(above)\n") {
                    upward.append("\(module)/\(file) imports \(above)")
                }
            }
        }
        #expect(upward.isEmpty, "\(upward)")
    }
}
