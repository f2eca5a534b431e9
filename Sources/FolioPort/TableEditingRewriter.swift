import SwiftSyntax

/// On iOS a table's data source that implements `tableView(_:commit:forRowAt:)` turns
/// swipe-to-delete on, though it never says `canEditRowAt`: UIKit asks the runtime whether the
/// method exists. Swift cannot ask; the tool can read it. A type (with its extensions, in every
/// file) that implements `commit` but not `canEditRowAt` gets, right after `commit`:
///
/// ```swift
/// func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
/// ```
/// with `commit`'s `override` and access level.
final class TableEditingRewriter: SyntaxRewriter {
    private let context: PortContext
    private(set) var count = 0

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        let visited = super.visit(node)
        guard let index = visited.firstIndex(where: { item in
                  item.decl.as(FunctionDeclSyntax.self).map { MethodName($0) == PortContext.commitForRowAt } ?? false }),
              let commit = visited[index].decl.as(FunctionDeclSyntax.self),
              let type = node.enclosingTypeName, !context.typesWithCanEdit.contains(type),
              node.parent?.parent?.is(ProtocolDeclSyntax.self) == false else { return visited }
        count += 1
        let modifiers = commit.modifiers.filter { ["override", "public", "open", "internal", "fileprivate", "private", "nonisolated"].contains($0.name.text) }
            .map { $0.name.text + " " }.joined()
        let indent = String(commit.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" })
        let added = SyntaxParsing.members("\n\n\(indent)\(modifiers)func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }")
        var items = Array(visited)
        items.insert(contentsOf: added, at: visited.distance(from: visited.startIndex, to: index) + 1)
        return MemberBlockItemListSyntax(items)
    }
}
