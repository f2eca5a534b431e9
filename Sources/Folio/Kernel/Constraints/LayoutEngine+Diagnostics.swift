import Foundation
import FolioCassowary

extension LayoutEngine {
    /// Logs UIKit's message for a required constraint that contradicts the others: the required
    /// constraints it is tied to (through shared variables, nearest first) and the one broken —
    /// the newcomer, which stays out of the solver while the rest of the layout carries on.
    func logUnsatisfiable(breaking c: Cassowary.Constraint, origin: Origin) {
        let involved = requiredNeighbourhood(of: c, limit: 12)
        let list = (involved.map { "    \"\(origins[$0]?.text ?? $0.description)\"" } + ["    \"\(origin.text)\""])
            .joined(separator: ",\n")
        Self.log.error("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(origin.text)
            """)
    }

    /// Required constraints reachable from `c` through shared variables, breadth first.
    private func requiredNeighbourhood(of c: Cassowary.Constraint, limit: Int) -> [Cassowary.Constraint] {
        var byVariable: [Cassowary.Variable: [Cassowary.Constraint]] = [:]
        for k in solver.constraints where k.strength.isRequired && origins[k] != nil {
            for t in k.expression.terms { byVariable[t.variable, default: []].append(k) }
        }
        var seen: Set<Cassowary.Constraint> = [c]
        var frontier = c.expression.terms.map(\.variable)
        var seenVariables = Set(frontier)
        var found: [Cassowary.Constraint] = []
        while !frontier.isEmpty && found.count < limit {
            var next: [Cassowary.Variable] = []
            for v in frontier {
                for k in byVariable[v] ?? [] where !seen.contains(k) {
                    seen.insert(k); found.append(k)
                    for t in k.expression.terms where !seenVariables.contains(t.variable) {
                        seenVariables.insert(t.variable); next.append(t.variable)
                    }
                }
            }
            frontier = next
        }
        return Array(found.prefix(limit))
    }
}
