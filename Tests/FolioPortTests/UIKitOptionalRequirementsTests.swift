import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import FolioPort

/// `folio-port` knows Folio as data: the optional requirements of UIKit's protocols are the
/// requirements Folio's protocols give a default implementation. This keeps the two in step.
@Suite("UIKit's optional requirements as data")
struct UIKitOptionalRequirementsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Requirements of Folio's `UI…`/`NS…` protocols that an extension of the protocol implements.
    static func defaultedRequirements() throws -> [String] {
        var requirements: [String: Set<MethodName>] = [:]
        var implemented: [String: Set<MethodName>] = [:]
        let folder = repository.appendingPathComponent("Sources/Folio")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let tree = Parser.parse(source: try String(contentsOf: url, encoding: .utf8))
            for item in tree.statements {
                guard case .decl(let decl) = item.item else { continue }
                if let proto = decl.as(ProtocolDeclSyntax.self), proto.name.text.hasPrefix("UI") || proto.name.text.hasPrefix("NS") {
                    for member in proto.memberBlock.members {
                        if let f = member.decl.as(FunctionDeclSyntax.self) { requirements[proto.name.text, default: []].insert(MethodName(f)) }
                    }
                } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                    for member in ext.memberBlock.members {
                        if let f = member.decl.as(FunctionDeclSyntax.self) { implemented[ext.extendedType.trimmedDescription, default: []].insert(MethodName(f)) }
                    }
                }
            }
        }
        let names = requirements.flatMap { name, methods in methods.intersection(implemented[name] ?? []) }
        return Set(names.map(\.description)).sorted()
    }

    @Test("the list is exactly the requirements Folio's UIKit protocols give defaults (FOLIO_UPDATE_PORT_NAMES=1 rewrites it)")
    func inStep() throws {
        let found = try Self.defaultedRequirements()

        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_PORT_NAMES"] == "1" {
            let file = Self.repository.appendingPathComponent("Sources/FolioPort/UIKitOptionalRequirements.swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            let head = text.components(separatedBy: "    static let list: [String] = [\n")[0]
            let body = found.map { "        \"\($0)\",\n" }.joined()
            try (head + "    static let list: [String] = [\n" + body + "    ]\n}\n").write(to: file, atomically: true, encoding: .utf8)
        }

        #expect(found.count > 40, "UIScrollViewDelegate, UITableViewDelegate, UIPageViewControllerDelegate… \(found.count)")
        #expect(UIKitOptionalRequirements.list == found)
        #expect(found.contains("scrollViewDidScroll(_:)"))
    }
}
