import Foundation

/// A field's left and right views (an icon, a button): placed by `leftViewRect(forBounds:)` and
/// `rightViewRect(forBounds:)`, shown as their modes say, and the text kept between them.
extension UITextField {
    /// Whether a mode shows its view now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    /// A side view's size: its frame's when set, else what it says fits.
    func sideViewSize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        return view.bounds.size == .zero ? view.sizeThatFits(bounds.size) : view.bounds.size
    }

    func sideViewChanged(_ old: UIView?, _ new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        contentChanged()
        setNeedsLayout()
    }

    func layOutSideViews() {
        if let leftView {
            leftView.isHidden = !showsLeftView
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !showsRightView
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }
}
