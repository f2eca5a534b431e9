import Foundation
import FolioCore
import Logging

/// Items in sections, placed by a layout object: UIKit's `UICollectionView`.
///
/// The layout (`UICollectionViewFlowLayout`, or a subclass of `UICollectionViewLayout`) says
/// where each cell and header goes; the collection view asks it only for what the visible
/// rectangle shows, so only the cells on screen exist: cells that scroll away go back to a reuse
/// pool per identifier and `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again.
///
/// Cells are made from the registered class with `init(frame:)`, which Swift can only call
/// through a class object when it is `required`: a cell subclass that overrides it writes
/// `required init(frame:)`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Items are read as a list.
    override var defaultAccessibilityContainerType: UIAccessibilityContainerType { .list }
    static var collectionLog: Logger { Logger(label: "folio.collectionview") }  // made per use: honours a later LoggingSystem.bootstrap

    /// The direction a flow layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines across, scrolling down.
        case vertical
        /// Columns down, scrolling across.
        case horizontal
    }

    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A header, a footer or another view the data source supplies.
        case supplementaryView
        /// A view the layout itself supplies.
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item: at most one vertical and one
    /// horizontal position.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// In the middle, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// In the middle, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section's header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Changes the layout, moving the cells to their new places over 0.3 s when animated.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout; `completion` runs when the cells are in their new places.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        nonisolated(unsafe) let completion = completion
        collectionViewLayout = layout
        guard animated, window?.application != nil else {
            layoutIfNeeded()
            completion?(true)
            return
        }
        UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }, completion: { finished in completion?(finished) })
    }

    /// The layout. Setting it lays the items out anew.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }
    /// The data source, held weakly. Setting it reloads on the next layout.
    public weak var dataSource: (any UICollectionViewDataSource)? { didSet { setNeedsReload() } }
    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true
    /// Whether taps select several items (a tap on a selected item deselects it). Default false.
    open var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { keepOneSelected() } } }

    var cellClasses: [String: AnyClass] = [:]
    /// Cells made by something other than a class (a nib registered by `register(_:forCellWithReuseIdentifier:)`).
    final var cellFactories: [String: () -> UICollectionViewCell] = [:]
    var supplementaryClasses: [SupplementaryKey: AnyClass] = [:]
    var cellPool: [String: [UICollectionViewCell]] = [:]
    var supplementaryPool: [SupplementaryKey: [UICollectionReusableView]] = [:]
    /// The cells on screen, by item.
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    /// The headers and footers on screen.
    var visibleSupplementary: [ElementKey: UICollectionReusableView] = [:]
    /// The layout's decoration views on screen, and those put aside for reuse by kind.
    var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]
    var decorationPool: [String: [UICollectionReusableView]] = [:]
    /// Items per section, as last loaded (nil: load on the next layout).
    var itemCounts: [Int]?
    /// The selected items, in the order they were selected.
    var selected: [IndexPath] = []
    var pendingTouch: (item: IndexPath, start: CGPoint)?
    /// Whether the cells on screen are measured again at the next layout (a new text size).
    var needsRemeasuring = false
    /// Changes gathered by `performBatchUpdates(_:completion:)`.
    var batch = CollectionBatch()
    /// Cells fading away after a delete; recycled when their animation ends.
    var departing: [UICollectionViewCell] = []
    /// The scroll views of the sections that scroll across, by section.
    var orthogonalScrollers: [Int: OrthogonalScroller] = [:]
    /// Cells and views the collection view made from registered classes (reuse keeps this small).
    var createdCellCount = 0

    /// A registered class or a pool of supplementary views: by kind and identifier (a header's
    /// pool is not a footer's).
    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A supplementary view on screen: its kind and section.
    struct ElementKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// A released drag rests where the layout says
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), as in UIKit.
    override func dragTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
    /// The collection view itself draws nothing in its content (a subclass's `draw(_:)` might).
    override var sweepsContentWhenScrolled: Bool { type(of: self) == UICollectionView.self }

    /// A collection view whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        adopt(layout)
        installContextMenus()
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is a collection
    /// view with a `UICollectionViewFlowLayout` (Interface Builder's default) and a zero frame.
    /// Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        let layout = UICollectionViewFlowLayout()
        collectionViewLayout = layout
        super.init(coder: coder)
        backgroundColor = .systemBackground
        adopt(layout)
        installContextMenus()
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            UICollectionView.collectionLog.error("a layout serves one collection view; this one is taken from its previous one")
            other.collectionViewLayout = UICollectionViewLayout()
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    /// Asks the delegate for items' context menus (`UICollectionView+ContextMenu`).
    var contextMenuSource: ContextMenuSource?
    /// The delegate as a collection view delegate (the scroll view's `delegate`).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if itemCounts == nil { loadCounts() }
        let layout = collectionViewLayout
        if needsRemeasuring {
            needsRemeasuring = false
            remeasureVisibleCells()
        }
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateInLayoutPass(with: layout.invalidationContext(forBoundsChange: bounds))
        }
        tileSettlingSizes()
    }

    /// Prepares the layout and tiles; self-sizing cells measured while tiling may change the
    /// layout: lays out again (twice at most), so cells show at the sizes they asked for.
    func tileSettlingSizes() {
        let layout = collectionViewLayout
        for _ in 0..<3 {
            layout.prepareIfNeeded()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            tile()
            if !layout.needsPrepare { break }
        }
    }

    override func contentOffsetDidChange() { setNeedsLayout() }

    /// A finger down on an item highlights it; lifted on the same item, it selects the item.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchDownOnItem(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touchMovedOnItem(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchUpOnItem(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchCancelledOnItem(touches) }

    // MARK: Registration and reuse

    /// Registers the class cells for `identifier` are made of (a `UICollectionViewCell` subclass).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        cellFactories[identifier] = nil
    }

    /// Registers the class of the supplementary views of `elementKind` for `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[SupplementaryKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A cell for the item at `indexPath`: one from the pool (after its `prepareForReuse()`), or a
    /// new one of the registered class. An identifier with no registered class is UIKit's
    /// exception; here it is logged and a plain cell is made.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var pool = cellPool[identifier], let cell = pool.popLast() {
            cellPool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let factory = cellFactories[identifier] {
            let cell = factory()
            cell.reuseIdentifier = identifier
            cell.owner = self
            createdCellCount += 1
            return cell
        }
        let type: UICollectionViewCell.Type
        if let registered = cellClasses[identifier] as? UICollectionViewCell.Type {
            type = registered
        } else {
            UICollectionView.collectionLog.error("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            type = UICollectionViewCell.self
        }
        let cell = type.init(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.owner = self
        createdCellCount += 1
        return cell
    }

    /// A header or footer for `indexPath`: pooled or made of the registered class.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        if var pool = supplementaryPool[key], let view = pool.popLast() {
            supplementaryPool[key] = pool
            view.prepareForReuse()
            return view
        }
        let type: UICollectionReusableView.Type
        if let registered = supplementaryClasses[key] as? UICollectionReusableView.Type {
            type = registered
        } else {
            UICollectionView.collectionLog.error("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
            type = UICollectionReusableView.self
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        view.owner = self
        createdCellCount += 1
        return view
    }

    /// A new text size: self-sizing cells, their fonts made again, are measured again at the next layout.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let previous = previousTraitCollection,
              previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        needsRemeasuring = true
        setNeedsLayout()
    }

    // MARK: Data

    /// Asks the data source again for everything: the cells on screen go back to the pool, the
    /// selection is cleared, the layout is prepared anew.
    open func reloadData() {
        collectionViewLayout.forgetMeasuredSizes()
        for (indexPath, cell) in visibleItems { recycle(cell, at: indexPath) }
        visibleItems = [:]
        for (_, view) in visibleSupplementary { recycle(view) }
        visibleSupplementary = [:]
        selected = []
        pendingTouch = nil
        loadCounts()
        collectionViewLayout.invalidateLayout()
    }

    private func setNeedsReload() {
        itemCounts = nil
        collectionViewLayout.invalidateLayout()
    }

    /// Counts from the data source; a negative answer is logged and read as zero.
    func loadCounts() {
        guard let source = dataSource else { itemCounts = []; return }
        let sections = sanitized(source.numberOfSections(in: self), "numberOfSections(in:)")
        itemCounts = (0..<sections).map { s in
            sanitized(source.collectionView(self, numberOfItemsInSection: s), "collectionView(_:numberOfItemsInSection: \(s))")
        }
    }

    private func sanitized(_ count: Int, _ call: String) -> Int {
        guard count >= 0 else {
            UICollectionView.collectionLog.error("the data source answered \(count) to \(call): counts cannot be negative; using 0")
            return 0
        }
        return count
    }

    var loadedCounts: [Int] {
        if itemCounts == nil { loadCounts() }
        return itemCounts ?? []
    }

    /// The number of sections, as last loaded.
    public var numberOfSections: Int { loadedCounts.count }
    /// The number of items in `section`, as last loaded (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Whether `indexPath` names an item.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Geometry

    /// The layout's attributes of an item (after preparing the layout when needed).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _ = loadedCounts
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose cell would be under `point` (content coordinates), nil in the gaps.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        _ = loadedCounts
        collectionViewLayout.prepareIfNeeded()
        var point = layoutPoint(point)
        if flipsLayout { point.x = max(contentSize.width, bounds.width) - point.x }
        let probe = CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .last { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    /// The cell on screen for an item, nil when it is off screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleItems[indexPath] }

    /// The item a cell on screen shows.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleItems[$0] } }

    /// The items on screen, in order. As in UIKit, the visible cells are brought up to date first:
    /// asked right after the content moved (at the end of an animated scroll), only the items now
    /// on screen are listed.
    public var indexPathsForVisibleItems: [IndexPath] {
        if needsLayout, window != nil { layoutIfNeeded() }
        return visibleItems.keys.sorted()
    }

    /// The header or footer on screen for a section, nil when it is off screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The headers or footers of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }
}
