import SwiftSyntax

/// A rewriter that drops attributes and declaration modifiers and keeps the source's shape: the
/// leading trivia of what it drops (a line break, indentation, a doc comment) moves to the token
/// that now comes first, so `@objc\n    func f()` becomes `func f()` on the same line the
/// attribute had, and `@MainActor @objc func` becomes `@MainActor func`.
class ElementRemover: SyntaxRewriter {
    /// How many attributes and modifiers were dropped.
    private(set) var removed = 0
    /// The trivia of what was just dropped, and whether it started the declaration (then it
    /// replaces the next token's own: that token now starts the declaration).
    private var pending: (trivia: Trivia, startsDeclaration: Bool)?

    /// Whether to drop this attribute (subclasses say).
    func shouldRemove(_ attribute: AttributeSyntax) -> Bool { false }
    /// Whether to drop this modifier (subclasses say).
    func shouldRemove(_ modifier: DeclModifierSyntax) -> Bool { false }

    override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        var kept: [AttributeListSyntax.Element] = []
        for element in node {
            if case .attribute(let attribute) = element, shouldRemove(attribute) {
                drop(element, in: node)
            } else if case .attribute(let attribute) = element {
                kept.append(.attribute(carryPending(onto: visit(attribute))))
            } else {
                kept.append(carryPending(onto: element))
            }
        }
        return AttributeListSyntax(kept)
    }

    override func visit(_ node: DeclModifierListSyntax) -> DeclModifierListSyntax {
        var kept: [DeclModifierSyntax] = []
        for modifier in node {
            if shouldRemove(modifier) { drop(modifier, in: node) } else { kept.append(carryPending(onto: modifier)) }
        }
        return DeclModifierListSyntax(kept)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax { carryPending(onto: token) }

    private func drop(_ element: some SyntaxProtocol, in list: some SyntaxProtocol) {
        removed += 1
        if let previous = pending {
            // Dropped right after another: only its comments are worth keeping.
            pending = (previous.trivia + Trivia(pieces: element.leadingTrivia.filter(\.isComment).flatMap { [$0, .newlines(1)] }),
                       previous.startsDeclaration)
        } else {
            pending = (element.leadingTrivia, element.position == list.parent?.position)
        }
    }

    /// Gives `node` the trivia of what was dropped just before it.
    private func carryPending<Node: SyntaxProtocol>(onto node: Node) -> Node {
        guard let dropped = pending else { return node }
        pending = nil
        return node.with(\.leadingTrivia, Self.carry(dropped.trivia, onto: node.leadingTrivia, replacing: dropped.startsDeclaration))
    }

    /// The leading trivia of a token that takes the place of dropped elements: theirs when they
    /// started the declaration or held a line break or a comment (the token then starts where
    /// they started), else its own.
    static func carry(_ dropped: Trivia, onto own: Trivia, replacing: Bool) -> Trivia {
        guard replacing || dropped.contains(where: { $0.isNewline || $0.isComment }) else { return own }
        return dropped + Trivia(pieces: Array(own.drop(while: { $0.isWhitespace })))
    }
}
