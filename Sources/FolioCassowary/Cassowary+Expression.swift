extension Cassowary {
    /// `coefficient × variable`.
    public struct Term: Hashable, Sendable, CustomStringConvertible {
        /// The unknown.
        public var variable: Variable
        /// Its factor.
        public var coefficient: Double
        /// `coefficient × variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable; self.coefficient = coefficient
        }
        /// `x`, `-x` or `2 * x`.
        public var description: String {
            switch coefficient {
            case 1: "\(variable)"
            case -1: "-\(variable)"
            default: "\(Cassowary.format(coefficient)) * \(variable)"
            }
        }
    }

    /// `Σ coefficient × variable + constant`.
    public struct Expression: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
                              CustomStringConvertible {
        /// The terms, in the order they were written.
        public var terms: [Term]
        /// The constant part.
        public var constant: Double
        /// `Σ terms + constant`.
        public init(_ terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant }
        /// The expression `variable`.
        public init(_ variable: Variable) { self.init([Term(variable)]) }
        public init(floatLiteral value: Double) { self.init(constant: value) }
        public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

        /// `x + 2 * y - 3`: terms in order, then the constant (alone when there are no terms).
        public var description: String {
            var out = ""
            for (i, t) in terms.enumerated() {
                if i == 0 { out = t.description; continue }
                out += t.coefficient < 0 ? " - \(Term(t.variable, -t.coefficient))" : " + \(t)"
            }
            if terms.isEmpty { return Cassowary.format(constant) }
            if constant != 0 { out += constant < 0 ? " - \(Cassowary.format(-constant))" : " + \(Cassowary.format(constant))" }
            return out
        }
    }
}

extension Cassowary {
    /// A number as the printed forms show it: `3` for whole numbers, else Swift's shortest form.
    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }
}

/// A variable, a term or an expression: what the solver's operators combine.
public protocol CassowaryExpressible: Sendable {
    var cassowaryExpression: Cassowary.Expression { get }
}
extension Cassowary.Expression: CassowaryExpressible { public var cassowaryExpression: Cassowary.Expression { self } }
extension Cassowary.Variable: CassowaryExpressible { public var cassowaryExpression: Cassowary.Expression { .init(self) } }
extension Cassowary.Term: CassowaryExpressible { public var cassowaryExpression: Cassowary.Expression { .init([self]) } }

/// The sum of two expressions.
@inlinable public func + (a: some CassowaryExpressible, b: some CassowaryExpressible) -> Cassowary.Expression {
    let x = a.cassowaryExpression, y = b.cassowaryExpression
    return Cassowary.Expression(x.terms + y.terms, constant: x.constant + y.constant)
}
/// An expression plus a constant.
@inlinable public func + (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression {
    var x = a.cassowaryExpression
    x.constant += k
    return x
}
/// A constant plus an expression.
@inlinable public func + (k: Double, a: some CassowaryExpressible) -> Cassowary.Expression { a + k }
/// The difference of two expressions.
@inlinable public func - (a: some CassowaryExpressible, b: some CassowaryExpressible) -> Cassowary.Expression { a + (-1.0 * b) }
/// An expression minus a constant.
@inlinable public func - (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression { a + (-k) }
/// A constant minus an expression.
@inlinable public func - (k: Double, a: some CassowaryExpressible) -> Cassowary.Expression { k + (-1.0 * a) }
/// An expression scaled by a constant.
@inlinable public func * (k: Double, a: some CassowaryExpressible) -> Cassowary.Expression {
    let x = a.cassowaryExpression
    return Cassowary.Expression(x.terms.map { Cassowary.Term($0.variable, $0.coefficient * k) }, constant: x.constant * k)
}
/// An expression scaled by a constant.
@inlinable public func * (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression { k * a }
/// An expression divided by a constant.
@inlinable public func / (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression { (1 / k) * a }
/// The negated expression.
@inlinable public prefix func - (a: some CassowaryExpressible) -> Cassowary.Expression { -1.0 * a }
