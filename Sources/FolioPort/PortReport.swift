/// What a port changed in a file, by kind, and what it left to the developer.
public struct PortReport: Sendable, Equatable {
    /// The kinds of rewrite `folio-port` makes, in the order its report lists them.
    public enum Rewrite: String, CaseIterable, Sendable, Hashable {
        /// `#if canImport(UIKit)`, `#if os(iOS)` and their kin decided as on iOS.
        case conditionalCompilation = "#if resolved as on iOS"
        /// `import UIKit` / `CoreGraphics` / `QuartzCore` → `import Folio`.
        case imports = "imports"
        /// `@objc`, `@objcMembers`, `dynamic`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable` dropped.
        case objcAttributes = "Objective-C attributes dropped"
        /// `#selector(…)` → a typed method reference.
        case selectors = "selectors to method references"
        /// `#keyPath(Type.a.b)` → `"a.b"`.
        case keyPaths = "key paths to strings"
        /// `@objc optional` requirements → plain requirements with a default implementation.
        case optionalRequirements = "optional requirements given defaults"
        /// `delegate?.method?(…)` → `delegate?.method(…)`.
        case optionalCalls = "optional-requirement calls"
        /// `tableView(_:canEditRowAt:)` added beside a `commit` that turned swipe-to-delete on.
        case swipeToDelete = "swipe-to-delete made explicit"
        /// `override init(frame:)` of a cell → `required init(frame:)`.
        case requiredInitializers = "cell initializers made required"
        /// `@UIApplicationMain` → `@main`, and the window host imported.
        case appEntry = "app entry points"
        /// `override` in an extension of the project's class → in the class body.
        case overridesMoved = "overrides moved into class bodies"
        /// Tests of a `@MainActor` XCTest case → `nonisolated`, their bodies on the main actor.
        case mainActorTests = "main-actor tests made callable"
    }

    /// Rewrites made, by kind (kinds with none are absent).
    public var rewrites: [Rewrite: Int] = [:]
    /// What the tool cannot rewrite mechanically, in source order.
    public var manualSteps: [ManualStep] = []

    public init(rewrites: [Rewrite: Int] = [:], manualSteps: [ManualStep] = []) {
        self.rewrites = rewrites
        self.manualSteps = manualSteps
    }

    /// All rewrites of every kind.
    public var totalRewrites: Int { rewrites.values.reduce(0, +) }

    /// Counts `n` rewrites of `kind`.
    mutating func count(_ kind: Rewrite, _ n: Int) {
        guard n > 0 else { return }
        rewrites[kind, default: 0] += n
    }

    /// Adds another file's report to this one.
    public mutating func merge(_ other: PortReport) {
        for (kind, n) in other.rewrites { count(kind, n) }
        manualSteps += other.manualSteps
    }
}

/// Something in the source that has no mechanical Folio form: where it is, what it is, and the
/// form to write instead.
public struct ManualStep: Sendable, Equatable, CustomStringConvertible {
    /// The file as the tool was given it.
    public var file: String
    /// 1-based line and column in the rewritten file.
    public var line: Int
    public var column: Int
    /// What was found, e.g. "responds(to:)".
    public var what: String
    /// What to write instead.
    public var suggestion: String

    public init(file: String, line: Int, column: Int, what: String, suggestion: String) {
        self.file = file
        self.line = line
        self.column = column
        self.what = what
        self.suggestion = suggestion
    }

    /// `file:line:column: what — suggestion`, as compilers print locations.
    public var description: String { "\(file):\(line):\(column): \(what) — \(suggestion)" }
}
