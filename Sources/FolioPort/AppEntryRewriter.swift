import SwiftSyntax

/// An app's entry point: `@UIApplicationMain` → `@main` on the app delegate. `@main` on a
/// `UIApplicationDelegate` starts the app in a window through `FolioSDL`, which the file must
/// import (`needsWindowHost`), as it must for a delegate that already says `@main`.
///
/// The delegate class becomes `final`, and so does a scene delegate (a `UIWindowSceneDelegate`
/// or `UISceneDelegate`, which Folio makes from its configuration's class): Swift makes an object
/// from a class's type only through a `required` initializer unless the class is final (iOS makes
/// it through the Objective-C runtime), and no app subclasses its delegates.
final class AppEntryRewriter: SyntaxRewriter {
    private(set) var count = 0
    /// Whether the file holds an app delegate marked `@main`, so it needs `import FolioSDL`.
    private(set) var needsWindowHost = false

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        var decl = node
        var attributes: [AttributeListSyntax.Element] = []
        for element in node.attributes {
            if case .attribute(let attribute) = element {
                switch attribute.attributeName.trimmedDescription {
                case "UIApplicationMain":
                    count += 1
                    needsWindowHost = true
                    attributes.append(.attribute(attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(
                        name: .identifier("main", leadingTrivia: attribute.attributeName.leadingTrivia,
                                          trailingTrivia: attribute.attributeName.trailingTrivia))))))
                    continue
                case "main" where node.inheritanceClause?.inheritedTypes.contains(where: {
                    $0.type.trimmedDescription == "UIApplicationDelegate" }) == true:
                    needsWindowHost = true
                default: break
                }
            }
            attributes.append(element)
        }
        decl.attributes = AttributeListSyntax(attributes)
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let isDelegate = inherited.contains("UIApplicationDelegate")
        let isSceneDelegate = inherited.contains("UIWindowSceneDelegate") || inherited.contains("UISceneDelegate")
        if (needsWindowHost && isDelegate) || isSceneDelegate,
           !decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) || $0.name.tokenKind == .keyword(.open) }) {
            count += 1
            decl.modifiers.append(DeclModifierSyntax(name: .keyword(.final, trailingTrivia: .space)))
            if decl.modifiers.count == 1 {
                // `final` now comes first on its line: it takes the class keyword's indentation.
                decl.modifiers = DeclModifierListSyntax([DeclModifierSyntax(
                    name: .keyword(.final, leadingTrivia: decl.classKeyword.leadingTrivia, trailingTrivia: .space))])
                decl.classKeyword = decl.classKeyword.with(\.leadingTrivia, [])
            }
        }
        return super.visit(decl)
    }
}
