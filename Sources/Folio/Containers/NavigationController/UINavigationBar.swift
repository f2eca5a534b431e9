import Foundation

/// The bar at the top of a navigation controller: UIKit's `UINavigationBar`.
///
/// Shows the top item's title (or title view), its bar button items, and a back button titled
/// after the item below (its `backBarButtonItem`, else its title, else "Back"). 44 points tall
/// under a 20-point status bar area.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarButtonItemHost {
    /// Height of the bar's content, points.
    public static let barHeight: CGFloat = 44
    /// Height of the status bar area above it, points.
    public static let statusBarHeight: CGFloat = 20
    /// The band a navigation item's prompt takes above the bar's 44 points.
    public static let promptHeight: CGFloat = 30

    /// The stack of items, bottom to top.
    public private(set) var items: [UINavigationItem] = []
    /// The item on top.
    public var topItem: UINavigationItem? { items.last }
    /// The item below the top one.
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }
    /// The bar's background colour. Default a light grey.
    open var barTintColor: UIColor? = .barBackground { didSet { backgroundColor = barTintColor } }
    /// The colour of bar button titles. Default system blue.
    open override var tintColor: UIColor! { didSet { refresh() } }
    /// Title font and colour (UIKit's `titleTextAttributes` for these two keys).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refresh() } }
    /// Called when the back button is tapped.
    var onBack: (@MainActor () -> Void)?

    /// The back button (hidden when there is nothing to go back to).
    public let backButton = UIButton(type: .system)
    /// The label showing the top item's title.
    public let titleLabel = UILabel()
    /// The top item's prompt, above the title.
    let promptLabel = UILabel()
    fileprivate var itemViews: [(view: UIView, left: Bool)] = []
    /// The top item's search bar, shown under the title band.
    private weak var shownSearchBar: UISearchBar?

    /// The top item's search controller, if any.
    var searchController: UISearchController? { topItem?.searchController }
    /// The band the top item's search bar takes under the title band (0 when none).
    var searchBand: CGFloat { searchController?.searchBar.barHeight ?? 0 }
    /// Whether the title band is hidden: the search is active and hides the navigation bar.
    var hidesTitleBand: Bool {
        guard let searchController else { return false }
        return searchController.isActive && searchController.hidesNavigationBarDuringPresentation
    }
    /// The bar's height below the status area: the prompt and title bands (unless the search
    /// hides them) and the search band.
    func contentHeight(prompt: Bool) -> CGFloat {
        (hidesTitleBand ? 0 : Self.barHeight + (prompt ? Self.promptHeight : 0)) + searchBand
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is the view as
    /// `init(frame: .zero)` makes it. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = barTintColor
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        addSubview(backButton)
        applyAppearance()
    }

    /// Replaces the items and redraws.
    public func setItems(_ items: [UINavigationItem], animated: Bool) {
        let kept = Set(items.map(ObjectIdentifier.init))
        for item in self.items where !kept.contains(ObjectIdentifier(item)) { item.bar = nil }
        let height = contentHeight(prompt: topItem?.prompt != nil)
        self.items = items
        items.forEach { $0.bar = self }
        refresh()
        // A top item with another search band or prompt makes the bar another height.
        if contentHeight(prompt: topItem?.prompt != nil) != height { superview?.setNeedsLayout() }
    }

    /// Rebuilds the bar's contents from the top item.
    func refresh() {
        itemViews.forEach { $0.view.removeFromSuperview() }
        itemViews.removeAll()
        titleLabel.textColor = (titleTextAttributes?[.foregroundColor] as? UIColor) ?? .black
        titleLabel.font = (titleTextAttributes?[.font] as? UIFont) ?? .boldSystemFont(ofSize: 17)
        guard let top = topItem else {
            showSearchBar(nil)
            backButton.isHidden = true
            titleLabel.text = nil
            promptLabel.isHidden = true
            return
        }
        let lefts = top.leftBarButtonItems ?? []
        backButton.isHidden = backItem == nil || top.hidesBackButton || (!lefts.isEmpty && !top.leftItemsSupplementBackButton)
        if let back = backItem {
            let chevron = effectiveUserInterfaceLayoutDirection == .rightToLeft ? "› " : "‹ "
            backButton.setTitle(chevron + (back.backBarButtonItem?.title ?? back.effectiveTitle ?? "Back"), for: .normal)
            backButton.setTitleColor(tintColor, for: .normal)
        }
        titleLabel.isHidden = top.titleView != nil
        titleLabel.text = top.effectiveTitle
        promptLabel.text = top.prompt
        promptLabel.isHidden = top.prompt == nil
        if let tv = top.titleView { addSubview(tv); itemViews.append((tv, false)) }
        showSearchBar(top.searchController?.searchBar)
        for item in lefts { itemViews.append((view(for: item), true)) }
        for item in top.rightBarButtonItems ?? [] { itemViews.append((view(for: item), false)) }
        setNeedsLayout()
    }

    private func showSearchBar(_ searchBar: UISearchBar?) {
        if shownSearchBar !== searchBar {
            if shownSearchBar?.superview === self { shownSearchBar?.removeFromSuperview() }
            shownSearchBar?.heightDidChange = nil
        }
        shownSearchBar = searchBar
        guard let searchBar else { return }
        if searchBar.superview !== self { addSubview(searchBar) }
        searchBar.heightDidChange = { [weak self] in self?.superview?.setNeedsLayout() }
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        item.makeView(in: self, host: self, tint: tintColor)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let band = searchBand
        let top = bounds.height - band - Self.barHeight
        let midY = top + Self.barHeight / 2
        layOutSearchBar(band)
        promptLabel.frame = CGRect(x: 8, y: top - Self.promptHeight, width: max(0, bounds.width - 16), height: Self.promptHeight)
        var left: CGFloat = 8, right = bounds.width - 8
        if !backButton.isHidden {
            let s = backButton.sizeThatFits(.zero)
            backButton.frame = CGRect(x: left, y: midY - s.height / 2, width: s.width, height: s.height)
            left += s.width + 8
        }
        guard let topItem else { return }
        for (view, isLeft) in itemViews where view !== topItem.titleView {
            let s = view.sizeThatFits(.zero)
            if isLeft {
                view.frame = CGRect(x: left, y: midY - s.height / 2, width: s.width, height: s.height)
                left += s.width + 8
            } else {
                view.frame = CGRect(x: right - s.width, y: midY - s.height / 2, width: s.width, height: s.height)
                right -= s.width + 8
            }
        }
        // The title is centred on the bar, narrowed to fit between the items.
        let inset = max(left, bounds.width - right)
        let titleFrame = CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: Self.barHeight)
        if let tv = topItem.titleView {
            let s = tv.bounds.size == .zero ? tv.sizeThatFits(titleFrame.size) : tv.bounds.size
            tv.frame = CGRect(x: bounds.midX - s.width / 2, y: midY - s.height / 2, width: s.width, height: s.height)
        } else {
            titleLabel.frame = titleFrame
        }
        // Right to left, the back button and the left items sit on the right.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for v in [backButton] + itemViews.map(\.0) where v !== topItem.titleView { v.frame = mirroredForLayoutDirection(v.frame) }
        }
    }
}

extension UINavigationBar {
    /// The search bar along the bottom; the title band's contents hidden while the search hides it.
    fileprivate func layOutSearchBar(_ band: CGFloat) {
        let hidden = hidesTitleBand
        for v in [backButton, titleLabel, promptLabel] + itemViews.map(\.view) { v.alpha = hidden ? 0 : 1 }
        guard let searchBar = shownSearchBar else { return }
        searchBar.frame = CGRect(x: 0, y: bounds.height - band, width: bounds.width, height: band)
        searchController?.layOutPresentation()
    }
}

/// A bar button item's icon: a control drawing its image (as a template in the bar's tint).
@MainActor
final class BarIconView: UIControl {
    let image: UIImage
    let tint: UIColor
    init(image: UIImage, tint: UIColor) {
        self.image = image
        self.tint = tint
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 30) }
    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height, 24)
        let r = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        canvas.draw(image, in: r, tint: image.renderingMode == .alwaysOriginal ? nil : tint.withAlphaComponent(isHighlighted ? 0.3 : 1))
    }
}
