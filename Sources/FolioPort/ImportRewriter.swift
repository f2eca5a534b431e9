import SwiftSyntax

/// `import UIKit`, `import CoreGraphics`, `import QuartzCore` (and their submodules, such as
/// `UIKit.UIGestureRecognizerSubclass`) → `import Folio`, once per file; other imports stay.
/// `extraModules` are imported after Folio when missing (the app entry point's window host).
final class ImportRewriter: SyntaxRewriter {
    /// The Apple frameworks whose API Folio provides.
    static let replaced: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]

    private let extraModules: [String]
    private(set) var count = 0

    init(extraModules: [String] = []) {
        self.extraModules = extraModules
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var items: [CodeBlockItemSyntax] = []
        var imported = Set<String>()
        var folioIndex: Int?
        var pendingTrivia: Trivia?
        func keep(_ item: CodeBlockItemSyntax) {
            guard let trivia = pendingTrivia else { items.append(item); return }
            pendingTrivia = nil
            items.append(item.with(\.leadingTrivia, Self.keepingComments(of: trivia, before: item.leadingTrivia)))
        }
        for item in node.statements {
            guard case .decl(let decl) = item.item, var importDecl = decl.as(ImportDeclSyntax.self) else {
                keep(item)
                continue
            }
            let module = importDecl.path.first?.name.text ?? ""
            if Self.replaced.contains(module), importDecl.importKindSpecifier == nil {
                count += 1
                if imported.contains("Folio") {
                    // A second framework import: dropped, its comments kept for what follows.
                    pendingTrivia = (pendingTrivia ?? []) + item.leadingTrivia
                    continue
                }
                let name = TokenSyntax.identifier("Folio", leadingTrivia: importDecl.path.first!.leadingTrivia,
                                                  trailingTrivia: importDecl.path.last!.trailingTrivia)
                importDecl.path = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: name)])
                imported.insert("Folio")
                folioIndex = items.count
                keep(item.with(\.item, .decl(DeclSyntax(importDecl))))
                continue
            }
            let path = importDecl.path.trimmedDescription
            if imported.contains(path), importDecl.attributes.isEmpty, importDecl.importKindSpecifier == nil {
                count += 1
                pendingTrivia = (pendingTrivia ?? []) + item.leadingTrivia
                continue
            }
            imported.insert(path)
            if path == "Folio" { folioIndex = items.count }
            keep(item)
        }
        let missing = extraModules.filter { !imported.contains($0) }
        if !missing.isEmpty {
            let at = folioIndex.map { $0 + 1 } ?? 0
            let added = missing.map { module in
                CodeBlockItemSyntax(item: .decl(DeclSyntax(ImportDeclSyntax(
                    leadingTrivia: at == 0 ? [] : .newline,
                    importKeyword: .keyword(.import, trailingTrivia: .space),
                    path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))]),
                    trailingTrivia: at == 0 ? .newline : []))))
            }
            items.insert(contentsOf: added, at: at)
        }
        return node.with(\.statements, CodeBlockItemListSyntax(items))
    }

    /// The leading trivia of the statement after dropped imports: its own, after the dropped
    /// imports' comments (a licence header above `import UIKit` stays).
    static func keepingComments(of dropped: Trivia, before own: Trivia) -> Trivia {
        let pieces = Array(dropped)
        guard let last = pieces.lastIndex(where: { $0.isComment }) else { return own }
        return Trivia(pieces: Array(pieces[...last])) + own
    }
}
