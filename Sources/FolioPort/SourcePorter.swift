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

        var rewritten = tree
        /// Runs one rewriter over the file so far and counts what it did.
        func apply<R: SyntaxRewriter>(_ rewriter: R, _ kind: PortReport.Rewrite, _ count: (R) -> Int) {
            rewritten = rewriter.rewrite(rewritten).cast(SourceFileSyntax.self)
            report.count(kind, count(rewriter))
        }

        // The code iOS compiles first; overrides moved into their classes before anything ports them.
        apply(ConditionalCompilationRewriter(), .conditionalCompilation) { $0.count }
        apply(ExtensionOverrideRewriter(context: context, file: context.sources.firstIndex(of: source)), .overridesMoved) { $0.count }
        // The protocols' `optional` first, while `@objc` still marks them; their call sites next.
        let requirements = OptionalRequirementRewriter(context: context)
        apply(requirements, .optionalRequirements) { $0.count }
        apply(OptionalCallRewriter(context: context), .optionalCalls) { $0.count }
        apply(SelectorRewriter(viewMode: .sourceAccurate), .selectors) { $0.count }
        apply(KeyPathStringRewriter(viewMode: .sourceAccurate), .keyPaths) { $0.count }
        apply(TableEditingRewriter(context: context), .swipeToDelete) { $0.count }
        apply(RequiredInitializerRewriter(context: context), .requiredInitializers) { $0.count }
        let entry = AppEntryRewriter(viewMode: .sourceAccurate)
        apply(entry, .appEntry) { $0.count }
        apply(ObjCAttributeRewriter(viewMode: .sourceAccurate), .objcAttributes) { $0.removed }
        apply(MainActorTestRewriter(context: context), .mainActorTests) { $0.count }
        apply(ImportRewriter(extraModules: entry.needsWindowHost ? ["FolioSDL"] : []), .imports) { $0.count }

        // What is left is found in the rewritten file, so its lines are the ones to edit.
        let output = rewritten.description
        let reparsed = Parser.parse(source: output)
        let scanner = ManualStepScanner(file: file, tree: reparsed, undefaulted: Set(requirements.undefaulted),
                                        projectClasses: context.projectClasses)
        scanner.walk(reparsed)
        report.manualSteps = scanner.steps
        return Result(source: output, report: report, errors: [], changed: output != source)
    }
}
