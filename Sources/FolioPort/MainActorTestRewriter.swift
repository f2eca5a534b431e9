import SwiftSyntax

/// Test methods of a main-actor XCTest case (`@MainActor class PagerTests: XCTestCase`, or a
/// subclass of one) become `nonisolated` methods that run their body on the main actor:
/// Linux's XCTest runner calls a test through a plain `(Case) -> () -> ()`, and cannot call one
/// whose type says `@MainActor` (it stops with "Could not cast value of type …").
///
/// ```swift
/// func testPages() throws { body }           nonisolated func testPages() throws {
///                                       →        try MainActor.assumeIsolated { body }
///                                            }
/// func testScroll() async { body }           nonisolated func testScroll() async {
///                                       →        await mainActor_testScroll()
///                                            }
///                                            private func mainActor_testScroll() async { body }
/// ```
/// The runner runs tests on the main thread, so the body runs where it ran on iOS.
final class MainActorTestRewriter: SyntaxRewriter {
    private let context: PortContext
    private(set) var count = 0

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let typeName = Syntax(node).parent?.parent.flatMap(Self.typeName), context.isMainActorTestCase(typeName) else {
            return visited
        }
        var items: [MemberBlockItemSyntax] = []
        for item in visited {
            guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  Self.isTestMethod(function) || Self.isAsyncLifecycleOverride(function) else {
                items.append(item)
                continue
            }
            let effects = function.signature.effectSpecifiers
            let isAsync = effects?.asyncSpecifier != nil
            let throwsText = effects?.throwsClause != nil ? "try " : ""
            let indent = function.leadingTrivia.indentation
            let name = function.name.text
            var signature = function.with(\.body, nil)
            signature.attributes = AttributeListSyntax(function.attributes.filter {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "MainActor" })
            // `nonisolated` goes first among the modifiers, where the first of them (or `func`) stood.
            let before = signature.modifiers.first?.leadingTrivia ?? signature.funcKeyword.leadingTrivia
            if signature.modifiers.isEmpty { signature.funcKeyword.leadingTrivia = [] } else { signature.modifiers[signature.modifiers.startIndex].leadingTrivia = [] }
            signature.modifiers = [DeclModifierSyntax(name: .keyword(.nonisolated, leadingTrivia: signature.attributes.isEmpty ? [] : before,
                                                                     trailingTrivia: .space))] + signature.modifiers
            let header = signature.trimmedDescription
            let statements = body.statements.description.indented(by: "    ")
            let text: String
            if isAsync {
                // `super.setUp()` is XCTest's, not the main actor's: it stays in the nonisolated method.
                let statements = Array(body.statements)
                let leadingSuper = statements.prefix { $0.isSuperCall(name) }
                let trailingSuper = statements.dropFirst(leadingSuper.count).reversed().prefix { $0.isSuperCall(name) }.reversed()
                let rest = statements.dropFirst(leadingSuper.count).dropLast(trailingSuper.count)
                let helper = Self.isTestMethod(function) ? "mainActor_\(name)" : "\(name)OnMainActor_\(typeName)"
                let call = "\n\(indent)    \(throwsText)await \(helper)()"
                let wrapper = leadingSuper.map(\.description).joined() + (rest.isEmpty ? "" : call) + trailingSuper.map(\.description).joined()
                let helperSignature = function.signature.trimmedDescription
                text = "\(header) {\(wrapper)\n\(indent)}"
                    + (rest.isEmpty ? "" : "\n\n\(indent)private func \(helper)\(helperSignature) {\(rest.map(\.description).joined())\n\(indent)}")
            } else {
                text = "\(header) {\n\(indent)    \(throwsText)MainActor.assumeIsolated {\(statements)\n\(indent)    }\n\(indent)}"
            }
            let members = Array(SyntaxParsing.members(text))
            guard let first = members.first else { items.append(item); continue }
            count += 1
            items.append(first.with(\.leadingTrivia, function.leadingTrivia))
            items += members.dropFirst()
        }
        return MemberBlockItemListSyntax(items)
    }

    /// A method the runner finds: `func test…()` of an instance, not private, not already nonisolated.
    static func isTestMethod(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text.hasPrefix("test") && function.signature.parameterClause.parameters.isEmpty
            && function.genericParameterClause == nil
            && !function.modifiers.contains { [.keyword(.private), .keyword(.fileprivate), .keyword(.static), .keyword(.class),
                                               .keyword(.nonisolated)].contains($0.name.tokenKind) }
    }

    /// `override func setUp() async throws` (or `tearDown`): its call of XCTest's `super.setUp()`
    /// must not run on the main actor.
    static func isAsyncLifecycleOverride(_ function: FunctionDeclSyntax) -> Bool {
        ["setUp", "tearDown"].contains(function.name.text) && function.signature.parameterClause.parameters.isEmpty
            && function.signature.effectSpecifiers?.asyncSpecifier != nil
            && function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            && !function.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    /// The name of the class or extension whose body this is.
    private static func typeName(_ node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        return nil
    }
}

extension Trivia {
    /// The spaces and tabs after the last newline: a line's indentation.
    var indentation: String {
        var text = ""
        for piece in self {
            switch piece {
            case .newlines, .carriageReturnLineFeeds, .carriageReturns: text = ""
            case .spaces(let n): text += String(repeating: " ", count: n)
            case .tabs(let n): text += String(repeating: "\t", count: n)
            default: break
            }
        }
        return text
    }
}

extension String {
    /// Every line that holds more than spaces indented by `prefix` more (a multi-line string
    /// literal keeps its text: its closing quotes move as far as its lines).
    func indented(by prefix: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.allSatisfy(\.isWhitespace) ? String(line) : prefix + line
        }.joined(separator: "\n")
    }
}

extension CodeBlockItemSyntax {
    /// `super.name()`, `try super.name()`, `try await super.name()`.
    func isSuperCall(_ name: String) -> Bool {
        guard case .expr(var expression) = item else { return false }
        while true {
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression; continue }
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression; continue }
            break
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == name
    }
}
