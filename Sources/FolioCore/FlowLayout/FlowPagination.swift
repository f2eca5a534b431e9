import Foundation

/// The pure measure of a paged flow layout (MyLayout's `MyFlowLayout` with `pagedCount`).
///
/// With `.vertical` orientation items run left to right in rows of `arrangedCount`; a page holds
/// `pagedCount` items (`pagedCount / arrangedCount` rows) and pages run left to right, each one
/// `pageSize` wide — so a paged scroll view of that width shows one page at a time. Item sizes fill
/// the page. `.horizontal` is the transpose: columns top to bottom, pages top to bottom.
///
/// ```
///  page 0 (pageSize)                 page 1
///  |pad| 0 |sp| 1 |sp| 2 |pad|       | 9 | 10 | 11 |
///      | 3 |    | 4 |    | 5 |       | …
///      | 6 |    | 7 |    | 8 |
/// ```
public struct FlowPagination: Sendable, Equatable {
    /// Which way rows run.
    public enum Orientation: Sendable, Hashable { case vertical, horizontal }

    /// Why a configuration cannot be laid out; each case carries the offending values.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case arrangedCountNotPositive(Int)
        case pagedCountNotMultiple(pagedCount: Int, arrangedCount: Int)
        case negativeSpacing(CGFloat)
        case unusablePageSize(CGSize)
        case paddingExceedsPage(UIEdgeInsets, CGSize)

        public var description: String {
            switch self {
            case let .arrangedCountNotPositive(n): return "arrangedCount must be at least 1, got \(n)"
            case let .pagedCountNotMultiple(p, a): return "pagedCount \(p) must be a positive multiple of arrangedCount \(a)"
            case let .negativeSpacing(s): return "spacing must be finite and not negative, got \(s)"
            case let .unusablePageSize(s): return "page size must be finite and positive, got \(s.width)×\(s.height)"
            case let .paddingExceedsPage(p, s): return "padding \(p) leaves no room in a \(s.width)×\(s.height) page"
            }
        }
    }

    /// Whether rows (vertical) or columns (horizontal) are filled first.
    public var orientation: Orientation
    /// Items per row (per column when horizontal).
    public var arrangedCount: Int
    /// Items per page; a multiple of `arrangedCount`.
    public var pagedCount: Int
    /// Space between items across rows' direction (between columns).
    public var horizontalSpacing: CGFloat
    /// Space between rows.
    public var verticalSpacing: CGFloat
    /// Space inside each page's edges.
    public var padding: UIEdgeInsets
    /// The size of one page.
    public var pageSize: CGSize

    /// Creates a configuration (check it with `validate()`).
    public init(orientation: Orientation = .vertical, arrangedCount: Int, pagedCount: Int,
                horizontalSpacing: CGFloat = 0, verticalSpacing: CGFloat = 0, padding: UIEdgeInsets = .zero,
                pageSize: CGSize) {
        self.orientation = orientation
        self.arrangedCount = arrangedCount
        self.pagedCount = pagedCount
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.padding = padding
        self.pageSize = pageSize
    }

    /// Throws the first problem that makes the configuration unusable.
    public func validate() throws {
        guard arrangedCount >= 1 else { throw Problem.arrangedCountNotPositive(arrangedCount) }
        guard pagedCount >= arrangedCount, pagedCount % arrangedCount == 0 else {
            throw Problem.pagedCountNotMultiple(pagedCount: pagedCount, arrangedCount: arrangedCount)
        }
        for s in [horizontalSpacing, verticalSpacing] where !(s.isFinite && s >= 0) { throw Problem.negativeSpacing(s) }
        guard pageSize.isFinite, pageSize.width > 0, pageSize.height > 0, padding.isFinite else {
            throw Problem.unusablePageSize(pageSize)
        }
        guard padding.horizontal < pageSize.width, padding.vertical < pageSize.height,
              min(padding.left, padding.right, padding.top, padding.bottom) >= 0 else {
            throw Problem.paddingExceedsPage(padding, pageSize)
        }
    }

    /// Number of pages for `count` items: `ceil(count / pagedCount)`, at least 1.
    public func pageCount(items count: Int) -> Int {
        guard pagedCount > 0, count > 0 else { return 1 }
        return (count + pagedCount - 1) / pagedCount
    }

    /// The size of the whole layout: pages side by side (vertical) or stacked (horizontal).
    public func contentSize(items count: Int) -> CGSize {
        let pages = CGFloat(pageCount(items: count))
        return orientation == .vertical
            ? CGSize(width: pageSize.width * pages, height: pageSize.height)
            : CGSize(width: pageSize.width, height: pageSize.height * pages)
    }

    /// Items across and down one page.
    private var grid: (across: CGFloat, down: CGFloat) {
        let lines = CGFloat(max(1, pagedCount / max(1, arrangedCount)))
        let perLine = CGFloat(max(1, arrangedCount))
        return orientation == .vertical ? (perLine, lines) : (lines, perLine)
    }

    private var inner: CGSize {
        CGSize(width: max(0, pageSize.width - padding.horizontal), height: max(0, pageSize.height - padding.vertical))
    }

    /// The gaps used: the spacing, shrunk when it alone would overflow the page.
    public var effectiveSpacing: (horizontal: CGFloat, vertical: CGFloat) {
        let (across, down) = grid
        return (across > 1 ? min(horizontalSpacing, inner.width / (across - 1)) : 0,
                down > 1 ? min(verticalSpacing, inner.height / (down - 1)) : 0)
    }

    /// The size every item gets: the page less padding and gaps, shared equally.
    public var itemSize: CGSize {
        let (across, down) = grid
        let gap = effectiveSpacing
        return CGSize(width: max(0, (inner.width - gap.horizontal * (across - 1)) / across),
                      height: max(0, (inner.height - gap.vertical * (down - 1)) / down))
    }

    /// The frame of item `index` (only meaningful for a configuration that validates).
    public func frame(ofItem index: Int) -> CGRect {
        let item = itemSize
        let gap = effectiveSpacing
        let page = index / pagedCount, slot = index % pagedCount
        let major = slot / arrangedCount, minor = slot % arrangedCount
        let column = orientation == .vertical ? minor : major
        let row = orientation == .vertical ? major : minor
        var x = padding.left + CGFloat(column) * (item.width + gap.horizontal)
        var y = padding.top + CGFloat(row) * (item.height + gap.vertical)
        if orientation == .vertical { x += CGFloat(page) * pageSize.width } else { y += CGFloat(page) * pageSize.height }
        return CGRect(x: x, y: y, width: item.width, height: item.height)
    }

    /// Frames of items `0..<count`; empty (and no work) when the configuration does not validate.
    public func frames(count: Int) -> [CGRect] {
        guard count > 0, (try? validate()) != nil else { return [] }
        return (0..<count).map(frame(ofItem:))
    }
}
