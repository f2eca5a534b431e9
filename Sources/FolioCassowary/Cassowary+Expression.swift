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
    /// The value as an expression.
    var cassowaryExpression: Cassowary.Expression { get }
    /// How many terms it has (room to reserve before `appendTerms(to:times:)`).
    var cassowaryTermCount: Int { get }
    /// Its constant part.
    var cassowaryConstant: Double { get }
    /// Appends its terms, each coefficient multiplied by `k`, without making an expression first
    /// (the operators and constraints build one array of terms, whatever they combine).
    func appendTerms(to terms: inout [Cassowary.Term], times k: Double)
}

extension CassowaryExpressible {
    /// The terms of `cassowaryExpression`.
    @inlinable public var cassowaryTermCount: Int { cassowaryExpression.terms.count }
    /// The constant of `cassowaryExpression`.
    @inlinable public var cassowaryConstant: Double { cassowaryExpression.constant }
    /// Appends the terms of `cassowaryExpression`, scaled by `k`.
    @inlinable public func appendTerms(to terms: inout [Cassowary.Term], times k: Double) {
        for t in cassowaryExpression.terms { terms.append(Cassowary.Term(t.variable, t.coefficient * k)) }
    }
}

extension Cassowary.Expression: CassowaryExpressible {
    /// Itself.
    @inlinable public var cassowaryExpression: Cassowary.Expression { self }
    /// Its terms' count.
    @inlinable public var cassowaryTermCount: Int { terms.count }
    /// Its constant.
    @inlinable public var cassowaryConstant: Double { constant }
    /// Appends its terms scaled by `k`.
    @inlinable public func appendTerms(to out: inout [Cassowary.Term], times k: Double) {
        if k == 1 { out.append(contentsOf: terms); return }
        for t in terms { out.append(Cassowary.Term(t.variable, t.coefficient * k)) }
    }
}

extension Cassowary.Variable: CassowaryExpressible {
    /// The variable alone.
    @inlinable public var cassowaryExpression: Cassowary.Expression { .init(self) }
    /// One term.
    @inlinable public var cassowaryTermCount: Int { 1 }
    /// No constant.
    @inlinable public var cassowaryConstant: Double { 0 }
    /// Appends `k × self`.
    @inlinable public func appendTerms(to terms: inout [Cassowary.Term], times k: Double) {
        terms.append(Cassowary.Term(self, k))
    }
}

extension Cassowary.Term: CassowaryExpressible {
    /// The term alone.
    @inlinable public var cassowaryExpression: Cassowary.Expression { .init([self]) }
    /// One term.
    @inlinable public var cassowaryTermCount: Int { 1 }
    /// No constant.
    @inlinable public var cassowaryConstant: Double { 0 }
    /// Appends the term scaled by `k`.
    @inlinable public func appendTerms(to terms: inout [Cassowary.Term], times k: Double) {
        terms.append(Cassowary.Term(variable, coefficient * k))
    }
}

extension Cassowary.Expression {
    /// `a × ka + b × kb`, built in one array.
    @inlinable
    static func combining(_ a: some CassowaryExpressible, _ ka: Double,
                          _ b: some CassowaryExpressible, _ kb: Double) -> Cassowary.Expression {
        var terms: [Cassowary.Term] = []
        terms.reserveCapacity(a.cassowaryTermCount + b.cassowaryTermCount)
        a.appendTerms(to: &terms, times: ka)
        b.appendTerms(to: &terms, times: kb)
        return Cassowary.Expression(terms, constant: a.cassowaryConstant * ka + b.cassowaryConstant * kb)
    }
}

/// The sum of two expressions.
@inlinable public func + (a: some CassowaryExpressible, b: some CassowaryExpressible) -> Cassowary.Expression {
    .combining(a, 1, b, 1)
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
@inlinable public func - (a: some CassowaryExpressible, b: some CassowaryExpressible) -> Cassowary.Expression {
    .combining(a, 1, b, -1)
}
/// An expression minus a constant.
@inlinable public func - (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression { a + (-k) }
/// A constant minus an expression.
@inlinable public func - (k: Double, a: some CassowaryExpressible) -> Cassowary.Expression { k + (-1.0 * a) }
/// An expression scaled by a constant.
@inlinable public func * (k: Double, a: some CassowaryExpressible) -> Cassowary.Expression {
    var terms: [Cassowary.Term] = []
    terms.reserveCapacity(a.cassowaryTermCount)
    a.appendTerms(to: &terms, times: k)
    return Cassowary.Expression(terms, constant: a.cassowaryConstant * k)
}
/// An expression scaled by a constant.
@inlinable public func * (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression { k * a }
/// An expression divided by a constant.
@inlinable public func / (a: some CassowaryExpressible, k: Double) -> Cassowary.Expression { (1 / k) * a }
/// The negated expression.
@inlinable public prefix func - (a: some CassowaryExpressible) -> Cassowary.Expression { -1.0 * a }
