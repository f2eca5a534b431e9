import SwiftParser
import SwiftSyntax

/// Makes an iOS package's own `Package.swift` build on Linux against Folio, keeping everything
/// else as its authors wrote it: Folio is added to the package's dependencies and to every
/// target's (with the window host for an executable), files Linux cannot build are excluded, and
/// test targets found elsewhere (its Xcode project's) are added. A manifest that already uses
/// Folio is left as it is.
enum ManifestEditor {
    /// The edited manifest; nil when it already depends on Folio. `targets` are the package's
    /// targets as read, with the files each leaves out; `adding` are targets to append.
    static func edit(_ text: String, folio: FolioDependency, targets: [PortTarget] = [], adding: [PortTarget] = []) throws -> String? {
        guard var result = try addFolio(to: raisingToolsVersion(text), folio: folio) else { return nil }
        let excluded = Dictionary(targets.filter { !$0.excluded.isEmpty }.map { ($0.name, $0.excluded) }) { a, _ in a }
        if !excluded.isEmpty { result = try apply(to: result) { package in
            package.targetCalls.compactMap { call in
                guard let name = call.stringArgument("name"), let files = excluded[name] else { return nil }
                return insertion(of: files.map(quoted), into: call.argument("exclude"),
                                 orAfter: call.argument("path") ?? call.argument("dependencies") ?? call.argument("name"), label: "exclude")
            }
        } }
        if !adding.isEmpty { result = try apply(to: result) { package in
            guard let array = package.argument("targets")?.expression.as(ArrayExprSyntax.self), let last = array.elements.last else { return [] }
            let indent = last.leadingTrivia.indentation
            let calls = adding.map { ManifestWriter.call(for: $0, folio: folio) }
            if last.trailingComma != nil {
                return [(last.endPositionBeforeTrailingTrivia.utf8Offset, calls.map { "\n\(indent)\($0)," }.joined())]
            }
            return [(last.expression.endPositionBeforeTrailingTrivia.utf8Offset, calls.map { ",\n\(indent)\($0)" }.joined())]
        } }
        return result
    }

    /// The oldest tools version whose manifest API has what the edit writes (`.package(name:path:)`,
    /// `.product(name:package:)`); Folio itself needs Swift 6, so no build loses anything by it.
    static let leastToolsVersion = (major: 5, minor: 9)

    /// `text` with its `swift-tools-version` raised to `leastToolsVersion` when it is older.
    static func raisingToolsVersion(_ text: String) -> String {
        guard let match = text.firstMatch(of: /^\/\/ *swift-tools-version: *(\d+)\.(\d+)(\.\d+)?/),
              let major = Int(match.1), let minor = Int(match.2),
              (major, minor) < leastToolsVersion else { return text }
        return "// swift-tools-version:\(leastToolsVersion.major).\(leastToolsVersion.minor)" + text[match.range.upperBound...]
    }

    /// Parses `text`, asks `edits` where to insert what, and inserts it.
    private static func apply(to text: String, _ edits: (FunctionCallExprSyntax) -> [(offset: Int, text: String)]) throws -> String {
        guard let package = PackageCall.find(in: Parser.parse(source: text)) else { throw ProjectError("Package.swift: no `Package(…)` this tool can read") }
        var bytes = Array(text.utf8)
        for edit in edits(package).sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Folio in the package's dependencies and every target's; nil when it is there already.
    private static func addFolio(to text: String, folio: FolioDependency) throws -> String? {
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
