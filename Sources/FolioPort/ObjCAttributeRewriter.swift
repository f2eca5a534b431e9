import SwiftSyntax

/// Drops what only the Objective-C runtime and Interface Builder read — `@objc`, `@objc(name)`,
/// `@objcMembers`, `@nonobjc`, `dynamic`, `@IBOutlet`, `@IBAction`, `@IBInspectable`,
/// `@IBDesignable`, `@IBSegueAction` — and keeps the declarations they were on.
///
/// `@objc optional` requirements are the `OptionalRequirementRewriter`'s, which runs first.
final class ObjCAttributeRewriter: ElementRemover {
    static let attributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    override func shouldRemove(_ attribute: AttributeSyntax) -> Bool {
        Self.attributes.contains(attribute.attributeName.trimmedDescription)
    }

    override func shouldRemove(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.tokenKind == .keyword(.dynamic)
    }
}
