import SwiftParser
import SwiftSyntax

/// What a port must know of the whole project before it rewrites any one file: the optional
/// requirements of the code's own protocols (their call sites may be in other files), the
/// fallbacks those call sites give (`delegate?.widthFor?(…) ?? 44` makes 44 the default), and the
/// types that already say whether their rows can be edited.
public struct PortContext: Sendable {
    /// Optional method requirements of the project's own `@objc` protocols.
    var optionalMethods: Set<MethodName> = []
    /// Optional property requirements of a non-optional type (`optional var count: Int { get }`).
    var optionalProperties: Set<String> = []
    /// The first constant fallback a call site gives an optional requirement (`?? true`).
    var fallbacks: [MethodName: String] = [:]
    /// Types (by name, as their declarations or extensions spell them) that implement `tableView(_:canEditRowAt:)`.
    var typesWithCanEdit: Set<String> = []
    /// Each class's superclass (the first type it inherits from), by name.
    var superclasses: [String: String] = [:]
    /// Classes declared `@MainActor` (their subclasses inherit the isolation).
    var mainActorClasses: Set<String> = []
    /// Classes declared at the top level of a file.
    var projectClasses: Set<String> = []
    /// Overrides written in extensions of the project's classes, by class, in file order: they
    /// move into the class body (`ExtensionOverrideRewriter`).
    var movedOverrides: [String: [MovedMember]] = [:]

    /// The file (index among the sources) that declares each of the project's classes.
    var classFiles: [String: Int] = [:]
    /// The sources' texts, in order: a file's index is its identity.
    var sources: [String] = []

    /// An override written in an extension: its text and indentation, the file it is in, and the
    /// class-body override that forwards to it from another file (nil: it moves whole).
    struct MovedMember: Sendable, Equatable {
        var text: String
        var indentation: String
        var file: Int
        var forwarder: String?
    }

    public init() {}

    /// The facts of every file in `sources` (their text), read as iOS compiles them (`#if`
    /// resolved as the port resolves it).
    public init(sources: [String]) {
        self.sources = sources
        let files = sources.map { ConditionalCompilationRewriter().rewrite(Parser.parse(source: $0)).cast(SourceFileSyntax.self) }
        for (index, file) in files.enumerated() {
            collect(file)
            for item in file.statements {
                if case .decl(let decl) = item.item, let declared = decl.as(ClassDeclSyntax.self), classFiles[declared.name.text] == nil {
                    classFiles[declared.name.text] = index
                }
            }
        }
        for (index, file) in files.enumerated() {
            for case let item in file.statements {
                guard case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) else { continue }
                for member in ExtensionOverrideRewriter.movableOverrides(of: ext, classes: projectClasses) {
                    movedOverrides[ext.extendedType.trimmedDescription, default: []]
                        .append(MovedMember(text: String(member.description.drop(while: \.isWhitespace)).trimmingTrailingWhitespace,
                                            indentation: member.leadingTrivia.indentation, file: index,
                                            forwarder: ExtensionOverrideRewriter.forwarder(of: member)))
                }
            }
        }
    }

    /// Adds the facts of one parsed file.
    mutating func collect(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        optionalMethods.formUnion(collector.context.optionalMethods)
        optionalProperties.formUnion(collector.context.optionalProperties)
        fallbacks.merge(collector.context.fallbacks) { first, _ in first }
        typesWithCanEdit.formUnion(collector.context.typesWithCanEdit)
        superclasses.merge(collector.context.superclasses) { first, _ in first }
        mainActorClasses.formUnion(collector.context.mainActorClasses)
        projectClasses.formUnion(collector.context.projectClasses)
    }

    /// Whether a call `x?.name?(…)` / `x.name?(…)` calls an optional requirement: the project's
    /// own, or one of UIKit's delegates and data sources.
    func isOptionalRequirement(_ base: String, labels: [String], trailingClosures: Int) -> Bool {
        let matches = { (name: MethodName) in name.base == base && name.isCalled(by: labels, trailingClosures: trailingClosures) }
        return optionalMethods.contains(where: matches) || UIKitOptionalRequirements.names.contains(where: matches)
    }

    /// The labels of the initializer a collection or table view makes `className`'s cells with,
    /// when the class is (through the project's classes) one of UIKit's reusable views.
    func reusableViewInitializer(of className: String) -> [String]? {
        var name = className
        var seen: Set<String> = []
        while let parent = superclasses[name], seen.insert(name).inserted {
            if let labels = RequiredInitializerRewriter.reusableViews[parent] { return labels }
            name = parent
        }
        return nil
    }

    /// Whether `className` is an XCTest case isolated to the main actor — declared `@MainActor`
    /// or inheriting the isolation from one of the project's classes — whose test methods the
    /// Linux runner cannot call as they are.
    func isMainActorTestCase(_ className: String) -> Bool {
        var name = className
        var seen: Set<String> = []
        var isolated = false
        while seen.insert(name).inserted {
            if mainActorClasses.contains(name) { isolated = true }
            guard let parent = superclasses[name] else { return false }
            if parent == "XCTestCase" || parent == "XCTest.XCTestCase" { return isolated }
            name = parent
        }
        return false
    }

    static let canEditRowAt = MethodName(base: "tableView", labels: ["_", "canEditRowAt"])
    static let commitForRowAt = MethodName(base: "tableView", labels: ["_", "commit", "forRowAt"])

    private final class Collector: SyntaxVisitor {
        var context = PortContext()

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members where member.decl.isOptionalRequirement {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    context.optionalMethods.insert(MethodName(function))
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                          let binding = variable.bindings.first, let type = binding.typeAnnotation?.type,
                          !type.isOptionalType {
                    context.optionalProperties.insert(binding.pattern.trimmedDescription)
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let parent = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                context.superclasses[node.name.text] = parent
            }
            if Syntax(node).parent?.parent?.parent?.is(SourceFileSyntax.self) == true { context.projectClasses.insert(node.name.text) }
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
                context.mainActorClasses.insert(node.name.text)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if MethodName(node) == PortContext.canEditRowAt, let type = node.enclosingTypeName {
                context.typesWithCanEdit.insert(type)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.trailingClosureCount == 0,
                  let member = node.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                  let fallback = node.coalescingFallback, fallback.isConstant else { return .visitChildren }
            let name = MethodName(base: member.declName.baseName.text, labels: node.argumentLabels)
            if context.fallbacks[name] == nil { context.fallbacks[name] = fallback.trimmedDescription }
            return .visitChildren
        }
    }
}

extension DeclSyntax {
    /// Whether this protocol member is marked `optional`.
    var isOptionalRequirement: Bool {
        asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
    }
}

extension TypeSyntax {
    /// `T?`, `T!` or `Optional<T>`.
    var isOptionalType: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return self.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }
}

extension ExprSyntaxProtocol {
    /// The right side of `self ?? fallback` when this expression is the left side.
    var coalescingFallback: ExprSyntax? {
        var node = Syntax(self)
        // `(delegate?.f?(x))`, `delegate?.f?(x)` with optional chaining around it.
        while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(TupleExprSyntax.self)
                || parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true
                || parent.is(LabeledExprListSyntax.self) && parent.parent?.is(TupleExprSyntax.self) == true {
            node = parent
        }
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { Syntax($0) == node }), index + 2 < elements.count,
              elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return nil }
        return elements[index + 2]
    }

    /// Whether the expression names nothing but literals and types (`true`, `44`, `.zero`,
    /// `CGSize(width: 1, height: 2)`, `UIColor.white`): a value a default implementation can return.
    var isConstant: Bool {
        let finder = ConstantFinder(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.constant
    }
}

/// Whether an expression names anything but literals and types.
private final class ConstantFinder: SyntaxVisitor {
    var constant = true
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName == node { return .skipChildren }
        if !(node.baseName.text.first?.isUppercase ?? false) { constant = false }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { constant = false; return .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) { constant = false }
        return .skipChildren
    }
}

extension String {
    /// The text without the spaces and line breaks at its end.
    var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
