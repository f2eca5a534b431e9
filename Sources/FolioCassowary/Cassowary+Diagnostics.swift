import Foundation

extension Cassowary.Solver {
    /// The solver as text: its constraints in the order added, then the tableau in symbol order
    /// (objective, rows, variables with their values at the last update, edits).
    public func dump() -> String {
        func text(_ r: Cassowary.Row) -> String {
            ([String(format: "%.6g", r.constant)] + r.pairs.map { "\(String(format: "%.6g", $0.1))*\($0.0)" })
                .joined(separator: " + ")
        }
        var out = "constraints:\n"
        for c in constraints { out += "  \(c)\n" }
        out += "objective: \(text(tableau.objective))\nrows:\n"
        for (s, r) in tableau.basicRows { out += "  \(s) = \(text(r))\n" }
        out += "variables:\n"
        for (_, v, info) in variables.entries.sorted(by: { $0.value.symbol < $1.value.symbol }) {
            let n = info.references
            out += "  \(v) = \(info.symbol) (\(n) constraint\(n == 1 ? "" : "s")), value \(Cassowary.format(v.value))\n"
        }
        out += "edits:\n"
        for (v, info) in edits.sorted(by: { record($0.value.constraint)!.sequence < record($1.value.constraint)!.sequence }) {
            out += "  \(v) ← \(info.constant)\n"
        }
        out += "infeasible: \(tableau.infeasible.sorted())\n"
        return out
    }

    /// What is wrong with the tableau (empty when it is a feasible, optimal solved form whose
    /// column index matches its rows).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        var expectedColumns: [Int: Set<Cassowary.Symbol>] = [:]
        for (b, r) in tableau.basicRows {
            for p in r.symbols {
                if tableau.isBasic(p) { problems.append("row \(b) holds basic symbol \(p)") }
                expectedColumns[p.id, default: []].insert(b)
            }
            if !b.isExternal && r.constant < -Cassowary.epsilon { problems.append("restricted row \(b) is negative: \(r.constant)") }
            if b.isDummy && (!r.symbols.allSatisfy(\.isDummy) || !Cassowary.nearZero(r.constant)) {
                problems.append("redundant equality \(b) drifted from zero")
            }
            if r.cells.contains(where: { Cassowary.nearZero($0.coefficient) }) { problems.append("row \(b) keeps a zero coefficient") }
        }
        for id in 1...max(1, Int(tableau.symbolCount)) where id <= Int(tableau.symbolCount) {
            let s = tableau.symbolTable[id]
            if Set(tableau.holders(of: s)) != expectedColumns[id] ?? [] || Set(tableau.holders(of: s)).count != tableau.holders(of: s).count { problems.append("column \(s) does not match its rows") }
        }
        for (s, c) in tableau.objective.pairs {
            if tableau.isBasic(s) { problems.append("objective holds basic symbol \(s)") }
            if c < 0 && !s.isDummy { problems.append("objective can still decrease along \(s)") }
        }
        if !tableau.infeasible.isEmpty { problems.append("infeasible rows left: \(tableau.infeasible.sorted())") }
        for (v, info) in edits where record(info.constraint) == nil { problems.append("edit \(v) has no constraint") }
        for (_, v, info) in variables.entries where info.references <= 0 { problems.append("variable \(v) is unreferenced") }
        for (slot, v, _) in variables.entries where variables.slot(of: v) != slot { problems.append("variable \(v) lost its slot") }
        for (slot, c, _) in records.entries where records.slot(of: c) != slot { problems.append("constraint \(c) lost its slot") }
        return problems
    }
}
