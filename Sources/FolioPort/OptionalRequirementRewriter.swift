import SwiftSyntax

/// The code's own `@objc optional` requirements → plain requirements with a default
/// implementation in an extension right after the protocol, so a conforming type writes only
/// what it needs, as before:
///
/// ```swift
/// @objc protocol PagerDelegate: AnyObject {            protocol PagerDelegate: AnyObject {
///     @objc optional func pager(_ p: Pager,                func pager(_ p: Pager, didShow page: Int)
///                                didShow page: Int)         func pagerWidth(_ p: Pager) -> CGFloat
///     @objc optional func pagerWidth(_ p: Pager)       }
///                              -> CGFloat          →   extension PagerDelegate {
/// }                                                        func pager(_ p: Pager, didShow page: Int) {}
/// … delegate?.pagerWidth?(self) ?? 320                     func pagerWidth(_ p: Pager) -> CGFloat { 320 }
///                                                      }
/// ```
///
/// A default returns nothing, `nil` for an optional type, the constant a call site falls back to
/// (`?? 320`), or the type's empty value (`false`, `0`, `""`, `[]`, `.zero`). A requirement whose
/// type has none of these stays required and is reported (`undefaulted`).
final class OptionalRequirementRewriter: ElementRemover {
    private let context: PortContext
    private(set) var count = 0
    /// `Protocol.member` of requirements left without a default.
    private(set) var undefaulted: [String] = []

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func shouldRemove(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.tokenKind == .keyword(.optional)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var items: [CodeBlockItemSyntax] = []
        for item in node {
            let optional = item.item.as(DeclSyntax.self)?.as(ProtocolDeclSyntax.self).map { proto in
                (proto, proto.memberBlock.members.map(\.decl).filter(\.isOptionalRequirement))
            }
            guard let (proto, requirements) = optional, !requirements.isEmpty else {
                items.append(visit(item))
                continue
            }
            let defaults = requirements.compactMap { defaultImplementation(of: $0, in: proto) }
            count += requirements.count
            items.append(visit(item))
            guard !defaults.isEmpty else { continue }
            let indent = String(proto.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" })
            let text = "\n\n\(indent)extension \(proto.name.text) {\n"
                + defaults.map { "\(indent)    \($0)\n" }.joined() + "\(indent)}"
            if let ext = SyntaxParsing.item(text) { items.append(ext) }
        }
        return CodeBlockItemListSyntax(items)
    }

    /// The default's source, or nil (recorded in `undefaulted`) when there is none to give.
    private func defaultImplementation(of decl: DeclSyntax, in proto: ProtocolDeclSyntax) -> String? {
        let isPublic = proto.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let access = isPublic ? "public " : ""
        let isStatic = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.static) } ?? false
        let staticText = isStatic ? "static " : ""
        if let function = decl.as(FunctionDeclSyntax.self) {
            let name = MethodName(function)
            let returnType = function.signature.returnClause?.type
            let value: String?
            if returnType == nil || ["Void", "()"].contains(returnType!.trimmedDescription) { value = "" }
            else { value = context.fallbacks[name] ?? Self.emptyValue(of: returnType!) }
            guard let value else { undefaulted.append("\(proto.name.text).\(name)"); return nil }
            let signature = function.signature.with(\.leadingTrivia, []).trimmedDescription
            let generics = function.genericParameterClause?.trimmedDescription ?? ""
            let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
            let body = value.isEmpty ? "{}" : "{ \(value) }"
            return "\(access)\(staticText)func \(function.name.text)\(generics)\(signature)\(whereClause) \(body)"
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let type = binding.typeAnnotation?.type {
            let name = binding.pattern.trimmedDescription
            guard let value = Self.emptyValue(of: type) else { undefaulted.append("\(proto.name.text).\(name)"); return nil }
            return "\(access)\(staticText)var \(name): \(type.trimmedDescription) { \(value) }"
        }
        return nil
    }

    /// The value a default returns for a type when no call site says: nil, false, 0, "", [], [:], .zero.
    static func emptyValue(of type: TypeSyntax) -> String? {
        if type.isOptionalType { return "nil" }
        if type.is(ArrayTypeSyntax.self) { return "[]" }
        if type.is(DictionaryTypeSyntax.self) { return "[:]" }
        switch type.trimmedDescription {
        case "Bool": return "false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger",
             "CGFloat", "Double", "Float", "TimeInterval": return "0"
        case "String": return "\"\""
        case "CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset": return ".zero"
        default: return nil
        }
    }
}
