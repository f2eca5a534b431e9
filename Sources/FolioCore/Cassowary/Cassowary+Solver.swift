extension Cassowary {
    /// An incremental solver: add and remove constraints, suggest values for edit variables, read
    /// the solution after `updateVariables()`. Each call leaves an optimal, feasible tableau.
    ///
    /// A required constraint that contradicts the others throws `unsatisfiableConstraint` and
    /// leaves the solver exactly as it was before the call.
    public final class Solver {
        struct Tag { var marker: Symbol = .invalid; var other: Symbol = .invalid }
        struct Record { let tag: Tag; let sequence: Int; let slots: [Int] }
        struct VariableInfo { let symbol: Symbol; let slot: Int }
        struct EditInfo { let constraint: Constraint; var constant: Double }

        @exclusivity(unchecked) var tableau = Tableau()
        @exclusivity(unchecked) var records: [Constraint: Record] = [:]
        @exclusivity(unchecked) var variables: [Variable: VariableInfo] = [:]
        @exclusivity(unchecked) var edits: [Variable: EditInfo] = [:]
        /// Solved values by variable slot, and each slot's symbol (invalid: free slot).
        @exclusivity(unchecked) var slotValues: [Double] = []
        @exclusivity(unchecked) var slotSymbols: [Symbol] = []
        /// How many constraints use each slot's variable.
        @exclusivity(unchecked) var slotReferences: [Int] = []
        @exclusivity(unchecked) var slotVariables: [Variable?] = []
        var freeSlots: [Int] = []
        private var sequence = 0

        public init() {}

        /// The constraints in the solver, in the order they were added (edit constraints included).
        public var constraints: [Constraint] {
            records.sorted { $0.value.sequence < $1.value.sequence }.map(\.key)
        }
        public func contains(_ c: Constraint) -> Bool { records[c] != nil }
        public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

        // MARK: Constraints

        public func add(_ c: Constraint) throws(SolverError) {
            guard records[c] == nil else { throw .duplicateConstraint(c) }
            guard c.isFinite else { throw .nonFiniteConstraint(c) }
            var tag = Tag()
            var slots: [Int] = []
            slots.reserveCapacity(c.expression.terms.count)
            let row = makeRow(c, tag: &tag, slots: &slots)
            var subject = chooseSubject(row, tag)
            if !subject.isValid && row.symbols.allSatisfy(\.isDummy) {
                guard nearZero(row.constant) else {
                    dropUnreferencedVariables(of: c)
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
            records[c] = Record(tag: tag, sequence: sequence, slots: slots)
            sequence += 1
            for s in slots { slotReferences[s] += 1 }
            try optimize(tableau.objective)
            try dualOptimize()
        }

        public func remove(_ c: Constraint) throws(SolverError) {
            guard let record = records.removeValue(forKey: c) else { throw .unknownConstraint(c) }
            let tag = record.tag
            removeMarkerEffects(tag.marker, c.strength)
            removeMarkerEffects(tag.other, c.strength)
            if tableau.isBasic(tag.marker) {
                tableau.removeRow(basic: tag.marker)
            } else {
                guard let leaving = markerLeavingRow(tag.marker) else {
                    throw .internalError("no leaving row for the marker of \(c)")
                }
                let r = tableau.removeRow(basic: leaving)
                r.solve(for: leaving, tag.marker)
                tableau.substitute(tag.marker, with: r)
            }
            try optimize(tableau.objective)
            try dualOptimize()
            for s in record.slots {
                slotReferences[s] -= 1
                if slotReferences[s] == 0 { releaseSlot(s) }
            }
        }

        // MARK: Edit variables

        public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
            guard edits[v] == nil else { throw .duplicateEditVariable(v) }
            guard !strength.isRequired else { throw .badRequiredStrength(v) }
            let c = Constraint(v, .equal, 0, strength: strength)
            try add(c)
            edits[v] = EditInfo(constraint: c, constant: 0)
        }

        public func removeEditVariable(_ v: Variable) throws(SolverError) {
            guard let info = edits.removeValue(forKey: v) else { throw .unknownEditVariable(v) }
            try remove(info.constraint)
        }

        /// Moves an edit variable towards `value` and re-solves by the dual simplex (touching
        /// only the rows that depend on it).
        public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
            guard let info = edits[v] else { throw .unknownEditVariable(v) }
            guard value.isFinite else { throw .nonFiniteValue(v, value) }
            let delta = value - info.constant
            edits[v]!.constant = value
            let tag = records[info.constraint]!.tag
            if let r = tableau.row(tag.marker) {
                r.constant -= delta
                if r.constant < 0 { tableau.infeasible.insert(tag.marker) }
            } else if let r = tableau.row(tag.other) {
                r.constant += delta
                if r.constant < 0 { tableau.infeasible.insert(tag.other) }
            } else {
                tableau.shiftConstants(holding: tag.marker, by: delta)
            }
            try dualOptimize()
        }

        // MARK: Values

        /// Copies the solution into the values `value(of:)` reads.
        public func updateVariables() {
            var values = slotValues
            slotValues = []
            tableau.read(slotSymbols, into: &values)
            slotValues = values
        }
        /// The variable's value at the last `updateVariables()` (0 when unknown).
        public func value(of v: Variable) -> Double { variables[v].map { slotValues[$0.slot] } ?? 0 }
        /// The variable's value in the current solution, without `updateVariables()`.
        public func currentValue(of v: Variable) -> Double {
            guard let s = variables[v]?.symbol else { return 0 }
            return tableau.row(s)?.constant ?? 0
        }

        /// Whether the variable could take another value without violating a required constraint
        /// or worsening the others: it is unknown, free, or depends on a free or cost-less symbol.
        public func isAmbiguous(_ v: Variable) -> Bool {
            guard let s = variables[v]?.symbol, let r = tableau.row(s) else { return true }
            for p in r.symbols {
                if p.isExternal { return true }
                if p.isPivotable && nearZero(tableau.objective.coefficient(for: p)) { return true }
            }
            return false
        }

        /// Clears every constraint and edit variable.
        public func reset() {
            tableau = Tableau(); records = [:]; variables = [:]; edits = [:]; sequence = 0
            slotValues = []; slotSymbols = []; slotReferences = []; slotVariables = []; freeSlots = []
        }
    }
}
