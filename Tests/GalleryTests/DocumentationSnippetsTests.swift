import Foundation
import Testing

/// Every Swift block of the DocC articles is compiled: `Tests/DocumentationSnippets` holds one
/// file per article, made from its blocks, and builds with the tests, so a snippet that stops
/// compiling fails `make test`; this test fails when those files are stale
/// (`FOLIO_UPDATE_SNIPPETS=1` rewrites them).
///
/// Each article becomes a caseless enum (its types nested, so articles never collide). A block
/// that declares types is compiled where it stands (an `@main` attribute is left out: the test
/// target has its own entry point); a block of statements becomes a main-actor function, after
/// what the article says it assumes in a comment just above the block, invisible on the page:
/// `<!-- compiled after: let window = UIWindow() -->`.
@Suite("Documentation snippets")
struct DocumentationSnippetsTests {
    static let repository = DocumentationClaimsTests.repository
    static let articles = repository.appendingPathComponent("Sources/Folio/Folio.docc")
    static let output = repository.appendingPathComponent("Tests/DocumentationSnippets")

    /// One Swift block of an article and what it assumes.
    struct Block { var assumed: [String]; var lines: [String] }

    /// The Swift blocks of an article, in order.
    static func blocks(of text: String) -> [Block] {
        var blocks: [Block] = []
        var assumed: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current != nil {
                if line.hasPrefix("```") {
                    blocks.append(Block(assumed: assumed, lines: current!))
                    current = nil
                    assumed = []
                } else {
                    current!.append(line)
                }
            } else if line.hasPrefix("```swift") {
                current = []
            } else if let range = line.range(of: "<!-- compiled after: "), line.hasSuffix(" -->") {
                assumed.append(String(line[range.upperBound..<line.index(line.endIndex, offsetBy: -4)]))
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                assumed = []
            }
        }
        return blocks
    }

    /// Whether a block declares types or functions at its top level (else it is statements).
    static func declares(_ block: Block) -> Bool {
        block.lines.contains { line in
            ["import ", "@main", "final class ", "class ", "struct ", "enum ", "protocol ", "extension ", "func "]
                .contains { line.hasPrefix($0) }
        }
    }

    /// The Swift file made from `article`'s blocks; nil when it has none.
    static func source(of article: URL) throws -> String? {
        let blocks = blocks(of: try String(contentsOf: article, encoding: .utf8))
        guard !blocks.isEmpty else { return nil }
        let name = article.deletingPathExtension().lastPathComponent
        var out = """
        // Generated from Sources/Folio/Folio.docc/\(name).md by DocumentationSnippetsTests
        // (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
        import Folio
        import FolioTesting
        import Testing

        enum \(name)Article {

        """
        for (i, block) in blocks.enumerated() {
            out += "    // Block \(i + 1)\n"
            if declares(block) {
                for line in block.assumed + block.lines where !line.hasPrefix("import ") && line != "@main" {
                    out += line.isEmpty ? "\n" : "    \(line)\n"
                }
            } else {
                out += "    @MainActor static func block\(i + 1)() throws {\n"
                for line in block.assumed + block.lines { out += line.isEmpty ? "\n" : "        \(line)\n" }
                out += "    }\n"
            }
            out += "\n"
        }
        return out.trimmingCharacters(in: .newlines) + "\n}\n"
    }

    @Test("every Swift block of the DocC articles is compiled with the tests: the files made from them are up to date")
    func snippetsUpToDate() throws {
        let articles = try FileManager.default.contentsOfDirectory(at: Self.articles, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var expected: [String: String] = [:]
        for article in articles {
            if let source = try Self.source(of: article) {
                expected[article.deletingPathExtension().lastPathComponent + "Article.swift"] = source
            }
        }
        #expect(expected.count >= 6, "the articles with Swift blocks: \(expected.keys.sorted())")
        let update = ProcessInfo.processInfo.environment["FOLIO_UPDATE_SNIPPETS"] == "1"
        let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.output.path)) ?? [])
            .filter { $0.hasSuffix("Article.swift") }
        if update {
            try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
            for stale in existing.subtracting(expected.keys) { try FileManager.default.removeItem(at: Self.output.appendingPathComponent(stale)) }
            for (file, source) in expected { try source.write(to: Self.output.appendingPathComponent(file), atomically: true, encoding: .utf8) }
            return
        }
        #expect(existing == Set(expected.keys), "Tests/DocumentationSnippets is out of date: run FOLIO_UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippets")
        for (file, source) in expected {
            let committed = try? String(contentsOf: Self.output.appendingPathComponent(file), encoding: .utf8)
            #expect(committed == source, "Tests/DocumentationSnippets/\(file) is out of date: run FOLIO_UPDATE_SNIPPETS=1 swift test --filter DocumentationSnippets")
        }
    }
}
