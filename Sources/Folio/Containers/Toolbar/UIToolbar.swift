import Foundation

/// A bar of items along the bottom of a screen: UIKit's `UIToolbar`, shown by a navigation
/// controller (`isToolbarHidden`, the top controller's `toolbarItems`) or placed by hand.
///
/// Items sit left to right inside 16-point margins, 8 points apart; a flexible space takes an
/// equal share of the width left over, a fixed space its `width` (8 points when 0). Titles draw
/// in the tint colour (bold for `.done`), images as templates, custom views at their size.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemHost {
    /// The bar's height above the bottom safe area, in points.
    public static let barHeight: CGFloat = 44

    /// The items shown, left to right. Default nil.
    open var items: [UIBarButtonItem]? { didSet { refresh() } }
    /// The background colour of the bar; nil: the system bar material.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .barBackground } }
    /// Whether the bar is see-through. Default true (drawn as the bar material all the same).
    open var isTranslucent = true
    /// The colour of the items' titles and images. Default: the system tint.
    open override var tintColor: UIColor! { didSet { refresh() } }
    /// The delegate (the bar's position). Default nil.
    open weak var delegate: (any UIToolbarDelegate)?

    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    private let hairline = UIView()

    /// A bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: the bar as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .barBackground
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    /// Sets the items (`animated` changes them at once).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// The bar's natural size: as wide as offered, 44 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: Self.barHeight)
    }

    func refresh() {
        for (_, view) in itemViews { view?.removeFromSuperview() }
        let tint: UIColor = tintColor ?? .systemBlue
        itemViews = (items ?? []).map { item in (item, item.isSpace ? nil : item.makeView(in: self, host: self, tint: tint)) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        let midY = min(bounds.height, Self.barHeight) / 2
        let margin: CGFloat = 16, spacing: CGFloat = 8
        let sizes = itemViews.map { entry -> CGFloat in
            switch entry.item.space {
            case .flexible?: return 0
            case .fixed?: return entry.item.width > 0 && entry.item.width.isFinite ? entry.item.width : spacing
            case nil:
                let natural = entry.view?.sizeThatFits(.zero).width ?? 0
                return entry.item.width > 0 && entry.item.width.isFinite ? entry.item.width : natural
            }
        }
        let gaps = zip(itemViews, itemViews.dropFirst()).filter { !$0.0.item.isSpace && !$0.1.item.isSpace }.count
        let flexible = itemViews.filter { $0.item.space == .flexible }.count
        let used = sizes.reduce(0, +) + CGFloat(gaps) * spacing
        let share = flexible > 0 ? max(0, bounds.width - 2 * margin - used) / CGFloat(flexible) : 0
        var x = margin
        for (index, entry) in itemViews.enumerated() {
            if index > 0, !entry.item.isSpace, !itemViews[index - 1].item.isSpace { x += spacing }
            let width = entry.item.space == .flexible ? share : sizes[index]
            if let view = entry.view {
                let height = view.sizeThatFits(.zero).height
                view.frame = CGRect(x: x, y: midY - height / 2, width: width, height: height)
            }
            x += width
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for case let (_, view?) in itemViews { view.frame = mirroredForLayoutDirection(view.frame) }
        }
    }
}

/// A toolbar's delegate: UIKit's `UIToolbarDelegate` (the bar's position).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: AnyObject {
    /// Where the bar is drawn against its neighbours. Default `.bottom`.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIToolbarDelegate {
    /// A toolbar sits at the bottom.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .bottom }
}
