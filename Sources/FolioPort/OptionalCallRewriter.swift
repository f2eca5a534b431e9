import SwiftSyntax

/// Calls of optional requirements, `delegate?.pager?(self, didShow: 2)` →
/// `delegate?.pager(self, didShow: 2)`: once a requirement has a default implementation it is
/// always there to call. Only names that are optional requirements — the project's own or
/// UIKit's delegates' and data sources' — are touched; `onTap?()` on a closure property stays.
final class OptionalCallRewriter: SyntaxRewriter {
    private let context: PortContext
    private(set) var count = 0

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var call = visited.as(FunctionCallExprSyntax.self),
              let chaining = call.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chaining.expression.as(MemberAccessExprSyntax.self),
              context.isOptionalRequirement(member.declName.baseName.text, labels: call.argumentLabels,
                                            trailingClosures: call.trailingClosureCount) else { return visited }
        count += 1
        call.calledExpression = ExprSyntax(member.with(\.trailingTrivia, member.trailingTrivia + chaining.questionMark.trailingTrivia))
        return ExprSyntax(call)
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
        // `dataSource?.numberOfPages?` (an optional property requirement of a non-optional type).
        let visited = super.visit(node)
        guard let chaining = visited.as(OptionalChainingExprSyntax.self),
              !(chaining.parent?.is(FunctionCallExprSyntax.self) ?? false),
              let member = chaining.expression.as(MemberAccessExprSyntax.self), member.base != nil,
              context.optionalProperties.contains(member.declName.baseName.text) else { return visited }
        count += 1
        return ExprSyntax(member.with(\.trailingTrivia, member.trailingTrivia + chaining.questionMark.trailingTrivia))
    }
}
