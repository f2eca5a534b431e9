import Foundation

/// Where the items, headers and footers of a sectioned flow sit (a collection view's flow
/// layout, kept apart from views): items fill lines across the scroll axis, a line breaking when
/// the next item would not fit; sections follow one another along the scroll axis, each with its
/// header, inset and footer.
///
/// A line spreads its items across the available space (the spacing given is the least) and
/// centres an item alone on it; but the last line of a section after a line of several items keeps
/// that line's spacing from the leading inset, so its items stand under the columns above. Items of different lengths along
/// the scroll axis are centred on their line. Lines are kept as prefix offsets, so finding what
/// a viewport shows is a binary search: 100,000 items cost a frame what 100 do.
///
/// Coordinates: for `.vertical` the scroll axis is y and lines run across x; for `.horizontal`
/// the scroll axis is x and lines (columns) run down y.
public struct FlowGeometry: Sendable, Equatable {
    /// An item's place: its section and its index there.
    public typealias Position = ListGeometry.Position

    /// One section's measurements.
    public struct Section: Sendable, Equatable {
        /// Each item's size.
        public var itemSizes: [CGSize]
        /// Space around the section's items (not around its header and footer).
        public var inset: UIEdgeInsets
        /// The least space between lines.
        public var lineSpacing: CGFloat
        /// The least space between items of a line.
        public var interitemSpacing: CGFloat
        /// The header's size (only its length along the scroll axis counts: it spans the whole
        /// cross extent).
        public var headerSize: CGSize
        /// The footer's size, as the header's.
        public var footerSize: CGSize

        /// A section of items of `itemSizes`.
        public init(itemSizes: [CGSize], inset: UIEdgeInsets = .zero, lineSpacing: CGFloat = 10, interitemSpacing: CGFloat = 10,
                    headerSize: CGSize = .zero, footerSize: CGSize = .zero) {
            self.itemSizes = itemSizes
            self.inset = inset
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
        }
    }

    /// One line of a section: its first item, its start and length along the scroll axis.
    struct Line: Sendable, Equatable {
        var first: Int
        var start: CGFloat
        var length: CGFloat
    }

    struct Placed: Sendable, Equatable {
        var headerStart: CGFloat, headerLength: CGFloat
        var footerStart: CGFloat, footerLength: CGFloat
        var end: CGFloat
        var lines: [Line]
        /// Per item: its start across the lines, and its size.
        var cross: [CGFloat]
        var sizes: [CGSize]
    }

    /// The scroll axis.
    public let axis: Axis
    /// The extent across the scroll axis (the viewport's width for vertical scrolling).
    public let crossExtent: CGFloat
    private var sections: [Placed] = []

    /// Lays out `sections` for a viewport `crossExtent` across, scrolling along `axis`. Non-finite
    /// or negative sizes and spacings count as zero; an item wider than the space is made to fit.
    public init(axis: Axis, crossExtent: CGFloat, sections specs: [Section]) {
        self.axis = axis
        self.crossExtent = FlowGeometry.sane(crossExtent)
        var at: CGFloat = 0
        sections.reserveCapacity(specs.count)
        for spec in specs {
            let placed = FlowGeometry.place(spec, axis: axis, crossExtent: self.crossExtent, from: at)
            sections.append(placed)
            at = placed.end
        }
    }

    /// An empty flow.
    public init() { self.init(axis: .vertical, crossExtent: 0, sections: []) }

    static func sane(_ x: CGFloat) -> CGFloat { x.isFinite && x > 0 ? x : 0 }

    private static func place(_ spec: Section, axis: Axis, crossExtent: CGFloat, from start: CGFloat) -> Placed {
        let vertical = axis == .vertical
        func main(_ s: CGSize) -> CGFloat { sane(vertical ? s.height : s.width) }
        func across(_ s: CGSize) -> CGFloat { sane(vertical ? s.width : s.height) }
        let inset = spec.inset
        let leadMain = sane(vertical ? inset.top : inset.left), trailMain = sane(vertical ? inset.bottom : inset.right)
        let leadCross = sane(vertical ? inset.left : inset.top), trailCross = sane(vertical ? inset.right : inset.bottom)
        let room = max(0, crossExtent - leadCross - trailCross)
        let lineGap = sane(spec.lineSpacing), itemGap = sane(spec.interitemSpacing)

        let headerLength = main(spec.headerSize)
        var at = start + headerLength + leadMain
        var lines: [Line] = []
        var cross = [CGFloat](repeating: leadCross, count: spec.itemSizes.count)
        var sizes = spec.itemSizes
        for i in sizes.indices {
            // An item wider than the room is made to fit; bad sizes count as zero.
            var s = CGSize(width: sane(sizes[i].width), height: sane(sizes[i].height))
            if vertical { s.width = min(s.width, room) } else { s.height = min(s.height, room) }
            sizes[i] = s
        }
        var first = 0
        var previousGap: CGFloat?
        while first < sizes.count {
            // Fill the line.
            var used = across(sizes[first]), end = first + 1
            while end < sizes.count, used + itemGap + across(sizes[end]) <= room + 0.0001 {
                used += itemGap + across(sizes[end]); end += 1
            }
            let count = end - first
            let isLast = end == sizes.count
            var gap = itemGap
            var offset = leadCross
            if isLast, let previous = previousGap {
                // The last line keeps the columns of the lines above when it fits so.
                let spread = used + (previous - itemGap) * CGFloat(count - 1)
                if spread <= room + 0.0001 { gap = previous }
            } else if count == 1 {
                offset += (room - used) / 2
            } else {
                gap = itemGap + (room - used) / CGFloat(count - 1)
            }
            var length: CGFloat = 0
            for i in first..<end { length = max(length, main(sizes[i])) }
            var x = offset
            for i in first..<end {
                cross[i] = x
                x += across(sizes[i]) + gap
            }
            if lines.count > 0 { at += lineGap }
            lines.append(Line(first: first, start: at, length: length))
            at += length
            if count > 1 { previousGap = gap }
            first = end
        }
        at += trailMain
        let footerLength = main(spec.footerSize)
        let footerStart = at
        at += footerLength
        return Placed(headerStart: start, headerLength: headerLength, footerStart: footerStart, footerLength: footerLength,
                      end: at, lines: lines, cross: cross, sizes: sizes)
    }

    /// The number of sections.
    public var sectionCount: Int { sections.count }
    /// The number of items in `section` (0 when it does not exist).
    public func itemCount(in section: Int) -> Int { sections.indices.contains(section) ? sections[section].sizes.count : 0 }
    /// The length of everything along the scroll axis.
    public var contentLength: CGFloat { sections.last?.end ?? 0 }
    /// The content size: `contentLength` along the scroll axis, `crossExtent` across.
    public var contentSize: CGSize {
        axis == .vertical ? CGSize(width: crossExtent, height: contentLength) : CGSize(width: contentLength, height: crossExtent)
    }

    /// Whether `position` names an item.
    public func contains(_ p: Position) -> Bool { p.row >= 0 && p.row < itemCount(in: p.section) }

    /// An item's frame; nil when it does not exist.
    public func frame(of p: Position) -> CGRect? {
        guard contains(p) else { return nil }
        let s = sections[p.section]
        let line = s.lines[lineIndex(of: p.row, in: s)]
        return frame(p.row, in: s, line: line)
    }

    private func frame(_ item: Int, in s: Placed, line: Line) -> CGRect {
        let size = s.sizes[item]
        let length = axis == .vertical ? size.height : size.width
        let mainStart = line.start + (line.length - length) / 2
        return axis == .vertical ? CGRect(x: s.cross[item], y: mainStart, width: size.width, height: size.height)
                                 : CGRect(x: mainStart, y: s.cross[item], width: size.width, height: size.height)
    }

    private func lineIndex(of item: Int, in s: Placed) -> Int {
        var lo = 0, hi = s.lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if s.lines[mid].first <= item { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// A section's header frame; nil when the section does not exist or has no header.
    public func headerFrame(_ section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].headerLength > 0 else { return nil }
        return band(sections[section].headerStart, sections[section].headerLength)
    }

    /// A section's footer frame; nil when the section does not exist or has no footer.
    public func footerFrame(_ section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].footerLength > 0 else { return nil }
        return band(sections[section].footerStart, sections[section].footerLength)
    }

    private func band(_ start: CGFloat, _ length: CGFloat) -> CGRect {
        axis == .vertical ? CGRect(x: 0, y: start, width: crossExtent, height: length)
                          : CGRect(x: start, y: 0, width: length, height: crossExtent)
    }

    /// The span of a section along the scroll axis, header and footer included.
    public func sectionSpan(_ section: Int) -> ClosedRange<CGFloat>? {
        guard sections.indices.contains(section) else { return nil }
        return sections[section].headerStart...sections[section].end
    }

    /// Every item whose frame meets `rect`, in order, with its frame.
    public func items(in rect: CGRect) -> [(position: Position, frame: CGRect)] {
        guard rect.isFinite, rect.width > 0 || rect.height > 0 else { return [] }
        let lo = axis == .vertical ? rect.minY : rect.minX, hi = axis == .vertical ? rect.maxY : rect.maxX
        var result: [(Position, CGRect)] = []
        var sIndex = firstSection(endingAfter: lo)
        while sIndex < sections.count, sections[sIndex].headerStart < hi {
            let s = sections[sIndex]
            var l = firstLine(endingAfter: lo, in: s)
            while l < s.lines.count, s.lines[l].start < hi {
                let line = s.lines[l]
                let end = l + 1 < s.lines.count ? s.lines[l + 1].first : s.sizes.count
                for item in line.first..<end {
                    let f = frame(item, in: s, line: line)
                    if f.intersects(rect) || (rect.width == 0 || rect.height == 0) && f.contains(rect.origin) {
                        result.append((Position(section: sIndex, row: item), f))
                    }
                }
                l += 1
            }
            sIndex += 1
        }
        return result
    }

    /// The item whose frame holds `point`, nil in the gaps.
    public func item(at point: CGPoint) -> Position? {
        guard point.isFinite else { return nil }
        return items(in: CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001))).first { $0.frame.contains(point) }?.position
    }

    /// The sections whose span meets `lo ..< hi` along the scroll axis.
    public func sections(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        guard lo.isFinite, hi.isFinite, hi > lo else { return 0..<0 }
        let first = firstSection(endingAfter: lo)
        var last = first
        while last < sections.count, sections[last].headerStart < hi { last += 1 }
        return first..<last
    }

    private func firstSection(endingAfter lo: CGFloat) -> Int {
        var a = 0, b = sections.count
        while a < b {
            let mid = (a + b) / 2
            if sections[mid].end <= lo { a = mid + 1 } else { b = mid }
        }
        return a
    }

    private func firstLine(endingAfter lo: CGFloat, in s: Placed) -> Int {
        var a = 0, b = s.lines.count
        while a < b {
            let mid = (a + b) / 2
            if s.lines[mid].start + s.lines[mid].length <= lo { a = mid + 1 } else { b = mid }
        }
        return a
    }
}
