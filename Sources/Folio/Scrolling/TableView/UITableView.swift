import Foundation
import FolioCore
import Logging

/// A vertical list of rows in sections: UIKit's `UITableView` (the plain style).
///
/// Only the cells on screen exist: scrolling hands cells that left the screen back to the reuse
/// pool, and `dequeueReusableCell(withIdentifier:for:)` gives them out again, so a 100,000-row
/// table holds a screenful of cells. Row positions come from `ListGeometry` (prefix sums), so the
/// rows in view are a binary search away whatever the row count.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// Rows are read as a list.
    override var defaultAccessibilityContainerType: UIAccessibilityContainerType { .list }
    /// The table itself draws nothing in its content (a subclass's `draw(_:)` might): a scroll
    /// moves its rows, drawn again only where they were and are.
    override var sweepsContentWhenScrolled: Bool { type(of: self) == UITableView.self }
    /// A row joining the table draws where it is, not the whole table again.
    override var redrawsWholeForNewSubview: Bool { type(of: self) != UITableView.self }
    static var tableLog: Logger { Logger(label: "folio.tableview") }  // made per use: honours a later LoggingSystem.bootstrap

    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, headers that stay at the top while their section scrolls.
        case plain
        /// Kept for UIKit compatibility; drawn as `.plain`.
        case grouped
        /// Kept for UIKit compatibility; drawn as `.plain`.
        case insetGrouped
    }
    /// How inserted and deleted rows come and go.
    public enum RowAnimation: Int, Sendable {
        /// Fade in / out.
        case fade
        /// Slide in from / out to the right.
        case right
        /// Slide in from / out to the left.
        case left
        /// Slide from / to the top (drawn as a fade).
        case top
        /// Slide from / to the bottom (drawn as a fade).
        case bottom
        /// No animation of the row itself; the rows around still move.
        case none
        /// Shrink to / grow from the middle (drawn as a fade).
        case middle
        /// The table picks (a fade).
        case automatic
    }
    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as makes it visible.
        case none
        /// At the top.
        case top
        /// In the middle.
        case middle
        /// At the bottom.
        case bottom
    }
    /// The height rows have when the delegate does not say: UIKit's `automaticDimension` sentinel.
    public static let automaticDimension: CGFloat = -1

    /// The style the table was made with.
    public let style: Style
    /// The data source, held weakly. Setting it reloads on the next layout.
    public weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload() } }
    /// The row height when the delegate gives none. Default 44; `automaticDimension` means 44.
    open var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    /// The header height for sections with a title. Default 28.
    open var sectionHeaderHeight: CGFloat = 28 { didSet { setNeedsReload() } }
    /// Whether a tap selects a row. Default true.
    open var allowsSelection = true
    /// A view above the rows that scrolls with them (its frame's height is kept, its width is
    /// the table's). Setting an empty `UIView()` as the footer, as apps do to end the separators,
    /// adds nothing.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last row that scrolls with them.
    open var tableFooterView: UIView? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    /// How far down the rows start: the header view's height.
    var listTop: CGFloat { max(0, tableHeaderView?.frame.height.finiteOr(0) ?? 0) }

    private func replaceAccessory(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
        applyContentSize()
    }

    /// Places the header above the rows and the footer below them.
    func layoutAccessories() {
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: listTop)
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: listTop + loadedGeometry.contentHeight, width: bounds.width, height: max(0, footer.frame.height.finiteOr(0)))
        }
    }

    /// Whether a tap selects a row while the table is editing. Default false.
    open var allowsSelectionDuringEditing = false

    /// Whether the table is editing: each row the data source lets edit shows a delete control at
    /// its start; a tap on it reveals the row's Delete button. Setting it is
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing on or off (closing a row's open Delete button when it ends).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if !editing { setSwipe(.idle, animated: animated) }
        for (position, cell) in visible { cell.setEditing(editing && canSwipe(IndexPath(position)), animated: animated) }
    }
    var editing = false

    var registrations: [String: UITableViewCell.Type] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    /// The cells on screen, by row.
    var visible: [ListGeometry.Position: UITableViewCell] = [:]
    /// Cells animating away after a delete; recycled when their animation ends.
    var departing: [UITableViewCell] = []
    var headers: [Int: UILabel] = [:]
    var geometry: ListGeometry?
    var selected: IndexPath?
    /// The row the keyboard's ↑/↓ rest on (highlighted), if any.
    var keyboardFocus: IndexPath?
    var updates = PendingUpdates()
    var swipe: SwipeState = .idle
    var pendingTouch: (row: IndexPath, start: CGPoint)?
    let swipeRecognizer = UIPanGestureRecognizer()
    let swipeArbiter = SwipeArbiter()
    /// Cells the table made itself or the data source made for it (reuse keeps this small).
    var createdCellCount = 0

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: a plain table with a zero frame (Folio stores nothing in the
    /// archive). Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        installSwipeToDelete()
        installContextMenus()
    }

    /// A plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if geometry == nil { reloadData() }
        if contentSize.width != bounds.width { applyContentSize() }
        layoutAccessories()
        tile()
    }

    override func contentOffsetDidChange() { setNeedsLayout() }

    /// A finger down on a row highlights it; lifted on the same row, it selects the row.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchDownOnRow(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touchMovedOnRow(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchUpOnRow(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchCancelledOnRow() }

    /// Asks the delegate for rows' context menus (`UITableView+ContextMenu`).
    var contextMenuSource: ContextMenuSource?
    /// The delegate as a table delegate (the scroll view's `delegate`).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Cells

    /// Registers the class the table makes cells of for `identifier`.
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
        cellFactories[identifier] = nil
    }
    /// Cells made by something other than a class (a nib), by identifier.
    final var cellFactories: [String: (String) -> UITableViewCell] = [:]

    /// A cell from the reuse pool, or nil when the pool has none for `identifier` and no class is
    /// registered for it (the seed's `if cell == nil { cell = UITableViewCell(…) }` pattern).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let factory = cellFactories[identifier] {
            let cell = factory(identifier)
            cell.owner = self
            createdCellCount += 1
            return cell
        }
        guard let type = registrations[identifier] else { return nil }
        return makeCell(type, identifier)
    }

    /// A cell for `indexPath`: reused, or made from the registered class. An identifier with no
    /// registered class is UIKit's exception; here it is logged and a default cell is made.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UITableView.tableLog.error("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return makeCell(UITableViewCell.self, identifier)
    }

    private func makeCell(_ type: UITableViewCell.Type, _ identifier: String) -> UITableViewCell {
        let cell = type.init(style: .default, reuseIdentifier: identifier)
        cell.owner = self
        createdCellCount += 1
        return cell
    }

    // MARK: Data

    /// Asks the data source again for everything; cells on screen go back to the pool and the
    /// selection is cleared, as in UIKit.
    open func reloadData() {
        for (position, cell) in visible { recycle(cell, at: position) }
        visible = [:]
        headers.values.forEach { $0.removeFromSuperview() }
        headers = [:]
        selected = nil
        swipe = .idle
        geometry = measure()
        applyContentSize()
        setNeedsLayout()
    }

    private func setNeedsReload() {
        guard geometry != nil else { return }
        geometry = nil
        setNeedsLayout()
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int { loadedGeometry.sectionCount }
    /// The number of rows in `section`, as last loaded.
    public func numberOfRows(inSection section: Int) -> Int { loadedGeometry.rowCount(in: section) }

    var loadedGeometry: ListGeometry {
        if let geometry { return geometry }
        reloadData()
        return geometry ?? ListGeometry()
    }

    /// Counts and heights from the data source and delegate; lies (negative or non-finite
    /// answers) are logged and read as zero.
    func measure() -> ListGeometry {
        guard let source = dataSource else { return ListGeometry() }
        let sections = sanitized(source.numberOfSections(in: self), "numberOfSections(in:)")
        var headers: [CGFloat] = [], rows: [[CGFloat]] = []
        headers.reserveCapacity(sections)
        let delegate = tableDelegate
        let fallback = rowHeight > 0 && rowHeight.isFinite ? rowHeight : 44
        for s in 0..<sections {
            let count = sanitized(source.tableView(self, numberOfRowsInSection: s), "tableView(_:numberOfRowsInSection: \(s))")
            let header = delegate?.tableView(self, heightForHeaderInSection: s)
                ?? (source.tableView(self, titleForHeaderInSection: s) == nil ? 0 : sectionHeaderHeight)
            headers.append(header)
            if let delegate {
                rows.append((0..<count).map { r in
                    let h = delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
                    return h == UITableView.automaticDimension ? fallback : h
                })
            } else {
                rows.append(Array(repeating: fallback, count: count))
            }
        }
        return ListGeometry(headerHeights: headers, rowHeights: rows)
    }

    private func sanitized(_ count: Int, _ call: String) -> Int {
        guard count >= 0 else {
            UITableView.tableLog.error("the data source answered \(count) to \(call): counts cannot be negative; using 0")
            return 0
        }
        return count
    }

    func applyContentSize() {
        let footer = max(0, tableFooterView?.frame.height.finiteOr(0) ?? 0)
        contentSize = CGSize(width: bounds.width, height: listTop + loadedGeometry.contentHeight + footer)
    }

    // MARK: Geometry

    /// The rectangle of a row in the table's content, `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let span = loadedGeometry.rowSpan(indexPath.position) else { return .zero }
        return CGRect(x: 0, y: listTop + span.minY, width: bounds.width, height: span.height)
    }

    /// The row under `point` (in the table's content coordinates), nil over a header or nothing.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadedGeometry.row(at: point.y - listTop).map(IndexPath.init)
    }

    /// The cell shown for a row, nil when the row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath.position] }

    /// The row a cell on screen shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }.map { IndexPath($0.key) }
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        updateVisibleRowsNow()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom (brought up to date first, as `visibleCells`).
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleRowsNow()
        return visible.keys.sorted().map(IndexPath.init)
    }

    /// As in UIKit, the visible rows are brought up to date before they are listed: asked right
    /// after the content moved, only the rows now on screen are there.
    private func updateVisibleRowsNow() { if needsLayout, window != nil { layoutIfNeeded() } }

    /// Scrolls so the row sits at `position`.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard var span = loadedGeometry.rowSpan(indexPath.position) else {
            UITableView.tableLog.error("scrollToRow(at: \(indexPath)): no such row")
            return
        }
        span.minY += listTop
        let inset = adjustedContentInset
        let viewport = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = span.minY - inset.top
        case .middle: y = span.minY + span.height / 2 - inset.top - viewport / 2
        case .bottom: y = span.minY + span.height - inset.top - viewport
        case .none:
            let top = contentOffset.y + inset.top
            y = span.minY < top ? span.minY - inset.top
                : span.minY + span.height > top + viewport ? span.minY + span.height - inset.top - viewport : contentOffset.y
        }
        let range = contentOffsetRange(.vertical)
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
