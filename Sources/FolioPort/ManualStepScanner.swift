import SwiftSyntax

/// Finds what has no mechanical Folio form — it relies on the Objective-C runtime — and says
/// what to write instead, with the place in the (rewritten) file.
final class ManualStepScanner: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    /// `Protocol.member` of optional requirements the port could give no default.
    private let undefaulted: Set<String>
    /// The classes the project declares (overrides in their extensions were moved).
    private let projectClasses: Set<String>
    private(set) var steps: [ManualStep] = []

    /// Calls by full name, and what to write instead.
    static let calls: [(name: MethodName, suggestion: String)] = [
        (MethodName(parsing: "responds(to:)"),
         "answered only for the messages Folio lists by name (sharedApplication, keyWindow, window, view…): make the method a protocol requirement with a default implementation (Folio's delegates are), or test `as? SomeProtocol`"),
        (MethodName(parsing: "perform(_:)"), "answered only for the messages Folio lists by name (sharedApplication…): call the method directly"),
        (MethodName(parsing: "perform(_:with:)"), "call the method directly"),
        (MethodName(parsing: "perform(_:with:with:)"), "call the method directly"),
        (MethodName(parsing: "perform(_:with:afterDelay:)"),
         "schedule a closure on the app's clock instead of a delayed selector"),
        (MethodName(parsing: "performSelector(onMainThread:with:waitUntilDone:)"), "call the method directly on the main actor"),
        (MethodName(parsing: "value(forKey:)"), "key-value coding: read the property, or a Swift key path `object[keyPath: \\Type.property]`"),
        (MethodName(parsing: "value(forKeyPath:)"), "key-value coding: a Swift key path `object[keyPath: \\Type.a.b]`"),
        (MethodName(parsing: "setValue(_:forKey:)"), "key-value coding: assign the property, or through a `ReferenceWritableKeyPath`"),
        (MethodName(parsing: "setValue(_:forKeyPath:)"), "key-value coding: assign through a `ReferenceWritableKeyPath`"),
        (MethodName(parsing: "addObserver(_:forKeyPath:options:context:)"),
         "key-value observing: observe with `didSet` on the property, or a closure the owner calls"),
        (MethodName(parsing: "observe(_:options:changeHandler:)"),
         "key-value observing: observe with `didSet` on the property, or a closure the owner calls"),
        (MethodName(parsing: "method_exchangeImplementations(_:_:)"), "swizzling: subclass and override, or wrap the call"),
        (MethodName(parsing: "class_getInstanceMethod(_:_:)"), "swizzling: subclass and override, or wrap the call"),
        (MethodName(parsing: "class_replaceMethod(_:_:_:_:)"), "swizzling: subclass and override, or wrap the call"),
        (MethodName(parsing: "method_setImplementation(_:_:)"), "swizzling: subclass and override, or wrap the call"),
    ]

    /// The messages Folio's `responds(to:)` and `perform(_:)` answer by name (its `MessageTable`).
    static let answeredMessages: Set<String> = [
        "sharedApplication", "mainScreen", "currentDevice", "keyWindow", "delegate", "window", "superview", "layer", "view",
        "description", "self",
    ]

    /// `responds(to:)` / `perform(_:)` of `NSSelectorFromString("name")` or `Selector(("name"))`
    /// where Folio answers `name`.
    static func asksAnsweredMessage(_ node: FunctionCallExprSyntax) -> Bool {
        guard ["responds", "perform"].contains(node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text),
              node.arguments.count == 1, var argument = node.arguments.first?.expression else { return false }
        while let call = argument.as(FunctionCallExprSyntax.self),
              ["NSSelectorFromString", "Selector"].contains(call.calledExpression.trimmedDescription),
              let inner = call.arguments.first?.expression {
            argument = inner
        }
        if let tuple = argument.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first { argument = inner.expression }
        guard let literal = argument.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return false }
        return answeredMessages.contains(text)
    }

    init(file: String, tree: SourceFileSyntax, undefaulted: Set<String>, projectClasses: Set<String> = []) {
        self.projectClasses = projectClasses
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        self.undefaulted = undefaulted
        super.init(viewMode: .sourceAccurate)
    }

    private func report(_ node: some SyntaxProtocol, _ what: String, _ suggestion: String) {
        let location = node.startLocation(converter: converter)
        steps.append(ManualStep(file: file, line: location.line, column: location.column, what: what, suggestion: suggestion))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let base: String?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { base = member.declName.baseName.text }
        else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { base = reference.baseName.text }
        else { base = nil }
        if let base, let match = Self.calls.first(where: {
            $0.name.base == base && $0.name.isCalled(by: node.argumentLabels, trailingClosures: node.trailingClosureCount) }),
           !Self.asksAnsweredMessage(node) {
            let place = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node.calledExpression)
            report(place, match.name.description, match.suggestion)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            report(node, "#selector(\(node.arguments.trimmedDescription))",
                   "no enclosing type to name the method through (or a setter): write a closure or a method reference `Type.method(_:)`")
        case "keyPath":
            report(node, "#keyPath(\(node.arguments.trimmedDescription))", "a string of the property names (\"a.b\"), or a Swift key path `\\Type.property`")
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "NSManaged" {
            report(node, "@NSManaged", "Core Data's runtime-backed properties: store the value yourself")
        }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription
        for member in node.memberBlock.members where member.decl.isOverride {
            if !projectClasses.contains(type) {
                report(member.decl, "override in an extension of \(type)",
                       "Swift overrides only in a class body: make a subclass of \(type) that overrides it and use the subclass")
            } else if node.genericWhereClause != nil {
                report(member.decl, "override in an extension of \(type)",
                       "Swift overrides only in a class body: move it into \(type)'s body (a constrained extension cannot be moved mechanically)")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            let name: String?
            if let function = member.decl.as(FunctionDeclSyntax.self) { name = MethodName(function).description }
            else { name = member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription }
            guard let name, undefaulted.contains("\(node.name.text).\(name)") else { continue }
            report(member.decl, "optional requirement \(node.name.text).\(name)",
                   "its type has no empty value, so it is required now: implement it in every conforming type, or add a default in an extension")
        }
        return .visitChildren
    }
}
