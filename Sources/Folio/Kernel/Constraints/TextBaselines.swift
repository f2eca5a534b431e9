import Foundation

/// A view that shows text and so has baselines (labels, text fields): where its first and last
/// baselines are, measured from its vertical centre, as its text is laid out now. Constraints on
/// `firstBaseline` and `lastBaseline` use them; the view tells the layout engine
/// (`baselinesChanged(of:)`) when its text, font or width moves them.
@MainActor
protocol TextBaselines: UIView {
    /// The first and last baselines' distances below the view's vertical centre.
    var baselinesFromCenter: (first: CGFloat, last: CGFloat) { get }
    /// The text a constraint's description shows after the view, as UIKit's does (`UILabel:0x…'Title'`).
    var layoutDescriptionText: String? { get }
}

extension UIView {
    /// A layout anchor on the baseline of the view's first line of text (its top edge when it has
    /// no text): UIKit's `firstBaselineAnchor`.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .firstBaseline) }
    /// A layout anchor on the baseline of the view's last line of text (its bottom edge when it
    /// has no text): UIKit's `lastBaselineAnchor`.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }

    /// The view's text moved its baselines: constraints on them follow.
    func textBaselinesDidChange() {
        window?.existingLayoutEngine?.baselinesChanged(of: self)
    }
}
