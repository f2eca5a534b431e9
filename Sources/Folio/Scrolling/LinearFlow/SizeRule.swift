import Foundation
import FolioCore

/// A layout container's dimension tied to another view's: `view.dimension × multiplier + constant`
/// (MyLayout's `widthSize.equalTo(scrollView.widthSize).multiply(3)`).
@MainActor
public struct SizeRule {
    /// The view measured; held weakly (the rule lapses when it goes away).
    public weak var view: UIView?
    /// The factor applied to the other view's length.
    public var multiplier: CGFloat
    /// Points added after the factor.
    public var constant: CGFloat

    /// Creates a rule.
    public init(view: UIView, multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.view = view
        self.multiplier = multiplier.finiteOr(1)
        self.constant = constant.finiteOr(0)
    }

    /// The resolved length along `axis`, nil when the view is gone.
    func length(_ axis: Axis) -> CGFloat? {
        guard let view else { return nil }
        return max(0, view.bounds.size[axis] * multiplier + constant)
    }
}

extension UIView {
    /// Sets the frame's size keeping its origin (for containers that size themselves).
    func sizeSelf(to size: CGSize) {
        guard size != bounds.size else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Tells an enclosing scroll view how big the content is (layout containers fill it, as
    /// MyLayout's do).
    func reportContentSize() {
        (superview as? UIScrollView)?.contentSize = frame.size
    }
}
