import SwiftParser
import SwiftSyntax

/// Frameworks Linux has no implementation of, and Folio does not stand in for: a file that
/// imports one (with its `#if` already resolved as on iOS) is left out of the Linux build —
/// libraries keep their SwiftUI wrappers in files of their own — and so is a file that names a
/// type or a top-level function only such files declare. The report says which and why.
enum AppleOnlyImports {
    static let frameworks: Set<String> = [
        "SwiftUI", "Combine", "AppKit", "WatchKit", "WebKit", "MapKit", "AVKit", "PhotosUI", "SafariServices", "MessageUI",
    ]

    /// The files to leave out, each with the reason: the framework it imports, or the type of a
    /// left-out file it names.
    static func leftOut(_ files: [(relative: String, source: String)]) -> [String: String] {
        struct Facts { var imports: String?; var declares: Set<String>; var names: Set<String> }
        var facts: [String: Facts] = [:]
        for (relative, source) in files {
            let tree = Parser.parse(source: source)
            var imports: String?
            var declares: Set<String> = []
            for item in tree.statements {
                guard case .decl(let decl) = item.item else { continue }
                if let importDecl = decl.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text,
                   frameworks.contains(module), imports == nil { imports = module }
                if let name = declaredName(decl) { declares.insert(name) }
            }
            let names = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            })
            facts[relative] = Facts(imports: imports, declares: declares, names: names)
        }
        var reasons: [String: String] = [:]
        for (file, fact) in facts { if let module = fact.imports { reasons[file] = "it imports \(module)" } }
        // What only left-out files declare goes with them, to a fixed point.
        let keptDeclarations = { (file: String) in facts.filter { reasons[$0.key] == nil && $0.key != file }.values.reduce(Set<String>()) { $0.union($1.declares) } }
        var changed = !reasons.isEmpty
        while changed {
            changed = false
            let goneTypes = facts.filter { reasons[$0.key] != nil }.values.reduce(Set<String>()) { $0.union($1.declares) }
            for (file, fact) in facts.sorted(by: { $0.key < $1.key }) where reasons[file] == nil {
                let kept = keptDeclarations(file)
                if let name = fact.names.intersection(goneTypes).subtracting(kept).subtracting(fact.declares).sorted().first {
                    reasons[file] = "it names \(name), declared in a file left out"
                    changed = true
                }
            }
        }
        return reasons
    }

    private static func declaredName(_ decl: DeclSyntax) -> String? {
        if let d = decl.as(ClassDeclSyntax.self) { return d.name.text }
        if let d = decl.as(StructDeclSyntax.self) { return d.name.text }
        if let d = decl.as(EnumDeclSyntax.self) { return d.name.text }
        if let d = decl.as(ProtocolDeclSyntax.self) { return d.name.text }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return d.name.text }
        if let d = decl.as(ActorDeclSyntax.self) { return d.name.text }
        if let d = decl.as(FunctionDeclSyntax.self) { return d.name.text }
        return nil
    }
}
