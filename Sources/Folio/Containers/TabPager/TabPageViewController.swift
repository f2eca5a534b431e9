import Foundation
import FolioCore
import Logging

/// Tabs over swipeable pages (the MBX-style pager of seed 003), built on `UIPageViewController`'s
/// `.scroll` paging: the indicator follows the paging progress (index + fraction) through an
/// `IndicatorInterpolator`, so it tracks the finger exactly; tapping another tab moves there in
/// one transition (the target takes the adjacent slot, no page in between is made), tapping the
/// current tab scrolls its page's scroll view to the top.
@preconcurrency @MainActor
open class TabPageViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// The tabs, in order.
    public internal(set) var items: [TabPagerItem]
    override var restorationSelectedIndex: Int? { selectedIndex }
    override func restoreSelection(_ index: Int) { if index >= 0 { select(index, animated: false) } }
    /// The pages, one per tab.
    public var pages: [UIViewController] { items.map(\.viewController) }
    /// The tab titles.
    public var titles: [String] { items.map(\.title) }
    /// How the indicator looks: a line under the title, a dot, or a pill behind it.
    public typealias IndicatorStyle = IndicatorInterpolator.Style
    /// Where the indicator stands between the tabs' frames for a progress (the pure model).
    public typealias Interpolator = IndicatorInterpolator
    /// How the indicator looks. Default `.line`.
    public var indicatorStyle: IndicatorStyle = .line { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// How wide the tabs are.
    public enum TabWidth: Sendable, Equatable {
        /// Every tab this wide (the strip scrolls when they overflow).
        case fixed(CGFloat)
        /// Each tab as wide as its title (plus margins).
        case selfSizing
        /// Tabs share the width when their titles fit, else self-sizing (the default).
        case fillEqually
    }
    /// Whether paging wraps around: after the last tab comes the first. Default false.
    public var isInfinite = false { didSet { if isViewLoaded { pager.dataSource = self } } }
    /// How wide the tabs are. Default `.fillEqually`.
    public var tabWidth: TabWidth = .fillEqually { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Where the strip scrolls when the tabs overflow.
    public enum StripScrolling: Sendable, Equatable {
        /// Only as far as keeps the indicator in view (the default).
        case keepVisible
        /// The indicator stays centred: the strip scrolls along with the pages, frame by frame.
        case centered
    }
    /// Where the strip scrolls when the tabs overflow. Default `.keepVisible`.
    public var stripScrolling: StripScrolling = .keepVisible
    /// The selected tab's title font; the others use `normalFont`, and the font changes halfway
    /// between two tabs while its size blends. Default bold 15 pt.
    public var selectedFont: UIFont = .boldSystemFont(ofSize: 15) { didSet { blendTitlesNow() } }
    /// The other tabs' title font. Default 15 pt.
    public var normalFont: UIFont = .systemFont(ofSize: 15) { didSet { blendTitlesNow() } }
    /// The delegate, held weakly.
    public weak var delegate: (any TabPageViewControllerDelegate)?
    /// The selected tab.
    public var selectedIndex: Int {
        if let shown = pager.model.shown, let i = pages.firstIndex(where: { $0 === shown }) { return i }
        return pendingSelection
    }
    /// The selection while the pager shows no page of these tabs: before it has one, or while the
    /// page of a changed selection waits for a turn to end (`setItems` during a drag).
    var pendingSelection = 0
    /// The tab strip.
    public let tabStrip = UIScrollView()
    /// The indicator under the selected tab.
    public let indicator = UIView()
    /// Height of the tab strip.
    public static let stripHeight: CGFloat = 44
    /// Colour of the selected tab's title and the indicator. Default system blue.
    public var selectedColor: UIColor = .systemBlue
    /// Colour of the other titles. Default dark grey.
    public var normalColor: UIColor = .darkGray

    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    var buttons: [TabButton] = []
    /// The data source's buttons (seed 003's `MBXPageButtons`), when it gives them.
    var externalButtons: [UIButton]?
    /// Seed 003's data source: buttons, pages and a container (see `reloadPages()`), held weakly.
    public weak var dataSource: (any TabPageViewControllerDataSource)?
    /// The tabs a `select` in flight goes between: while the pager's model jumps to a page, from
    /// the tab shown to that page's tab (a request the model keeps waiting is no jump yet).
    private var jump: (from: Int, to: Int)? {
        guard case .jumping = pager.model.turn, let target = pager.model.target,
              let to = pages.firstIndex(where: { $0 === target }) else { return nil }
        return (selectedIndex, to)
    }
    /// When the wheel last turned a tab (the next notch waits `wheelInterval`).
    var lastWheelTurn: TimeInterval = -.infinity
    /// The layout direction the pages were last arranged for.
    private var arrangedRightToLeft = false
    /// The paging progress (tab index + fraction), from the pager's model and its slot progress:
    /// a jump's share of the way between its tabs, else the selected tab plus the drag's fraction.
    public var progress: CGFloat { state.progress }

    /// The progress and the jump in flight, read from the model once.
    private var state: (progress: CGFloat, jump: (from: Int, to: Int, fraction: CGFloat)?) {
        let selected = CGFloat(selectedIndex)
        guard !items.isEmpty, isViewLoaded else { return (selected, nil) }
        let slots = pager.progress
        guard slots.isFinite else { return (selected, nil) }
        if let jump {
            let f = min(1, abs(slots - 1))
            return (CGFloat(jump.from) + (CGFloat(jump.to) - CGFloat(jump.from)) * f, (jump.from, jump.to, f))
        }
        // Right to left the next tab's page comes from the left: progress runs the other way.
        return (selected + (slots - 1) * (isRightToLeft ? -1 : 1), nil)
    }

    /// Tabs titled `titles` over `pages` (the shorter list decides the count, with a diagnostic).
    public convenience init(titles: [String], pages: [UIViewController]) {
        let n = min(titles.count, pages.count)
        if titles.count != pages.count {
            Logger(label: "folio.tabpager").warning("TabPageViewController: \(titles.count) titles for \(pages.count) pages; using \(n)")
        }
        self.init(items: (0..<n).map { TabPagerItem(title: titles[$0], viewController: pages[$0]) })
    }

    /// UIKit's archive initializer: no tabs yet (Folio stores nothing in the archive).
    public required convenience init?(coder: NSCoder) { self.init(items: []) }

    /// Tabs for `items`. Items whose identity repeats an earlier one are dropped with a diagnostic.
    public init(items: [TabPagerItem]) {
        self.items = TabPageViewController.unique(items)
        super.init()
    }

    static func unique(_ items: [TabPagerItem]) -> [TabPagerItem] {
        var seen = Set<AnyHashable>()
        return items.filter { item in
            guard seen.insert(item.id).inserted else {
                Logger(label: "folio.tabpager").warning("TabPageViewController: a second item with identity \(item.id) was dropped")
                return false
            }
            return true
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tabStrip.showsHorizontalScrollIndicator = false
        tabStrip.alwaysBounceHorizontal = false
        tabStrip.backgroundColor = .barBackground
        tabStrip.accessibilityTraits = .tabBar
        tabStrip.accessibilityLabel = title ?? "Tabs"   // VoiceOver says "Tabs, tab bar"
        indicator.accessibilityElementsHidden = true
        view.addSubview(tabStrip)
        indicator.backgroundColor = selectedColor
        tabStrip.addSubview(indicator)
        rebuildButtons()
        pager.dataSource = self
        pager.delegate = self
        if items.indices.contains(selectedIndex) {
            pager.setViewControllers([items[selectedIndex].viewController], direction: .forward, animated: false)
        } else if let first = pages.first {
            pager.setViewControllers([first], direction: .forward, animated: false)
        }
        pager.progressObserver = { [weak self] _ in self?.redraw() }
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        redraw()
    }

    /// Keys reach the pager while it is on screen: ←/→ a tab, Home/End the first and last.
    override func receiveKey(_ key: KeyInput) -> Bool { receiveTabKey(key) }
    /// A sideways wheel turns one tab per notch (vertical wheels scroll the page's list).
    override func receiveWheel(delta: CGPoint, timestamp: TimeInterval) -> Bool { receiveTabWheel(delta, at: timestamp) }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds, top = topInset
        tabStrip.isHidden = externalButtons != nil
        if externalButtons != nil {   // the data source shows its own buttons: the pages fill the container
            pager.view.frame = b
            redraw()
            return
        }
        tabStrip.frame = CGRect(x: 0, y: top, width: b.width, height: Self.stripHeight)
        pager.view.frame = CGRect(x: 0, y: top + Self.stripHeight, width: b.width, height: max(0, b.height - top - Self.stripHeight))
        if arrangedRightToLeft != isRightToLeft {
            arrangedRightToLeft = isRightToLeft
            pager.dataSource = self   // the neighbours swap sides
        }
        let widths = tabWidths(in: b.width)
        let content = max(widths.reduce(0, +), b.width)
        var x: CGFloat = isRightToLeft ? content : 0
        for (i, button) in buttons.enumerated() {
            // Right to left: the first tab at the right edge, the rest leftwards.
            if isRightToLeft { x -= widths[i] }
            button.frame = CGRect(x: x, y: 0, width: widths[i], height: Self.stripHeight - 3)
            if !isRightToLeft { x += widths[i] }
        }
        tabStrip.contentSize = CGSize(width: content, height: Self.stripHeight)
        redraw()
    }

    /// Room kept at the top: the safe area (the status bar's, when the pager's top is under it).
    var topInset: CGFloat { view.safeAreaInsets.top }

    /// Whether tabs and swipes are mirrored (the view's layout direction is right to left).
    public var isRightToLeft: Bool { isViewLoaded && view.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The tab `delta` steps from `index`, wrapping when `isInfinite`; nil past the ends.
    func tab(_ index: Int, _ delta: Int) -> Int? {
        let n = items.count, j = index + delta
        guard n > 0 else { return nil }
        if isInfinite { return ((j % n) + n) % n }
        return (0..<n).contains(j) ? j : nil
    }

    /// Draws the model's progress: a jump moves the indicator straight between its two tabs.
    func redraw() {
        guard isViewLoaded, !items.isEmpty else { return }
        let (p, jump) = state
        show(progress: p, indicator: jump.map { interpolator.frame(from: $0.from, to: $0.to, fraction: $0.fraction) })
    }

    /// Selects tab `index`: one transition straight to its page (refused out of range).
    public func select(_ index: Int, animated: Bool) {
        guard pages.indices.contains(index) else {
            Logger(label: "folio.tabpager").warning("select(\(index)): out of range 0..<\(pages.count)")
            return
        }
        guard index != selectedIndex else { return }
        let from = selectedIndex
        let forward = (index > from) != isRightToLeft
        pager.setViewControllers([pages[index]], direction: forward ? .forward : .reverse, animated: animated) { [weak self] _ in
            self?.didShow(index, from: from)
        }
    }

    func tabTapped(_ index: Int) {
        guard index == selectedIndex else { return select(index, animated: true) }
        // The seed's addition: tapping the current tab scrolls its page to the top.
        if let list = Self.firstScrollView(in: pages[index].view) {
            list.setContentOffset(CGPoint(x: list.contentOffset.x, y: -list.adjustedContentInset.top), animated: true)
        }
        delegate?.tabPageViewController(self, didTapCurrentTabAt: index)
    }

    private static func firstScrollView(in view: UIView) -> UIScrollView? {
        if let s = view as? UIScrollView { return s }
        for sub in view.subviews { if let s = firstScrollView(in: sub) { return s } }
        return nil
    }

    /// The model shows tab `index`'s page now (a turn ended): drawn, and told when it is new.
    private func didShow(_ index: Int, from: Int) {
        redraw()
        guard index != from, selectedIndex == index else { return }
        delegate?.tabPageViewController(self, didChangeIndexTo: index)
    }

    func blendTitlesNow() { if isViewLoaded { blendTitles(at: progress) } }

    // MARK: Pages

    /// The page on the left: the previous tab's (the next tab's, right to left).
    public func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === vc }), let j = tab(i, isRightToLeft ? 1 : -1), j != i else { return nil }
        return pages[j]
    }

    /// The page on the right: the next tab's (the previous tab's, right to left).
    public func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === vc }), let j = tab(i, isRightToLeft ? -1 : 1), j != i else { return nil }
        return pages[j]
    }

    public func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = p.viewControllers?.first, let i = pages.firstIndex(where: { $0 === shown }) else {
            redraw()
            return
        }
        let from = previousViewControllers.first.flatMap { old in pages.firstIndex { $0 === old } } ?? -1
        didShow(i, from: from)
    }
}

/// What a tab pager tells (seed 003's delegate); all optional.
@preconcurrency @MainActor
public protocol TabPageViewControllerDelegate: AnyObject {
    /// The page (and tab) changed.
    func tabPageViewController(_ controller: TabPageViewController, didChangeIndexTo index: Int)
    /// The current tab was tapped (its page scrolled to the top).
    func tabPageViewController(_ controller: TabPageViewController, didTapCurrentTabAt index: Int)
    /// The indicator moved (every frame while pages move).
    func tabPageViewController(_ controller: TabPageViewController, indicatorMovedTo frame: CGRect)
}

extension TabPageViewControllerDelegate {
    public func tabPageViewController(_ controller: TabPageViewController, didChangeIndexTo index: Int) {}
    public func tabPageViewController(_ controller: TabPageViewController, didTapCurrentTabAt index: Int) {}
    public func tabPageViewController(_ controller: TabPageViewController, indicatorMovedTo frame: CGRect) {}
}
