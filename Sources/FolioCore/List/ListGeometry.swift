import Foundation

/// Where the rows and section headers of a vertical, sectioned list sit: a table's measure
/// phase, kept apart from views. Offsets are prefix sums, so finding the rows in a viewport is a
/// binary search — a 100,000-row list costs the same per frame as a 10-row one.
///
/// ```
/// y = 0  ┌ header 0 ┐
///        │ row 0.0  │  rowTops[0] = [h0, h0 + r00, h0 + r00 + r01, …]
///        │ row 0.1  │
///        ├ header 1 ┤  sectionTops[1]
///        │ row 1.0  │
/// ```
public struct ListGeometry: Sendable, Equatable {
    /// A row's place: its section and its row within the section.
    public struct Position: Hashable, Sendable, Comparable {
        /// The section.
        public var section: Int
        /// The row within the section.
        public var row: Int
        /// The row `row` of `section`.
        public init(section: Int, row: Int) { self.section = section; self.row = row }
        public static func < (l: Position, r: Position) -> Bool { (l.section, l.row) < (r.section, r.row) }
    }

    /// The y where each section (its header) starts, plus the end of the last one.
    public private(set) var sectionTops: [CGFloat]
    /// Per section: the header's height.
    public private(set) var headerHeights: [CGFloat]
    /// Per section: the y of each row's top, plus the bottom of the last row (count + 1 values).
    private var rowTops: [[CGFloat]]

    /// Lays out sections whose headers are `headerHeights` tall and whose rows have `rowHeights`.
    /// Non-finite or negative heights count as zero.
    public init(headerHeights: [CGFloat], rowHeights: [[CGFloat]]) {
        let count = min(headerHeights.count, rowHeights.count)
        var y: CGFloat = 0
        sectionTops = []
        self.headerHeights = []
        rowTops = []
        sectionTops.reserveCapacity(count + 1)
        for s in 0..<count {
            sectionTops.append(y)
            let header = ListGeometry.sane(headerHeights[s])
            self.headerHeights.append(header)
            y += header
            var tops = [CGFloat]()
            tops.reserveCapacity(rowHeights[s].count + 1)
            tops.append(y)
            for h in rowHeights[s] { y += ListGeometry.sane(h); tops.append(y) }
            rowTops.append(tops)
        }
        sectionTops.append(y)
    }

    /// An empty list.
    public init() { self.init(headerHeights: [], rowHeights: []) }

    private static func sane(_ h: CGFloat) -> CGFloat { h.isFinite && h > 0 ? h : 0 }

    /// The number of sections.
    public var sectionCount: Int { rowTops.count }
    /// The number of rows in `section` (0 for a section that does not exist).
    public func rowCount(in section: Int) -> Int {
        rowTops.indices.contains(section) ? rowTops[section].count - 1 : 0
    }
    /// The height of everything.
    public var contentHeight: CGFloat { sectionTops.last ?? 0 }

    /// Whether `position` names a row of the list.
    public func contains(_ position: Position) -> Bool {
        position.row >= 0 && position.row < rowCount(in: position.section)
    }

    /// The top and height of a row, nil when it does not exist.
    public func rowSpan(_ position: Position) -> (minY: CGFloat, height: CGFloat)? {
        guard contains(position) else { return nil }
        let tops = rowTops[position.section]
        return (tops[position.row], tops[position.row + 1] - tops[position.row])
    }

    /// The y range a section's rows and header cover.
    public func sectionSpan(_ section: Int) -> ClosedRange<CGFloat>? {
        guard rowTops.indices.contains(section) else { return nil }
        return sectionTops[section]...sectionTops[section + 1]
    }

    /// The row under `y`, nil over a header, past the end or before the start.
    public func row(at y: CGFloat) -> Position? {
        guard y.isFinite, y >= 0, y < contentHeight else { return nil }
        let s = ListGeometry.lastIndex(in: sectionTops, notAbove: y)
        guard rowTops.indices.contains(s) else { return nil }
        let tops = rowTops[s]
        guard y >= tops[0], y < tops[tops.count - 1] else { return nil }
        var r = ListGeometry.lastIndex(in: tops, notAbove: y)
        while r + 1 < tops.count - 1, tops[r + 1] <= y { r += 1 }  // zero-height rows: the last one starting here
        return Position(section: s, row: min(r, tops.count - 2))
    }

    /// Every row that intersects `minY ..< maxY`, in order.
    public func rows(from minY: CGFloat, to maxY: CGFloat) -> [Position] {
        guard minY.isFinite, maxY.isFinite, maxY > minY, contentHeight > 0 else { return [] }
        let lo = max(0, minY), hi = min(contentHeight, maxY)
        guard hi > lo else { return [] }
        var result: [Position] = []
        var s = ListGeometry.lastIndex(in: sectionTops, notAbove: lo)
        while s < rowTops.count, sectionTops[s] < hi {
            let tops = rowTops[s]
            var r = max(0, ListGeometry.lastIndex(in: tops, notAbove: lo))
            while r < tops.count - 1, tops[r] < hi {
                if tops[r + 1] > lo { result.append(Position(section: s, row: r)) }
                r += 1
            }
            s += 1
        }
        return result
    }

    /// The sections whose span intersects `minY ..< maxY`.
    public func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard minY.isFinite, maxY.isFinite, maxY > minY, !rowTops.isEmpty else { return 0..<0 }
        let first = max(0, ListGeometry.lastIndex(in: sectionTops, notAbove: max(0, minY)))
        var last = first
        while last < rowTops.count, sectionTops[last] < maxY { last += 1 }
        return min(first, rowTops.count)..<max(min(first, rowTops.count), last)
    }

    /// The largest index `i` with `values[i] <= y` (0 when none is).
    static func lastIndex(in values: [CGFloat], notAbove y: CGFloat) -> Int {
        var lo = 0, hi = values.count - 1
        guard hi >= 0, values[0] <= y else { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if values[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
