import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Swift package's targets from its `Package.swift`, as SwiftPM would lay them out
/// (`Sources/Name`, `Tests/Name` unless a target says its `path:`), without running it.
enum SwiftPackageReader {
    static func read(_ root: URL) throws -> IOSProject {
        let url = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw ProjectError("\(url.path): cannot be read") }
        let manifest = Parser.parse(source: text)
        guard !manifest.hasError, let package = PackageCall.find(in: manifest) else {
            throw ProjectError("\(url.path): no `Package(…)` this tool can read")
        }
        var targets: [PortTarget] = []
        for call in package.targetCalls {
            guard let name = call.stringArgument("name"), let kind = call.targetKind else { continue }
            let defaults = kind == .test ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
            let path = call.stringArgument("path")
                ?? defaults.map { "\($0)/\(name)" }.first { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
                ?? "\(defaults[0])/\(name)"
            let dependencies = call.arrayArgument("dependencies").compactMap { element -> String? in
                if let literal = element.stringLiteralValue { return literal }
                if let inner = element.as(FunctionCallExprSyntax.self), inner.memberName == "target" { return inner.stringArgument("name") }
                return nil
            }
            targets.append(PortTarget(name: name, kind: kind, path: path, dependencies: dependencies))
        }
        let tools = text.firstMatch(of: /swift-tools-version:\s*(\d+)/).flatMap { Int($0.1) } ?? 5
        let modes = package.arrayArgument("swiftLanguageModes") + package.arrayArgument("swiftLanguageVersions")
        // SwiftPM builds in the newest mode the manifest lists that the compiler knows.
        let listed = modes.map(\.trimmedDescription)
        let mode = listed.isEmpty ? (tools >= 6 ? 6 : 5) : listed.contains { $0.contains("v6") || $0.contains("\"6") } ? 6 : 5
        return IOSProject(name: package.stringArgument("name") ?? root.lastPathComponent, layout: .swiftPackage,
                          targets: targets, languageMode: mode)
    }
}

/// The manifest's `Package(…)` call.
enum PackageCall {
    static func find(in file: SourceFileSyntax) -> FunctionCallExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: FunctionCallExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" { found = node }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }
}

extension FunctionCallExprSyntax {
    /// `.target` of `.target(name: …)`.
    var memberName: String? { calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }

    /// What kind of target a `.target(…)`, `.executableTarget(…)` or `.testTarget(…)` declares.
    var targetKind: PortTarget.Kind? {
        switch memberName {
        case "target": .library
        case "executableTarget": .app
        case "testTarget": .test
        default: nil
        }
    }

    /// The targets in the `targets:` argument.
    var targetCalls: [FunctionCallExprSyntax] {
        arrayArgument("targets").compactMap { $0.as(FunctionCallExprSyntax.self) }.filter { $0.targetKind != nil }
    }

    func argument(_ label: String) -> LabeledExprSyntax? { arguments.first { $0.label?.text == label } }

    func stringArgument(_ label: String) -> String? { argument(label)?.expression.stringLiteralValue }

    func arrayArgument(_ label: String) -> [ExprSyntax] {
        argument(label)?.expression.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
    }
}

extension ExprSyntax {
    /// The text of a plain string literal.
    var stringLiteralValue: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}
