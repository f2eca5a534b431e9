extension Cassowary {
    /// The simplex tableau: one row per basic symbol, written over parametric symbols, with a
    /// column index (parametric symbol → the basic rows that hold it) so that substitution, the
    /// ratio tests and edits touch only the rows concerned instead of sweeping every row.
    struct Tableau {
        /// Rows by basic symbol id (nil: not basic).
        private(set) var rows: [Row?] = [nil]
        /// For each parametric symbol id, the basic symbols whose rows hold it.
        private(set) var columns: [Set<Symbol>] = [[]]
        /// The objective to minimise: Σ strength × error.
        var objective = Row()
        /// The artificial objective, while a required constraint is added through one.
        var artificial: Row?
        /// Restricted basics whose constant went negative (dual simplex work list).
        var infeasible: Set<Symbol> = []
        private(set) var symbolCount: UInt32 = 0
        /// Every symbol made, by id.
        private(set) var symbolTable: [Symbol] = [.invalid]

        mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            symbolCount += 1
            let s = Symbol(id: symbolCount, kind: kind)
            rows.append(nil); columns.append([]); symbolTable.append(s)
            return s
        }

        func row(_ s: Symbol) -> Row? { rows[s.id] }
        func isBasic(_ s: Symbol) -> Bool { rows[s.id] != nil }
        func holders(of s: Symbol) -> Set<Symbol> { columns[s.id] }

        mutating func addRow(_ row: Row, basic s: Symbol) {
            rows[s.id] = row
            for p in row.symbols { columns[p.id].insert(s) }
        }

        @discardableResult
        mutating func removeRow(basic s: Symbol) -> Row {
            let row = rows[s.id]!
            rows[s.id] = nil
            for p in row.symbols { columns[p.id].remove(s) }
            return row
        }

        /// Replaces `s` by `row` (an expression for it) in every row and the objectives.
        mutating func substitute(_ s: Symbol, with row: Row) {
            let holding = columns[s.id]
            columns[s.id] = []
            var added: [Symbol] = [], removed: [Symbol] = []
            for b in holding {
                let r = rows[b.id]!
                let k = r.remove(s)
                added.removeAll(keepingCapacity: true); removed.removeAll(keepingCapacity: true)
                r.insert(row, times: k, added: &added, removed: &removed)
                for p in added { columns[p.id].insert(b) }
                for p in removed { columns[p.id].remove(b) }
                if !b.isExternal && r.constant < 0 { infeasible.insert(b) }
            }
            let k = objective.remove(s)
            if k != 0 { objective.insert(row, times: k) }
            if let a = artificial {
                let k = a.remove(s)
                if k != 0 { a.insert(row, times: k) }
            }
        }

        /// Drops `s` from every row (used for the artificial variable).
        mutating func erase(_ s: Symbol) {
            for b in columns[s.id] { rows[b.id]!.remove(s) }
            columns[s.id] = []
            objective.remove(s)
        }

        /// Makes `entering` basic in place of `leaving`.
        mutating func pivot(leaving: Symbol, entering: Symbol) {
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
