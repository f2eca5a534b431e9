extension Cassowary {
    /// The simplex tableau: one row per basic symbol, written over parametric symbols, with a
    /// column index (parametric symbol → the basic rows that hold it) so that substitution, the
    /// ratio tests and edits touch only the rows concerned instead of sweeping every row.
    /// Dummy symbols (markers of required equalities, fixed at zero) are left out of the index:
    /// they pile up in long rows, and are only looked for when their constraint is removed.
    final class Tableau {
        /// Rows by basic symbol id (nil: not basic).
        @exclusivity(unchecked) private(set) var rows: [Row?] = [nil]
        /// For each parametric symbol id, the basic symbols whose rows hold it.
        @exclusivity(unchecked) private(set) var columns: [[Symbol]] = [[]]
        /// The objective to minimise: Σ strength × error.
        @exclusivity(unchecked) var objective = Row()
        /// The artificial objective, while a required constraint is added through one.
        @exclusivity(unchecked) var artificial: Row?
        /// Restricted basics whose constant went negative (dual simplex work list).
        @exclusivity(unchecked) var infeasible: Set<Symbol> = []
        @exclusivity(unchecked) private(set) var symbolCount: UInt32 = 0
        /// Every symbol made, by id.
        @exclusivity(unchecked) private(set) var symbolTable: [Symbol] = [.invalid]

        func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            symbolCount += 1
            let s = Symbol(id: symbolCount, kind: kind)
            rows.append(nil); columns.append([]); symbolTable.append(s)
            return s
        }

        func row(_ s: Symbol) -> Row? { rows[s.id] }
        func isBasic(_ s: Symbol) -> Bool { rows[s.id] != nil }
        /// The basic symbols whose rows hold `s` (a scan of every row for a dummy).
        func holders(of s: Symbol) -> [Symbol] {
            if !s.isDummy { return columns[s.id] }
            var found: [Symbol] = []
            for (i, r) in rows.enumerated() where r != nil && r!.coefficient(for: s) != 0 { found.append(symbolTable[i]) }
            return found
        }

        private func index(_ p: Symbol, in b: Symbol) {
            if !p.isDummy { columns[p.id].append(b) }
        }
        private func unindex(_ p: Symbol, in b: Symbol) {
            guard !p.isDummy, let i = columns[p.id].firstIndex(of: b) else { return }
            columns[p.id].swapAt(i, columns[p.id].count - 1)
            columns[p.id].removeLast()
        }

        func addRow(_ row: Row, basic s: Symbol) {
            rows[s.id] = row
            for c in row.cells { index(c.symbol, in: s) }
        }

        @discardableResult
        func removeRow(basic s: Symbol) -> Row {
            let row = rows[s.id]!
            rows[s.id] = nil
            for c in row.cells { unindex(c.symbol, in: s) }
            return row
        }

        /// Replaces `s` by `row` (an expression for it) in every row and the objectives.
        func substitute(_ s: Symbol, with row: Row) {
            let holding = holders(of: s)
            columns[s.id] = []
            for b in holding {
                let r = rows[b.id]!
                let k = r.remove(s)
                r.insert(row, times: k,
                         appeared: { p in index(p, in: b) },
                         vanished: { p in unindex(p, in: b) })
                if !b.isExternal && r.constant < 0 { infeasible.insert(b) }
            }
            let k = objective.remove(s)
            if k != 0 { objective.insert(row, times: k) }
            if let a = artificial {
                let k = a.remove(s)
                if k != 0 { a.insert(row, times: k) }
            }
        }

        /// Adds `delta × coefficient of marker` to the constant of every row holding `marker`
        /// (an edit moved through its parametric error symbol).
        func shiftConstants(holding marker: Symbol, by delta: Double) {
            for b in holders(of: marker) {
                let r = rows[b.id]!
                r.constant += delta * r.coefficient(for: marker)
                if !b.isExternal && r.constant < 0 { infeasible.insert(b) }
            }
        }

        /// The current value of each variable (0 for parametric ones), by slot.
        func read(_ variables: [Solver.VariableData?], into values: inout [Double]) {
            for i in variables.indices {
                guard let s = variables[i]?.symbol else { continue }
                values[i] = rows[s.id]?.constant ?? 0
            }
        }

        /// Drops `s` from every row (used for the artificial variable).
        func erase(_ s: Symbol) {
            for b in holders(of: s) { rows[b.id]!.remove(s) }
            columns[s.id] = []
            objective.remove(s)
        }

        /// Makes `entering` basic in place of `leaving`.
        func pivot(leaving: Symbol, entering: Symbol) {
            let r = removeRow(basic: leaving)
            r.solve(for: leaving, entering)
            substitute(entering, with: r)
            addRow(r, basic: entering)
        }

        /// Basic symbols in id order, with their rows.
        var basicRows: [(Symbol, Row)] {
            rows.enumerated().compactMap { i, r in r.map { (symbolTable[i], $0) } }
        }
    }
}
