import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Ports one Swift file: every rewrite, in the order they need one another, then the scan for
/// what stays manual.
public struct SourcePorter: Sendable {
    /// The outcome of porting one file.
    public struct Result: Sendable {
        /// The rewritten source (the input itself when nothing changed or it did not parse).
        public var source: String
        /// What changed and what is left to do.
        public var report: PortReport
        /// Parse errors (`file:line:column: message`); a file with any is left as it was.
        public var errors: [String]
        /// Whether the source changed.
        public var changed: Bool
    }

    public let context: PortContext

    public init(context: PortContext) {
        self.context = context
    }

    /// Ports `source`, named `file` in the report.
    public func port(_ source: String, file: String) -> Result {
        let tree = Parser.parse(source: source)
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return "\(file):\(location.line):\(location.column): \(diagnostic.message)"
            }
            return Result(source: source, report: PortReport(), errors: errors, changed: false)
        }
        var report = PortReport()

        // The protocols' `optional` first, while `@objc` still marks them; their call sites next.
        let requirements = OptionalRequirementRewriter(context: context)
        var rewritten = requirements.rewrite(tree).cast(SourceFileSyntax.self)
        report.count(.optionalRequirements, requirements.count)

        let calls = OptionalCallRewriter(context: context)
        rewritten = calls.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.optionalCalls, calls.count)

        let selectors = SelectorRewriter(viewMode: .sourceAccurate)
        rewritten = selectors.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.selectors, selectors.count)

        let editing = TableEditingRewriter(context: context)
        rewritten = editing.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.swipeToDelete, editing.count)

        let initializers = RequiredInitializerRewriter(context: context)
        rewritten = initializers.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.requiredInitializers, initializers.count)

        let entry = AppEntryRewriter(viewMode: .sourceAccurate)
        rewritten = entry.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.appEntry, entry.count)

        let attributes = ObjCAttributeRewriter(viewMode: .sourceAccurate)
        rewritten = attributes.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.objcAttributes, attributes.removed)

        let imports = ImportRewriter(extraModules: entry.needsWindowHost ? ["FolioSDL"] : [])
        rewritten = imports.rewrite(rewritten).cast(SourceFileSyntax.self)
        report.count(.imports, imports.count)

        // What is left is found in the rewritten file, so its lines are the ones to edit.
        let output = rewritten.description
        let reparsed = Parser.parse(source: output)
        let scanner = ManualStepScanner(file: file, tree: reparsed, undefaulted: Set(requirements.undefaulted))
        scanner.walk(reparsed)
        report.manualSteps = scanner.steps
        return Result(source: output, report: report, errors: [], changed: output != source)
    }
}
