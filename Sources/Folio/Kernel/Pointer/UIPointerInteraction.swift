import Foundation

/// A region of a view where the pointer has one style, UIKit's `UIPointerRegion`.
@preconcurrency @MainActor
public final class UIPointerRegion: NSObject {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// Tells regions apart (a region with another identifier is another region).
    public let identifier: AnyHashable?
    /// The axes of the region the pointer's latching follows.
    public var latchingAxes: UIAxis = []

    /// A region over `rect`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, as an interaction asks its delegate for a region, UIKit's
/// `UIPointerRegionRequest`.
@preconcurrency @MainActor
public final class UIPointerRegionRequest: NSObject {
    /// The pointer, in the interaction's view's coordinates.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags
    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// Work that goes with the pointer entering or leaving a region, UIKit's
/// `UIPointerInteractionAnimating` (the desktop's cursor changes at once: animations run now).
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds changes made as the pointer enters or leaves.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds work for when they are done.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The delegate of a pointer interaction, UIKit's `UIPointerInteractionDelegate`; every method
/// is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region under the pointer (nil: none, the system's pointer). Default: `defaultRegion`,
    /// the view's bounds.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in `region` (nil: the system's pointer). Default: an automatic effect on the view.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// The default region.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    /// An automatic effect on the view.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
    /// Nothing by default.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
    /// Nothing by default.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
}

/// The pointer's look over a view, UIKit's `UIPointerInteraction`: as the pointer moves over the
/// view, the delegate gives the region under it and that region's style; entering and leaving a
/// region are told. On the desktop the style is the system cursor's shape (`UIPointerStyle`).
/// Without a delegate the view's bounds are one region with an automatic effect.
@preconcurrency @MainActor
public final class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// Whether it acts. Default true.
    public var isEnabled = true { didSet { view?.window?.pointerNeedsUpdate() } }

    /// An interaction whose delegate gives regions and styles.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Called before it moves to a view.
    public func willMove(to view: UIView?) {}
    /// Called after it moved to a view.
    public func didMove(to view: UIView?) { self.view = view }

    /// Asks the delegate again for the region and style under the pointer.
    public func invalidate() { view?.window?.pointerNeedsUpdate() }

    /// The region under `point` (window coordinates), if any.
    func region(at point: CGPoint, in window: UIWindow) -> UIPointerRegion? {
        guard isEnabled, let view else { return nil }
        let local = window.convert(point, to: view)
        let fallback = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: local, modifiers: [])
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: fallback) } ?? fallback
        guard let region, region.rect.contains(local) else { return nil }
        return region
    }

    /// The style in `region`.
    func style(in region: UIPointerRegion) -> UIPointerStyle? {
        if let delegate { return delegate.pointerInteraction(self, styleFor: region) }
        return view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
}

/// Runs a pointer's animations at once, then its completions.
@MainActor
final class ImmediatePointerAnimator: UIPointerInteractionAnimating {
    private var completions: [(Bool) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }
    func finish() { completions.forEach { $0(true) } }
}
