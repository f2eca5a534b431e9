import SwiftParser
import SwiftSyntax

/// Makes an iOS package's own `Package.swift` build on Linux against Folio, keeping everything
/// else as its authors wrote it: Folio is added to the package's dependencies and to every
/// target's (with the window host for an executable). A manifest that already uses Folio is left
/// as it is.
enum ManifestEditor {
    /// The edited manifest; nil when it already depends on Folio.
    static func edit(_ text: String, folio: FolioDependency) throws -> String? {
        let manifest = Parser.parse(source: text)
        guard !manifest.hasError, let package = PackageCall.find(in: manifest) else {
            throw ProjectError("Package.swift: no `Package(…)` this tool can read")
        }
        if text.contains(".product(name: \"Folio\"") { return nil }
        var edits: [(offset: Int, text: String)] = []

        for call in package.targetCalls {
            guard let kind = call.targetKind else { continue }
            let products = folio.products(for: kind)
            edits.append(insertion(of: products, into: call.argument("dependencies"), orAfter: call.argument("name"), label: "dependencies"))
        }
        if let dependencies = package.argument("dependencies") {
            edits.append(insertion(of: [folio.packageDeclaration], into: dependencies, orAfter: nil, label: "dependencies"))
        } else if let targets = package.argument("targets") {
            let indent = targets.leadingTrivia.indentation
            edits.append((targets.positionAfterSkippingLeadingTrivia.utf8Offset,
                          "dependencies: [\n\(indent)    \(folio.packageDeclaration),\n\(indent)],\n\(indent)"))
        }

        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where and what to insert so that the array argument `existing` (or a new `label:` argument
    /// after `anchor`) lists `elements` too.
    private static func insertion(of elements: [String], into existing: LabeledExprSyntax?, orAfter anchor: LabeledExprSyntax?,
                                  label: String) -> (offset: Int, text: String) {
        let list = elements.joined(separator: ", ")
        if let array = existing?.expression.as(ArrayExprSyntax.self) {
            guard let last = array.elements.last else { return (array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset, list) }
            if last.trailingComma != nil {
                return (last.endPositionBeforeTrailingTrivia.utf8Offset, " " + list + ",")
            }
            return (last.expression.endPositionBeforeTrailingTrivia.utf8Offset, ", " + list)
        }
        guard let anchor else { return (0, "") }
        if let comma = anchor.trailingComma, anchor.leadingTrivia.contains(where: \.isNewline) {
            // One argument a line: the new one gets its own.
            return (comma.endPositionBeforeTrailingTrivia.utf8Offset, "\n\(anchor.leadingTrivia.indentation)\(label): [\(list)],")
        }
        return (anchor.expression.endPositionBeforeTrailingTrivia.utf8Offset, ", \(label): [\(list)]")
    }
}
