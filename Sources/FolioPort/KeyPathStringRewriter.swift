import SwiftSyntax

/// `#keyPath(…)` → the string it stands for, as Core Animation and key-value coding take it
/// (`CABasicAnimation(keyPath:)`, `value(forKeyPath:)`): the components joined by dots, without
/// a leading type name.
///
/// | UIKit | Folio |
/// |---|---|
/// | `#keyPath(CAShapeLayer.strokeEnd)` | `"strokeEnd"` |
/// | `#keyPath(CALayer.transform.rotation)` | `"transform.rotation"` |
/// | `#keyPath(progress)`, `#keyPath(self.layer.opacity)` | `"progress"`, `"layer.opacity"` |
///
/// A leading component is a type when it starts with a capital letter (Swift's naming); an
/// argument that is not a chain of names is left for the scan to report.
final class KeyPathStringRewriter: SyntaxRewriter {
    private(set) var count = 0

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "keyPath", node.pound.text == "#", node.arguments.count == 1,
              let argument = node.arguments.first, argument.label == nil,
              var names = Self.names(argument.expression) else {
            return super.visit(node)
        }
        if names.count > 1, names[0] == "self" || names[0].first?.isUppercase == true { names.removeFirst() }
        guard !names.isEmpty else { return super.visit(node) }
        count += 1
        let literal = SyntaxParsing.expression("\"" + names.joined(separator: ".") + "\"")
        return literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `a.b.c` as ["a", "b", "c"]; nil for anything but names joined by dots.
    private static func names(_ expr: ExprSyntax) -> [String]? {
        if let reference = expr.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return [reference.baseName.text]
        }
        if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil,
           let head = names(base) {
            return head + [access.declName.baseName.text]
        }
        return nil
    }
}
