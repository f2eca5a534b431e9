import Foundation
import FolioCore
import Logging

/// Tabs over swipeable pages (the MBX-style pager of seed 003), built on `UIPageViewController`'s
/// `.scroll` paging: the indicator follows the paging progress (index + fraction) through an
/// `IndicatorInterpolator`, so it tracks the finger exactly; tapping another tab moves there in
/// one transition (the target takes the adjacent slot, no page in between is made), tapping the
/// current tab scrolls its page's scroll view to the top.
@MainActor
open class TabPageViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// The pages, one per tab.
    public let pages: [UIViewController]
    /// The tab titles.
    public let titles: [String]
    /// The delegate, held weakly.
    public weak var delegate: (any TabPageViewControllerDelegate)?
    /// The selected tab.
    public private(set) var selectedIndex = 0
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
    private var buttons: [UIButton] = []
    private var jump: (from: Int, to: Int)?

    /// Tabs titled `titles` over `pages` (the shorter list decides the count, with a diagnostic).
    public init(titles: [String], pages: [UIViewController]) {
        let n = min(titles.count, pages.count)
        if titles.count != pages.count {
            Logger(label: "folio.tabpager").warning("TabPageViewController: \(titles.count) titles for \(pages.count) pages; using \(n)")
        }
        self.titles = Array(titles.prefix(n))
        self.pages = Array(pages.prefix(n))
        super.init()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        tabStrip.showsHorizontalScrollIndicator = false
        tabStrip.alwaysBounceHorizontal = false
        tabStrip.backgroundColor = UIColor(white: 0.97, alpha: 1)
        view.addSubview(tabStrip)
        for (i, title) in titles.enumerated() {
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            b.addAction(UIAction { [weak self] _ in self?.tabTapped(i) }, for: .touchUpInside)
            tabStrip.addSubview(b)
            buttons.append(b)
        }
        indicator.backgroundColor = selectedColor
        tabStrip.addSubview(indicator)
        pager.dataSource = self
        pager.delegate = self
        if let first = pages.first { pager.setViewControllers([first], direction: .forward, animated: false) }
        pager.progressObserver = { [weak self] p in self?.pagerMoved(p) }
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        refreshTitles()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let b = view.bounds
        tabStrip.frame = CGRect(x: 0, y: 0, width: b.width, height: Self.stripHeight)
        pager.view.frame = CGRect(x: 0, y: Self.stripHeight, width: b.width, height: max(0, b.height - Self.stripHeight))
        // Size-to-fit tabs; when they all fit, they share the width.
        let natural = buttons.map { $0.sizeThatFits(.zero).width + 16 }
        let total = natural.reduce(0, +)
        var x: CGFloat = 0
        for (i, button) in buttons.enumerated() {
            let w = total < b.width ? b.width / CGFloat(max(1, buttons.count)) : natural[i]
            button.frame = CGRect(x: x, y: 0, width: w, height: Self.stripHeight - 3)
            x += w
        }
        tabStrip.contentSize = CGSize(width: max(x, b.width), height: Self.stripHeight)
        moveIndicator(to: interpolator.frame(at: CGFloat(selectedIndex)))
    }

    /// The indicator's geometry over the current tab frames.
    public var interpolator: IndicatorInterpolator {
        IndicatorInterpolator(tabFrames: buttons.map { CGRect(x: $0.frame.minX + 8, y: Self.stripHeight - 3, width: $0.frame.width - 16, height: 3) })
    }

    private func moveIndicator(to frame: CGRect) {
        indicator.frame = frame
        // Keep the indicator in view when the tabs overflow.
        let visible = tabStrip.bounds
        if frame.maxX > visible.maxX || frame.minX < visible.minX {
            tabStrip.scrollRectToVisible(frame.insetBy(dx: -40, dy: 0), animated: false)
        }
        delegate?.tabPageViewController(self, indicatorMovedTo: frame)
    }

    private func pagerMoved(_ slots: CGFloat) {
        guard buttons.count > 0, slots.isFinite else { return }
        if let jump {
            moveIndicator(to: interpolator.frame(from: jump.from, to: jump.to, fraction: abs(slots - 1)))
        } else {
            moveIndicator(to: interpolator.frame(at: CGFloat(selectedIndex) + slots - 1))
        }
    }

    /// Selects tab `index`: one transition straight to its page (refused out of range).
    public func select(_ index: Int, animated: Bool) {
        guard pages.indices.contains(index) else {
            Logger(label: "folio.tabpager").warning("select(\(index)): out of range 0..<\(pages.count)")
            return
        }
        guard index != selectedIndex else { return }
        let from = selectedIndex
        jump = (from, index)
        pager.setViewControllers([pages[index]], direction: index > from ? .forward : .reverse, animated: animated) { [weak self] _ in
            guard let self else { return }
            self.jump = nil
            self.didShow(index)
        }
    }

    private func tabTapped(_ index: Int) {
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

    private func didShow(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        refreshTitles()
        moveIndicator(to: interpolator.frame(at: CGFloat(index)))
        delegate?.tabPageViewController(self, didChangeIndexTo: index)
    }

    private func refreshTitles() {
        for (i, b) in buttons.enumerated() { b.setTitleColor(i == selectedIndex ? selectedColor : normalColor, for: .normal) }
    }

    // MARK: Pages

    public func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === vc }), i > 0 else { return nil }
        return pages[i - 1]
    }

    public func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === vc }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    public func pageViewController(_ p: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = p.viewControllers?.first, let i = pages.firstIndex(where: { $0 === shown }) else {
            moveIndicator(to: interpolator.frame(at: CGFloat(selectedIndex)))
            return
        }
        didShow(i)
    }
}

/// What a tab pager tells (seed 003's delegate); all optional.
@MainActor
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
