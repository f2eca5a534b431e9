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
    /// The direction the view's content flows in: its own `semanticContentAttribute` when set,
    /// else its superview's, else left to right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let current = v {
            switch current.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: v = current.superview
            }
        }
        return .leftToRight
    }
}
