import SwiftSyntax

/// Overrides written in an extension of the project's own class move into the class's body,
/// wherever it is declared: Swift overrides an Objective-C member from an extension (iOS), but
/// without the Objective-C runtime only a class body may override.
///
/// ```swift
/// extension PagerView {                         final class PagerView: UIView {
///     override func layoutSubviews() { … }  →       …
/// }                                                 override func layoutSubviews() { … }
///                                               }
/// ```
/// An extension's access level goes with its members (`public extension` → `public override`).
/// An override in an extension of a class the project does not declare (one of UIKit's) stays,
/// and is a manual step.
final class ExtensionOverrideRewriter: SyntaxRewriter {
    private let context: PortContext
    private(set) var count = 0

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    /// The overrides of a non-generic extension of a class the project declares, each with the
    /// extension's access level added when it has none of its own.
    static func movableOverrides(of node: ExtensionDeclSyntax, classes: Set<String>) -> [MemberBlockItemSyntax] {
        guard node.genericWhereClause == nil, classes.contains(node.extendedType.trimmedDescription) else { return [] }
        let access = node.modifiers.first { $0.isAccessLevel }
        return node.memberBlock.members.compactMap { (item: MemberBlockItemSyntax) -> MemberBlockItemSyntax? in
            guard item.decl.isOverride else { return nil }
            guard let access, var decl = item.decl.asProtocol(WithModifiersSyntax.self),
                  !decl.modifiers.contains(where: \.isAccessLevel) else { return item }
            var modifiers = Array(decl.modifiers)
            let leading = modifiers[0].leadingTrivia
            modifiers[0].leadingTrivia = []
            decl.modifiers = DeclModifierListSyntax([access.trimmed.with(\.leadingTrivia, leading).with(\.trailingTrivia, .space)] + modifiers)
            return item.with(\.decl, Syntax(fromProtocol: decl).cast(DeclSyntax.self))
        }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        guard !Self.movableOverrides(of: node, classes: context.projectClasses).isEmpty else { return super.visit(node) }
        let kept = node.memberBlock.members.filter { !$0.decl.isOverride }
        count += node.memberBlock.members.count - kept.count
        return super.visit(node.with(\.memberBlock.members, MemberBlockItemListSyntax(kept)))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard let moved = context.movedOverrides[node.name.text], !moved.isEmpty,
              Syntax(node).parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return super.visit(node) }
        let classIndent = node.leadingTrivia.indentation
        let indent = node.memberBlock.members.first?.leadingTrivia.indentation ?? classIndent + "    "
        let added = moved.compactMap { member in
            let comment = "\n\n\(indent)// Moved from an extension: Swift without the Objective-C runtime overrides only in a class body.\n\(indent)"
            return SyntaxParsing.members(comment + member.text.reindented(to: indent, from: member.indentation)).first
        }
        var body = node.memberBlock.with(\.members, node.memberBlock.members + added)
        if !body.rightBrace.leadingTrivia.contains(where: \.isNewline) {
            body.rightBrace.leadingTrivia = .newline + .spaces(classIndent.count)
        }
        return super.visit(node.with(\.memberBlock, body))
    }
}

extension DeclModifierSyntax {
    /// `public`, `internal`, `fileprivate`, `private`, `open`, `package`.
    var isAccessLevel: Bool {
        [.keyword(.public), .keyword(.internal), .keyword(.fileprivate), .keyword(.private), .keyword(.open), .keyword(.package)]
            .contains(name.tokenKind) && detail == nil
    }
}

extension DeclSyntax {
    /// Whether the declaration says `override`.
    var isOverride: Bool {
        asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }
}

extension String {
    /// The text's lines after the first moved from `old` indentation to `new`.
    func reindented(to new: String, from old: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0, line.hasPrefix(old) else { return String(line) }
            return new + line.dropFirst(old.count)
        }.joined(separator: "\n")
    }
}
