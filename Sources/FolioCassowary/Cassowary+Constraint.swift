extension Cassowary {
    /// `==`, `<=` or `>=`.
    public enum Relation: String, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// `lhs relation rhs` with a strength; compared by identity (add and remove the same object).
    /// Stored as `expression relation 0` with `expression = lhs − rhs`, terms of one variable merged.
    /// Its public parts are immutable; like a solver, it is meant for one thread at a time.
    public final class Constraint: Slotted, @unchecked Sendable, CustomStringConvertible {
        /// `lhs − rhs`, its terms merged by variable.
        public let expression: Expression
        /// How `expression` relates to zero.
        public let relation: Relation
        /// How much the constraint matters.
        public let strength: Strength
        /// The id of the solver that owns the constraint's slot (0: none), and the slot.
        @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var ownerID: UInt64 = 0
        @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var slot = -1

        /// `lhs relation rhs` at `strength` (required by default).
        @inlinable
        public init(_ lhs: some CassowaryExpressible, _ relation: Relation, _ rhs: some CassowaryExpressible,
                    strength: Strength = .required) {
            self.expression = Constraint.reduced(.combining(lhs, 1, rhs, -1))
            self.relation = relation
            self.strength = strength
        }
        /// `lhs relation constant`.
        @inlinable
        public convenience init(_ lhs: some CassowaryExpressible, _ relation: Relation, _ constant: Double,
                                strength: Strength = .required) {
            self.init(lhs, relation, Expression(constant: constant), strength: strength)
        }

        /// Whether every coefficient and the constant are finite numbers.
        public var isFinite: Bool {
            guard expression.constant.isFinite else { return false }
            for t in expression.terms where !t.coefficient.isFinite { return false }
            return true
        }

        /// Whether every coefficient and the constant lie within ±`Cassowary.maximumMagnitude`.
        public var isWithinRange: Bool {
            guard abs(expression.constant) <= Cassowary.maximumMagnitude else { return false }
            for t in expression.terms where abs(t.coefficient) > Cassowary.maximumMagnitude { return false }
            return true
        }

        /// Merges terms of the same variable (first-appearance order) and drops zero coefficients.
        @usableFromInline
        static func reduced(_ e: Expression) -> Expression {
            // The usual case — a few distinct variables, no zero — needs no merging.
            if e.terms.count <= 8, e.terms.allSatisfy({ !nearZero($0.coefficient) }) {
                var distinct = true
                outer: for i in e.terms.indices {
                    for j in e.terms.indices where j > i && e.terms[i].variable === e.terms[j].variable {
                        distinct = false; break outer
                    }
                }
                if distinct { return e }
            }
            var order: [Variable] = []
            var sums: [Variable: Double] = [:]
            for t in e.terms {
                if sums[t.variable] == nil { order.append(t.variable) }
                sums[t.variable, default: 0] += t.coefficient
            }
            let terms = order.compactMap { v in sums[v].flatMap { nearZero($0) ? nil : Term(v, $0) } }
            return Expression(terms, constant: e.constant)
        }

        public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
        public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        /// `x + y - 20 == 0 | required`, as kiwi prints a constraint.
        public var description: String { "\(expression) \(relation.rawValue) 0 | \(strength)" }
    }
}
