import SwiftParser
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
/// A cell class with initializers of its own and none of those (it does not inherit `init(frame:)`
/// on iOS either) gets one that traps, as calling it does on iOS:
///
/// ```swift
/// init(item: Item) { … }                 →   init(item: Item) { … }
///                                             required init(frame: CGRect) {
///                                                 fatalError("init(frame:) has not been implemented")
///                                             }
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
        if let missing = Self.missingInitializer(in: decl, labels: labels) {
            count += 1
            decl.memberBlock.members.append(missing)
        }
        return super.visit(decl)
    }

    /// The initializer a cell class that declares initializers of its own must add: on iOS it
    /// simply does not inherit `init(frame:)` (calling it traps at run time); Folio's is required,
    /// so Swift wants it written. The one added traps as iOS would, with Xcode's own message.
    private static func missingInitializer(in decl: ClassDeclSyntax, labels: [String]) -> MemberBlockItemSyntax? {
        let initializers = decl.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
        guard !designated.isEmpty,
              !initializers.contains(where: { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }) else { return nil }
        let indent = decl.memberBlock.members.first.map { member in
            String(member.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "    ")
        } ?? "    "
        let signature = labels == ["frame"] ? "init(frame: CGRect)" : "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)"
        let name = labels == ["frame"] ? "init(frame:)" : "init(style:reuseIdentifier:)"
        let visible = decl.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        let text = "\n\n\(indent)\(visible ? "public " : "")required \(signature) {\n\(indent)    fatalError(\"\(name) has not been implemented\")\n\(indent)}"
        let parsed = Parser.parse(source: "class C {\(text)\n}")
        guard let member = parsed.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first else { return nil }
        return member
    }
}
