import SwiftSyntax

/// A method's full name, Swift's `base(label:label:)` with `_` for an unlabelled argument: what a
/// requirement declares and what a call spells, so that the two can be compared.
struct MethodName: Hashable, Sendable, CustomStringConvertible {
    var base: String
    var labels: [String]

    init(base: String, labels: [String]) {
        self.base = base
        self.labels = labels
    }

    /// The name a function declaration declares.
    init(_ function: FunctionDeclSyntax) {
        base = function.name.text
        labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// Parses `base(a:_:)` (or a bare `base`, which has no arguments).
    init(parsing text: String) {
        guard let open = text.firstIndex(of: "(") else { self.init(base: text, labels: []); return }
        let inside = text[text.index(after: open)...].dropLast()
        self.init(base: String(text[..<open]),
                  labels: inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init))
    }

    /// Whether a call with these argument labels (and `trailingClosures` more arguments after
    /// them, whose labels the call does not spell) can call a method of this name.
    func isCalled(by labels: [String], trailingClosures: Int) -> Bool {
        guard labels.count + trailingClosures == self.labels.count else { return false }
        return Array(self.labels.prefix(labels.count)) == labels
    }

    var description: String { labels.isEmpty && !base.isEmpty ? "\(base)()" : "\(base)(\(labels.map { $0 + ":" }.joined()))" }
}

extension FunctionCallExprSyntax {
    /// The labels of the arguments in parentheses, `_` for unlabelled ones.
    var argumentLabels: [String] { arguments.map { $0.label?.text ?? "_" } }
    /// The number of trailing closures.
    var trailingClosureCount: Int { (trailingClosure == nil ? 0 : 1) + additionalTrailingClosures.count }
}
