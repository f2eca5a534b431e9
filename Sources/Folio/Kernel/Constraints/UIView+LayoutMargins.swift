import Foundation

extension UIView {
    /// The default margins: 8 points on every side, as UIKit gives a view.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The space to keep between the view's edges and its content (`layoutMarginsGuide`, a stack
    /// view's `isLayoutMarginsRelativeArrangement`). Default 8 points on every side; non-finite
    /// insets are refused.
    public var layoutMargins: UIEdgeInsets {
        get { constraintStorage.ownMargins ?? UIView.defaultLayoutMargins }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                UIView.log.warning("refused layoutMargins \(newValue) of \(type(of: self)): not finite"); return
            }
            guard newValue != layoutMargins else { return }
            constraintStorage.ownMargins = newValue
            if let g = constraintStorage.marginsGuide { (layoutEngineRef ?? window?.existingLayoutEngine)?.itemNeedsUpdate(g) }
            setNeedsLayout()
            layoutMarginsDidChange()
            viewController?.viewLayoutMarginsDidChange()
        }
    }

    /// The margins as leading and trailing: left and right in a left-to-right layout, swapped in
    /// a right-to-left one.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The bounds inset by `layoutMargins`, as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let g = constraintStorage.marginsGuide { return g }
        let g = UILayoutGuide(role: .margins, identifier: "UIViewLayoutMarginsGuide", owner: self)
        constraintStorage.marginsGuide = g
        return g
    }
}

/// Insets named by leading and trailing edges, which follow the layout direction: UIKit's
/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge (the left in a left-to-right layout).
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat
    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
