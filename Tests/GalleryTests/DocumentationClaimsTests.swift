import Foundation
import Testing

/// What the documents name exists, and what the code reads is documented: every `FOLIO_*`
/// variable, every `make` target.
@Suite("Documentation claims")
struct DocumentationClaimsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of every file under `folders` (relative to the repository) ending in one of `extensions`.
    static func texts(_ folders: [String], extensions: Set<String>) throws -> String {
        var all = ""
        for folder in folders {
            let url = repository.appendingPathComponent(folder)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { all += try String(contentsOf: url, encoding: .utf8); continue }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                if file.pathComponents.contains("Fixtures") || file.pathComponents.contains(".build") { walker?.skipDescendants(); continue }
                if extensions.contains(file.pathExtension) { all += try String(contentsOf: file, encoding: .utf8) + "\n" }
            }
        }
        return all
    }

    static let documents = ["README.md", "CONTRIBUTING.md", "docs", "Sources/Folio/Folio.docc", "Fuzz/README.md"]

    static func variables(in text: String) -> Set<String> {
        Set(text.matches(of: /FOLIO_[A-Z][A-Z_]*[A-Z]/).map { String($0.output) })
    }

    @Test("every FOLIO_* variable the code reads is documented, and every one the documents name is read")
    func variables() throws {
        let code = Self.variables(in: try Self.texts(["Sources", "Tests", "Makefile"], extensions: ["swift"])
                                  + (try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)))
        let documented = Self.variables(in: try Self.texts(Self.documents, extensions: ["md"]))

        #expect(code.subtracting(documented).isEmpty, "read but not documented: \(code.subtracting(documented).sorted())")
        #expect(documented.subtracting(code).isEmpty, "documented but never read: \(documented.subtracting(code).sorted())")
        #expect(code.count >= 10)
    }

    @Test("every `make` target the documents name exists in the Makefile")
    func makeTargets() throws {
        let makefile = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let targets = Set(makefile.matches(of: /(?m)^([a-z][a-z-]*):/).map { String($0.output.1) })
        let named = Set(try Self.texts(Self.documents, extensions: ["md"]).matches(of: /`make ([a-z][a-z-]*)/).map { String($0.output.1) })

        #expect(named.subtracting(targets).isEmpty, "named but missing: \(named.subtracting(targets).sorted())")
        #expect(named.isSuperset(of: ["test", "docs", "api-table", "fuzz"]), "\(named)")
    }

    @Test("`make docs` documents every library product: each product's targets are in DOC_TARGETS, each with a landing page that names the licence")
    func docsCoverEveryProduct() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.matches(of: /\.library\(name: "(\w+)", targets: \[([^\]]*)\]\)/)
            .flatMap { $0.output.2.matches(of: /"(\w+)"/).map { String($0.output.1) } }
        let makefile = try String(contentsOf: Self.repository.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.components(separatedBy: "\n").first { $0.hasPrefix("DOC_TARGETS = ") })
        let documented = Set(line.dropFirst("DOC_TARGETS = ".count).split(separator: " ").map(String.init))

        #expect(libraries.count >= 7, "\(libraries)")
        for target in Set(libraries) {
            let landing = Self.repository.appendingPathComponent("Sources/\(target)/\(target).docc/\(target).md")
            let text = (try? String(contentsOf: landing, encoding: .utf8)) ?? ""
            #expect(text.contains("``\(target)``") && text.contains("MIT licence"), "\(target)'s documentation has a landing page with the licence")
        }
        #expect(Set(libraries).subtracting(documented).isEmpty, "products left out of make docs: \(Set(libraries).subtracting(documented).sorted())")
    }

    /// What a built command-line tool prints for `--help` (the tool beside the test bundle, in
    /// whichever build folder the tests run from).
    static func help(of tool: String, _ arguments: [String] = []) throws -> String {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(tool)
        let process = Process()
        process.executableURL = FileManager.default.isExecutableFile(atPath: beside.path)
            ? beside : repository.appendingPathComponent(".build/debug/\(tool)")
        process.arguments = arguments + ["--help"]
        let ran = try runToEnd(process, timeout: 60)
        return ran.output + ran.errors
    }

    /// The flags of a built command-line tool, read from its `--help`.
    static func flags(of tool: String, _ arguments: [String] = []) throws -> Set<String> {
        Set(try help(of: tool, arguments).matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }

    @Test("every command-line flag the documents name is one the tools take, and --scale takes what the documents say")
    func commandLineFlags() throws {
        let named = Set(try Self.texts(Self.documents, extensions: ["md"]).matches(of: /(?:^|[\s`(])(--[a-z][a-z-]*)/).map { String($0.output.1) })
        // SwiftPM's own (`swift run --package-path`, `swift package init --type … --name …`).
        let swiftPM: Set<String> = ["--package-path", "--type", "--name"]
        let gallery = try Self.flags(of: "folio-gallery")
        let tools = gallery.union(try Self.flags(of: "folio-port")).union(try Self.flags(of: "folio-fuzz", ["replay"]))

        #expect(named.count >= 15, "\(named.sorted())")
        #expect(named.subtracting(tools).subtracting(swiftPM).isEmpty, "named but taken by no tool: \(named.subtracting(tools).subtracting(swiftPM).sorted())")
        let galleryDoc = try String(contentsOf: Self.repository.appendingPathComponent("docs/Gallery.md"), encoding: .utf8)
        #expect(galleryDoc.contains("`--scale 1|2|3`"))
        let help = try Self.help(of: "folio-gallery")
        #expect(help.contains("1, 2 or 3"), "\(help)")
    }
}
