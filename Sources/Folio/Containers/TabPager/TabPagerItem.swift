import Foundation

/// One tab of a `TabPageViewController`: who it is (selection follows the identity, not the title,
/// through inserts, removals and reloads), what the tab shows, and its page.
@MainActor
public struct TabPagerItem {
    /// The identity the selection follows. Default: the page controller's identity.
    public let id: AnyHashable
    /// The tab's title.
    public var title: String
    /// The tab's icon, drawn before the title.
    public var image: UIImage?
    /// A badge over the tab's corner ("3", "new"); nil for none.
    public var badgeValue: String?
    /// The page.
    public let viewController: UIViewController

    /// An item for `viewController`.
    public init(id: AnyHashable? = nil, title: String, image: UIImage? = nil, badgeValue: String? = nil,
                viewController: UIViewController) {
        self.id = id ?? AnyHashable(ObjectIdentifier(viewController))
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
        self.viewController = viewController
    }
}

/// A tab's button: its title in a colour blended by the paging progress, and its badge.
@MainActor
final class TabButton: UIButton {
    var badgeValue: String? { didSet { setNeedsDisplay() } }
    /// The title, and the badge when there is one ("Music, 3 new").
    override var defaultAccessibilityLabel: String? {
        guard let badge = badgeValue, !badge.isEmpty else { return currentTitle }
        return "\(currentTitle ?? ""), \(badge) new"
    }
    /// The icon before the title, drawn as a template in the title's colour (unless always-original).
    var image: UIImage? { didSet { setNeedsLayout(); setNeedsDisplay() } }
    static let imageSide: CGFloat = 20

    override func layoutSubviews() {
        super.layoutSubviews()
        guard image != nil else { return }
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        let total = Self.imageSide + 4 + text
        label.frame = CGRect(x: (bounds.width - total) / 2 + Self.imageSide + 4, y: 0, width: text, height: bounds.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = super.sizeThatFits(size)
        return image == nil ? s : CGSize(width: s.width + Self.imageSide + 4, height: s.height)
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        if let image, let canvas = UIGraphicsGetCurrentContext() {
            let side = Self.imageSide, title = label.frame
            let r = CGRect(x: title.minX - 4 - side, y: (bounds.height - side) / 2, width: side, height: side)
            canvas.draw(image, in: r, tint: image.renderingMode == .alwaysOriginal ? nil : label.textColor)
        }
        guard let badge = badgeValue, !badge.isEmpty, let canvas = UIGraphicsGetCurrentContext() else { return }
        let layout = canvas.textEngine.makeLayout(text: badge, font: .boldSystemFont(ofSize: 11), maxWidth: nil,
                                                  alignment: .center, maximumLines: 1)
        let w = max(16, layout.size.width + 8)
        let title = label.frame
        let r = CGRect(x: min(bounds.width - w, title.maxX - 2), y: 3, width: w, height: 16)
        canvas.fillRoundedRect(r, cornerRadius: 8, with: .red)
        canvas.draw(layout, at: CGPoint(x: r.midX - layout.size.width / 2, y: r.midY - layout.size.height / 2), color: .white)
    }
}
