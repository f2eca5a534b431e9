import Foundation

/// The guide `readableContentGuide` returns: inside the margins, centred, no wider than a
/// comfortable line of body text.
final class ReadableContentGuide: UILayoutGuide {
    var widthLimit: NSLayoutConstraint?

    /// 672 points at the default text size, scaled as body text scales with the user's category.
    static var readableWidth: CGFloat { (672 * UIFontMetrics.default.scaledValue(for: 1)).rounded() }
}

extension UIView {
    /// A guide for text that should not run wider than a reader follows easily, UIKit's
    /// `readableContentGuide`: the layout margins' height, centred in them, as wide as they are up
    /// to 672 points (at the default text size; it grows with the user's text size). On a phone
    /// it is the margins guide's width; on a wide window it leaves room on both sides.
    public var readableContentGuide: UILayoutGuide {
        if let g = constraintStorage.guides.first(where: { $0 is ReadableContentGuide }) { return g }
        let guide = ReadableContentGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let limit = guide.widthAnchor.constraint(lessThanOrEqualToConstant: ReadableContentGuide.readableWidth)
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = UILayoutPriority(999)
        guide.widthLimit = limit
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            limit, fill,
        ])
        return guide
    }

    /// The user's text size changed: readable guides in this tree take their new width.
    func updateReadableWidths() {
        for case let guide as ReadableContentGuide in constraintStorage.guides {
            guide.widthLimit?.constant = ReadableContentGuide.readableWidth
        }
        for s in subviews { s.updateReadableWidths() }
    }
}
