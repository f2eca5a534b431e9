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

    /// One term of a row.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// `constant + Σ coefficient × symbol`, its cells kept sorted by symbol (so iteration, and
    /// with it every choice made from a row, is deterministic and merges are linear).
    struct Row {
        var constant: Double
        private(set) var cells: [Cell] = []

        init(constant: Double = 0, capacity: Int = 0) {
            self.constant = constant
            cells.reserveCapacity(capacity)
        }

        var isEmpty: Bool { cells.isEmpty }
        var count: Int { cells.count }
        var symbols: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }

        private func position(of s: Symbol) -> (found: Bool, index: Int) {
            var lo = 0, hi = cells.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if cells[mid].symbol < s { lo = mid + 1 } else { hi = mid }
            }
            return (lo < cells.count && cells[lo].symbol == s, lo)
        }

        func coefficient(for s: Symbol) -> Double {
            let p = position(of: s)
            return p.found ? cells[p.index].coefficient : 0
        }

        /// Adds `coefficient × s`; returns +1 when the symbol appeared, −1 when it cancelled out.
        @discardableResult
        mutating func insert(_ s: Symbol, _ coefficient: Double = 1) -> Int {
            let p = position(of: s)
            if p.found {
                let c = cells[p.index].coefficient + coefficient
                if Cassowary.cancelsOut(c, cells[p.index].coefficient, coefficient) { cells.remove(at: p.index); return -1 }
                cells[p.index].coefficient = c
                return 0
            }
            guard !nearZero(coefficient) else { return 0 }
            let cell = Cell(symbol: s, coefficient: coefficient)
            // A new symbol has the highest id, so it usually goes at the end.
            if p.index == cells.count { cells.append(cell) } else { cells.insert(cell, at: p.index) }
            return 1
        }

        /// Adds `k × other`, calling `appeared` / `vanished` for symbols that entered or cancelled out.
        ///
        /// The merge happens in this row's own storage, from the back: room for `other`'s cells is
        /// opened at the end (the storage grows geometrically, so long-lived rows soon stop
        /// allocating), the two sorted runs are merged into it from their last cells, and cells
        /// that cancelled out are squeezed out on the way back.
        @inline(__always)
        mutating func insert(_ other: Row, times k: Double, appeared: (Symbol) -> Void, vanished: (Symbol) -> Void) {
            constant += other.constant * k
            let b = other.cells
            guard !b.isEmpty else { return }
            if b.count == 1 {
                // One cell: an in-place update is cheaper than a merge.
                let s = b[0].symbol
                let change = insert(s, b[0].coefficient * k)
                if change > 0 { appeared(s) } else if change < 0 { vanished(s) }
                return
            }
            let n = cells.count, m = b.count
            let needed = n + m + 2  // room for the markers that may follow
            if cells.capacity < needed { cells.reserveCapacity(max(needed, 2 * cells.capacity)) }
            cells.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: m))
            let count = cells.withUnsafeMutableBufferPointer { c -> Int in
                var i = n - 1, j = m - 1, w = n + m - 1
                var holes = false
                while j >= 0 {
                    let y = b[j]
                    if i >= 0 && y.symbol < c[i].symbol {
                        c[w] = c[i]; i -= 1
                    } else if i >= 0 && c[i].symbol == y.symbol {
                        let added = y.coefficient * k
                        let v = c[i].coefficient + added
                        if Cassowary.cancelsOut(v, c[i].coefficient, added) { c[w].symbol = .invalid; holes = true; vanished(y.symbol) } else { c[w] = Cell(symbol: y.symbol, coefficient: v) }
                        i -= 1; j -= 1
                    } else {
                        let v = y.coefficient * k
                        if nearZero(v) { c[w].symbol = .invalid; holes = true } else { c[w] = Cell(symbol: y.symbol, coefficient: v); appeared(y.symbol) }
                        j -= 1
                    }
                    w -= 1
                }
                // c[0...i] never moved; the merged cells are c[w+1...], after a gap when cells met.
                guard w > i || holes else { return n + m }
                var out = i + 1
                for r in (w + 1)..<(n + m) where c[r].symbol.isValid { c[out] = c[r]; out += 1 }
                return out
            }
            cells.removeLast(n + m - count)
        }

        /// Adds `k × other` without reporting.
        mutating func insert(_ other: Row, times k: Double = 1) {
            insert(other, times: k, appeared: { _ in }, vanished: { _ in })
        }

        /// Removes `s`, returning its coefficient (0 when absent).
        @discardableResult
        mutating func remove(_ s: Symbol) -> Double {
            let p = position(of: s)
            guard p.found else { return 0 }
            return cells.remove(at: p.index).coefficient
        }

        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Rewrites `0 = row` as `s = …` (s leaves the cells).
        mutating func solve(for s: Symbol) {
            let k = -1 / remove(s)
            constant *= k
            for i in cells.indices { cells[i].coefficient *= k }
        }

        /// Rewrites `lhs = row` as `rhs = …`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        var pairs: LazyMapSequence<[Cell], (Symbol, Double)> { cells.lazy.map { ($0.symbol, $0.coefficient) } }
    }
}
