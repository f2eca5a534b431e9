/// Writes the Linux `Package.swift` of a project that had none (an Xcode project, a CocoaPods
/// layout): one target per target found, its files and resources, Folio as a dependency.
enum ManifestWriter {
    /// The umbrella file a library gets (`UmbrellaExport`), listed with its sources.
    static func manifest(of project: IOSProject, folio: FolioDependency) -> String {
        let origin: String = switch project.layout {
        case .xcodeProject(let name): "the targets of \(name)"
        case .folders, .swiftPackage: "the project's folders"
        }
        var lines = [
            "// swift-tools-version:6.0",
            "// Written by folio-port from \(origin), to build on Linux against Folio.",
            "import PackageDescription",
            "",
            "let package = Package(",
            "    name: \(quoted(project.name)),",
        ]
        let libraries = project.targets.filter { $0.kind == .library }
        if !libraries.isEmpty {
            lines.append("    products: [")
            for library in libraries { lines.append("        .library(name: \(quoted(library.name)), targets: [\(quoted(library.name))]),") }
            lines.append("    ],")
        }
        lines += ["    dependencies: [", "        \(folio.packageDeclaration),", "    ],", "    targets: ["]
        for target in project.targets {
            lines.append("        " + call(for: target, folio: folio, lineBreak: "\n            ", close: "\n        ") + ",")
        }
        lines += ["    ],", "    swiftLanguageModes: [.v\(project.languageMode)]", ")", ""]
        return lines.joined(separator: "\n")
    }

    /// `.target(name: …, dependencies: …, path: …, exclude: …, sources: …, resources: …)`, its
    /// arguments separated by `lineBreak` (a space and a line of one by default).
    static func call(for target: PortTarget, folio: FolioDependency, lineBreak: String = " ", close: String = "") -> String {
        let function = switch target.kind {
        case .library: "target"
        case .app: "executableTarget"
        case .test: "testTarget"
        }
        var arguments = ["name: \(quoted(target.name))",
                         "dependencies: [\((target.dependencies.map(quoted) + folio.products(for: target.kind)).joined(separator: ", "))]",
                         "path: \(quoted(target.path.isEmpty ? "." : target.path))"]
        if !target.excluded.isEmpty { arguments.append("exclude: [\(target.excluded.map(quoted).joined(separator: ", "))]") }
        if var sources = target.sources {
            if target.kind == .library { sources.append(UmbrellaExport.fileName) }
            arguments.append("sources: [\(sources.map(quoted).joined(separator: ", "))]")
        }
        if !target.resources.isEmpty {
            arguments.append("resources: [\(target.resources.map { ".copy(\(quoted($0)))" }.joined(separator: ", "))]")
        }
        let separator = lineBreak == " " ? ", " : "," + lineBreak
        return ".\(function)(" + (lineBreak == " " ? "" : lineBreak) + arguments.joined(separator: separator) + close + ")"
    }

    private static func quoted(_ text: String) -> String { ManifestEditor.quoted(text) }
}
