import Foundation

/// The axes a shape may be held to, UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Sendable {
    public let rawValue: Int
    /// Wraps a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Neither axis.
    public static let neither = UIAxis([])
    /// Left to right.
    public static let horizontal = UIAxis(rawValue: 1)
    /// Top to bottom.
    public static let vertical = UIAxis(rawValue: 2)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// A view as the pointer or a menu targets it, UIKit's `UITargetedPreview` (the view is what is
/// kept: the desktop draws no preview).
@preconcurrency @MainActor
public final class UITargetedPreview: NSObject {
    /// The view targeted.
    public let view: UIView
    /// A preview of `view`.
    public init(view: UIView) { self.view = view }
}

/// How the pointer reacts over a view, UIKit's `UIPointerEffect`. On the desktop the pointer is
/// the system's cursor: every effect shows the pointing hand, the cursor desktops show over
/// what acts on a click.
public enum UIPointerEffect {
    /// The system chooses.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer.
    case lift(UITargetedPreview)
    /// The view changes under the pointer, which keeps its shape.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none
        /// A tint over the view.
        case overlay
        /// A tint under the view.
        case underlay
    }
}

/// The pointer's shape, UIKit's `UIPointerShape`. On the desktop the beams are the text cursor
/// (the I-beam); paths and rounded rectangles, drawn by an iPad's pointer, leave the arrow.
public enum UIPointerShape {
    /// A path.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// The text cursor of vertical text lines.
    case verticalBeam(length: CGFloat)
    /// The text cursor of vertical writing.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of `roundedRect` when none is given.
    public static let defaultCornerRadius: CGFloat = 8
}

/// What the pointer looks like in a region, UIKit's `UIPointerStyle`.
@preconcurrency @MainActor
public final class UIPointerStyle: NSObject {
    /// The cursor a desktop shows for this style.
    let cursor: PointerCursor

    private init(cursor: PointerCursor) { self.cursor = cursor }

    /// An effect on the view, with the pointer in `shape` (the effect decides when nil).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(cursor: .pointingHand)
    }

    /// The pointer in `shape`, its movement held to `axes`.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        switch shape {
        case .verticalBeam, .horizontalBeam: self.init(cursor: .iBeam)
        case .path, .roundedRect: self.init(cursor: .arrow)
        }
    }

    /// The pointer hidden.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(cursor: .hidden) }
    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(cursor: .arrow) }
}

/// The cursor a desktop host shows over the window: what pointer interactions and text fields
/// under the pointer ask for.
@_spi(Host) public enum PointerCursor: Sendable, Hashable {
    /// The arrow.
    case arrow
    /// The text cursor.
    case iBeam
    /// The hand over what acts on a click.
    case pointingHand
    /// No cursor.
    case hidden
}
