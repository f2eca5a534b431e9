import SwiftSyntax

/// Overrides written in an extension of the project's own class go into the class's body: Swift
/// overrides an Objective-C member from an extension (iOS), but without the Objective-C runtime
/// only a class body may override.
///
/// In the class's own file the override moves as it is. From another file, where its body may
/// call the file's private helpers, it stays in the extension as a plain member (`…FromExtension`)
/// and the class body gets an override that forwards to it:
///
/// ```swift
/// // Debugging.swift                            // LayoutConstraint.swift
/// extension LayoutConstraint {                  class LayoutConstraint: NSLayoutConstraint {
///     override var description: String { … }        override var description: String {
/// }                                                     get { descriptionFromExtension }
///                                                   }
/// →                                             }
/// extension LayoutConstraint {
///     internal var descriptionFromExtension: String { … }
/// }
/// ```
/// An extension's access level goes with its members (`public extension` → `public override`).
/// An override in an extension of a class the project does not declare (one of UIKit's), or in
/// a constrained extension, stays, and is a manual step.
final class ExtensionOverrideRewriter: SyntaxRewriter {
    private let context: PortContext
    /// The index of the file being ported among the project's sources.
    private let file: Int?
    private(set) var count = 0

    init(context: PortContext, file: Int?) {
        self.context = context
        self.file = file
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

    /// The name an override kept in its extension takes.
    static func helperName(_ name: String) -> String { name + "FromExtension" }

    /// The class-body override that forwards to the member kept in the extension; nil for a
    /// member that cannot forward (an initializer, a subscript), which moves whole.
    static func forwarder(of member: MemberBlockItemSyntax) -> String? {
        if let function = member.decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil {
            let arguments = function.signature.parameterClause.parameters.map { parameter in
                let value = (parameter.secondName ?? parameter.firstName).text
                return parameter.firstName.tokenKind == .wildcard ? value : "\(parameter.firstName.text): \(value)"
            }
            let effects = function.signature.effectSpecifiers
            let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
                + "\(helperName(function.name.text))(\(arguments.joined(separator: ", ")))"
            let header = function.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
            return "\(header) {\n    return \(call)\n}"
        }
        if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation {
            let settable = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)?.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) } ?? false
            let header = "\(variable.modifiers.map(\.trimmedDescription).joined(separator: " ")) var \(name)\(type.trimmedDescription)"
            let helper = helperName(name)
            return "\(header) {\n    get { \(helper) }" + (settable ? "\n    set { \(helper) = newValue }" : "") + "\n}"
        }
        return nil
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        let type = node.extendedType.trimmedDescription
        guard !Self.movableOverrides(of: node, classes: context.projectClasses).isEmpty else { return super.visit(node) }
        let sameFile = file != nil && context.classFiles[type] == file
        var members: [MemberBlockItemSyntax] = []
        for item in node.memberBlock.members {
            guard item.decl.isOverride else { members.append(item); continue }
            count += 1
            if sameFile || Self.forwarder(of: item) == nil { continue }
            members.append(item.with(\.decl, Self.helper(from: item.decl, inPublicExtension: node.modifiers.contains(where: \.isAccessLevel))))
        }
        return super.visit(node.with(\.memberBlock.members, MemberBlockItemListSyntax(members)))
    }

    /// The override as a plain member of its extension, renamed, internal.
    private static func helper(from decl: DeclSyntax, inPublicExtension: Bool) -> DeclSyntax {
        guard var withModifiers = decl.asProtocol(WithModifiersSyntax.self) else { return decl }
        let dropped: [TokenKind] = [.keyword(.override), .keyword(.open), .keyword(.public)]
        let leading = withModifiers.modifiers.first?.leadingTrivia ?? []
        var modifiers = withModifiers.modifiers.filter { !dropped.contains($0.name.tokenKind) }.map { $0.with(\.leadingTrivia, []) }
        if inPublicExtension || modifiers.isEmpty { modifiers.insert(DeclModifierSyntax(name: .keyword(.internal, trailingTrivia: .space)), at: 0) }
        modifiers[0].leadingTrivia = leading
        withModifiers.modifiers = DeclModifierListSyntax(modifiers)
        var result = Syntax(fromProtocol: withModifiers).cast(DeclSyntax.self)
        if var function = result.as(FunctionDeclSyntax.self) {
            function.name = .identifier(helperName(function.name.text), leadingTrivia: function.name.leadingTrivia, trailingTrivia: function.name.trailingTrivia)
            function.funcKeyword.leadingTrivia = []
            result = DeclSyntax(function)
        } else if var variable = result.as(VariableDeclSyntax.self), var binding = variable.bindings.first,
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
            binding.pattern = PatternSyntax(pattern.with(\.identifier, .identifier(helperName(pattern.identifier.text),
                                                                                   trailingTrivia: pattern.identifier.trailingTrivia)))
            variable.bindings = PatternBindingListSyntax([binding])
            variable.bindingSpecifier.leadingTrivia = []
            result = DeclSyntax(variable)
        }
        return result
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard let moved = context.movedOverrides[node.name.text], !moved.isEmpty,
              Syntax(node).parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return super.visit(node) }
        let classIndent = node.leadingTrivia.indentation
        let indent = node.memberBlock.members.first?.leadingTrivia.indentation ?? classIndent + "    "
        let added = moved.compactMap { member -> MemberBlockItemSyntax? in
            let whole = member.file == file || member.forwarder == nil
            let comment = whole
                ? "// Moved from an extension: Swift without the Objective-C runtime overrides only in a class body."
                : "// Written in an extension in another file, which keeps its body: Swift without the Objective-C runtime overrides only in a class body."
            let text = whole ? member.text.reindented(to: indent, from: member.indentation) : member.forwarder!.reindented(to: indent, from: "")
            return SyntaxParsing.members("\n\n\(indent)\(comment)\n\(indent)" + text).first
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
