import Foundation
import FolioCore

/// A view that flows its subviews into rows of `arrangedCount` and, with `pagedCount`, into
/// pages the size of its superview laid side by side — MyLayout's `MyFlowLayout`: a home-screen
/// icon grid in a paged scroll view, with no constraints on the items. Values can differ per size
/// class (`configure(for:_:)`), and the layout follows rotations by itself.
@preconcurrency @MainActor
open class FlowLayout: UIView {
    /// The values that can differ per size class.
    public struct Configuration: Equatable, Sendable {
        /// Items per row (per column when horizontal). Must be at least 1.
        public var arrangedCount: Int
        /// Items per page, a multiple of `arrangedCount`; 0 puts every item on one page.
        public var pagedCount: Int
        /// Space between items in a row.
        public var horizontalSpacing: CGFloat
        /// Space between rows.
        public var verticalSpacing: CGFloat
        /// Space inside each page's edges.
        public var padding: UIEdgeInsets
    }

    /// Which way rows run: `.horizontal` or `.vertical`.
    public typealias Orientation = FlowPagination.Orientation
    /// Which way rows run; pages follow the other way (left to right for `.vertical`).
    public var orientation: Orientation { didSet { setNeedsLayout() } }
    /// The values used when no size-class variant matches.
    public var configuration: Configuration { didSet { setNeedsLayout() } }
    /// Pages laid out side by side, the layout as wide as its pages (`wrapContentWidth` in
    /// MyLayout; the height for `.horizontal`). When false the layout is one page big. Default false.
    public var wrapContentWidth = false { didSet { setNeedsLayout() } }
    private var variants: [(match: SizeClassMatch, configuration: Configuration)] = []
    private var lastInputs: (page: CGSize, configuration: Configuration)?
    private var lastProblem: FlowPagination.Problem?

    /// Creates a flow layout with `arrangedCount` items per row.
    public init(orientation: Orientation, arrangedCount: Int) {
        self.orientation = orientation
        configuration = Configuration(arrangedCount: arrangedCount, pagedCount: 0, horizontalSpacing: 0,
                                      verticalSpacing: 0, padding: .zero)
        super.init(frame: .zero)
    }

    /// The archive initializer: a vertical flow of one per row (Folio stores nothing in the archive).
    public required init?(coder: NSCoder) {
        orientation = .vertical
        configuration = Configuration(arrangedCount: 1, pagedCount: 0, horizontalSpacing: 0, verticalSpacing: 0, padding: .zero)
        super.init(coder: coder)
    }

    /// Items per row in the base configuration.
    public var arrangedCount: Int {
        get { configuration.arrangedCount }
        set { configuration.arrangedCount = newValue }
    }
    /// Items per page in the base configuration.
    public var pagedCount: Int {
        get { configuration.pagedCount }
        set { configuration.pagedCount = newValue }
    }
    /// Space between items in a row, base configuration (MyLayout's `subviewHSpace`).
    public var horizontalSpacing: CGFloat {
        get { configuration.horizontalSpacing }
        set { configuration.horizontalSpacing = newValue }
    }
    /// Space between rows, base configuration (MyLayout's `subviewVSpace`).
    public var verticalSpacing: CGFloat {
        get { configuration.verticalSpacing }
        set { configuration.verticalSpacing = newValue }
    }
    /// Space inside each page, base configuration.
    public var padding: UIEdgeInsets {
        get { configuration.padding }
        set { configuration.padding = newValue }
    }

    /// Sets the values for traits matching `match`, starting from a copy of the base
    /// configuration (MyLayout's `fetchLayoutSizeClass:copyFrom:`):
    /// `grid.configure(for: .landscape) { $0.arrangedCount = 6; $0.pagedCount = 18 }`.
    public func configure(for match: SizeClassMatch, _ change: (inout Configuration) -> Void) {
        var c = variants.first { $0.match == match }?.configuration ?? configuration
        change(&c)
        variants.removeAll { $0.match == match }
        variants.append((match, c))
        setNeedsLayout()
    }

    /// The configuration for the current traits: the most specific matching variant, else the base.
    public var activeConfiguration: Configuration {
        let traits = traitCollection
        return variants.filter { $0.match.matches(traits) }
            .max { $0.match.specificity < $1.match.specificity }?.configuration ?? configuration
    }

    /// The page size: the superview's bounds (the scroll view the grid pages in), else its own.
    public var pageSize: CGSize { superview?.bounds.size ?? bounds.size }

    /// The pure measure for `count` items with the current traits and page size.
    public func pagination(items count: Int) -> FlowPagination {
        let c = activeConfiguration
        let paged = c.pagedCount > 0 ? c.pagedCount
            : max(1, c.arrangedCount) * max(1, (count + max(1, c.arrangedCount) - 1) / max(1, c.arrangedCount))
        return FlowPagination(orientation: orientation, arrangedCount: c.arrangedCount, pagedCount: paged,
                              horizontalSpacing: c.horizontalSpacing, verticalSpacing: c.verticalSpacing,
                              padding: c.padding, pageSize: pageSize)
    }

    /// Number of pages the items take now.
    public var numberOfPages: Int { pagination(items: subviews.count).pageCount(items: subviews.count) }

    override func layoutDependenciesChanged() -> Bool {
        guard let last = lastInputs else { return true }
        return last.page != pageSize || last.configuration != activeConfiguration
    }

    open override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview); setNeedsLayout() }
    open override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview); setNeedsLayout() }
    open override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        lastInputs = (pageSize, activeConfiguration)
        let count = subviews.count
        let p = pagination(items: count)
        do {
            try p.validate()
            lastProblem = nil
        } catch let problem as FlowPagination.Problem {
            // The items keep their frames; say so once per distinct problem.
            if problem != lastProblem { UIView.log.warning("FlowLayout: \(problem); layout left as it was") }
            lastProblem = problem
            return
        } catch { return }
        sizeSelf(to: wrapContentWidth ? p.contentSize(items: count) : p.pageSize)
        for (i, view) in subviews.enumerated() { view.frame = mirroredForLayoutDirection(p.frame(ofItem: i)) }
        reportContentSize()
    }
}
