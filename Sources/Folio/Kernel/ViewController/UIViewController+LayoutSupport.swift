import Foundation

/// The edge of the area bars leave free, as iOS 7–10 code placed content: UIKit's
/// `UILayoutSupport` (`topLayoutGuide`, `bottomLayoutGuide`). Deprecated in UIKit for the safe
/// area; still common in code written then.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the bars reach in from the edge (the top guide's height: status bar and navigation
    /// bar; the bottom guide's: a tab bar).
    var length: CGFloat { get }
    /// The guide's top.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: the strip between its view's edge and its safe area.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The strip above the content: from the view's top to the bottom of the status and navigation
    /// bars (the safe area's top), UIKit's deprecated `topLayoutGuide`.
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }
    /// The strip below the content: from the safe area's bottom (a tab bar's top) to the view's
    /// bottom, UIKit's deprecated `bottomLayoutGuide`.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> LayoutSupportGuide {
        let name = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        let root: UIView = view
        if let g = root.layoutGuides.first(where: { $0.identifier == name }) as? LayoutSupportGuide { return g }
        let guide = LayoutSupportGuide()
        guide.identifier = name
        root.addLayoutGuide(guide)
        let safe = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            top ? guide.topAnchor.constraint(equalTo: root.topAnchor) : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor) : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return guide
    }
}
