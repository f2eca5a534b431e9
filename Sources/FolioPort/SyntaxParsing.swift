import SwiftParser
import SwiftSyntax

/// Small pieces of Swift parsed from text, for the code the rewriters add.
enum SyntaxParsing {
    /// One expression.
    static func expression(_ text: String) -> ExprSyntax {
        let file = Parser.parse(source: text)
        if case .expr(let expr)? = file.statements.first?.item { return expr.trimmed }
        return ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(text)))
    }

    /// Declarations, as the members of a type body.
    static func members(_ text: String) -> MemberBlockItemListSyntax {
        let file = Parser.parse(source: "extension X {\(text)}")
        guard case .decl(let decl)? = file.statements.first?.item, let ext = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return ext.memberBlock.members
    }

    /// One top-level statement or declaration.
    static func item(_ text: String) -> CodeBlockItemSyntax? {
        Parser.parse(source: text).statements.first
    }
}

extension SyntaxProtocol {
    /// The name of the type whose body or extension holds this node (`Outer.Inner` when nested),
    /// or nil at the top level.
    var enclosingTypeName: String? {
        var names: [String] = []
        var node = parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = current.as(StructDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = current.as(EnumDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = current.as(ActorDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = current.as(ExtensionDeclSyntax.self) {
                var type = decl.extendedType.trimmed
                if let generic = type.as(IdentifierTypeSyntax.self) { type = TypeSyntax(generic.with(\.genericArgumentClause, nil)) }
                names.insert(type.trimmedDescription, at: 0)
                break
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}
