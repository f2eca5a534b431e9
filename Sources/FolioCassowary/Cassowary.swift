import Synchronization

/// An incremental linear-arithmetic constraint solver (Badros, Borning & Stuckey's Cassowary, in
/// the dual-simplex form kiwi popularised), the engine behind Folio's anchors.
///
/// ```swift
/// let solver = Cassowary.Solver()
/// let left = Cassowary.Variable("left"), width = Cassowary.Variable("width")
/// try solver.add(Cassowary.Constraint(left + width, .equal, 320))
/// try solver.add(Cassowary.Constraint(width, .greaterThanOrEqual, 100, strength: .strong))
/// solver.updateVariables()
/// ```
///
/// Results are deterministic: every choice the simplex makes is broken by symbol creation order,
/// never by hash order, so the same calls give the same values in every process.
public enum Cassowary {
    /// Hands out solver ids (a variable's cached slot is valid only in its solver).
    static let solverIDs = Atomic<UInt64>(1)

    /// The largest coefficient, constant or suggested value the solver takes (a billion points).
    /// Doubles carry about 16 significant digits and the simplex adds and cancels numbers of the
    /// system's whole range, so beside 1e300 a constraint's 500 vanishes: beyond this bound the
    /// results would be wrong, so such input is refused (`outOfRangeConstraint`, `outOfRangeValue`).
    public static let maximumMagnitude: Double = 1e9

    /// Coefficients smaller than this are treated as zero.
    static let epsilon = 1.0e-8
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Whether `sum`, computed as `a + b`, is zero but for rounding: below `epsilon`, or what is
    /// left when two large numbers cancel (the objective's coefficients are strengths of up to a
    /// billion times row coefficients, so their cancellation leaves noise above `epsilon` — a
    /// noise of −1e-8 would read as a direction that still lowers the objective).
    @inline(__always)
    static func cancelsOut(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) < epsilon || abs(sum) <= 1e-12 * max(abs(a), abs(b))
    }

    /// An unknown of the system, compared by identity. Its value lives in the solver.
    ///
    /// A variable remembers its place in the last solver that took it in, so the solver finds
    /// it without a hash lookup (as kiwi keeps a variable's value in the variable). Like a
    /// solver, a variable is meant for one thread at a time.
    public final class Variable: Slotted, @unchecked Sendable, CustomStringConvertible {
        /// A name for diagnostics and `dump()`.
        public let name: String
        /// The id of the solver that owns the variable's slot (0: none), and the slot.
        @exclusivity(unchecked) nonisolated(unsafe) var ownerID: UInt64 = 0
        @exclusivity(unchecked) nonisolated(unsafe) var slot = -1
        /// The value the last `updateVariables()` of a solver holding the variable found (kiwi's
        /// `value()`); 0 before.
        @exclusivity(unchecked) public internal(set) nonisolated(unsafe) var value: Double = 0
        /// A new unknown, named for diagnostics.
        public init(_ name: String = "") { self.name = name }
        public static func == (a: Variable, b: Variable) -> Bool { a === b }
        public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name }
        /// The name and value, as kiwi prints a variable.
        public var debugDescription: String { "\(self) = \(value)" }
    }

    /// How much a constraint matters: `required` constraints always hold; the others are met as
    /// well as possible, a stronger one before any number of weaker ones (in practice: weights
    /// of 10⁶, 10³ and 1).
    public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The weight: 1 (weak) … 1,001,001,000 (required).
        public let value: Double
        /// A strength of this weight, clamped to 0 … required.
        public init(_ value: Double) {
            self.value = value.isFinite ? min(max(value, 0), Strength.requiredValue) : (value > 0 ? Strength.requiredValue : 0)
        }
        /// A strength from strong, medium and weak parts (each 0…1000) times a weight.
        public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Strength {
            var v = max(0, min(1000, strong * weight)) * 1_000_000
            v += max(0, min(1000, medium * weight)) * 1000
            v += max(0, min(1000, weak * weight))
            return Strength(v)
        }
        static let requiredValue = 1000.0 * 1_000_000 + 1000.0 * 1000 + 1000.0
        /// Always holds.
        public static let required = Strength(requiredValue)
        /// Beats any number of medium and weak constraints (in practice).
        public static let strong = Strength(1_000_000)
        /// Between strong and weak.
        public static let medium = Strength(1000)
        /// The least strength above none.
        public static let weak = Strength(1)

        /// UIKit's layout priorities (1…1000): 1000 is required; 1…999 map linearly between
        /// medium (priority 1) and strong (999), so a higher priority always weighs more.
        public init(uiPriority p: Float) {
            guard p.isFinite else { self = .weak; return }
            if p >= 1000 { self = .required; return }
            let clamped = Double(max(1, min(999, p)))
            self.init(1000 * clamped * 1000 / 999)
        }
        /// Whether the constraint must hold.
        public var isRequired: Bool { value >= Strength.requiredValue }
        public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
        public var description: String {
            switch self {
            case .required: "required"
            case .strong: "strong"
            case .medium: "medium"
            case .weak: "weak"
            default: "\(value)"
            }
        }
    }
}
