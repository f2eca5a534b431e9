import Foundation

/// The bar of tabs at the bottom of a tab bar controller: UIKit's `UITabBar` (49 points).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Height of the bar, points.
    public static let barHeight: CGFloat = 49
    /// The items, left to right; nil (UIKit's default) when there are none. A tab bar controller
    /// sets them from its controllers' `tabBarItem`s.
    open var items: [UITabBarItem]? {
        get { itemList.isEmpty ? nil : itemList }
        set { itemList = newValue ?? [] }
    }
    /// Sets the items (UIKit's `setItems(_:animated:)`; the change is immediate).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The items as a list (empty for none).
    var itemList: [UITabBarItem] = [] { didSet { itemList.forEach { $0.bar = self }; setNeedsDisplay() } }
    /// The selected item.
    public internal(set) weak var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }
    /// The colour of the selected tab. Default system blue.
    open override var tintColor: UIColor! { didSet { setNeedsDisplay() } }
    /// The colour of the other tabs. Default grey.
    open var unselectedItemTintColor: UIColor = .gray { didSet { setNeedsDisplay() } }
    /// Called with the index of a tapped tab.
    var onSelect: (@MainActor (Int) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
    }

    /// UIKit's archive initializer: Folio stores nothing in the archive, so this is the view as
    /// `init(frame: .zero)` makes it. Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .barBackground
    }

    /// The rectangle of tab `index`.
    public func frameOfItem(at index: Int) -> CGRect {
        guard !itemList.isEmpty else { return .zero }
        let w = bounds.width / CGFloat(itemList.count)
        return CGRect(x: CGFloat(index) * w, y: 0, width: w, height: bounds.height)
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        canvas.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 0.5), with: .barHairline)
        for (i, item) in itemList.enumerated() {
            let f = frameOfItem(at: i)
            let color: UIColor = item === selectedItem ? tintColor : unselectedItemTintColor
            if let title = item.title {
                let layout = canvas.textEngine.makeLayout(text: title, font: .systemFont(ofSize: 12), maxWidth: f.width,
                                                          alignment: .center, maximumLines: 1)
                canvas.draw(layout, at: CGPoint(x: f.minX, y: f.maxY - layout.size.height - 6), color: color)
            }
            let icon = CGRect(x: f.midX - 12, y: 5, width: 24, height: 24)
            if let image = (item === selectedItem ? item.selectedImage : nil) ?? item.image {
                canvas.draw(image, in: icon, tint: image.renderingMode == .alwaysOriginal ? nil : color)
            } else {
                canvas.fillEllipse(in: icon.insetBy(dx: 1, dy: 1), with: color.withAlphaComponent(0.8))
            }
            if let badge = item.badgeValue {
                let layout = canvas.textEngine.makeLayout(text: badge, font: .systemFont(ofSize: 12), maxWidth: nil,
                                                          alignment: .center, maximumLines: 1)
                let w = max(18, layout.size.width + 10)
                let r = CGRect(x: f.midX + 6, y: 2, width: w, height: 18)
                canvas.fillRoundedRect(r, cornerRadius: 9, with: .red)
                canvas.draw(layout, at: CGPoint(x: r.midX - layout.size.width / 2, y: r.midY - layout.size.height / 2), color: .white)
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), bounds.contains(p), !itemList.isEmpty else { return }
        onSelect?(min(itemList.count - 1, Int(saturating: p.x / (bounds.width / CGFloat(itemList.count)))))
    }
}
