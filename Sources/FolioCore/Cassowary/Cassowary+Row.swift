extension Cassowary {
    /// A tableau symbol: an id in creation order (the tie-breaker of every choice) and a kind,
    /// packed so that comparing raw values compares ids.
    struct Symbol: Hashable, Comparable, CustomStringConvertible {
        enum Kind: UInt32 { case external = 0, slack = 1, error = 2, dummy = 3 }
        let raw: UInt32
        init(raw: UInt32) { self.raw = raw }
        init(id: UInt32, kind: Kind) { raw = id << 2 | kind.rawValue }
        static let invalid = Symbol(raw: 0)
        var id: Int { Int(raw >> 2) }
        var kind: Kind { Kind(rawValue: raw & 3)! }
        var isValid: Bool { raw != 0 }
        var isExternal: Bool { raw & 3 == 0 }
        var isDummy: Bool { raw & 3 == 3 }
        /// Slack and error symbols must stay ≥ 0.
        var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
        static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
        var description: String { ["x", "s", "e", "d"][Int(raw & 3)] + "\(id)" }
    }

    /// `constant + Σ coefficient × symbol`, its cells kept sorted by symbol (so iteration, and
    /// with it every choice made from a row, is deterministic and merges are linear).
    final class Row {
        var constant: Double
        private(set) var symbols: [Symbol] = []
        private(set) var coefficients: [Double] = []

        init(constant: Double = 0) { self.constant = constant }
        init(copying other: Row) {
            constant = other.constant; symbols = other.symbols; coefficients = other.coefficients
        }

        var isEmpty: Bool { symbols.isEmpty }
        var count: Int { symbols.count }

        private func position(of s: Symbol) -> (found: Bool, index: Int) {
            var lo = 0, hi = symbols.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if symbols[mid] < s { lo = mid + 1 } else { hi = mid }
            }
            return (lo < symbols.count && symbols[lo] == s, lo)
        }

        func coefficient(for s: Symbol) -> Double {
            let p = position(of: s)
            return p.found ? coefficients[p.index] : 0
        }

        /// Adds `coefficient × s`; returns +1 when the symbol appeared, −1 when it cancelled out.
        @discardableResult
        func insert(_ s: Symbol, _ coefficient: Double = 1) -> Int {
            let p = position(of: s)
            if p.found {
                let c = coefficients[p.index] + coefficient
                if nearZero(c) {
                    symbols.remove(at: p.index); coefficients.remove(at: p.index)
                    return -1
                }
                coefficients[p.index] = c
                return 0
            }
            guard !nearZero(coefficient) else { return 0 }
            symbols.insert(s, at: p.index); coefficients.insert(coefficient, at: p.index)
            return 1
        }

        /// Adds `k × other`, reporting symbols that appeared or cancelled out.
        func insert(_ other: Row, times k: Double, added: inout [Symbol], removed: inout [Symbol]) {
            constant += other.constant * k
            guard !other.symbols.isEmpty else { return }
            var ns: [Symbol] = [], nc: [Double] = []
            ns.reserveCapacity(symbols.count + other.symbols.count)
            nc.reserveCapacity(symbols.count + other.symbols.count)
            var i = 0, j = 0
            let a = symbols, b = other.symbols
            while i < a.count || j < b.count {
                if j == b.count || (i < a.count && a[i] < b[j]) {
                    ns.append(a[i]); nc.append(coefficients[i]); i += 1
                } else if i == a.count || b[j] < a[i] {
                    let c = other.coefficients[j] * k
                    if !nearZero(c) { ns.append(b[j]); nc.append(c); added.append(b[j]) }
                    j += 1
                } else {
                    let c = coefficients[i] + other.coefficients[j] * k
                    if nearZero(c) { removed.append(a[i]) } else { ns.append(a[i]); nc.append(c) }
                    i += 1; j += 1
                }
            }
            symbols = ns; coefficients = nc
        }

        /// Adds `k × other` without reporting.
        func insert(_ other: Row, times k: Double = 1) {
            var added: [Symbol] = [], removed: [Symbol] = []
            insert(other, times: k, added: &added, removed: &removed)
        }

        /// Removes `s`, returning its coefficient (0 when absent).
        @discardableResult
        func remove(_ s: Symbol) -> Double {
            let p = position(of: s)
            guard p.found else { return 0 }
            let c = coefficients[p.index]
            symbols.remove(at: p.index); coefficients.remove(at: p.index)
            return c
        }

        func reverseSign() {
            constant = -constant
            for i in coefficients.indices { coefficients[i] = -coefficients[i] }
        }

        /// Rewrites `0 = row` as `s = …` (s leaves the cells).
        func solve(for s: Symbol) {
            let k = -1 / remove(s)
            constant *= k
            for i in coefficients.indices { coefficients[i] *= k }
        }

        /// Rewrites `lhs = row` as `rhs = …`.
        func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
    }
}
