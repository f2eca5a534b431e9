extension Cassowary {
    /// The simplex tableau: one row per basic symbol, written over parametric symbols, with a
    /// column index (parametric symbol → the basic rows that hold it) so that substitution, the
    /// ratio tests and edits touch only the rows concerned instead of sweeping every row.
    /// Dummy symbols (markers of required equalities, fixed at zero) are left out of the index:
    /// they pile up in long rows, and are only looked for when their constraint is removed.
    final class Tableau {
        /// Rows by basic symbol id (nil: not basic).
        @exclusivity(unchecked) private(set) var rows: [Row?] = [nil]
        /// The column index: for each parametric symbol id, the first of the links naming the
        /// basic symbols whose rows hold it (-1: none). The links of every column share one pool,
        /// so a column costs no allocation of its own.
        @exclusivity(unchecked) private var columnHead: [Int32] = [-1]
        /// The pool of column links; freed links are chained from `freeLink`.
        @exclusivity(unchecked) private var links: [Link] = []
        @exclusivity(unchecked) private var freeLink: Int32 = -1
        /// One entry of a column: a basic symbol, and the next link of the column (-1: the last).
        struct Link { var basic: Symbol; var next: Int32 }
        /// The objective to minimise: Σ strength × error.
        @exclusivity(unchecked) var objective = Row()
        /// The artificial objective, while a required constraint is added through one.
        @exclusivity(unchecked) var artificial: Row?
        /// Restricted basics whose constant went negative (dual simplex work list).
        @exclusivity(unchecked) var infeasible: Set<Symbol> = []
        @exclusivity(unchecked) private(set) var symbolCount: UInt32 = 0
        /// Every symbol made, by id.
        @exclusivity(unchecked) private(set) var symbolTable: [Symbol] = [.invalid]

        /// Empties the tableau, as a new one.
        func clear() {
            rows = [nil]; columnHead = [-1]; links = []; freeLink = -1
            objective = Row(); artificial = nil; infeasible = []; symbolCount = 0; symbolTable = [.invalid]
        }

        func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            symbolCount += 1
            let s = Symbol(id: symbolCount, kind: kind)
            rows.append(nil); columnHead.append(-1); symbolTable.append(s)
            return s
        }

        func row(_ s: Symbol) -> Row? { rows[s.id] }
        /// Adds `delta` to the constant of the row of basic `s`; returns the new constant (nil:
        /// `s` is not basic).
        func addToConstant(of s: Symbol, _ delta: Double) -> Double? {
            guard rows[s.id] != nil else { return nil }
            rows[s.id]!.constant += delta
            return rows[s.id]!.constant
        }
        func isBasic(_ s: Symbol) -> Bool { rows[s.id] != nil }
        /// The basic symbols whose rows hold `s` (a scan of every row for a dummy).
        func holders(of s: Symbol) -> [Symbol] {
            var found: [Symbol] = []
            if !s.isDummy {
                forEachHolder(of: s) { found.append($0) }
                return found
            }
            for (i, r) in rows.enumerated() where r != nil && r!.coefficient(for: s) != 0 { found.append(symbolTable[i]) }
            return found
        }

        /// Calls `body` with each basic symbol whose row holds the parametric symbol `s`.
        @inline(__always)
        func forEachHolder(of s: Symbol, _ body: (Symbol) -> Void) {
            var i = columnHead[s.id]
            while i >= 0 {
                let link = links[Int(i)]
                body(link.basic)
                i = link.next
            }
        }

        private func index(_ p: Symbol, in b: Symbol) {
            guard !p.isDummy else { return }
            let i: Int32
            if freeLink >= 0 {
                i = freeLink
                freeLink = links[Int(i)].next
                links[Int(i)] = Link(basic: b, next: columnHead[p.id])
            } else {
                i = Int32(links.count)
                links.append(Link(basic: b, next: columnHead[p.id]))
            }
            columnHead[p.id] = i
        }

        private func unindex(_ p: Symbol, in b: Symbol) {
            guard !p.isDummy else { return }
            var previous: Int32 = -1, i = columnHead[p.id]
            while i >= 0, links[Int(i)].basic != b { previous = i; i = links[Int(i)].next }
            guard i >= 0 else { return }
            let next = links[Int(i)].next
            if previous < 0 { columnHead[p.id] = next } else { links[Int(previous)].next = next }
            release(i)
        }

        @inline(__always)
        private func release(_ i: Int32) {
            links[Int(i)].next = freeLink
            freeLink = i
        }

        /// Empties the column of `s`, returning the basic symbols it named.
        private func clearColumn(_ s: Symbol) -> [Symbol] {
            var found: [Symbol] = []
            var i = columnHead[s.id]
            columnHead[s.id] = -1
            while i >= 0 {
                let next = links[Int(i)].next
                found.append(links[Int(i)].basic)
                release(i)
                i = next
            }
            return found
        }

        func addRow(_ row: consuming Row, basic s: Symbol) {
            for c in row.cells { index(c.symbol, in: s) }
            rows[s.id] = row
        }

        /// The first symbol with a negative coefficient in the objective (or the artificial one)
        /// that may enter the basis: the primal simplex's entering choice; invalid when optimal.
        func enteringSymbol(artificial useArtificial: Bool) -> Symbol {
            func first(in cells: borrowing [Cell]) -> Symbol {
                for i in cells.indices where cells[i].coefficient < 0 && !cells[i].symbol.isDummy { return cells[i].symbol }
                return .invalid
            }
            return useArtificial ? first(in: artificial!.cells) : first(in: objective.cells)
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
            let holding = s.isDummy ? holders(of: s) : clearColumn(s)
            for b in holding {
                let k = rows[b.id]!.remove(s)
                rows[b.id]!.insert(row, times: k,
                         appeared: { p in index(p, in: b) },
                         vanished: { p in unindex(p, in: b) })
                if !b.isExternal && rows[b.id]!.constant < 0 { infeasible.insert(b) }
            }
            let k = objective.remove(s)
            if k != 0 { objective.insert(row, times: k) }
            if artificial != nil {
                let k = artificial!.remove(s)
                if k != 0 { artificial!.insert(row, times: k) }
            }
        }

        /// Adds `delta × coefficient of marker` to the constant of every row holding `marker`
        /// (an edit moved through its parametric error symbol).
        func shiftConstants(holding marker: Symbol, by delta: Double) {
            for b in holders(of: marker) {
                rows[b.id]!.constant += delta * rows[b.id]!.coefficient(for: marker)
                if !b.isExternal && rows[b.id]!.constant < 0 { infeasible.insert(b) }
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
            if !s.isDummy { _ = clearColumn(s) }
            objective.remove(s)
        }

        /// Makes `entering` basic in place of `leaving`.
        func pivot(leaving: Symbol, entering: Symbol) {
            var r = removeRow(basic: leaving)
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
