import Foundation

/// How a view's content is laid out with respect to the writing direction: UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the superview (left to right at the root).
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Spatial controls (directions): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// The direction content flows in, UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English, Chinese).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

extension UIView {
    /// The direction a view with `attribute` lays out in, whatever its superviews say: UIKit's
    /// `userInterfaceLayoutDirection(for:)` — forced directions as forced, playback and spatial
    /// controls left to right, anything else the application's direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIApplication.layoutDirection
        }
    }
    /// The direction the view's content flows in: its own `semanticContentAttribute` when set,
    /// else its superview's, else the application's `userInterfaceLayoutDirection`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let current = v {
            switch current.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: v = current.superview
            }
        }
        return UIApplication.layoutDirection
    }

    /// The direction flipped for this view and its subtree: leading and trailing constraints are
    /// installed again, and every view lays out and draws again.
    func layoutDirectionDidChange() {
        window?.existingLayoutEngine?.layoutDirectionDidChange()
        func tell(_ v: UIView) { v.effectiveLayoutDirectionDidChange(); for s in v.subviews { tell(s) } }
        tell(self)
        setNeedsRedraw()
    }

    /// `frame` mirrored across the bounds' width when the view lays out right to left (a layout
    /// container placing its subviews from the right); unchanged left to right.
    func mirroredForLayoutDirection(_ frame: CGRect) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frame }
        return CGRect(x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

extension UIApplication {
    /// The direction of the whole interface (every window), process-wide as UIKit's is.
    static var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// The direction views lay out in when their `semanticContentAttribute` leaves it open:
    /// right to left for Arabic or Hebrew interfaces. Default left to right. Folio lets an app
    /// (or a test) set it; every window lays out again.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { Self.layoutDirection }
        set {
            guard newValue != Self.layoutDirection else { return }
            Self.layoutDirection = newValue
            for w in windows { w.layoutDirectionDidChange() }
        }
    }
}
