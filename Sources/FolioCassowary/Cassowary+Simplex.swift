extension Cassowary.Solver {
    typealias Symbol = Cassowary.Symbol
    typealias Row = Cassowary.Row

    /// The row of `c` over parametric symbols, with its slack, error or dummy symbols; the error
    /// symbols enter the objective with the constraint's strength. Each variable of `c` gains a
    /// reference (`releaseVariables(of:)` gives them back when `c` does not go in).
    func makeRow(_ c: Cassowary.Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: c.expression.constant, capacity: c.expression.terms.count + 2)
        for t in c.expression.terms {
            let s = retainSymbol(for: t.variable)
            if let basic = tableau.row(s) { row.insert(basic, times: t.coefficient) } else { row.insert(s, t.coefficient) }
        }
        let optional = !c.strength.isRequired
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = tableau.makeSymbol(.slack)
            row.insert(tag.marker, k)
            if optional {
                tag.other = tableau.makeSymbol(.error)
                row.insert(tag.other, -k)
                tableau.objective.insert(tag.other, c.strength.value)
            }
        case .equal:
            if optional {
                tag.marker = tableau.makeSymbol(.error)
                tag.other = tableau.makeSymbol(.error)
                row.insert(tag.marker, -1); row.insert(tag.other, 1)
                tableau.objective.insert(tag.marker, c.strength.value)
                tableau.objective.insert(tag.other, c.strength.value)
            } else {
                tag.marker = tableau.makeSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol of `v` (made on first use), its reference count raised by one.
    @inline(__always)
    func retainSymbol(for v: Cassowary.Variable) -> Symbol {
        if let slot = variables.slot(of: v) {
            variables.values[slot]!.references += 1
            return variables.values[slot]!.symbol
        }
        let s = tableau.makeSymbol(.external)
        _ = variables.insert(v, VariableData(symbol: s, references: 1))
        return s
    }

    /// Gives back the references `makeRow` took for `c`'s variables, dropping those left unused.
    func releaseVariables(of c: Cassowary.Constraint) {
        for t in c.expression.terms {
            guard let slot = variables.slot(of: t.variable) else { continue }
            variables.values[slot]!.references -= 1
            if variables[slot].references <= 0 { variables.remove(at: slot) }
        }
    }

    /// The first external symbol; else a slack or error marker with a negative coefficient.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let s = row.symbols.first(where: \.isExternal) { return s }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Adds a row that has no subject through an artificial variable minimised to zero; false
    /// when it cannot reach zero (the constraint is unsatisfiable).
    func addWithArtificialVariable(_ row: Row) throws(Cassowary.SolverError) -> Bool {
        let art = tableau.makeSymbol(.slack)
        tableau.addRow(row, basic: art)
        tableau.artificial = row
        try optimize(artificial: true)
        let success = Cassowary.nearZero(tableau.artificial!.constant)
        tableau.artificial = nil
        if tableau.isBasic(art) {
            var r = tableau.removeRow(basic: art)
            if r.isEmpty { return success }
            guard let entering = r.symbols.first(where: \.isPivotable) else { return false }
            r.solve(for: art, entering)
            tableau.substitute(entering, with: r)
            tableau.addRow(r, basic: entering)
        }
        tableau.erase(art)
        return success
    }

    /// Primal simplex: pivots until no symbol can lower the objective.
    func optimize(artificial: Bool = false) throws(Cassowary.SolverError) {
        while true {
            let entering = tableau.enteringSymbol(artificial: artificial)
            guard entering.isValid else { return }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            tableau.pivot(leaving: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility of the rows an edit or substitution made negative.
    func dualOptimize() throws(Cassowary.SolverError) {
        while let leaving = tableau.infeasible.min() {
            tableau.infeasible.remove(leaving)
            guard let r = tableau.row(leaving), r.constant < 0, !Cassowary.nearZero(r.constant) else { continue }
            var entering = Symbol.invalid
            var best = Double.greatestFiniteMagnitude
            for (s, c) in r.pairs where c > 0 && !s.isDummy {
                let ratio = tableau.objective.coefficient(for: s) / c
                if ratio < best { best = ratio; entering = s }
            }
            guard entering.isValid else { throw .internalError("dual optimise found no entering symbol") }
            tableau.pivot(leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (ties: lowest symbol).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        tableau.forEachHolder(of: entering) { b in
            guard !b.isExternal else { return }
            let r = tableau.row(b)!
            let c = r.coefficient(for: entering)
            guard c < 0 else { return }
            let ratio = -r.constant / c
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && b < best!.symbol) { best = (ratio, b) }
        }
        return best?.symbol
    }

    /// The row to pivot a removed constraint's marker into: a redundant required equality that
    /// restates it (a basic dummy, which then takes its place), else Cassowary's three-tier
    /// choice. Preferring the dummy keeps every basic dummy's row made of dummies only, so a
    /// redundant equality can never drift from zero.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        let holding = tableau.holders(of: marker)
        if let dummy = holding.filter(\.isDummy).min() { return dummy }
        var first: (Double, Symbol)?, second: (Double, Symbol)?, third: Symbol?
        func better(_ r: Double, _ s: Symbol, than current: (Double, Symbol)?) -> Bool {
            guard let (cr, cs) = current else { return true }
            return r < cr || (r == cr && s < cs)
        }
        for b in holding {
            let r = tableau.row(b)!
            let c = r.coefficient(for: marker)
            if b.isExternal {
                if third == nil || b < third! { third = b }
            } else if c < 0 {
                let ratio = -r.constant / c
                if better(ratio, b, than: first) { first = (ratio, b) }
            } else {
                let ratio = r.constant / c
                if better(ratio, b, than: second) { second = (ratio, b) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    func removeMarkerEffects(_ marker: Symbol, _ strength: Cassowary.Strength) {
        guard marker.isValid, marker.kind == .error else { return }
        if let r = tableau.row(marker) {
            tableau.objective.insert(r, times: -strength.value)
        } else {
            tableau.objective.insert(marker, -strength.value)
        }
    }

    /// Rebuilds the tableau from the recorded constraints and edit values (after a failed add,
    /// whose partial pivots cannot be unwound one by one).
    func rebuild() {
        let ordered = constraints
        let savedEdits = edits.sorted { record($0.value.constraint)!.sequence < record($1.value.constraint)!.sequence }
        tableau.clear(); records.removeAll(); variables.removeAll(); values = []; edits = [:]
        for c in ordered { try? add(c) }
        for (v, info) in savedEdits {
            edits[v] = EditInfo(constraint: info.constraint, constant: 0)
            try? suggestValue(v, info.constant)
        }
    }
}
