import Foundation
import Testing

/// Every public declaration of the libraries carries a `///` comment — except the ones that
/// implement a documented protocol requirement (DocC shows the requirement's documentation):
/// delegate and data-source methods, `Canvas` and `TextEngine` members, `Equatable`, `Hashable`,
/// `CustomStringConvertible`, `RawRepresentable` and literal conformances.
@Suite("Documentation coverage")
struct DocumentationCoverageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folders = ["Sources/FolioCore", "Sources/FolioCassowary", "Sources/Folio", "Sources/FolioCairo", "Sources/FolioTesting",
                          "Sources/FolioSDL", "Sources/Gallery", "Examples"]

    /// Members that implement a protocol requirement documented elsewhere.
    static var witness: Regex<AnyRegexOutput> {
        let conformances = #"func ==|func <|func hash\(into|var description|let description|init\(rawValue|var rawValue|let rawValue|init\(floatLiteral|init\(integerLiteral|var now:"#
        let delegates = #"func (scrollView\w*|pageViewController|presentationCount|presentationIndex|tabBarController|navigationController|gestureRecognizer\w*|tabPageViewController|textField\w*|searchBar\w*|\w+SearchController|pickerView|updateSearchResults|tableView|numberOfSections|numberOfComponents|pageControl\w*|application\w*)\("#
        let canvas = #"func (saveState|restoreState|concatenate|clip|fill|stroke|draw|makeImage|beginGroup|endGroup|makeLayout)\(|(let|var) (textEngine|text|font|size):"#
        return try! Regex("(\(conformances)|\(delegates)|\(canvas))")
    }
    static var declaration: Regex<AnyRegexOutput> { try! Regex(#"^(?:@[\w()]+\s+)*(?:public|open)\s"#) }

    static func undocumented() throws -> [String] {
        var missing: [String] = []
        let witness = Self.witness, declaration = Self.declaration
        for folder in folders {
            let root = repository.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                for (i, raw) in lines.enumerated() {
                    let line = raw.trimmingCharacters(in: .whitespaces)
                    guard (try? declaration.firstMatch(in: line)) != nil,
                          !line.hasPrefix("public import"), !line.contains("extension "), !line.contains("override "),
                          (try? witness.firstMatch(in: line)) == nil else { continue }
                    var j = i - 1
                    while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("@") { j -= 1 }
                    let previous = j >= 0 ? lines[j].trimmingCharacters(in: .whitespaces) : ""
                    if previous.hasPrefix("///") || previous.hasSuffix("*/") { continue }
                    missing.append("\(folder)/\(file.lastPathComponent):\(i + 1): \(line.prefix(80))")
                }
            }
        }
        return missing.sorted()
    }

    @Test("every public declaration has a /// comment")
    func everyPublicDeclarationIsDocumented() throws {
        let missing = try Self.undocumented()
        #expect(missing.isEmpty, "\(missing.count) undocumented:\n\(missing.joined(separator: "\n"))")
    }
}
