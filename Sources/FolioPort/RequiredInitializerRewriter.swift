import SwiftSyntax

/// A cell class that overrides `init(frame:)` (or a table cell `init(style:reuseIdentifier:)`)
/// makes it `required`. A collection or table view makes the cells registered with it from their
/// class; Swift makes an object from a class value only through a `required` initializer (iOS
/// does it through the Objective-C runtime), so Folio's cells declare these initializers
/// `required`, and Swift wants every override to say so:
///
/// ```swift
/// override init(frame: CGRect) {         →   required init(frame: CGRect) {
/// ```
///
/// The cell classes are found through the project's whole class tree (a cell may inherit from
/// the project's own base cell in another file).
final class RequiredInitializerRewriter: SyntaxRewriter {
    /// UIKit's reusable views and the initializer each makes its cells with.
    static let reusableViews: [String: [String]] = [
        "UICollectionReusableView": ["frame"], "UICollectionViewCell": ["frame"], "UICollectionViewListCell": ["frame"],
        "UITableViewCell": ["style", "reuseIdentifier"],
    ]

    private let context: PortContext
    private(set) var count = 0

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard let labels = context.reusableViewInitializer(of: node.name.text) else { return super.visit(node) }
        var decl = node
        decl.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.map { item in
            guard let initializer = item.decl.as(InitializerDeclSyntax.self),
                  initializer.signature.parameterClause.parameters.map(\.firstName.text) == labels,
                  let index = initializer.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }),
                  !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) || $0.name.tokenKind == .keyword(.convenience) })
            else { return item }
            count += 1
            var modifiers = initializer.modifiers
            let old = modifiers[index]
            modifiers[index] = old.with(\.name, .keyword(.required, leadingTrivia: old.name.leadingTrivia, trailingTrivia: old.name.trailingTrivia))
            return item.with(\.decl, DeclSyntax(initializer.with(\.modifiers, modifiers)))
        })
        return super.visit(decl)
    }
}
