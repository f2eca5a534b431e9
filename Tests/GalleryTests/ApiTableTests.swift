import Foundation
import Testing

/// docs/API.md's "UIKit API → Folio status" table, generated from the sources: every UIKit type Folio
/// declares, with its feature folder and public members, and the UIKit types the seeds use that
/// are still to come. `make api-table` rewrites it; this test fails when it is stale.
@Suite("API table")
struct ApiTableTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let begin = "<!-- api-table:begin -->", end = "<!-- api-table:end -->"

    /// UIKit types the seed documents use that Folio does not declare yet, and where they are planned.
    static let planned: [(type: String, plan: String)] = [
        ("UITextField", "issue 9 (controls)"), ("UISwitch", "issue 9 (controls)"),
        ("UIImageView", "issue 9 (controls)"), ("UIAlertController", "issue 9 (controls)"),
        ("UIAlertAction", "issue 9 (controls)"), ("UITableView", "issue 9 (lists)"),
        ("UITableViewCell", "issue 9 (lists)"), ("UIStoryboard", "issue 11 (storyboards)"),
    ]

    struct Declaration { let name: String; let kind: String; let folder: String; var members: Int }

    /// `public`/`open` UIKit-named types in what `import Folio` brings (Sources/Folio and the
    /// drawing and layer modules it re-exports, Sources/FolioGraphics and Sources/FolioLayers),
    /// with the public members of their files.
    static func declarations() throws -> [Declaration] {
        let root = repository.appendingPathComponent("Sources/Folio")
        let files = ["Sources/Folio", "Sources/FolioGraphics", "Sources/FolioLayers"].flatMap { folder in
            FileManager.default.enumerator(at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
        let typePattern = try Regex(#"^(?:@\w+\s+)*(?:public|open)\s+(?:final\s+)?(class|struct|enum|protocol)\s+((?:UI|NS|CA|CG)\w+)"#)
        let memberPattern = try Regex(#"^\s+(?:@[\w()]+\s+)*(?:public|open)\s+(?:(?:static|class|final|override|convenience|private\(set\)|internal\(set\))\s+)*(?:func|var|let|init|subscript|case)\b"#)
        var found: [String: Declaration] = [:]
        var membersByOwner: [String: Int] = [:]
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            // The folder under Sources/, in full (Folio/Kernel/View).
            let folder = file.deletingLastPathComponent().path.replacingOccurrences(of: root.deletingLastPathComponent().path + "/", with: "")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let m = try typePattern.firstMatch(in: String(line)), let kind = m.output[1].substring, let name = m.output[2].substring {
                    found[String(name)] = found[String(name)] ?? Declaration(name: String(name), kind: String(kind), folder: folder, members: 0)
                }
            }
            // Members count toward the type the file is named after (Type.swift, Type+Concern.swift).
            let owner = file.deletingPathExtension().lastPathComponent.split(separator: "+").first.map(String.init) ?? ""
            let members = text.split(separator: "\n").filter { (try? memberPattern.firstMatch(in: String($0))) != nil }.count
            if ["UI", "NS", "CA", "CG"].contains(where: owner.hasPrefix) { membersByOwner[owner, default: 0] += members }
        }
        for (owner, n) in membersByOwner { found[owner]?.members += n }
        return found.values.sorted { $0.name < $1.name }
    }

    static func table() throws -> String {
        let decls = try declarations()
        var rows = ["| UIKit API | Folio | where | public members |", "|---|---|---|---|"]
        for d in decls { rows.append("| `\(d.name)` | ✓ \(d.kind) | `\(d.folder)` | \(d.members) |") }
        for p in planned where !decls.contains(where: { $0.name == p.type }) {
            rows.append("| `\(p.type)` | planned: \(p.plan) | | |")
        }
        return rows.joined(separator: "\n")
    }

    @Test("docs/API.md's table matches the code (make api-table regenerates it)")
    func readmeTable() throws {
        let readme = Self.repository.appendingPathComponent("docs/API.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let generated = try Self.table()
        guard let b = text.range(of: Self.begin), let e = text.range(of: Self.end) else {
            Issue.record("docs/API.md lacks the \(Self.begin) … \(Self.end) markers")
            return
        }
        let current = text[b.upperBound..<e.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_API_TABLE"] == "1", current != generated {
            try (text[..<b.upperBound] + "\n" + generated + "\n" + text[e.lowerBound...]).write(to: readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == generated, "the API table is stale: run `make api-table`")
        #expect(generated.contains("`UIPageViewController`") && generated.contains("`NSLayoutConstraint`"))
    }
}
