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
            let call = switch target.kind {
            case .library: "target"
            case .app: "executableTarget"
            case .test: "testTarget"
            }
            lines.append("        .\(call)(")
            lines.append("            name: \(quoted(target.name)),")
            let dependencies = target.dependencies.map(quoted) + folio.products(for: target.kind)
            lines.append("            dependencies: [\(dependencies.joined(separator: ", "))],")
            lines.append("            path: \(quoted(target.path.isEmpty ? "." : target.path))" + (target.sources == nil && target.resources.isEmpty ? "" : ","))
            if var sources = target.sources {
                if target.kind == .library { sources.append(UmbrellaExport.fileName) }
                lines.append("            sources: [\(sources.map(quoted).joined(separator: ", "))]" + (target.resources.isEmpty ? "" : ","))
            }
            if !target.resources.isEmpty {
                lines.append("            resources: [\(target.resources.map { ".copy(\(quoted($0)))" }.joined(separator: ", "))]")
            }
            lines.append("        ),")
        }
        lines += ["    ],", "    swiftLanguageModes: [.v\(project.languageMode)]", ")", ""]
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
