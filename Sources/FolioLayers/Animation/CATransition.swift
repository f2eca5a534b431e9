import Foundation
import FolioCore
import FolioGraphics

/// The kinds of layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Where a transition moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key transitions run under when added with a nil key, Core Animation's `kCATransition`.
public let kCATransition = "transition"

/// A change of a layer's content shown as a fade, push, move-in or reveal, Core Animation's
/// `CATransition`. Add it, then change what the layer (or its view) shows — a label's text, an
/// image view's image, subviews: the layer is drawn as it was when the transition was added and
/// as it is now, moved and faded by `type` and `subtype`.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The direction of push, move-in and reveal. Default nil (from the left, as Core Animation's
    /// `fromLeft`).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1. Default 0.
    open var startProgress: Float = 0
    /// Where it ends, 0…1. Default 1.
    open var endProgress: Float = 1

    package override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype; startProgress = other.startProgress; endProgress = other.endProgress
    }

    package override func apply(progress: Double, iteration: Int, localTime: Double, to presentation: inout LayerPresentation, layer: CALayer) {
        let start = Double(startProgress.isFinite ? min(max(startProgress, 0), 1) : 0)
        let end = Double(endProgress.isFinite ? min(max(endProgress, 0), 1) : 1)
        presentation.transition = (self, CGFloat(start + (end - start) * eased(progress)))
    }

    /// Where the old and new content sit and how opaque they are at `progress`, for content of `size`.
    package func placement(at progress: CGFloat, size: CGSize) -> (old: (offset: CGPoint, alpha: CGFloat), new: (offset: CGPoint, alpha: CGFloat)) {
        // The unit vector the new content travels along.
        let direction: CGPoint
        switch subtype {
        case .fromRight?: direction = CGPoint(x: -1, y: 0)
        case .fromTop?: direction = CGPoint(x: 0, y: 1)
        case .fromBottom?: direction = CGPoint(x: 0, y: -1)
        default: direction = CGPoint(x: 1, y: 0)
        }
        let span = CGPoint(x: direction.x * size.width, y: direction.y * size.height)
        func at(_ k: CGFloat) -> CGPoint { CGPoint(x: span.x * k, y: span.y * k) }
        switch type {
        case .push: return ((at(progress), 1), (at(progress - 1), 1))
        case .moveIn: return ((.zero, 1), (at(progress - 1), 1))
        case .reveal: return ((at(progress), 1), (.zero, 1))
        default: return ((.zero, 1 - progress), (.zero, progress))
        }
    }
}
