import Foundation
import FolioCore
import FolioCassowary

/// The constraint engine: the bytes are a program of additions, removals, edit variables and
/// suggested values over eight variables, with hostile numbers mixed in. After every step the
/// solver has refused or accepted cleanly (never an internal error), its values are finite, and
/// every required constraint it holds is satisfied.
@MainActor
enum ConstraintFuzz {
    static let target = FuzzTarget(
        name: "constraints",
        summary: "a program of constraint additions, removals and edits (Cassowary.Solver)",
        seeds: {
            // A row of views: widths, a spacing, a container; then edits and removals.
            [Data([0, 1, 0, 3, 0, 0x40, 0x00, 0, 2, 0, 1, 0x10, 0, 5, 2, 1, 4, 7, 0x20, 0, 5, 1, 0, 5]),
             Data([0, 2, 1, 2, 7, 0x7f, 0xff, 1, 0, 0, 3, 1, 0x80, 0, 2, 2, 2, 4, 2, 7, 0x33, 5, 3, 2, 5, 6, 5]),
             Data([0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 5])]
        },
        run: { data in run(FuzzBytes(data)) })

    private static let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 0, .nan, .infinity]
    private static let strengths: [Cassowary.Strength] = [.required, .strong, .medium, .weak]

    private static func run(_ input: FuzzBytes) -> [String] {
        var bytes = input
        let solver = Cassowary.Solver()
        let variables = (0..<8).map { Cassowary.Variable("v\($0)") }
        var added: [Cassowary.Constraint] = []
        var broken: [String] = []
        var steps = 0
        let tracing = ProcessInfo.processInfo.environment["FOLIO_FUZZ_TRACE"] != nil
        while bytes.hasMore, steps < 256, broken.isEmpty {
            steps += 1
            do {
                switch bytes.choice(7) {
                case 0:
                    var terms: [Cassowary.Term] = []
                    for _ in 0...bytes.choice(3) {
                        terms.append(Cassowary.Term(variables[bytes.choice(8)], coefficients[bytes.choice(coefficients.count)]))
                    }
                    let relation: Cassowary.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][bytes.choice(3)]
                    let constant = bytes.hostileNumber(ordinary: -1000...1000)
                    let c = Cassowary.Constraint(Cassowary.Expression(terms), relation, constant,
                                                 strength: strengths[bytes.choice(strengths.count)])
                    if tracing { print("add \(c)") }
                    try solver.add(c)
                    added.append(c)
                case 1:
                    guard !added.isEmpty else { continue }
                    let c = added[bytes.choice(added.count)]
                    if tracing { print("remove \(c)") }
                    try solver.remove(c)
                    added.removeAll { $0 === c }
                case 2:
                    let v = variables[bytes.choice(8)], strength = strengths[bytes.choice(strengths.count)]
                    if tracing { print("edit \(v) \(strength)") }
                    try solver.addEditVariable(v, strength: strength)
                case 3:
                    let v = variables[bytes.choice(8)]
                    if tracing { print("stop editing \(v)") }
                    try solver.removeEditVariable(v)
                case 4:
                    let v = variables[bytes.choice(8)], value = bytes.hostileNumber(ordinary: -1000...1000)
                    if tracing { print("suggest \(v) = \(value)") }
                    try solver.suggestValue(v, value)
                case 5:
                    if tracing { print("update") }
                    solver.updateVariables()
                    broken += check(solver, variables, added)
                default:
                    if bytes.choice(8) == 0 { if tracing { print("reset") }; solver.reset(); added.removeAll() }
                }
            } catch {
                if tracing { print("  → \(error)") }
                if case .internalError(let message) = error { broken.append("solver internal error: \(message)") }
            }
        }
        solver.updateVariables()
        return broken + check(solver, variables, added)
    }

    /// Values finite; required constraints held. The tolerance is relative to the largest number
    /// in the system: doubles carry about 16 digits, so beside a constant of 1e300 a term of 300 is
    /// below the rounding of any solver.
    private static func check(_ solver: Cassowary.Solver, _ variables: [Cassowary.Variable],
                              _ added: [Cassowary.Constraint]) -> [String] {
        var broken: [String] = []
        for v in variables where !solver.value(of: v).isFinite {
            broken.append("\(v) = \(solver.value(of: v)), not finite")
        }
        var largest = variables.map { abs(solver.value(of: $0)) }.max() ?? 0
        for c in added where solver.contains(c) {
            largest = max(largest, abs(c.expression.constant))
            for t in c.expression.terms { largest = max(largest, abs(t.coefficient * solver.value(of: t.variable))) }
        }
        let tolerance = 1e-6 * (1 + largest)
        for c in added where c.strength.isRequired && solver.contains(c) {
            var sum = c.expression.constant
            for t in c.expression.terms { sum += t.coefficient * solver.value(of: t.variable) }
            let held = switch c.relation {
            case .equal: abs(sum) <= tolerance
            case .lessThanOrEqual: sum <= tolerance
            case .greaterThanOrEqual: sum >= -tolerance
            }
            if !held { broken.append("required \(c) is off by \(sum)") }
        }
        return broken
    }
}
