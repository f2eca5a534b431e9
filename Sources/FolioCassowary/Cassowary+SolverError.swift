extension Cassowary {
    /// What the solver refuses; each case carries the offending constraint or variable.
    public enum SolverError: Error, Equatable, CustomStringConvertible {
        /// The constraint is already in the solver.
        case duplicateConstraint(Constraint)
        /// A required constraint contradicts the required constraints already added.
        case unsatisfiableConstraint(Constraint)
        /// The constraint was never added (or was removed).
        case unknownConstraint(Constraint)
        /// A coefficient or constant is NaN or infinite.
        case nonFiniteConstraint(Constraint)
        /// A coefficient or constant lies beyond ±`Cassowary.maximumMagnitude`.
        case outOfRangeConstraint(Constraint)
        /// The variable already is an edit variable.
        case duplicateEditVariable(Variable)
        /// The variable is not an edit variable.
        case unknownEditVariable(Variable)
        /// Edit variables cannot be required.
        case badRequiredStrength(Variable)
        /// A suggested value is NaN or infinite.
        case nonFiniteValue(Variable, Double)
        /// A suggested value lies beyond ±`Cassowary.maximumMagnitude`.
        case outOfRangeValue(Variable, Double)
        /// The tableau is broken (a bug): the message says where.
        case internalError(String)

        public var description: String {
            switch self {
            case .duplicateConstraint(let c): "duplicate constraint: \(c)"
            case .unsatisfiableConstraint(let c): "unsatisfiable required constraint: \(c)"
            case .unknownConstraint(let c): "unknown constraint: \(c)"
            case .nonFiniteConstraint(let c): "constraint with a non-finite number: \(c)"
            case .duplicateEditVariable(let v): "duplicate edit variable: \(v)"
            case .unknownEditVariable(let v): "unknown edit variable: \(v)"
            case .badRequiredStrength(let v): "edit variable \(v) cannot be required"
            case .nonFiniteValue(let v, let x): "suggested value \(x) for \(v) is not finite"
            case .outOfRangeConstraint(let c): "constraint with a number beyond ±\(Cassowary.maximumMagnitude): \(c)"
            case .outOfRangeValue(let v, let x): "suggested value \(x) for \(v) is beyond ±\(Cassowary.maximumMagnitude)"
            case .internalError(let m): "internal solver error: \(m)"
            }
        }
    }
}
