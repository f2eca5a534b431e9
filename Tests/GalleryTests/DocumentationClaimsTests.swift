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
}
