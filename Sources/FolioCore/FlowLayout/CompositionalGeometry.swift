import Foundation

/// Where the items of a compositional layout sit: items in groups (nested at will), groups
/// repeated through each section — down the page, or in one row that scrolls across
/// (orthogonal). Sizes are fractions of the container (the section's content area for a
/// section's group, the group for its subitems), absolute, or estimated (taken as their estimate).
///
/// All frames are in the content's unscrolled coordinates, sections stacked down from 0; an
/// orthogonal section's row runs from x = 0 and its scroller shows part of it.
public struct CompositionalGeometry: Sendable, Equatable {
    /// One length of a size.
    public enum Dimension: Sendable, Equatable {
        /// A fraction of the container's width.
        case fractionalWidth(CGFloat)
        /// A fraction of the container's height.
        case fractionalHeight(CGFloat)
        /// Points.
        case absolute(CGFloat)
        /// Points, until the content says otherwise (taken as given here).
        case estimated(CGFloat)

        /// The length in `container`; non-finite or negative results count as zero.
        public func resolve(in container: CGSize) -> CGFloat {
            let value: CGFloat = switch self {
            case .fractionalWidth(let f): f * container.width
            case .fractionalHeight(let f): f * container.height
            case .absolute(let p), .estimated(let p): p
            }
            return value.isFinite && value > 0 ? value : 0
        }
    }

    /// A width and a height.
    public struct Size: Sendable, Equatable {
        /// The width.
        public var width: Dimension
        /// The height.
        public var height: Dimension
        /// A size of these dimensions.
        public init(width: Dimension, height: Dimension) { self.width = width; self.height = height }
        /// The size in `container`.
        public func resolve(in container: CGSize) -> CGSize { CGSize(width: width.resolve(in: container), height: height.resolve(in: container)) }
    }

    /// Insets by side, leading and trailing as left and right (left-to-right layout).
    public struct Insets: Sendable, Equatable {
        /// The top inset.
        public var top: CGFloat
        /// The leading (left) inset.
        public var leading: CGFloat
        /// The bottom inset.
        public var bottom: CGFloat
        /// The trailing (right) inset.
        public var trailing: CGFloat
        /// Insets of these lengths.
        public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
            self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
        }
        /// No insets.
        public static let zero = Insets()
    }

    /// An item (a cell's place) or a group of them.
    public indirect enum Element: Sendable, Equatable {
        /// A cell's place: its size, the insets that shrink the cell inside it, and a tag the
        /// caller chooses to know the item again among the placed leaves (`PlacedSection.itemTags`).
        case item(Size, insets: Insets, tag: Int = 0)
        /// A group.
        case group(Group)
    }

    /// Elements side by side (horizontal) or one under another (vertical).
    public struct Group: Sendable, Equatable {
        /// The direction the elements follow one another.
        public var axis: Axis
        /// The group's size.
        public var size: Size
        /// The elements; without `count`, repeated in turn while they fit.
        public var elements: [Element]
        /// With one element: exactly this many copies, sized to share the group.
        public var count: Int?
        /// The space between elements.
        public var spacing: CGFloat
        /// The insets that shrink the group's content inside its place.
        public var insets: Insets

        /// A group.
        public init(axis: Axis, size: Size, elements: [Element], count: Int? = nil, spacing: CGFloat = 0, insets: Insets = .zero) {
            self.axis = axis; self.size = size; self.elements = elements; self.count = count; self.spacing = spacing; self.insets = insets
        }
    }

    /// A section: its group, repeated.
    public struct Section: Sendable, Equatable {
        /// The group repeated through the section.
        public var group: Group
        /// The space between groups.
        public var interGroupSpacing: CGFloat
        /// Space around the section's groups.
        public var insets: Insets
        /// Whether the groups run in one row across (scrolled by their own scroller).
        public var orthogonal: Bool
        /// The height of a header above the groups (0: none).
        public var headerHeight: CGFloat
        /// The height of a footer below the groups (0: none).
        public var footerHeight: CGFloat

        /// A section.
        public init(group: Group, interGroupSpacing: CGFloat = 0, insets: Insets = .zero, orthogonal: Bool = false,
                    headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
            self.group = group; self.interGroupSpacing = interGroupSpacing; self.insets = insets
            self.orthogonal = orthogonal; self.headerHeight = headerHeight; self.footerHeight = footerHeight
        }
    }

    /// A section as placed.
    public struct PlacedSection: Sendable, Equatable {
        /// The band the section covers down the content (header included).
        public var band: CGRect
        /// The header's frame, nil when it has none.
        public var header: CGRect?
        /// The footer's frame (below the content insets), nil when it has none.
        public var footer: CGRect?
        /// Each item's frame (unscrolled).
        public var items: [CGRect]
        /// Each item's tag, as its element gave it.
        public var itemTags: [Int]
        /// Each group's frame (unscrolled).
        public var groups: [CGRect]
        /// For an orthogonal section, the length of its row (trailing inset included); else 0.
        public var rowLength: CGFloat
        /// Whether the section scrolls across.
        public var orthogonal: Bool
        /// The section's leading inset (where a scroller's groups start).
        public var leadingInset: CGFloat
    }

    /// The sections as placed.
    public private(set) var sections: [PlacedSection] = []
    /// The content's size: the container's width, the sections' total height.
    public private(set) var contentSize: CGSize = .zero

    /// Places `sections` holding `itemCounts` items in a container `container` (the visible
    /// size: fractional heights are of it), sections `interSectionSpacing` apart.
    public init(sections specs: [Section], itemCounts: [Int], container: CGSize, interSectionSpacing: CGFloat = 0,
                measured: [Int: [Int: CGSize]] = [:]) {
        let width = CompositionalGeometry.sane(container.width), height = CompositionalGeometry.sane(container.height)
        var y: CGFloat = 0
        for (index, spec) in specs.enumerated() {
            if index > 0 { y += CompositionalGeometry.sane(interSectionSpacing) }
            let count = itemCounts.indices.contains(index) ? max(0, itemCounts[index]) : 0
            let placed = CompositionalGeometry.place(spec, count: count, width: width, height: height, at: y, measured: measured[index] ?? [:])
            sections.append(placed)
            y = placed.band.maxY
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// An empty layout.
    public init() {}

    static func sane(_ x: CGFloat) -> CGFloat { x.isFinite && x > 0 ? x : 0 }

    /// Whether the section's items size themselves along the way its groups follow one another:
    /// each group holds one item, and the group's length that way is an estimate.
    public static func sizesItself(_ spec: Section) -> Bool {
        guard spec.group.elements.count == 1, spec.group.count ?? 1 == 1, case .item = spec.group.elements[0] else { return false }
        let along = spec.orthogonal ? spec.group.size.width : spec.group.size.height
        if case .estimated = along { return true }
        return false
    }

    private static func place(_ spec: Section, count: Int, width: CGFloat, height: CGFloat, at top: CGFloat,
                              measured: [Int: CGSize]) -> PlacedSection {
        let insets = spec.insets
        let header = sane(spec.headerHeight)
        let inner = CGSize(width: max(0, width - sane(insets.leading) - sane(insets.trailing)), height: height)
        let (groupSize, tagged) = layoutTagged(spec.group, in: inner)
        let leaves = tagged.map(\.frame)
        let perGroup = max(1, leaves.count)
        let gap = sane(spec.interGroupSpacing)
        let selfSizing = sizesItself(spec) && leaves.count == 1
        var items: [CGRect] = [], groups: [CGRect] = [], tags: [Int] = []
        items.reserveCapacity(count)
        var origin = CGPoint(x: sane(insets.leading), y: top + header + sane(insets.top))
        var placed = 0
        var rowHeight: CGFloat = 0
        while placed < count {
            var size = groupSize
            var leafList = leaves
            if selfSizing, let m = measured[placed], m.width.isFinite, m.height.isFinite {
                // The item's measured length that way sets its group's (the item keeps its insets).
                let leaf = leaves[0]
                if spec.orthogonal {
                    size.width = max(0, m.width + (groupSize.width - leaf.width))
                    leafList = [CGRect(x: leaf.minX, y: leaf.minY, width: max(0, m.width), height: leaf.height)]
                } else {
                    size.height = max(0, m.height + (groupSize.height - leaf.height))
                    leafList = [CGRect(x: leaf.minX, y: leaf.minY, width: leaf.width, height: max(0, m.height))]
                }
            }
            groups.append(CGRect(origin: origin, size: size))
            rowHeight = max(rowHeight, size.height)
            for leaf in leafList.prefix(count - placed) { items.append(leaf.offsetBy(dx: origin.x, dy: origin.y)) }
            tags += tagged.prefix(count - placed).map(\.tag)
            placed += perGroup
            if leaves.isEmpty { break }
            if spec.orthogonal { origin.x += size.width + gap } else { origin.y += size.height + gap }
        }
        let contentBottom: CGFloat
        var rowLength: CGFloat = 0
        if spec.orthogonal {
            contentBottom = top + header + sane(insets.top) + (groups.isEmpty ? 0 : rowHeight)
            rowLength = (groups.last?.maxX ?? sane(insets.leading)) + sane(insets.trailing)
        } else {
            contentBottom = groups.last?.maxY ?? (top + header + sane(insets.top))
        }
        let footer = sane(spec.footerHeight)
        let bottom = contentBottom + sane(insets.bottom) + footer
        return PlacedSection(band: CGRect(x: 0, y: top, width: width, height: bottom - top),
                             header: header > 0 ? CGRect(x: 0, y: top, width: width, height: header) : nil,
                             footer: footer > 0 ? CGRect(x: 0, y: bottom - footer, width: width, height: footer) : nil,
                             items: items, itemTags: tags, groups: groups, rowLength: rowLength, orthogonal: spec.orthogonal,
                             leadingInset: sane(insets.leading))
    }

    /// A group laid out in `container`: its size and its leaves' frames from its origin, in order.
    static func layout(_ group: Group, in container: CGSize) -> (CGSize, [CGRect]) {
        let (size, leaves) = layoutTagged(group, in: container)
        return (size, leaves.map(\.frame))
    }

    /// A placed leaf: its frame and its item's tag.
    struct Leaf { var frame: CGRect; var tag: Int }

    /// A group laid out in `container`: its size and its leaves, tagged, in order.
    static func layoutTagged(_ group: Group, in container: CGSize) -> (CGSize, [Leaf]) {
        let size = group.size.resolve(in: container)
        let inner = CGRect(x: sane(group.insets.leading), y: sane(group.insets.top),
                           width: max(0, size.width - sane(group.insets.leading) - sane(group.insets.trailing)),
                           height: max(0, size.height - sane(group.insets.top) - sane(group.insets.bottom)))
        let horizontal = group.axis == .horizontal
        let room = horizontal ? inner.width : inner.height
        let gap = sane(group.spacing)
        var leaves: [Leaf] = []
        var at: CGFloat = 0
        func add(_ element: Element, length forced: CGFloat?) -> Bool {
            var slot = measure(element, in: inner.size)
            if let forced { if horizontal { slot.width = forced } else { slot.height = forced } }
            let length = horizontal ? slot.width : slot.height
            if !leaves.isEmpty || at > 0, at + length > room + 0.001 { return false }
            let origin = horizontal ? CGPoint(x: inner.minX + at, y: inner.minY) : CGPoint(x: inner.minX, y: inner.minY + at)
            if case .item(_, let insets, let tag) = element {
                leaves.append(Leaf(frame: CGRect(x: origin.x + sane(insets.leading), y: origin.y + sane(insets.top),
                                                 width: max(0, slot.width - sane(insets.leading) - sane(insets.trailing)),
                                                 height: max(0, slot.height - sane(insets.top) - sane(insets.bottom))),
                                   tag: tag))
            } else {
                // A nested group: its leaves, measured again at the forced size when there is one.
                if case .group(var g) = element {
                    if forced != nil { g.size = Size(width: .absolute(slot.width), height: .absolute(slot.height)) }
                    leaves += layoutTagged(g, in: inner.size).1.map { Leaf(frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), tag: $0.tag) }
                }
            }
            at += length + gap
            return length > 0   // an element of no length is placed once
        }
        if let count = group.count, count > 0, let element = group.elements.first {
            let share = max(0, (room - gap * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count { _ = add(element, length: share) }
        } else if !group.elements.isEmpty {
            var i = 0
            // Elements in turn while they fit (at least one; never more than the room could hold).
            while add(group.elements[i % group.elements.count], length: nil) {
                i += 1
                if i > 10_000 { break }
            }
        }
        return (size, leaves)
    }

    private static func measure(_ element: Element, in container: CGSize) -> CGSize {
        switch element {
        case .item(let size, _, _): return size.resolve(in: container)
        case .group(let g): return g.size.resolve(in: container)
        }
    }
}
