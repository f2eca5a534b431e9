import SwiftSyntax

/// `#selector(…)` → the typed method reference Folio's target–action takes, named through the
/// type that holds the code (so it type-checks in non-final classes and in extensions):
///
/// | UIKit | Folio |
/// |---|---|
/// | `#selector(done)`, `#selector(self.done)` | `Editor.done` |
/// | `#selector(pageChanged(_:))` | `Editor.pageChanged(_:)` |
/// | `#selector(Other.move(_:with:))` | `Other.move(_:with:)` |
/// | `#selector(getter: Other.title)` | `{ (target: Other) in { _ = target.title } }` |
///
/// A selector outside any type, or of a setter, has no such form and is reported.
final class SelectorRewriter: SyntaxRewriter {
    private(set) var count = 0
    private(set) var unresolved: [MacroExpansionExprSyntax] = []

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", node.pound.text == "#",
              let argument = node.arguments.first, node.arguments.count == 1 else {
            return super.visit(node)
        }
        guard let replacement = reference(for: argument, in: node) else {
            unresolved.append(node)
            return ExprSyntax(node)
        }
        count += 1
        return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private func reference(for argument: LabeledExprSyntax, in node: MacroExpansionExprSyntax) -> ExprSyntax? {
        let expr = argument.expression.trimmed
        if let label = argument.label?.text {
            // A setter's value type is not in the source: only a getter has a mechanical form.
            guard label == "getter", let (type, member) = split(expr, in: node) else { return nil }
            return SyntaxParsing.expression("{ (target: \(type)) in { _ = target.\(member) } }")
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            guard let type = node.enclosingTypeName else { return nil }
            return SyntaxParsing.expression("\(type).\(reference.trimmedDescription)")
        }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base {
            if let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, baseName == "self" || baseName == "Self" {
                guard let type = node.enclosingTypeName else { return nil }
                return SyntaxParsing.expression("\(type).\(access.declName.trimmedDescription)")
            }
            return ExprSyntax(access)
        }
        return nil
    }

    /// `Type.member` (or `member` / `self.member` in a type) split into its type and member.
    private func split(_ expr: ExprSyntax, in node: MacroExpansionExprSyntax) -> (String, String)? {
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base {
            let baseText = base.trimmedDescription
            let type = (baseText == "self" || baseText == "Self") ? node.enclosingTypeName : baseText
            return type.map { ($0, access.declName.baseName.text) }
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), let type = node.enclosingTypeName {
            return (type, reference.baseName.text)
        }
        return nil
    }
}
