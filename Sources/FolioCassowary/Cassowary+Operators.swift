/// Constraints written as kiwi writes them: `x + y == 10`, `x >= 100`, `(w == 320) | .strong`.
///
/// ```swift
/// let solver = Cassowary.Solver()
/// let x = Cassowary.Variable("x"), y = Cassowary.Variable("y")
/// try solver.add(x + y == 20)
/// try solver.add((x == 10) | .strong)
/// solver.updateVariables()
/// print(x.value, y.value)        // 10.0 10.0
/// ```
///
/// Each comparison makes a required constraint; `|` gives it another strength. Where the type is
/// not fixed by the context (`let c = x == y`), Swift picks `Equatable`'s `==` (a `Bool`): name the
/// type (`let c: Cassowary.Constraint = x == y`) or pass the comparison straight to `add(_:)`.

/// `lhs == rhs`, required.
@inlinable public func == (lhs: some CassowaryExpressible, rhs: some CassowaryExpressible) -> Cassowary.Constraint {
    Cassowary.Constraint(lhs, .equal, rhs)
}
/// `lhs == constant`, required.
@inlinable public func == (lhs: some CassowaryExpressible, rhs: Double) -> Cassowary.Constraint {
    Cassowary.Constraint(lhs, .equal, rhs)
}
/// `constant == rhs`, required.
@inlinable public func == (lhs: Double, rhs: some CassowaryExpressible) -> Cassowary.Constraint {
    Cassowary.Constraint(Cassowary.Expression(constant: lhs), .equal, rhs)
}
/// `lhs <= rhs`, required.
@inlinable public func <= (lhs: some CassowaryExpressible, rhs: some CassowaryExpressible) -> Cassowary.Constraint {
    Cassowary.Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs <= constant`, required.
@inlinable public func <= (lhs: some CassowaryExpressible, rhs: Double) -> Cassowary.Constraint {
    Cassowary.Constraint(lhs, .lessThanOrEqual, rhs)
}
/// `constant <= rhs`, required.
@inlinable public func <= (lhs: Double, rhs: some CassowaryExpressible) -> Cassowary.Constraint {
    Cassowary.Constraint(Cassowary.Expression(constant: lhs), .lessThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
@inlinable public func >= (lhs: some CassowaryExpressible, rhs: some CassowaryExpressible) -> Cassowary.Constraint {
    Cassowary.Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `lhs >= constant`, required.
@inlinable public func >= (lhs: some CassowaryExpressible, rhs: Double) -> Cassowary.Constraint {
    Cassowary.Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `constant >= rhs`, required.
@inlinable public func >= (lhs: Double, rhs: some CassowaryExpressible) -> Cassowary.Constraint {
    Cassowary.Constraint(Cassowary.Expression(constant: lhs), .greaterThanOrEqual, rhs)
}
/// The same relation at `strength` (kiwi's `constraint | "strong"`): a new constraint.
@inlinable public func | (constraint: Cassowary.Constraint, strength: Cassowary.Strength) -> Cassowary.Constraint {
    Cassowary.Constraint(constraint.expression, constraint.relation, 0, strength: strength)
}
