extension Cassowary {
    /// An incremental solver: add and remove constraints, suggest values for edit variables, read
    /// the solution after `updateVariables()`. Each call leaves an optimal, feasible tableau.
    ///
    /// A required constraint that contradicts the others throws `unsatisfiableConstraint` and
    /// leaves the solver exactly as it was before the call.
    public final class Solver {
        struct Tag { var marker: Symbol = .invalid; var other: Symbol = .invalid }
        struct Record { let tag: Tag; let sequence: Int }
        struct VariableData { let symbol: Symbol; var references: Int }
        struct EditInfo { let constraint: Constraint; var constant: Double }

        /// This solver's id, unique in the process.
        let id = Cassowary.solverIDs.wrappingAdd(1, ordering: .relaxed).oldValue
        /// The tableau, emptied in place (a constant reference, so reaching it costs no retain).
        let tableau = Tableau()
        @exclusivity(unchecked) var records: SlotTable<Constraint, Record>
        @exclusivity(unchecked) var variables: SlotTable<Variable, VariableData>
        /// Solved values by variable slot, as of the last `updateVariables()`.
        @exclusivity(unchecked) var values: [Double] = []
        @exclusivity(unchecked) var edits: [Variable: EditInfo] = [:]
        @exclusivity(unchecked) private var sequence = 0

        /// An empty solver.
        public init() {
            records = SlotTable(owner: id)
            variables = SlotTable(owner: id)
        }

        deinit {
            records.removeAll()
            variables.removeAll()
        }

        /// The constraints in the solver, in the order they were added (edit constraints included).
        public var constraints: [Constraint] {
            records.entries.sorted { $0.value.sequence < $1.value.sequence }.map(\.key)
        }
        /// Whether `c` was added and not removed.
        public func contains(_ c: Constraint) -> Bool { records.slot(of: c) != nil }
        /// Whether `v` is an edit variable.
        public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }
        func record(_ c: Constraint) -> Record? { records.slot(of: c).map { records[$0] } }

        // MARK: Constraints

        /// Adds `c` and re-optimises. Throws `duplicateConstraint`, `nonFiniteConstraint`,
        /// `outOfRangeConstraint` or, for a
        /// required constraint that contradicts the others, `unsatisfiableConstraint` (the solver is
        /// then as it was).
        public func add(_ c: Constraint) throws(SolverError) {
            guard records.slot(of: c) == nil else { throw .duplicateConstraint(c) }
            guard c.isFinite else { throw .nonFiniteConstraint(c) }
            guard c.isWithinRange else { throw .outOfRangeConstraint(c) }
            var tag = Tag()
            var row = makeRow(c, tag: &tag)
            var subject = chooseSubject(row, tag)
            if !subject.isValid && row.symbols.allSatisfy(\.isDummy) {
                guard nearZero(row.constant) else {
                    releaseVariables(of: c)
                    throw .unsatisfiableConstraint(c)
                }
                subject = tag.marker
            }
            if subject.isValid {
                row.solve(for: subject)
                tableau.substitute(subject, with: row)
                tableau.addRow(row, basic: subject)
            } else {
                let ok = try addWithArtificialVariable(row)
                if !ok {
                    rebuild()
                    throw .unsatisfiableConstraint(c)
                }
            }
            _ = records.insert(c, Record(tag: tag, sequence: sequence))
            sequence += 1
            try optimize()
            try dualOptimize()
        }

        /// Removes `c` and re-optimises; throws `unknownConstraint` when it is not in the solver.
        public func remove(_ c: Constraint) throws(SolverError) {
            guard let slot = records.slot(of: c) else { throw .unknownConstraint(c) }
            let record = records.remove(at: slot)
            let tag = record.tag
            removeMarkerEffects(tag.marker, c.strength)
            removeMarkerEffects(tag.other, c.strength)
            if tableau.isBasic(tag.marker) {
                tableau.removeRow(basic: tag.marker)
            } else {
                guard let leaving = markerLeavingRow(tag.marker) else {
                    throw .internalError("no leaving row for the marker of \(c)")
                }
                var r = tableau.removeRow(basic: leaving)
                r.solve(for: leaving, tag.marker)
                tableau.substitute(tag.marker, with: r)
            }
            try optimize()
            try dualOptimize()
            for t in c.expression.terms {
                guard let s = variables.slot(of: t.variable) else { continue }
                variables.values[s]!.references -= 1
                if variables[s].references == 0 { variables.remove(at: s) }
            }
        }

        // MARK: Edit variables

        /// Makes `v` an edit variable (a value suggested with `suggestValue`) at `strength`, which
        /// cannot be required.
        public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
            guard edits[v] == nil else { throw .duplicateEditVariable(v) }
            guard !strength.isRequired else { throw .badRequiredStrength(v) }
            let c = Constraint(v, .equal, 0, strength: strength)
            try add(c)
            edits[v] = EditInfo(constraint: c, constant: 0)
        }

        /// Stops `v` being an edit variable.
        public func removeEditVariable(_ v: Variable) throws(SolverError) {
            guard let info = edits.removeValue(forKey: v) else { throw .unknownEditVariable(v) }
            try remove(info.constraint)
        }

        /// Moves an edit variable towards `value` and re-solves by the dual simplex (touching
        /// only the rows that depend on it).
        public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
            guard let info = edits[v] else { throw .unknownEditVariable(v) }
            guard value.isFinite else { throw .nonFiniteValue(v, value) }
            guard abs(value) <= Cassowary.maximumMagnitude else { throw .outOfRangeValue(v, value) }
            let delta = value - info.constant
            edits[v]!.constant = value
            let tag = record(info.constraint)!.tag
            if let constant = tableau.addToConstant(of: tag.marker, -delta) {
                if constant < 0 { tableau.infeasible.insert(tag.marker) }
            } else if let constant = tableau.addToConstant(of: tag.other, delta) {
                if constant < 0 { tableau.infeasible.insert(tag.other) }
            } else {
                tableau.shiftConstants(holding: tag.marker, by: delta)
            }
            try dualOptimize()
        }

        // MARK: Values

        /// Copies the solution into the values `value(of:)` reads.
        public func updateVariables() {
            var out = values
            values = []
            out.reserveCapacity(variables.values.count)
            while out.count < variables.values.count { out.append(0) }
            tableau.read(variables.values, into: &out)
            for (slot, key) in variables.keys.enumerated() { key?.value = out[slot] }
            values = out
        }
        /// The variable's value at the last `updateVariables()` (0 when unknown).
        public func value(of v: Variable) -> Double {
            guard let slot = variables.slot(of: v), slot < values.count else { return 0 }
            return values[slot]
        }
        /// The variable's value in the current solution, without `updateVariables()`.
        public func currentValue(of v: Variable) -> Double {
            guard let slot = variables.slot(of: v) else { return 0 }
            return tableau.row(variables[slot].symbol)?.constant ?? 0
        }

        /// Whether the variable could take another value without violating a required constraint
        /// or worsening the others: it is unknown, free, or depends on a free or cost-less symbol.
        public func isAmbiguous(_ v: Variable) -> Bool {
            guard let slot = variables.slot(of: v), let r = tableau.row(variables[slot].symbol) else { return true }
            for p in r.symbols {
                if p.isExternal { return true }
                if p.isPivotable && nearZero(tableau.objective.coefficient(for: p)) { return true }
            }
            return false
        }

        /// Clears every constraint and edit variable.
        public func reset() {
            tableau.clear(); records.removeAll(); variables.removeAll(); values = []; edits = [:]; sequence = 0
        }
    }
}
