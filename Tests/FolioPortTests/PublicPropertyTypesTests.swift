import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Every public property's type in Folio can be named by an app that writes `import Folio` and
/// nothing else. The check is a file of the downstream package (`Tests/Fixtures/Downstream`) that
/// names each type where the property is declared — a type alias in an extension of the same
/// type — so a type from a module `import Folio` does not bring fails that package's build
/// (`DownstreamPackageTests`). This test keeps the file in step with Folio's sources.
@Suite("Every public property's type is nameable downstream")
struct PublicPropertyTypesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let generated = repository.appendingPathComponent("Tests/Fixtures/Downstream/Sources/Downstream/PublicPropertyTypes.swift")

    /// A public property: the type (or extension) it is declared in, the extension's `where`
    /// clause, its name and its type as written.
    struct Property: Hashable {
        var context: String?
        var whereClause: String?
        var name: String
        var type: String
    }

    /// Walks Folio's sources for public properties with a written type.
    final class Collector {
        var properties: [Property] = []
        /// Types declared without `public`/`open` (their members are not API).
        var hiddenTypes: Set<String> = []

        func collect(_ files: [SourceFileSyntax]) {
            for tree in files { for item in tree.statements { hidden(item.item.as(DeclSyntax.self), path: []) } }
            for tree in files { for item in tree.statements { visit(item.item.as(DeclSyntax.self), path: [], access: .open, whereClause: nil) } }
        }

        enum Access { case open, membersPublic, hidden }

        private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open"].contains($0.name.text) }
        }

        private static func hasAccessModifier(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open", "internal", "fileprivate", "private", "package"].contains($0.name.text) }
        }

        private static func isSPI(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
        }

        /// A nominal type's name and members.
        private static func nominal(_ decl: DeclSyntax) -> (name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax, members: MemberBlockItemListSyntax, isProtocol: Bool)? {
            if let d = decl.as(ClassDeclSyntax.self) { return (d.name.text, d.modifiers, d.attributes, d.memberBlock.members, false) }
            if let d = decl.as(StructDeclSyntax.self) { return (d.name.text, d.modifiers, d.attributes, d.memberBlock.members, false) }
            if let d = decl.as(EnumDeclSyntax.self) { return (d.name.text, d.modifiers, d.attributes, d.memberBlock.members, false) }
            if let d = decl.as(ActorDeclSyntax.self) { return (d.name.text, d.modifiers, d.attributes, d.memberBlock.members, false) }
            if let d = decl.as(ProtocolDeclSyntax.self) { return (d.name.text, d.modifiers, d.attributes, d.memberBlock.members, true) }
            return nil
        }

        private func hidden(_ decl: DeclSyntax?, path: [String]) {
            guard let decl, let n = Self.nominal(decl) else { return }
            let full = (path + [n.name]).joined(separator: ".")
            if !Self.isPublic(n.modifiers) || Self.isSPI(n.attributes) { hiddenTypes.insert(full) }
            for m in n.members { hidden(m.decl, path: path + [n.name]) }
        }

        private func visit(_ decl: DeclSyntax?, path: [String], access: Access, whereClause: String?) {
            guard let decl else { return }
            if let n = Self.nominal(decl) {
                let inner = path + [n.name]
                let shown = access != .hidden && !hiddenTypes.contains(inner.joined(separator: "."))
                for m in n.members {
                    visit(m.decl, path: inner, access: shown ? (n.isProtocol ? .membersPublic : .open) : .hidden, whereClause: nil)
                }
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                let extended = ext.extendedType.trimmedDescription
                let shown = !hiddenTypes.contains(extended) && !Self.isSPI(ext.attributes)
                let membersPublic = Self.isPublic(ext.modifiers)
                for m in ext.memberBlock.members {
                    visit(m.decl, path: [extended], access: shown ? (membersPublic ? .membersPublic : .open) : .hidden,
                          whereClause: ext.genericWhereClause?.trimmedDescription)
                }
            } else if let variable = decl.as(VariableDeclSyntax.self), access != .hidden, !Self.isSPI(variable.attributes) {
                let isPublic = Self.isPublic(variable.modifiers)
                    || (access == .membersPublic && !Self.hasAccessModifier(variable.modifiers))
                guard isPublic else { return }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let annotation = binding.typeAnnotation?.type else { continue }
                    var type = annotation.trimmedDescription
                    if let iuo = annotation.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                        type = "\(iuo.wrappedType.trimmedDescription)?"
                    }
                    guard !type.contains("Self") else { continue }
                    properties.append(Property(context: path.isEmpty ? nil : path.joined(separator: "."),
                                               whereClause: whereClause, name: name.replacingOccurrences(of: "`", with: ""), type: type))
                }
            }
        }
    }

    /// The downstream file that names every collected type.
    static func generate() throws -> (source: String, count: Int) {
        // What `import Folio` brings: the toolkit and the drawing module it re-exports.
        var trees: [(String, SourceFileSyntax)] = []
        for folder in ["Sources/Folio", "Sources/FolioGraphics", "Sources/FolioLayers"] {
            let files = FileManager.default.enumerator(at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
            for case let url as URL in files where url.pathExtension == "swift" {
                trees.append((url.path, Parser.parse(source: try String(contentsOf: url, encoding: .utf8))))
            }
        }
        let collector = Collector()
        collector.collect(trees.sorted { $0.0 < $1.0 }.map(\.1))
        var groups: [String: [Property]] = [:]
        var order: [String] = []
        for p in collector.properties {
            let key = [p.context ?? "", p.whereClause ?? ""].joined(separator: "|")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(p)
        }
        var out = """
        // Generated by PublicPropertyTypesTests (FOLIO_UPDATE_PUBLIC_TYPES=1 rewrites it): the type
        // of every public property of Folio, named where the property is declared, with
        // `import Folio` alone. A type this package cannot name fails its build.
        import Folio

        """
        for key in order.sorted() {
            let list = groups[key]!
            var used: Set<String> = []
            let lines = list.map { p -> String in
                var alias = "Type_\(p.name)"
                while used.contains(alias) { alias += "_" }
                used.insert(alias)
                return "typealias \(alias) = \(p.type)"
            }
            if let context = list[0].context {
                let clause = list[0].whereClause.map { " \($0)" } ?? ""
                out += "\nextension \(context)\(clause) {\n" + lines.map { "    \($0)\n" }.joined() + "}\n"
            } else {
                out += "\nenum GlobalPropertyTypes {\n" + lines.map { "    \($0)\n" }.joined() + "}\n"
            }
        }
        return (out, collector.properties.count)
    }

    @Test("the downstream package names every public property's type (FOLIO_UPDATE_PUBLIC_TYPES=1 rewrites the file)")
    func inStep() throws {
        let (source, count) = try Self.generate()
        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_PUBLIC_TYPES"] == "1" {
            try source.write(to: Self.generated, atomically: true, encoding: .utf8)
        }
        #expect(count > 500, "UIView, UIScrollView, the containers… \(count)")
        #expect(source.contains("extension TabPageViewController {") && source.contains("typealias Type_indicatorStyle ="))
        #expect(!source.contains("typealias Type_scrollLog"), "internal members are not named")
        let committed = try String(contentsOf: Self.generated, encoding: .utf8)
        #expect(committed == source, "Tests/Fixtures/Downstream/Sources/Downstream/PublicPropertyTypes.swift is out of date: run FOLIO_UPDATE_PUBLIC_TYPES=1 swift test --filter PublicPropertyTypes")
    }
}
