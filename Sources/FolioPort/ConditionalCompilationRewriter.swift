import SwiftSyntax

/// Resolves `#if` for iOS with Folio: the conditions a Linux compiler would answer otherwise than
/// an iPhone's — `canImport(UIKit)` (and CoreGraphics, QuartzCore) and `os(iOS)` are true here,
/// the other Apple systems, `canImport(AppKit)`, `targetEnvironment(macCatalyst)` and
/// `targetEnvironment(simulator)` false — are decided, and a clause they decide is kept inline or
/// dropped. Everything else (`DEBUG`, `swift(>=5.9)`, `os(Linux)`, `canImport(Combine)`) is left
/// to the compiler: a condition that mixes both keeps only what is undecided.
///
/// Cross-platform libraries then take their UIKit branch instead of their AppKit one.
final class ConditionalCompilationRewriter: SyntaxRewriter {
    /// Modules `import Folio` stands in for.
    static let folioModules: Set<String> = ImportRewriter.replaced
    /// Modules no Folio build has: Apple's desktop and watch frameworks.
    static let absentModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Carbon"]
    /// The systems an iOS build is not (`os(Linux)` is left to the compiler).
    static let otherSystems: Set<String> = ["macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI"]

    private(set) var count = 0

    init() { super.init(viewMode: .sourceAccurate) }

    /// What a condition is known to be: true, false, or the part left to the compiler.
    enum Value {
        case known(Bool)
        case undecided(String)
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            guard case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) else { items.append(item); continue }
            switch resolve(ifConfig) {
            case .unchanged: items.append(item)
            case .replaced(let decl): items.append(item.with(\.item, .decl(DeclSyntax(decl))))
            case .inline(.statements(let inner)?): items += inlined(Array(inner), after: item.leadingTrivia)
            case .inline: break
            }
        }
        return CodeBlockItemListSyntax(items)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        var items: [MemberBlockItemSyntax] = []
        for item in visited {
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { items.append(item); continue }
            switch resolve(ifConfig) {
            case .unchanged: items.append(item)
            case .replaced(let decl): items.append(item.with(\.decl, DeclSyntax(decl)))
            case .inline(.decls(let inner)?): items += inlined(Array(inner), after: item.leadingTrivia)
            case .inline: break
            }
        }
        return MemberBlockItemListSyntax(items)
    }

    /// The first of `items` takes the place of the `#if`: what stood before it (comments, blank lines).
    private func inlined<Item: SyntaxProtocol>(_ items: [Item], after trivia: Trivia) -> [Item] {
        guard let first = items.first else { return [] }
        // Its own trivia after the line break that followed `#if …`: a comment of its own stays.
        let own = Array(first.leadingTrivia.drop { !$0.isNewline }.dropFirst().drop(while: \.isSpaceOrTab))
        return [first.with(\.leadingTrivia, trivia + Trivia(pieces: own))] + items.dropFirst()
    }

    private enum Resolution {
        case unchanged
        /// The `#if` with decided clauses dropped or simplified.
        case replaced(IfConfigDeclSyntax)
        /// One clause's contents in place of the `#if` (nil: nothing).
        case inline(IfConfigClauseSyntax.Elements?)
    }

    private func resolve(_ node: IfConfigDeclSyntax) -> Resolution {
        var kept: [IfConfigClauseSyntax] = []
        var changed = false
        for clause in node.clauses {
            let value = clause.condition.map(Self.evaluate) ?? .known(true)
            switch value {
            case .known(false):
                changed = true
            case .known(true):
                if kept.isEmpty {
                    count += 1
                    return .inline(clause.elements)
                }
                if clause.condition != nil { changed = true }
                kept.append(clause.with(\.poundKeyword, .poundElseToken(leadingTrivia: clause.poundKeyword.leadingTrivia)).with(\.condition, nil))
                return finish(node, kept)
            case .undecided(let rest):
                var clause = clause
                if let condition = clause.condition, rest != condition.trimmedDescription {
                    changed = true
                    clause.condition = SyntaxParsing.expression(rest).with(\.leadingTrivia, condition.leadingTrivia)
                        .with(\.trailingTrivia, condition.trailingTrivia)
                }
                kept.append(clause)
            }
        }
        if kept.isEmpty { count += 1; return .inline(nil) }
        return changed ? finish(node, kept) : .unchanged
    }

    private func finish(_ node: IfConfigDeclSyntax, _ kept: [IfConfigClauseSyntax]) -> Resolution {
        count += 1
        var clauses = kept
        if clauses[0].poundKeyword.tokenKind != .poundIf {
            clauses[0].poundKeyword = .poundIfToken(leadingTrivia: clauses[0].poundKeyword.leadingTrivia,
                                                    trailingTrivia: clauses[0].poundKeyword.trailingTrivia)
        }
        return .replaced(node.with(\.clauses, IfConfigClauseListSyntax(clauses)))
    }

    /// The value of an `#if` condition on iOS with Folio.
    static func evaluate(_ condition: ExprSyntax) -> Value {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return .known(literal.literal.tokenKind == .keyword(.true)) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            switch evaluate(inner.expression) {
            case .known(let b): return .known(b)
            case .undecided(let rest): return .undecided("(\(rest))")
            }
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            switch evaluate(prefix.expression) {
            case .known(let b): return .known(!b)
            case .undecided(let rest): return .undecided("!" + rest)
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(evaluate(infix.leftOperand), op, evaluate(infix.rightOperand))
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedDescription {
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            switch name {
            case "canImport" where folioModules.contains(module): return .known(true)
            case "canImport" where absentModules.contains(module): return .known(false)
            case "os" where argument == "iOS": return .known(true)
            case "os" where otherSystems.contains(argument): return .known(false)
            case "targetEnvironment" where ["macCatalyst", "simulator"].contains(argument): return .known(false)
            default: break
            }
        }
        return .undecided(condition.trimmedDescription)
    }

    /// `a || b && c` as written (unfolded): `||` binds looser than `&&`.
    private static func evaluate(sequence elements: [ExprSyntax]) -> Value {
        func split(_ items: [ExprSyntax], on op: String) -> [[ExprSyntax]] {
            var parts: [[ExprSyntax]] = [[]]
            for item in items {
                if item.as(BinaryOperatorExprSyntax.self)?.operator.text == op { parts.append([]) } else { parts[parts.count - 1].append(item) }
            }
            return parts
        }
        func value(of items: [ExprSyntax]) -> Value {
            if items.count == 1 { return evaluate(items[0]) }
            return .undecided(items.map(\.trimmedDescription).joined(separator: " "))
        }
        let disjuncts = split(elements, on: "||").map { conjunction in
            split(conjunction, on: "&&").map(value).reduce(nil) { (sum: Value?, next) in sum.map { combine($0, "&&", next) } ?? next }!
        }
        return disjuncts.dropFirst().reduce(disjuncts[0]) { combine($0, "||", $1) }
    }

    private static func combine(_ a: Value, _ op: String, _ b: Value) -> Value {
        switch (op, a, b) {
        case ("&&", .known(false), _), ("&&", _, .known(false)): return .known(false)
        case ("||", .known(true), _), ("||", _, .known(true)): return .known(true)
        case ("&&", .known(true), let other), ("&&", let other, .known(true)),
             ("||", .known(false), let other), ("||", let other, .known(false)): return other
        case (_, .undecided(let x), .undecided(let y)): return .undecided("\(x) \(op) \(y)")
        default: return .undecided("?")
        }
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
