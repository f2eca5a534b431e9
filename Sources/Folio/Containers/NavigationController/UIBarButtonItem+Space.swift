import Foundation

extension UIBarButtonItem {
    /// A space between a toolbar's items.
    enum Space: Sendable { case flexible, fixed }

    /// Whether the item is a space (no view, no taps).
    var isSpace: Bool { space != nil }

    /// A space that takes an equal share of the width a toolbar has left (UIKit's iOS 14
    /// `flexibleSpace()`; `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, …)` is the same).
    public static func flexibleSpace() -> UIBarButtonItem {
        let item = UIBarButtonItem(title: nil, style: .plain)
        item.space = .flexible
        return item
    }

    /// A space of `width` points (UIKit's iOS 14 `fixedSpace(_:)`); a width of 0 is the default gap.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(title: nil, style: .plain)
        item.space = .fixed
        item.width = width.isFinite && width > 0 ? width : 0
        return item
    }
}
